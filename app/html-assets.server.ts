import css from "./app.css?inline";
import frauncesLatin from "./fonts/fraunces-latin.woff2?url";
import frauncesSerbian from "./fonts/fraunces-sr.woff2?url";
import interLatin from "./fonts/inter-latin.woff2?url";
import interSerbian from "./fonts/inter-sr.woff2?url";

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

const modulePreload = /<link rel="modulepreload" href="(\/[^"]+)"(?: nonce="[^"]*")?\/>/g;
const moduleScript = /(<script nonce="[^"]*" type="module" async="">)([\s\S]*?)(<\/script>)/;
const routeImport = /import \* as (route\d+(?:_\w+)?) from ("\/[^"]+");/g;

/**
 * The page's JavaScript waits for the load event and the first frame after it (at
 * most `scriptDelayMs`): the HTML, the fonts and the LCP image have the line to
 * themselves, and on a slow phone the first paint and the largest image no longer
 * wait behind 130 KB of scripts.
 * Nothing is lost: the first-load overlay covers the page for 2 s anyway, and until
 * hydration links and forms work as plain HTML.
 *
 * React Router writes a module preload per file and one module script that imports
 * the route modules statically; they become a list preloaded from the script and
 * dynamic imports after the wait. If React Router's output ever changes shape, the
 * page is left as it was (tests/e2e/public-javascript.test.ts notices).
 */
export const scriptDelayMs = 2000;

function deferScripts(html: string): string {
  const script = moduleScript.exec(html);
  if (!script) return html;
  const [whole, open, body, close] = script as unknown as [string, string, string, string];
  const routes = [...body.matchAll(routeImport)];
  if (routes.length === 0) return html;
  const files = [...html.matchAll(modulePreload)].map((m) => m[1] as string);
  const rest = body.replace(routeImport, "");
  if (/^\s*import\s/m.test(rest)) return html;
  const deferred = [
    open,
    // After the load event and a painted frame (a task queued from a frame callback
    // runs after that frame), or when the wait runs out.
    `await new Promise((go) => {`,
    `const painted = () => requestAnimationFrame(() => setTimeout(go));`,
    `if (document.readyState === "complete") painted();`,
    `else addEventListener("load", painted, { once: true });`,
    `setTimeout(go, ${scriptDelayMs});`,
    `});`,
    `const nonce = document.querySelector("script[nonce]")?.nonce ?? "";`,
    `for (const href of ${JSON.stringify(files)}) {`,
    `const link = Object.assign(document.createElement("link"), { rel: "modulepreload", href, nonce });`,
    `document.head.append(link);`,
    `}`,
    `const [${routes.map((r) => r[1]).join(", ")}] = await Promise.all([${routes.map((r) => `import(${r[2]})`).join(", ")}]);`,
    rest,
    close,
  ].join("\n");
  const start = script.index;
  return (html.slice(0, start) + deferred + html.slice(start + whole.length)).replace(modulePreload, "");
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
