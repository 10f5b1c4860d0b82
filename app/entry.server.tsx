import { PassThrough, Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { createReadableStreamFromReadable } from "@react-router/node";
import { preload } from "react-dom";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import css from "./app.css?inline";
import { setServerPreload } from "./components/ui/picture.tsx";
import { requestInfoContext } from "./context.server.ts";
import { getLogger } from "./logger.server.ts";

export const streamTimeout = 5_000;

setServerPreload(preload);

/**
 * The whole stylesheet goes inline before </head> (docs/decisions/0018-critical-path.md):
 * the first paint waits on no request. It is written outside React's tree, so the
 * browser bundle never carries it; React's hydration passes over a <style> it did not
 * render, and keeps it even if it has to render the page again in the browser.
 */
function inlineStylesheet(): Transform {
  // A chunk may end inside a multibyte letter (š in the title): decode across chunks.
  const decoder = new StringDecoder("utf8");
  let head = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      head += decoder.write(chunk);
      const end = head.indexOf("</head>");
      if (end < 0) return callback();
      done = true;
      callback(null, `${head.slice(0, end)}<style id="critical-css">${css}</style>${head.slice(end)}`);
    },
    flush(callback) {
      callback(null, done ? undefined : head + decoder.end());
    },
  });
}

// Pages are rendered whole (onAllReady) so that every response is complete,
// cacheable HTML; the CSP nonce of the request goes on every inline script.
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
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(inlineStylesheet()).pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
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
