import { data } from "react-router";
import { ForbiddenNotice } from "#app/components/admin/forbidden.tsx";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/forbidden";

// Where a page (or a file) the person's role may not open sends them: the admin
// around a calm "no access", answered with 403 (app/http/admin-access.server.ts).
export function loader() {
  return data(null, { status: 403, headers: { "Cache-Control": "no-store" } });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.forbidden");

export default function Forbidden() {
  return <ForbiddenNotice />;
}
