import { getLogger } from "#app/logger.server.ts";
import { StorageError, storageMessages, storageStatus } from "#app/media-client/storage-errors.ts";

/** The storage endpoints' JSON error answer: { error: { code, message } } with the catalogue's status. */
export function storageErrorResponse(error: unknown): Response {
  // A failure of ours (storage, database) is logged; the client only learns it was unknown.
  if (!(error instanceof StorageError)) getLogger().error({ err: error }, "storage request failed");
  const e =
    error instanceof StorageError ? error : new StorageError("storage/unknown", storageMessages.unknown, 500);
  const status = e.status || storageStatus[e.code] || 500;
  return Response.json(
    { error: { code: e.code, message: e.message } },
    { status, headers: { "Cache-Control": "no-store" } },
  );
}
