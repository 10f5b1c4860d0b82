import { authorizeStorageRequest, uploaderEmail, uploadMedia } from "#app/domain/media/uploads.server.ts";
import { storageErrorResponse } from "#app/http/storage-response.server.ts";
import { maxUploadBytes, maxUploadLabel } from "#app/media-client/image-check.ts";
import { StorageError, storageMessages } from "#app/media-client/storage-errors.ts";
import type { Route } from "./+types/media-upload";

// POST /api/media?name=… : the storage endpoint's multipart upload (spec §7).
// It checks and keeps the file and answers at once (status "processing"); the
// variants are made by a job.
// Credentials come in headers, not the cookie, so the answer is the storage
// catalogue's JSON error rather than a redirect to the sign-in page.

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  try {
    if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
    const queryName = url.searchParams.get("name") ?? "";
    const userId = await authorizeStorageRequest(request, queryName || "media");
    // The length is checked before the body is read; multipart framing adds a little.
    const length = Number(request.headers.get("content-length") ?? Number.NaN);
    if (!Number.isFinite(length)) return new Response(null, { status: 411 });
    if (length > maxUploadBytes + 64 * 1024)
      throw new StorageError("storage/file-too-large", storageMessages.fileTooLarge(maxUploadLabel), 413);
    const form = await request.formData().catch(() => null);
    const file = form?.get("file");
    if (!form || !(file instanceof Blob))
      throw new StorageError("storage/invalid-format", storageMessages.invalidFormat("multipart"), 400);
    const name = queryName || String(form.get("name") ?? "") || (file instanceof File ? file.name : "");
    const metadata = await uploadMedia({
      name,
      bytes: new Uint8Array(await file.arrayBuffer()),
      alt: {
        sr: String(form.get("altSr") ?? "").slice(0, 300),
        en: String(form.get("altEn") ?? "").slice(0, 300),
      },
      actor: await uploaderEmail(userId),
    });
    return Response.json(metadata, { status: 200, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return storageErrorResponse(error);
  }
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
