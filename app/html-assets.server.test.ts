import { describe, expect, it } from "vitest";
import { withHeadAssets } from "./html-assets.server.ts";

// The shape React Router 8 writes (modulepreloads hoisted into the head, one module
// script importing the route modules, split route chunks as route2_<export>).
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
  const html = withHeadAssets(Buffer.from(rendered), { deferScripts: true }).toString();

  it("puts the stylesheet inline and preloads the fonts after the LCP image", () => {
    expect(html).toMatch(/<style id="critical-css">[\s\S]*<\/style><\/head>/);
    const image = html.indexOf('as="image"');
    const fonts = [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="[^"]+\.woff2"/g)];
    expect(fonts).toHaveLength(4);
    expect(fonts.every((f) => (f.index ?? 0) > image)).toBe(true);
    expect(html.indexOf("<title>")).toBeGreaterThan(fonts[3]?.index ?? 0);
  });

  it("asks for the scripts only after the load event, with nothing fetched before", () => {
    expect(html).not.toContain('rel="modulepreload" href=');
    expect(html).not.toMatch(/^\s*import\s/m);
    const script = html.slice(html.indexOf('type="module"'));
    expect(script.indexOf('addEventListener("load"')).toBeLessThan(script.indexOf("import("));
    expect(script).toContain('["/assets/entry.client-A.js","/assets/root-B.js","/assets/contact-main-C.js"]');
    expect(script).toContain(
      'const [route0, route1_main] = await Promise.all([import("/assets/root-B.js"), import("/assets/contact-main-C.js")]);',
    );
    expect(script).toContain("const route1 = {...route1_main};");
    // The nonce stays on the script element, never inside its code (the page cache swaps it).
    expect(script).not.toContain("q1w2e3");
  });

  it("leaves the scripts as they are for the admin, or when their shape is not the known one", () => {
    expect(withHeadAssets(Buffer.from(rendered), { deferScripts: false }).toString()).toContain(
      '<link rel="modulepreload" href="/assets/root-B.js" nonce="q1w2e3"/>',
    );
    const unknown = rendered.replace("const route1", 'import { x } from "/assets/x.js";\nconst route1');
    const sent = withHeadAssets(Buffer.from(unknown), { deferScripts: true }).toString();
    expect(sent).toContain('<link rel="modulepreload" href="/assets/root-B.js" nonce="q1w2e3"/>');
    expect(sent).toContain('import * as route0 from "/assets/root-B.js";');
  });
});
