import { variantKey } from "#app/domain/media/images.server.ts";
import { getMediaStorage } from "#app/domain/media/storage.server.ts";
import { getMediaOriginal } from "#app/domain/media/uploads.server.ts";
import { placeholderImage } from "#app/domain/media/variants.server.ts";
import type { Route } from "./+types/media";

const fileName = /^(320|640|960|1280)\.(avif|webp)$/;
const mediaId = /^[0-9a-f-]{36}$/;

// Variants never change under the same id, so browsers may keep them for a year.
// They come from the folder or the bucket alike, always with our headers
// (nosniff comes from server/app.ts for every answer). While an image is still
// being processed (or if it could not be) its variants answer with a plain
// placeholder nobody keeps, so a page never shows a broken image; the original
// is never served here.
export async function loader({ params }: Route.LoaderArgs) {
  const match = fileName.exec(params.file);
  if (!match || !mediaId.test(params.id)) throw new Response("Not found", { status: 404 });
  const [, width, format] = match as unknown as [string, string, "avif" | "webp"];
  const object = await getMediaStorage().get(variantKey(params.id, Number(width), format));
  if (!object) {
    const media = await getMediaOriginal(params.id);
    // A missing variant of a ready image is a real 404; a failed one keeps its placeholder.
    if (!media || media.status === "ready") throw new Response("Not found", { status: 404 });
    const body = await placeholderImage(format);
    return new Response(new Uint8Array(body), {
      headers: {
        "Content-Type": `image/${format}`,
        "Content-Length": String(body.length),
        "Cache-Control": "no-store",
      },
    });
  }
  return new Response(object.body, {
    headers: {
      "Content-Type": `image/${format}`,
      "Content-Length": String(object.size),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
