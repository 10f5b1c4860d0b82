/** Milliseconds as the settings screen asks for them: seconds, with a decimal comma in Serbian. */
export function secondsText(ms: number, locale: string): string {
  const text = String(ms / 1000);
  return locale === "en" ? text : text.replace(".", ",");
}
