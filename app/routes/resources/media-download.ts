import { variantKey } from "#app/domain/media/images.server.ts";
import { getMediaStorage } from "#app/domain/media/storage.server.ts";
import { checkDownloadToken } from "#app/domain/media/uploads.server.ts";
import { storageErrorResponse } from "#app/http/storage-response.server.ts";
import { StorageError, storageMessages } from "#app/media-client/storage-errors.ts";
import type { Route } from "./+types/media-download";

// GET /api/media/:id/download?token=… : the largest WebP variant, for whoever
// holds the download URL of the metadata answer (the token is the credential).
export async function loader({ request, params }: Route.LoaderArgs) {
  const objectPath = `media/${params.id}`;
  try {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    const check = /^[0-9a-f-]{36}$/.test(params.id) ? await checkDownloadToken(params.id, token) : "missing";
    if (check === "missing")
      throw new StorageError("storage/object-not-found", storageMessages.objectNotFound(objectPath), 404);
    if (check === "forbidden")
      throw new StorageError("storage/unauthorized", storageMessages.unauthorized(objectPath), 403);
    const object = await getMediaStorage().get(variantKey(params.id, 1280, "webp"));
    if (!object) throw new StorageError("storage/no-download-url", storageMessages.noDownloadUrl, 404);
    return new Response(object.body, {
      headers: {
        "Content-Type": "image/webp",
        "Content-Length": String(object.size),
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    return storageErrorResponse(error);
  }
}
