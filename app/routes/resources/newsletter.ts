import { data, redirect } from "react-router";
import { requestInfoContext } from "#app/context.server.ts";
import { subscribe } from "#app/domain/newsletter/subscribers.server.ts";
import { getLogger } from "#app/logger.server.ts";
import { newsletterSchema } from "#app/schemas/newsletter.ts";
import type { Route } from "./+types/newsletter";

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = context.get(requestInfoContext);
  const form = await request.formData();
  const parsed = newsletterSchema.safeParse({
    email: form.get("email") ?? "",
    website: form.get("website") ?? "",
  });
  if (!parsed.success) return data({ ok: false, error: "invalid" as const }, { status: 400 });
  try {
    await subscribe({ email: parsed.data.email, locale });
    return { ok: true };
  } catch (error) {
    getLogger().error({ err: error }, "newsletter subscribe failed");
    return data({ ok: false, error: "failed" as const }, { status: 500 });
  }
}

export function loader() {
  throw redirect("/#newsletter");
}
