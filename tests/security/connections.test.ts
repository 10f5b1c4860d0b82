import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startInProcess } from "./support/in-process.ts";

// A post answered without its body being read (a page without a form, a signed-out
// save, a refused post) must leave its kept-alive connection able to carry the next
// request. React Router's request stream paused such a body once its buffer was full,
// and Node reads no further on a paused request: the browser's next request on that
// connection waited until the idle timer (5 s, plus Node's 1 s grace) closed it, then
// failed with a reset (the fuzz test's unexplained 6 s waits and resets).

let server: Awaited<ReturnType<typeof startInProcess>>;
beforeAll(async () => {
  server = await startInProcess();
});
afterAll(async () => {
  await server?.close();
});

interface Answer {
  status: number;
  location?: string;
  reused: boolean;
}

function send(
  agent: http.Agent,
  method: string,
  path: string,
  body?: string,
  origin = server.baseUrl,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.baseUrl}${path}`,
      {
        method,
        agent,
        headers: body ? { origin, "content-type": "application/x-www-form-urlencoded" } : {},
      },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, location: res.headers.location, reused: req.reusedSocket }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

// Well past the 64 KB a request stream buffers before it pauses.
const largeForm = `name=${"a".repeat(300_000)}&email=ana%40example.com`;

describe("a post answered without reading its body", () => {
  for (const [label, path, status] of [
    ["a page without a form (the router's 405)", "/o-nama", 405],
    ["a save while signed out (to the sign-in page)", "/admin/products/new", 302],
    ["a post from another site, refused before the router", "/kontakt", 403],
  ] as const) {
    it(`${label}: the same connection answers the next request`, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const origin = status === 403 ? "https://evil.example" : server.baseUrl;
        const first = await send(agent, "POST", path, largeForm, origin);
        expect(first.status).toBe(status);
        const next = await send(agent, "GET", "/healthz");
        expect(next).toMatchObject({ status: 200, reused: true });
      } finally {
        agent.destroy();
      }
    });
  }
});
