import type { z } from "zod";
import { recordAudit } from "#app/domain/audit/audit.server.ts";
import { readForm } from "./read-form.server.ts";

// The row actions the admin's content lists (products, news) share: a posted
// intent and id, delete / publish / unpublish, and an audit line for whatever
// was done. Each list names its own domain functions and any extra intents.

/** What an extra intent did: the `done` key, and the id the audit line is about. */
export type ExtraOutcome = { done: string; entityId: string } | null;

export interface RowActionOptions<I extends string> {
  actor: string;
  /** The audit log's entity name ("product", "article"). */
  entity: string;
  schema: z.ZodType<{ intent: I; id: string }>;
  remove: (id: string) => Promise<boolean>;
  setStatus: (id: string, status: "published" | "draft") => Promise<boolean>;
  extra?: Partial<Record<I, (id: string) => Promise<ExtraOutcome>>>;
  /** Extra audit detail about the posted id (products record where a copy came from). */
  detail?: (id: string) => Record<string, unknown>;
}

/**
 * Runs the posted row action. Returns the `done` key for the list's notice
 * ("missing" when the row was not there), or null when the form is malformed.
 */
export async function runRowAction<I extends string>(
  request: Request,
  options: RowActionOptions<I>,
): Promise<string | null> {
  const form = await readForm(request);
  const parsed = options.schema.safeParse({ intent: form.get("intent"), id: form.get("id") });
  if (!parsed.success) return null;
  const { intent, id } = parsed.data;
  let outcome: ExtraOutcome = null;
  const extra = options.extra?.[intent];
  if (extra) outcome = await extra(id);
  else if (intent === "delete")
    outcome = (await options.remove(id)) ? { done: "deleted", entityId: id } : null;
  else if (intent === "publish" || intent === "unpublish") {
    const changed = await options.setStatus(id, intent === "publish" ? "published" : "draft");
    outcome = changed ? { done: intent === "publish" ? "published" : "unpublished", entityId: id } : null;
  }
  if (!outcome) return "missing";
  await recordAudit({
    actor: options.actor,
    action: intent,
    entity: options.entity,
    entityId: outcome.entityId,
    detail: options.detail?.(id),
  });
  return outcome.done;
}
