import css from "./app.css?inline";
import frauncesLatin from "./fonts/fraunces-latin.woff2?url";
import frauncesSerbian from "./fonts/fraunces-sr.woff2?url";
import interLatin from "./fonts/inter-latin.woff2?url";
import interSerbian from "./fonts/inter-sr.woff2?url";
import { deferScripts } from "./scripts-after-load.ts";

// What entry.server.tsx does to a rendered page before it is sent
// (docs/decisions/0019-critical-path.md): the stylesheet inline, the fonts preloaded,
// and the JavaScript asked for only once the page has loaded. All of it is written
// outside React's tree, so the browser bundle never carries it.

/**
 * The whole stylesheet goes inline before </head>: the first paint waits on no
 * request. React's hydration passes over a <style> it did not render, and keeps it
 * even if it has to render the page again in the browser.
 */
const inlineStyle = `<style id="critical-css">${css}</style>`;

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

/** The rendered page as it is sent: fonts preloaded, stylesheet inline, scripts after load. */
export function withHeadAssets(rendered: string, options: { deferScripts: boolean }): string {
  const html = options.deferScripts ? deferScripts(rendered) : rendered;
  const end = html.indexOf("</head>");
  if (end < 0) return html;
  const fontsAt = Math.max(
    afterTag(html, '<link rel="preload" as="image"'),
    afterTag(html, '<meta name="viewport"'),
  );
  if (fontsAt <= 0 || fontsAt > end) return html.slice(0, end) + inlineStyle + html.slice(end);
  return html.slice(0, fontsAt) + fontPreloads + html.slice(fontsAt, end) + inlineStyle + html.slice(end);
}
