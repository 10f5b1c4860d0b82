import { originalKey, variantKey } from "#app/domain/media/images.server.ts";
import { getMediaStorage } from "#app/domain/media/storage.server.ts";
import { getMediaOriginal } from "#app/domain/media/uploads.server.ts";
import type { Route } from "./+types/media-preview";

// GET /admin/media/:id/preview: the editors' preview of an image, behind the
// admin session (the layout's middleware). Once its variants exist, the 640 px
// WebP; while they are being made, the uploaded original, which may carry GPS
// and is therefore never public nor kept by a shared cache.
export async function loader({ params }: Route.LoaderArgs) {
  if (!/^[0-9a-f-]{36}$/.test(params.id)) throw new Response("Not found", { status: 404 });
  const media = await getMediaOriginal(params.id);
  if (!media) throw new Response("Not found", { status: 404 });
  const storage = getMediaStorage();
  const variant = media.status === "ready" ? await storage.get(variantKey(params.id, 640, "webp")) : null;
  const object = variant ?? (media.type ? await storage.get(originalKey(params.id)) : null);
  if (!object) throw new Response("Not found", { status: 404 });
  return new Response(object.body, {
    headers: {
      "Content-Type": variant ? "image/webp" : (media.type ?? "application/octet-stream"),
      "Content-Length": String(object.size),
      "Cache-Control": "private, no-store",
    },
  });
}
