// Spec §5: accepted only if non-empty and containing both an at-sign and a dot.
// Zod-free, so the browser can check without loading the schema library.
export function isAcceptableNewsletterEmail(value: string): boolean {
  const v = value.trim();
  return v.length > 0 && v.includes("@") && v.includes(".");
}
