import { adminSessionContext } from "#app/context.server.ts";
import { hitGenerationLimit, prepareGeneration, runGeneration } from "#app/domain/social/generate.server.ts";
import { siteOrigin } from "#app/http/origin.server.ts";
import { readForm } from "#app/http/read-form.server.ts";
import { issuesByPath } from "#app/schemas/form-data.ts";
import { generateFormSchema } from "#app/schemas/social.ts";
import { generateFormValues } from "#app/schemas/social-form.ts";
import type { Route } from "./+types/social-media-generate";

// The writer's stream: one JSON event per line (start, delta, final, notice,
// done), which the page reads with fetch and pours into the editors. The admin
// layout's middleware has already checked the session.

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });

export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(adminSessionContext);
  const form = await readForm(request);
  const parsed = generateFormSchema.safeParse(generateFormValues(form));
  if (!parsed.success) return json({ error: "invalid", errors: issuesByPath(parsed.error.issues) }, 400);
  const limit = await hitGenerationLimit(session.userId);
  if (!limit.allowed)
    return json({ error: "rateLimited", retryAfter: limit.retryAfter }, 429, {
      "retry-after": String(limit.retryAfter),
    });
  const origin = siteOrigin(request);
  const prepared = await prepareGeneration(parsed.data, origin);
  if (!prepared) return json({ error: "notFound" }, 404);
  const seed = Math.min(1000, Math.max(0, Number.parseInt(String(form.get("seed") ?? "0"), 10) || 0));
  const events = runGeneration(prepared, { seed, signal: request.signal });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await events.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(`${JSON.stringify(next.value)}\n`));
    },
    async cancel() {
      await events.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "application/x-ndjson; charset=utf-8",
      // no-transform keeps compression from holding the stream back.
      "cache-control": "no-store, no-transform",
    },
  });
}

export function loader() {
  return new Response(null, { status: 405, headers: { allow: "POST" } });
}
