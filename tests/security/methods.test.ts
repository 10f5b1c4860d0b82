import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Reply, request } from "../support/http-request.ts";
import { startInProcess } from "./support/in-process.ts";
import { captureLogLines } from "./support/log-lines.ts";

// Issue 24, point 7: a method the site does not take (TRACE answered 500 with a
// stack trace in the error log) is refused with 405 and Allow, and neither that nor
// the router's own 405 (a POST to a page without a form) is logged as an error.

const logLines = captureLogLines();

let server: Awaited<ReturnType<typeof startInProcess>>;
beforeAll(async () => {
  server = await startInProcess({ LOG_LEVEL: "info" });
});
afterAll(async () => {
  await server?.close();
});

const send = (method: string, path: string, headers: Record<string, string> = {}) =>
  request(`${server.baseUrl}${path}`, { method, headers: { origin: server.baseUrl, ...headers } });

/** The log lines of one request, by its id. */
const linesOf = (res: Reply) =>
  logLines
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((e) => e.reqId === res.headers["x-request-id"]);

describe("methods the site does not take", () => {
  it("are refused with 405 and Allow, in the visitor's language, logged as info", async () => {
    for (const [method, path] of [
      ["TRACE", "/"],
      ["TRACE", "/healthz"],
      ["TRACE", "/api/media/x"],
      ["PUT", "/kontakt"],
      ["DELETE", "/admin/products"],
      ["PATCH", "/newsletter"],
      ["OPTIONS", "/"],
    ] as const) {
      const label = `${method} ${path}`;
      const res = await send(method, path);
      expect(res.status, label).toBe(405);
      expect(res.headers.allow, label).toBe("GET, HEAD, POST");
      expect(res.body, label).toBe("Ova adresa ne prihvata ovu vrstu zahteva.");
      expect(res.headers["content-security-policy"], label).toContain("frame-ancestors 'none'");
      const lines = linesOf(res);
      expect(
        lines.map((l) => l.level),
        label,
      ).not.toContain(50);
      expect(
        lines.find((l) => l.msg === "method not allowed"),
        label,
      ).toMatchObject({ level: 30, method });
      expect(JSON.stringify(lines), label).not.toContain("stack");
    }
    const english = await send("TRACE", "/?lng=en");
    expect(english.body).toBe("This address does not accept this kind of request.");
  });

  it("a POST to a page without a form is the router's 405, with Allow, logged as info", async () => {
    const res = await send("POST", "/o-nama", { "content-type": "application/x-www-form-urlencoded" });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD");
    // The same page's data, as client-side navigation asks for it.
    const data = await send("POST", "/o-nama.data", { "content-type": "application/x-www-form-urlencoded" });
    expect(data.status).toBe(405);
    expect(data.headers.allow).toBe("GET, HEAD");
    const lines = linesOf(res);
    expect(lines.map((l) => l.level)).not.toContain(50);
    expect(lines.find((l) => l.msg === "request refused")).toMatchObject({ level: 30, status: 405 });
  });
});
