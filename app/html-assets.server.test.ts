import { describe, expect, it } from "vitest";
import { withHeadAssets } from "./html-assets.server.ts";

// The shape React Router 8 writes (modulepreloads hoisted into the head, one module
// script importing the route modules): the admin's pages look like this.
const rendered = [
  '<!DOCTYPE html><html lang="sr"><head><meta charSet="utf-8"/>',
  '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
  '<link rel="preload" as="image" fetchPriority="high" href="/media/a/640.avif"/>',
  "<title>Zrnce</title>",
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="q1w2e3"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="q1w2e3"/>',
  '<link rel="modulepreload" href="/assets/contact-main-C.js" nonce="q1w2e3"/>',
  "</head><body><main>Tekst</main>",
  '<script nonce="q1w2e3">window.__reactRouterContext = {};</script>',
  '<script nonce="q1w2e3" type="module" async="">;',
  'import * as route0 from "/assets/root-B.js";',
  'import * as route1_main from "/assets/contact-main-C.js";',
  "const route1 = {...route1_main};",
  'window.__reactRouterRouteModules = {"root":route0,"routes/public/contact":route1};',
  'import("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("\n");

describe("the page as it is sent", () => {
  const html = withHeadAssets(Buffer.from(rendered)).toString();

  it("puts the stylesheet inline and preloads the fonts after the LCP image", () => {
    expect(html).toMatch(/<style id="critical-css">[\s\S]*<\/style><\/head>/);
    const image = html.indexOf('as="image"');
    const fonts = [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="[^"]+\.woff2"/g)];
    expect(fonts).toHaveLength(4);
    expect(fonts.every((f) => (f.index ?? 0) > image)).toBe(true);
    expect(html.indexOf("<title>")).toBeGreaterThan(fonts[3]?.index ?? 0);
  });

  it("leaves the rest of the page as it was rendered", () => {
    expect(html.slice(html.indexOf("</head>"))).toBe(rendered.slice(rendered.indexOf("</head>")));
  });
});
