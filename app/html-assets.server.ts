import css from "./app.css?inline";
import frauncesLatin from "./fonts/fraunces-latin.woff2?url";
import frauncesSerbian from "./fonts/fraunces-sr.woff2?url";
import interLatin from "./fonts/inter-latin.woff2?url";
import interSerbian from "./fonts/inter-sr.woff2?url";

// What entry.server.tsx does to a rendered page before it is sent
// (docs/decisions/0019-critical-path.md): the stylesheet inline and the fonts preloaded.
// Both are written outside React's tree, so the admin's browser bundle never carries them.

/**
 * The whole stylesheet goes inline before </head>: the first paint waits on no
 * request. React's hydration passes over a <style> it did not render, and keeps it
 * even if it has to render the page again in the browser.
 */
export const inlineStyle = Buffer.from(`<style id="critical-css">${css}</style>`);

/**
 * The four font files every page uses are asked for with the HTML, right after the
 * LCP image, so that they are in before the first paint and text does not rewrap
 * under it (layout shift).
 */
const fontPreloads = [frauncesLatin, interLatin, frauncesSerbian, interSerbian]
  .map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin=""/>`)
  .join("");

function afterTag(html: string, start: string): number {
  const at = html.indexOf(start);
  return at < 0 ? -1 : html.indexOf(">", at) + 1;
}

/**
 * The rendered page as it is sent: fonts preloaded, stylesheet inline. Only the head
 * is read as text; the rest of the page (most of its bytes) is copied as it is.
 */
export function withHeadAssets(rendered: Buffer): Buffer {
  const end = rendered.indexOf("</head>");
  if (end < 0) return rendered;
  const head = rendered.subarray(0, end).toString();
  const fontsAt = Math.max(
    afterTag(head, '<link rel="preload" as="image"'),
    afterTag(head, '<meta name="viewport"'),
  );
  const withFonts = fontsAt > 0 ? head.slice(0, fontsAt) + fontPreloads + head.slice(fontsAt) : head;
  // The stylesheet (58 KB) is encoded once, at start-up, not on every render.
  return Buffer.concat([Buffer.from(withFonts), inlineStyle, rendered.subarray(end)]);
}
