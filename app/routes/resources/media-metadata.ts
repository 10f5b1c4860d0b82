import { authorizeStorageRequest, getMediaMetadata } from "#app/domain/media/uploads.server.ts";
import { storageErrorResponse } from "#app/http/storage-response.server.ts";
import { StorageError, storageMessages } from "#app/media-client/storage-errors.ts";
import type { Route } from "./+types/media-metadata";

// GET /api/media/:id : the object's metadata, with a download URL built from its token.
export async function loader({ request, params }: Route.LoaderArgs) {
  const objectPath = `media/${params.id}`;
  try {
    await authorizeStorageRequest(request, objectPath);
    const metadata = await getMediaMetadata(params.id);
    if (!metadata)
      throw new StorageError("storage/object-not-found", storageMessages.objectNotFound(objectPath), 404);
    return Response.json(metadata, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return storageErrorResponse(error);
  }
}
