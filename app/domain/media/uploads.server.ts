import { createHmac, timingSafeEqual } from "node:crypto";
import { type SqlBool, sql } from "kysely";
import { getDb } from "#app/db/connection.server.ts";
import { searchTerms } from "#app/db/fold.server.ts";
import type { MediaStatus } from "#app/db/schema.server.ts";
import { isSessionActive } from "#app/domain/auth/auth.server.ts";
import { writeChange } from "#app/domain/content/changes.server.ts";
import { claimVersion } from "#app/domain/content/record-version.server.ts";
import { acceptImage, allMediaKeys, mediaInUse } from "#app/domain/media/images.server.ts";
import { writeMediaAlt } from "#app/domain/media/media-alt.server.ts";
import { getMediaStorage } from "#app/domain/media/storage.server.ts";
import { maxImagePixels, readImageSize } from "#app/domain/media/variants.server.ts";
import { getEnv } from "#app/env.server.ts";
import {
  maxUploadBytes,
  maxUploadLabel,
  type SniffedType,
  sniffImageType,
} from "#app/media-client/image-check.ts";
import { StorageError, storageMessages } from "#app/media-client/storage-errors.ts";

// Uploads through the storage endpoint (spec §7, DESIGN.md §9): the bytes are
// sniffed (never the name or the browser's content type), capped in size and in
// pixels (read from the header, nothing decoded), kept as the original and
// answered at once with metadata whose download URL carries the media's token.
// The variants (re-encoded without metadata) are made by a job (images.server.ts).

export { maxUploadBytes, type SniffedType, sniffImageType };
export const maxUploadPixels = maxImagePixels;
/** Total bytes of stored variants before uploads answer 402 quota-exceeded. */
export const mediaQuotaBytes = 5 * 1024 * 1024 * 1024;

// Tokens for the Authorization header and the anti-forgery header: the admin's
// session is a cookie, so the signed-in page is handed two short-lived HMACs of
// the user id and the session (different purposes, so one cannot stand in for the
// other). They hold only while that session does: signing out or a new password ends
// them with it. See docs/decisions/0008-upload-tokens.md.
export const uploadTokenLifetimeMs = 2 * 60 * 60 * 1000;

function sign(purpose: string, payload: string): string {
  return createHmac("sha256", getEnv().SESSION_SECRET).update(`${purpose}:${payload}`).digest("base64url");
}

export interface UploadTokens {
  authorization: string;
  appCheck: string;
  expiresAt: string;
}

/** Whose tokens: a user in one signed-in session. */
export interface TokenHolder {
  userId: string;
  sessionId: string;
}

const encode = (text: string) => Buffer.from(text).toString("base64url");
const decode = (part: string) => Buffer.from(part, "base64url").toString();

export function issueUploadTokens(holder: TokenHolder, now = Date.now()): UploadTokens {
  const exp = now + uploadTokenLifetimeMs;
  const payload = `${encode(holder.userId)}.${encode(holder.sessionId)}.${exp}`;
  return {
    authorization: `${payload}.${sign("media-auth", payload)}`,
    appCheck: `${payload}.${sign("media-app-check", payload)}`,
    expiresAt: new Date(exp).toISOString(),
  };
}

/** The holder a token was signed for, unless it is forged or expired (the session is checked apart). */
function verifyToken(purpose: string, token: string | null | undefined, now: number): TokenHolder | null {
  if (!token) return null;
  const parts = token.split(".");
  if (parts.length !== 4) return null;
  const [user, session, exp, mac] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(purpose, `${user}.${session}.${exp}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (!/^\d+$/.test(exp) || Number(exp) < now) return null;
  return { userId: decode(user), sessionId: decode(session) };
}

/**
 * Checks both headers of a storage request: no or a bad Authorization, or one of a
 * session that has ended, is 401; a missing or foreign anti-forgery token is 403.
 * Returns the user id.
 */
export async function authorizeStorageRequest(
  request: Request,
  objectPath: string,
  now = Date.now(),
): Promise<string> {
  const header = request.headers.get("authorization");
  const bearer = header?.match(/^Bearer (\S+)$/)?.[1];
  const holder = verifyToken("media-auth", bearer, now);
  if (!holder || !(await isSessionActive(holder, now)))
    throw new StorageError("storage/unauthenticated", storageMessages.unauthenticated, 401);
  const check = verifyToken("media-app-check", request.headers.get("x-app-check"), now);
  if (check?.userId !== holder.userId || check.sessionId !== holder.sessionId)
    throw new StorageError("storage/unauthorized", storageMessages.unauthorized(objectPath), 403);
  return holder.userId;
}

/** The admin's email for the audit log (the tokens carry only the user id). */
export async function uploaderEmail(userId: string): Promise<string> {
  const row = await getDb().selectFrom("user").select("email").where("id", "=", userId).executeTakeFirst();
  return row?.email ?? userId;
}

export interface MediaMetadata {
  id: string;
  name: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
  timeCreated: string;
  alt: { sr: string; en: string };
  downloadTokens: string;
  downloadUrl: string;
  /** For the editors' previews: a variant once ready, before that the admin-only original. */
  previewUrl: string;
  /** "processing" until the variants public pages use exist. */
  status: MediaStatus;
}

function metadataOf(row: {
  id: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  width: number;
  height: number;
  created_at: string;
  token: string;
  alt_sr: string | null;
  alt_en: string | null;
  status: MediaStatus;
}): MediaMetadata {
  return {
    id: row.id,
    name: row.file_name,
    contentType: row.mime_type,
    size: row.size_bytes,
    width: row.width,
    height: row.height,
    timeCreated: row.created_at,
    alt: { sr: row.alt_sr ?? "", en: row.alt_en ?? "" },
    downloadTokens: row.token,
    downloadUrl: `/api/media/${row.id}/download?token=${encodeURIComponent(row.token)}`,
    previewUrl: row.status === "ready" ? `/media/${row.id}/640.webp` : adminPreviewUrl(row.id),
    status: row.status,
  };
}

function mediaQuery() {
  return getDb()
    .selectFrom("media")
    .leftJoin("media_translation as sr", (j) =>
      j.onRef("sr.media_id", "=", "media.id").on("sr.locale", "=", "sr"),
    )
    .leftJoin("media_translation as en", (j) =>
      j.onRef("en.media_id", "=", "media.id").on("en.locale", "=", "en"),
    )
    .select([
      "media.id",
      "media.file_name",
      "media.mime_type",
      "media.size_bytes",
      "media.width",
      "media.height",
      "media.created_at",
      "media.version",
      "media.token",
      "media.status",
      "sr.alt as alt_sr",
      "en.alt as alt_en",
    ]);
}

export interface UploadInput {
  name: string;
  bytes: Uint8Array;
  alt?: { sr: string; en: string };
  /** Who uploads it, for the audit log. */
  actor: string;
}

/** The admin's preview of an image (its original while the variants are being made). */
export function adminPreviewUrl(id: string): string {
  return `/admin/media/${id}/preview`;
}

/**
 * Validates one upload and keeps it; answers its metadata (status "processing")
 * without waiting for the variants.
 */
export async function uploadMedia(input: UploadInput): Promise<MediaMetadata> {
  const name = input.name.trim().slice(0, 200);
  // Names are labels, never paths: no slashes and no control characters.
  if (!name || /[\\/]/.test(name) || [...name].some((ch) => ch.charCodeAt(0) < 32))
    throw new StorageError("storage/invalid-url", storageMessages.invalidUrl(input.name), 400);
  if (input.bytes.length > maxUploadBytes)
    throw new StorageError("storage/file-too-large", storageMessages.fileTooLarge(maxUploadLabel), 413);
  const type = sniffImageType(input.bytes);
  if (!type) throw new StorageError("storage/invalid-format", storageMessages.invalidImage, 400);
  const bytes = Buffer.from(input.bytes);
  // The header only: a decompression bomb is refused here without being decoded.
  const size = await readImageSize(bytes);
  if (!size) throw new StorageError("storage/invalid-format", storageMessages.invalidImage, 400);
  if (size.width * size.height > maxImagePixels)
    throw new StorageError("storage/file-too-large", storageMessages.fileTooLarge("40 megapixels"), 413);
  const used = await getDb()
    .selectFrom("media")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("size_bytes"), sql<number>`0`).as("total"))
    .executeTakeFirstOrThrow();
  if (Number(used.total) + bytes.length > mediaQuotaBytes)
    throw new StorageError("storage/quota-exceeded", storageMessages.quotaExceeded, 402);
  const id = await acceptImage({
    bytes,
    fileName: name,
    contentType: type,
    ...size,
    alt: input.alt ?? { sr: "", en: "" },
    actor: input.actor,
  });
  const stored = await getMediaMetadata(id);
  if (!stored) throw new StorageError("storage/unknown", storageMessages.unknown, 500);
  return stored;
}

/** The kept original of an image, for the admin's preview while it is processing. */
export async function getMediaOriginal(
  id: string,
): Promise<{ status: MediaStatus; type: string | null } | null> {
  const row = await getDb()
    .selectFrom("media")
    .select(["status", "original_type"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? { status: row.status, type: row.original_type } : null;
}

export async function getMediaMetadata(id: string): Promise<MediaMetadata | null> {
  const row = await mediaQuery().where("media.id", "=", id).executeTakeFirst();
  return row ? metadataOf(row) : null;
}

/** The token of a download URL is compared in constant time. */
export async function checkDownloadToken(id: string, token: string): Promise<"ok" | "missing" | "forbidden"> {
  const row = await getDb().selectFrom("media").select("token").where("id", "=", id).executeTakeFirst();
  if (!row) return "missing";
  const a = Buffer.from(row.token);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b) ? "ok" : "forbidden";
}

export interface MediaListItem extends MediaMetadata {
  inUse: boolean;
  /** Raised by every change of the alt texts (0028). */
  version: number;
}

export const mediaPageSize = 24;

/** The library: newest first, searched by file name and alt text (folded, in SQL), a page at a time. */
export async function listMedia({
  query = "",
  page = 1,
  pageSize = mediaPageSize,
}: {
  query?: string;
  page?: number;
  pageSize?: number;
} = {}): Promise<{
  items: MediaListItem[];
  total: number;
  pageSize: number;
}> {
  // Every word of the query, folded, somewhere in the name or the alt texts.
  const terms = searchTerms(query);
  const matches = terms.length
    ? sql<SqlBool>`${sql.join(
        terms.map((term) => sql`media.search_text like ${`%${term}%`}`),
        sql` and `,
      )}`
    : sql<SqlBool>`1 = 1`;
  const [{ total }, rows] = await Promise.all([
    getDb()
      .selectFrom("media")
      .where(matches)
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
    mediaQuery()
      .where(matches)
      .orderBy("media.created_at", "desc")
      .orderBy("media.id")
      .limit(pageSize)
      .offset((Math.max(1, page) - 1) * pageSize)
      .execute(),
  ]);
  const used = await mediaInUse(rows.map((r) => r.id));
  return {
    items: rows.map((r) => ({ ...metadataOf(r), inUse: used.has(r.id), version: r.version })),
    total: Number(total),
    pageSize,
  };
}

export type DeleteMediaResult = "deleted" | "in-use" | "missing";

/** Deletes an image nobody uses, its row first and then its files. */
export async function deleteMedia(id: string, actor: string): Promise<DeleteMediaResult> {
  if (!(await getMediaMetadata(id))) return "missing";
  if ((await mediaInUse([id])).has(id)) return "in-use";
  // Unused, so no page shows it.
  await writeChange("nothing public", async (trx) => {
    await trx.deleteFrom("media").where("id", "=", id).execute();
    return { result: null, audit: { actor, action: "delete", entity: "media", entityId: id } };
  });
  await getMediaStorage().delete(allMediaKeys(id));
  return "deleted";
}

/** An image's alt texts and their version, as the library's form edits them; null when it is gone. */
export async function getMediaAlt(
  id: string,
): Promise<{ version: number; alt: { sr: string; en: string } } | null> {
  const row = await mediaQuery().where("media.id", "=", id).executeTakeFirst();
  return row ? { version: row.version, alt: { sr: row.alt_sr ?? "", en: row.alt_en ?? "" } } : null;
}

/**
 * Updates the alt text the library shows and editors start from. `expectedVersion`:
 * the version the form was loaded with (null: overwrite any).
 */
export async function updateMediaAlt(
  id: string,
  alt: { sr: string; en: string },
  actor: string,
  expectedVersion: number | null = null,
): Promise<"saved" | "missing" | "stale"> {
  return writeChange("site", async (trx) => {
    const claim = await claimVersion(trx, { table: "media", id }, expectedVersion);
    if (!claim.ok) return { result: claim.reason, audit: null };
    await writeMediaAlt(trx, id, alt);
    return { result: "saved" as const, audit: { actor, action: "update", entity: "media", entityId: id } };
  });
}
