import { serializeJsonLd } from "#app/seo/structured-data.ts";

/** Structured data for search engines: inert JSON, which the CSP does not govern. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with `<` escaped
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
