// Kept apart from html-assets.server.ts (which imports the stylesheet and fonts
// through Vite) so that the bench can read a page's scripts under plain Node.

const modulePreload = /<link rel="modulepreload" href="(\/[^"]+)"(?: nonce="[^"]*")?\/>/g;
const moduleScript = /(<script nonce="[^"]*" type="module" async="">)([\s\S]*?)(<\/script>)/;
const routeImport = /import \* as (route\d+(?:_\w+)?) from ("\/[^"]+");/g;

/**
 * The page's JavaScript waits for the load event and the first frame after it (at
 * most `scriptDelayMs`): the HTML, the fonts and the LCP image have the line to
 * themselves, and on a slow phone the first paint and the largest image no longer
 * wait behind 130 KB of scripts. Nothing is lost: the first-load overlay covers the page for 2 s anyway, and until
 * hydration links and forms work as plain HTML.
 *
 * React Router writes a module preload per file and one module script that imports
 * the route modules statically; they become a list preloaded from the script and
 * dynamic imports after the wait. If React Router's output ever changes shape, the
 * page is left as it was (tests/e2e/public-javascript.test.ts notices).
 */
export const scriptDelayMs = 2000;

/**
 * The head without its module preloads, and the module script that waits and then
 * loads them; undefined when the page is not in the shape this knows.
 */
export function deferScripts(head: string, script: string): { head: string; script: string } | undefined {
  const parts = moduleScript.exec(script);
  if (!parts) return undefined;
  const [, open, body, close] = parts as unknown as [string, string, string, string];
  const routes = [...body.matchAll(routeImport)];
  if (routes.length === 0) return undefined;
  const rest = body.replace(routeImport, "");
  if (/^\s*import\s/m.test(rest)) return undefined;
  const files = [...head.matchAll(modulePreload)].map((m) => m[1] as string);
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
  return { head: head.replace(modulePreload, ""), script: deferred };
}

/** The scripts a page sent by the server loads before it is interactive. */
export function pageScripts(html: string): string[] {
  const listed = html.match(/for \(const href of (\[[^\]]*\])\)/)?.[1];
  const preloads = [...html.matchAll(modulePreload)].map((m) => m[1] as string);
  const imports = [...html.matchAll(/import\(?\s*"(\/assets\/[\w.-]+\.js)"/g)].map((m) => m[1] as string);
  return [...new Set([...(listed ? (JSON.parse(listed) as string[]) : []), ...preloads, ...imports])];
}
