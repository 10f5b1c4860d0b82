import { data } from "react-router";
import { adminSessionContext, requestInfoContext } from "#app/context.server.ts";
import { getSettings } from "#app/domain/settings/settings.server.ts";
import { readForm } from "#app/http/read-form.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { backupCodesSchema } from "#app/schemas/settings-form.ts";
import type { Route } from "./+types/account-backup-codes";

// POST /admin/account/backup-codes: the two-factor setup's backup codes as a text
// file to keep, in the admin's language, with the brand and the day. The codes come
// from the setup page itself (its download button posts the ones it shows): the
// server stores them only hashed and never hands them out again. A plain form post,
// so it works without JavaScript and needs nothing from the CSP (a data: link would).
export async function action({ request, context }: Route.ActionArgs) {
  const { email } = context.get(adminSessionContext);
  const { locale } = context.get(requestInfoContext);
  const parsed = backupCodesSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw data("Bad request", 400);
  const t = getT(locale);
  const { brandName } = await getSettings();
  const now = new Date();
  const date = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "sr-Latn-RS", {
    dateStyle: "long",
    timeZone: "Europe/Belgrade",
  }).format(now);
  const text = [
    t("admin:settings.backupFileTitle", { brand: brandName }),
    t("admin:settings.backupFileAccount", { email }),
    t("admin:settings.backupFileDate", { date }),
    "",
    t("admin:settings.backupFileHint"),
    "",
    ...parsed.data.codes,
    "",
  ].join("\n");
  // The day in Belgrade, as the file is named on the owner's computer; ASCII only.
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Belgrade" }).format(now);
  const name = [plain(brandName), t("admin:settings.backupFileName"), day].filter(Boolean).join("-");
  return new Response(text, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}.txt"`,
      "Cache-Control": "no-store",
    },
  });
}

/** "Žito & Zrnce" → "zito-zrnce": a file name every system keeps. */
function plain(text: string): string {
  return text
    .replace(/[đĐ]/g, "dj")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase()
    .slice(0, 40);
}
