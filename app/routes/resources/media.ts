import { mailImageKey, shareImageKey, variantKey } from "#app/domain/media/images.server.ts";
import { getMediaStorage } from "#app/domain/media/storage.server.ts";
import { getMediaOriginal } from "#app/domain/media/uploads.server.ts";
import { encodeMailImage, encodeShareImage, placeholderImage } from "#app/domain/media/variants.server.ts";
import type { Route } from "./+types/media";

const fileName = /^(320|640|960|1280)\.(avif|webp)$/;
const mediaId = /^[0-9a-f-]{36}$/;
const immutable = "public, max-age=31536000, immutable";

// Variants never change under the same id, so browsers may keep them for a year.
// They come from the folder or the bucket alike, always with our headers
// (nosniff comes from server/app.ts for every answer). While an image is still
// being processed (or if it could not be) its variants answer with a plain
// placeholder nobody keeps, so a page never shows a broken image; the original
// is never served here.
export async function loader({ params }: Route.LoaderArgs) {
  if (mediaId.test(params.id)) {
    if (params.file === "share.jpg") return jpegImage(params.id, shareImageKey, encodeShareImage);
    if (params.file === "mail.jpg") return jpegImage(params.id, mailImageKey, encodeMailImage);
  }
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
      "Cache-Control": immutable,
    },
  });
}

/**
 * A JPEG made from the image's largest WebP the first time it is asked for, then kept
 * beside the variants: the picture of a shared link (1200×630), or of a newsletter
 * (640 wide). Two first requests at once both make it; the same bytes are stored
 * twice. Until the variants exist, the site's own card stands in.
 */
async function jpegImage(
  id: string,
  keyOf: (id: string) => string,
  encode: (webp: Uint8Array) => Promise<Buffer>,
): Promise<Response> {
  const storage = getMediaStorage();
  const kept = await storage.get(keyOf(id));
  if (kept)
    return new Response(kept.body, {
      headers: {
        "Content-Type": "image/jpeg",
        "Content-Length": String(kept.size),
        "Cache-Control": immutable,
      },
    });
  const source = await storage.get(variantKey(id, 1280, "webp"));
  if (!source) {
    if (!(await getMediaOriginal(id))) throw new Response("Not found", { status: 404 });
    return new Response(null, {
      status: 302,
      headers: { Location: "/share.jpg", "Cache-Control": "no-store" },
    });
  }
  const jpeg = await encode(new Uint8Array(await new Response(source.body).arrayBuffer()));
  await storage.put(keyOf(id), jpeg, "image/jpeg");
  return new Response(new Uint8Array(jpeg), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(jpeg.length),
      "Cache-Control": immutable,
    },
  });
}
