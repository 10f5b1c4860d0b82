import { variantKey } from "#app/domain/media/images.server.ts";
import { getMediaStorage } from "#app/domain/media/storage.server.ts";
import type { Route } from "./+types/media";

const fileName = /^(320|640|960|1280)\.(avif|webp)$/;
const mediaId = /^[0-9a-f-]{36}$/;

// Variants never change under the same id, so browsers may keep them for a year.
// They come from the folder or the bucket alike, always with our headers
// (nosniff comes from server/app.ts for every answer).
export async function loader({ params }: Route.LoaderArgs) {
  const match = fileName.exec(params.file);
  if (!match || !mediaId.test(params.id)) throw new Response("Not found", { status: 404 });
  const [, width, format] = match;
  const object = await getMediaStorage().get(variantKey(params.id, Number(width), format as "avif" | "webp"));
  if (!object) throw new Response("Not found", { status: 404 });
  return new Response(object.body, {
    headers: {
      "Content-Type": `image/${format}`,
      "Content-Length": String(object.size),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
