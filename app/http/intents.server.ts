import { data, redirect } from "react-router";
import type { z } from "zod";
import { pagePathOf } from "#app/schemas/admin-lists.ts";
import { readForm } from "./read-form.server.ts";

// An admin form says what it wants in a posted `intent`; the route's action hands
// the form to one small function per intent instead of branching in one long body.

export type IntentHandlers<R> = Record<string, (form: FormData) => Promise<R>>;

/**
 * Runs the function the posted intent names (`fallback` when the form posts none).
 * An intent the route does not know is the client's mistake: a 400.
 */
export async function dispatchIntent<R>(
  request: Request,
  handlers: IntentHandlers<R>,
  fallback?: string,
): Promise<R> {
  const form = await readForm(request);
  const intent = form.get("intent") ?? fallback;
  const handler =
    typeof intent === "string" && Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (!handler) throw data({ error: "intent" }, { status: 400 });
  return handler(form);
}

/** A list row's intent: what it did (the list's `done` notice), or null when the row is gone. */
export type RowIntent = (id: string) => Promise<string | null>;

/**
 * The actions of a list's rows (delete, publish, …): the posted intent and id, one
 * domain call, then back to the same page of the list with a notice of what happened.
 */
export async function runRowAction<I extends string>(
  request: Request,
  schema: z.ZodType<{ intent: I; id: string }>,
  intents: Record<I, RowIntent>,
) {
  const form = await readForm(request);
  const parsed = schema.safeParse({ intent: form.get("intent"), id: form.get("id") });
  if (!parsed.success) return data({ error: true }, { status: 400 });
  const done = await intents[parsed.data.intent](parsed.data.id);
  throw redirect(pagePathOf(request, { done: done ?? "missing" }));
}
