import { getEnv } from "#app/env.server.ts";
import type { Locale } from "#app/i18n/config.ts";

// Links that go out in mails name the site by its configured address (PUBLIC_URL,
// or the local one better-auth also uses), never by the Host a request claimed:
// a forged Host must not turn a reset mail into a link to someone else's site.

export function configuredOrigin(): string {
  const env = getEnv();
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
}

const withLocale = (path: string, locale: Locale) =>
  locale === "en" ? `${path}${path.includes("?") ? "&" : "?"}lng=en` : path;

/** The page where a person asks for a reset link. */
export function forgotPasswordUrl(locale: Locale): string {
  return `${configuredOrigin()}${withLocale("/admin/forgot-password", locale)}`;
}

/** The page a reset mail's link opens, with its token. */
export function resetPasswordUrl(token: string, locale: Locale): string {
  return `${configuredOrigin()}${withLocale(`/admin/reset-password?token=${encodeURIComponent(token)}`, locale)}`;
}
