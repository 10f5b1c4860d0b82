import { parseSubmission } from "#app/components/admin/form/use-admin-form.ts";
import type { StreamRefusal } from "#app/components/admin/social/writer-reply.ts";
import { adminSessionContext } from "#app/context.server.ts";
import { hitGenerationLimit, prepareGeneration, runGeneration } from "#app/domain/social/generate.server.ts";
import { siteOrigin } from "#app/http/origin.server.ts";
import { readForm } from "#app/http/read-form.server.ts";
import { generateFormSchema, generationSeed, missingSource } from "#app/schemas/social-form.ts";
import type { Route } from "./+types/social-media-generate";

// The writer's stream: one JSON event per line (start, delta, final, notice,
// done), which the page reads with fetch and pours into the editors. A form it
// refuses gets the same Conform reply as the page's action. The admin layout's
// middleware has already checked the session.

const json = (body: StreamRefusal, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });

export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(adminSessionContext);
  const form = await readForm(request);
  const submission = parseSubmission(form, generateFormSchema);
  if (submission.status !== "success") return json({ error: "invalid", result: submission.reply() }, 400);
  const limit = await hitGenerationLimit(session.userId);
  if (!limit.allowed)
    return json({ error: "rateLimited", retryAfter: limit.retryAfter }, 429, {
      "retry-after": String(limit.retryAfter),
    });
  const origin = siteOrigin(request);
  const prepared = await prepareGeneration(submission.value, origin);
  if (!prepared)
    return json(
      {
        error: "notFound",
        result: submission.reply({ fieldErrors: missingSource(submission.value.sourceType) }),
      },
      404,
    );
  const events = runGeneration(prepared, { seed: generationSeed(form.get("seed")), signal: request.signal });
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
