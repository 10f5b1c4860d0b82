import { redirect } from "react-router";
import { requestInfoContext } from "#app/context.server.ts";
import { subscribeToNewsletter } from "#app/domain/newsletter/subscribers.server.ts";
import { siteOrigin } from "#app/http/origin.server.ts";
import { readForm } from "#app/http/read-form.server.ts";
import { sameSitePath } from "#app/http/same-site-path.ts";
import { getLogger } from "#app/logger.server.ts";
import { newsletterSchema } from "#app/schemas/newsletter.ts";
import type { Route } from "./+types/newsletter";

type Outcome = "ok" | "invalid" | "limited" | "failed";

// The enhanced form (fetch from the browser) gets JSON; a plain form post without JavaScript
// is sent back to the page it came from with the outcome in the URL, which
// the form reads to show the same message.
function backTo(request: Request, placement: string, outcome: Outcome) {
  const self = new URL(request.url);
  let back = "/";
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const from = new URL(referer);
      // Even a Referer of this site can hold a path like //evil.example, which a Location
      // header would take for another host: only a plain path of this site goes back.
      if (from.origin === self.origin) back = sameSitePath(`${from.pathname}${from.search}`, "/");
    } catch {
      // A malformed Referer falls back to the home page.
    }
  }
  const target = new URL(back, self);
  target.searchParams.set("newsletter", outcome);
  target.searchParams.set("at", placement === "home" ? "home" : "footer");
  target.hash = placement === "home" ? "newsletter-home" : "newsletter-footer";
  return redirect(`${target.pathname}${target.search}${target.hash}`, 303);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, clientIp } = context.get(requestInfoContext);
  const form = await readForm(request);
  const enhanced = form.get("enhanced") === "1";
  const placement = String(form.get("placement") ?? "footer");
  const reply = (outcome: Outcome, status: number) =>
    enhanced
      ? Response.json(outcome === "ok" ? { ok: true } : { ok: false, error: outcome }, { status })
      : backTo(request, placement, outcome);

  const parsed = newsletterSchema.safeParse({
    email: form.get("email") ?? "",
    website: form.get("website") ?? "",
  });
  if (!parsed.success) return reply("invalid", 400);
  try {
    const result = await subscribeToNewsletter({
      email: parsed.data.email,
      locale,
      clientIp,
      origin: siteOrigin(request),
      honeypot: parsed.data.website || undefined,
    });
    if (result.status === "rate-limited") return reply("limited", 429);
    return reply("ok", 200);
  } catch (error) {
    getLogger().error({ err: error }, "newsletter subscribe failed");
    return reply("failed", 500);
  }
}

export function loader() {
  throw redirect("/#newsletter-footer");
}
