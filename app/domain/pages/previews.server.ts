import { createHash, randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import { data } from "react-router";
import { getDb } from "#app/db/connection.server.ts";
import type { DB, Locale } from "#app/db/schema.server.ts";
import { getAdminSession } from "#app/domain/auth/auth.server.ts";
import { writeChange } from "#app/domain/content/changes.server.ts";
import { getSettings } from "#app/domain/settings/settings.server.ts";
import type { PageKey } from "#app/schemas/pages.ts";
import { getLocalizedPage } from "./pages.server.ts";

// Previews of unpublished changes (docs/decisions/0032-page-content.md). A
// signed-in person sees a draft at its public address with ?pregled=1; someone
// without an account gets a share link, ?pregled=<token>, valid 7 days unless
// the owner revokes it. The token is 32 random bytes, kept only as its SHA-256,
// so the database alone cannot make a working link.

export const previewParam = "pregled";
export const previewDays = 7;
const day = 86_400_000;

/**
 * What a preview shows: a page's draft ("page:home"), a draft product or article
 * by its id. An article's id never changes, so its links outlive a new slug; a
 * product's id is its address, and its links move with it (retargetPreviewLinks).
 */
export type PreviewTarget = `page:${string}` | `product:${string}` | `article:${string}`;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The id a link is listed and withdrawn by: the first characters of its token's hash. */
export const previewLinkIdOf = (token: string) => hashOf(token).slice(0, 16);

/** The audit log's name for the kind of thing a link shows ("page", "product", "article"). */
const entityOf = (target: PreviewTarget) => target.slice(0, target.indexOf(":"));

export interface PreviewLink {
  /** The first characters of the token's hash: names the link in the admin, cannot open it. */
  id: string;
  createdAt: string;
  expiresAt: string;
  createdBy: string | null;
}

/** Makes a share link's token for the target; shown once to the owner. */
export async function createPreviewLink(target: PreviewTarget, actor: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  await writeChange("nothing public", async (trx) => {
    await trx
      .insertInto("preview_link")
      .values({
        token_hash: hashOf(token),
        target,
        created_by: actor,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + previewDays * day).toISOString(),
        revoked_at: null,
      })
      .execute();
    // The target, not the record's id, names the line: a record's last line says who
    // saved it last (describeConflict), and making a link saves nothing.
    return {
      result: null,
      audit: { actor, action: "createPreviewLink", entity: entityOf(target), entityId: target },
    };
  });
  return token;
}

/** The target's links that still work, newest first. */
export async function listPreviewLinks(target: PreviewTarget): Promise<PreviewLink[]> {
  const rows = await getDb()
    .selectFrom("preview_link")
    .select(["token_hash", "created_at", "expires_at", "created_by"])
    .where("target", "=", target)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", new Date().toISOString())
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.token_hash.slice(0, 16),
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    createdBy: r.created_by,
  }));
}

/** Stops a link from working; false when no working link of the target has that id. */
export async function revokePreviewLink(target: PreviewTarget, id: string, actor: string): Promise<boolean> {
  if (!/^[0-9a-f]{16}$/.test(id)) return false;
  return writeChange("nothing public", async (trx) => {
    const result = await trx
      .updateTable("preview_link")
      .set({ revoked_at: new Date().toISOString() })
      .where("target", "=", target)
      .where("token_hash", "like", `${id}%`)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    const revoked = Number(result.numUpdatedRows) > 0;
    return {
      result: revoked,
      audit: revoked
        ? { actor, action: "revokePreviewLink", entity: entityOf(target), entityId: target }
        : null,
    };
  });
}

/**
 * A product's links follow it to a new id, in the same transaction as the
 * rename: a link names one product, and the old id may later be another's.
 */
export async function retargetPreviewLinks(
  trx: Transaction<DB>,
  from: PreviewTarget,
  to: PreviewTarget,
): Promise<void> {
  await trx.updateTable("preview_link").set({ target: to }).where("target", "=", from).execute();
}

/** A record deleted for good takes its links with it, so a later one with its id is not shown by them. */
export async function dropPreviewLinks(trx: Transaction<DB>, targets: PreviewTarget[]): Promise<void> {
  if (targets.length) await trx.deleteFrom("preview_link").where("target", "in", targets).execute();
}

export type PreviewAccess =
  /** No ?pregled=: visitors' view. */
  | { kind: "none" }
  /** A signed-in person, or a working link: these targets' drafts are shown. */
  | { kind: "draft"; targets: "all" | PreviewTarget[] }
  /** A link that expired, was revoked or never existed, or ?pregled=1 without signing in. */
  | { kind: "refused" };

/** Who may see drafts on this request, by its ?pregled= and its session. */
export async function previewAccess(request: Request): Promise<PreviewAccess> {
  const value = new URL(request.url).searchParams.get(previewParam);
  if (value === null) return { kind: "none" };
  if (value === "1")
    return (await getAdminSession(request)) ? { kind: "draft", targets: "all" } : { kind: "refused" };
  if (!/^[A-Za-z0-9_-]{43}$/.test(value)) return { kind: "refused" };
  const row = await getDb()
    .selectFrom("preview_link")
    .select(["target", "expires_at", "revoked_at"])
    .where("token_hash", "=", hashOf(value))
    .executeTakeFirst();
  if (!row || row.revoked_at || row.expires_at <= new Date().toISOString()) return { kind: "refused" };
  return { kind: "draft", targets: [row.target as PreviewTarget] };
}

export function showsDraft(access: PreviewAccess, target: PreviewTarget): boolean {
  return access.kind === "draft" && (access.targets === "all" || access.targets.includes(target));
}

/** Who may see drafts on this request; a link that no longer works is a 410 with its own page. */
export async function previewAccessOrGone(
  request: Request,
): Promise<Exclude<PreviewAccess, { kind: "refused" }>> {
  const access = await previewAccess(request);
  if (access.kind === "refused") throw data({ kind: "preview" }, { status: 410 });
  return access;
}

/** Whether this request may see the target's draft; a link that no longer works is a 410. */
export async function draftAllowed(request: Request, target: PreviewTarget): Promise<boolean> {
  return showsDraft(await previewAccessOrGone(request), target);
}

/**
 * A public page's words for this request: its draft for a signed-in person or a
 * working link to it, else what visitors see. A link that no longer works is a
 * 410 with its own message, not the published page passed off as the draft.
 */
export async function getPageForRequest<K extends PageKey>(request: Request, key: K, locale: Locale) {
  const draft = await draftAllowed(request, `page:${key}`);
  const { brandName } = await getSettings();
  return getLocalizedPage(key, locale, brandName, { draft });
}
