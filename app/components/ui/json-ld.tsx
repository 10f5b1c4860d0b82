/**
 * Structured data for search engines. The JSON is written into the HTML, so
 * every "<" is escaped: a title containing "</script>" cannot end the element.
 * It carries the request's CSP nonce, like every script we send.
 */
export function JsonLd({ data, nonce }: { data: unknown; nonce?: string }) {
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, not HTML
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
