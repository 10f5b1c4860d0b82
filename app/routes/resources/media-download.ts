import { originalKey, variantKey } from "#app/domain/media/images.server.ts";
import { getMediaStorage } from "#app/domain/media/storage.server.ts";
import { checkDownloadToken, getMediaOriginal } from "#app/domain/media/uploads.server.ts";
import { storageErrorResponse } from "#app/http/storage-response.server.ts";
import { StorageError, storageMessages } from "#app/media-client/storage-errors.ts";
import type { Route } from "./+types/media-download";

// GET /api/media/:id/download?token=… : the largest WebP variant, for whoever
// holds the download URL of the metadata answer (the token is the credential);
// while the variants are being made, the uploaded original itself.
export async function loader({ request, params }: Route.LoaderArgs) {
  const objectPath = `media/${params.id}`;
  try {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    const check = /^[0-9a-f-]{36}$/.test(params.id) ? await checkDownloadToken(params.id, token) : "missing";
    if (check === "missing")
      throw new StorageError("storage/object-not-found", storageMessages.objectNotFound(objectPath), 404);
    if (check === "forbidden")
      throw new StorageError("storage/unauthorized", storageMessages.unauthorized(objectPath), 403);
    const media = await getMediaOriginal(params.id);
    const storage = getMediaStorage();
    const variant = media?.status === "ready" ? await storage.get(variantKey(params.id, 1280, "webp")) : null;
    const object = variant ?? (media?.type ? await storage.get(originalKey(params.id)) : null);
    if (!object) throw new StorageError("storage/no-download-url", storageMessages.noDownloadUrl, 404);
    return new Response(object.body, {
      headers: {
        "Content-Type": variant ? "image/webp" : (media?.type ?? "application/octet-stream"),
        "Content-Length": String(object.size),
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    return storageErrorResponse(error);
  }
}
