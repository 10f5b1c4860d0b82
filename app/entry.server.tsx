import { Writable } from "node:stream";
import { preload } from "react-dom";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import css from "./app.css?inline";
import { setServerPreload } from "./components/ui/picture.tsx";
import { requestInfoContext } from "./context.server.ts";
import frauncesLatin from "./fonts/fraunces-latin.woff2?url";
import frauncesSerbian from "./fonts/fraunces-sr.woff2?url";
import interLatin from "./fonts/inter-latin.woff2?url";
import interSerbian from "./fonts/inter-sr.woff2?url";
import { getLogger } from "./logger.server.ts";

export const streamTimeout = 5_000;

setServerPreload(preload);

/**
 * The whole stylesheet goes inline before </head> (docs/decisions/0019-critical-path.md):
 * the first paint waits on no request. It is written outside React's tree, so the
 * browser bundle never carries it; React's hydration passes over a <style> it did not
 * render, and keeps it even if it has to render the page again in the browser.
 */
const inlineStyle = Buffer.from(`<style id="critical-css">${css}</style>`);
const headEnd = Buffer.from("</head>");

/**
 * The four font files every page uses are asked for with the HTML, right after the
 * LCP image, so that they are in before the first paint and text does not rewrap
 * under it (layout shift). Written outside React's tree, like the stylesheet.
 */
const fontPreloads = Buffer.from(
  [frauncesLatin, interLatin, frauncesSerbian, interSerbian]
    .map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin=""/>`)
    .join(""),
);
const imagePreload = Buffer.from('<link rel="preload" as="image"');
const viewportMeta = Buffer.from('<meta name="viewport"');

function afterTag(html: Buffer, start: Buffer): number {
  const at = html.indexOf(start);
  return at < 0 ? -1 : html.indexOf(">", at) + 1;
}

function withHeadAssets(html: Buffer): Buffer {
  const end = html.indexOf(headEnd);
  if (end < 0) return html;
  const fontsAt = Math.max(afterTag(html, imagePreload), afterTag(html, viewportMeta));
  if (fontsAt <= 0 || fontsAt > end)
    return Buffer.concat([html.subarray(0, end), inlineStyle, html.subarray(end)]);
  return Buffer.concat([
    html.subarray(0, fontsAt),
    fontPreloads,
    html.subarray(fontsAt, end),
    inlineStyle,
    html.subarray(end),
  ]);
}

// Pages are rendered whole (onAllReady) so that every response is complete,
// cacheable HTML; the CSP nonce of the request goes on every inline script.
// The whole page is collected into one buffer rather than streamed through a
// web stream: nothing is sent before it is complete anyway, and the page cache
// reads it whole.
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, requestId } = loadContext.get(requestInfoContext);
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer | string, _encoding, callback) {
              chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const html = withHeadAssets(Buffer.concat(chunks));
              resolve(
                new Response(new Uint8Array(html.buffer as ArrayBuffer, html.byteOffset, html.byteLength), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
              callback();
            },
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          getLogger().error({ err: error, reqId: requestId }, "render error");
        },
      },
    );
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  getLogger().error({ err: error, url: request.url }, "request error");
}
