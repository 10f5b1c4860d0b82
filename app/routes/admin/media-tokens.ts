import { adminSessionContext } from "#app/context.server.ts";
import { issueUploadTokens } from "#app/domain/media/uploads.server.ts";
import type { Route } from "./+types/media-tokens";

// GET /admin/media/tokens: fresh upload tokens for an admin page left open
// longer than they live (decision 0008). The admin layout's middleware has
// checked the session cookie; a signed-out browser gets its redirect instead.
export function loader({ context }: Route.LoaderArgs) {
  const session = context.get(adminSessionContext);
  return Response.json(issueUploadTokens(session), { headers: { "Cache-Control": "no-store" } });
}
