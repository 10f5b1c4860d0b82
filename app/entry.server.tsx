import { Writable } from "node:stream";
import { preload } from "react-dom";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { setServerPreload } from "./components/ui/picture.tsx";
import { requestInfoContext } from "./context.server.ts";
import { withHeadAssets } from "./html-assets.server.ts";
import { getLogger } from "./logger.server.ts";

export const streamTimeout = 5_000;

setServerPreload(preload);

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
              // A page without a form refuses a POST (the router's 405): say what it takes.
              if (responseStatusCode === 405) responseHeaders.set("Allow", "GET, HEAD");
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
  // What the router refuses (a POST to a page without a form: 405) is the client's
  // mistake, not ours: a line for the operator, without a stack.
  if (isRouteErrorResponse(error) && error.status < 500) {
    getLogger().info({ status: error.status, method: request.method, url: request.url }, "request refused");
    return;
  }
  getLogger().error({ err: error, url: request.url }, "request error");
}

/** The same refusal for a page's data as for the page: a 405 says what it takes. */
export function handleDataRequest(response: Response): Response {
  if (response.status === 405 && !response.headers.has("Allow")) response.headers.set("Allow", "GET, HEAD");
  return response;
}
