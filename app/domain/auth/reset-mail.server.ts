import { AsyncLocalStorage } from "node:async_hooks";
import { defaultSender, sendMail } from "#app/domain/mail/mailer.server.ts";
import { passwordResetMail } from "#app/domain/mail/templates.server.ts";
import { getSettings } from "#app/domain/settings/settings.server.ts";
import type { Locale } from "#app/i18n/config.ts";
import { getLogger } from "#app/logger.server.ts";
import { resetPasswordUrl } from "./links.server.ts";

// better-auth makes the reset token and hands it to sendResetPassword (auth.server.ts);
// this module turns it into a mail. The mail is sent after the answer, not in it:
// the answer must take as long, and say the same, whether the address has an
// account or not, and a mail server that is slow or down must show in neither.
// It is not a durable job on purpose: a job row would keep the working link in
// the database, where better-auth keeps only its hash; a lost mail is asked again.

const request = new AsyncLocalStorage<{ locale: Locale }>();
const sending = new Set<Promise<void>>();

/** Runs `work` (better-auth's requestPasswordReset) with the language the mail is to be in. */
export function withResetLanguage<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  return request.run({ locale }, work);
}

/** better-auth's sendResetPassword: starts the mail and returns at once; a failure is logged, never told. */
export function sendResetLink({ user, token }: { user: { id: string; email: string }; token: string }) {
  const locale = request.getStore()?.locale ?? "sr";
  const send = deliver(user.email, token, locale)
    .catch((error) => getLogger().error({ err: error, userId: user.id }, "password reset mail failed"))
    .finally(() => sending.delete(send));
  sending.add(send);
  return Promise.resolve();
}

async function deliver(email: string, token: string, locale: Locale): Promise<void> {
  const { brandName } = await getSettings();
  const mail = passwordResetMail(locale, { brand: brandName, url: resetPasswordUrl(token, locale) });
  await sendMail({
    to: email,
    from: defaultSender(brandName),
    locale,
    // The link is for one person: no auto-replies to it.
    headers: { "Auto-Submitted": "auto-generated" },
    ...mail,
  });
}

/** Waits for the reset mails on their way (tests, and a clean shutdown). */
export async function settleResetMails(): Promise<void> {
  await Promise.all([...sending]);
}
