import { serializeJsonLd } from "#app/seo/structured-data.ts";

/** Structured data for search engines; carries the CSP nonce like every inline script. */
export function JsonLd({ data, nonce }: { data: unknown; nonce?: string }) {
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // Browsers hide the nonce attribute after parsing, so the client never matches it.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with `<` escaped
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
