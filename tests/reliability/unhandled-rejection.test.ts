import path from "node:path";
import { expect, it } from "vitest";
import { bootServer, prepareSite, removeSite, request } from "./support/site.ts";

// Issue 10: an unhandled rejection is logged (one JSON line) and the server keeps
// serving. The rejection is made inside the real server process by a preloaded
// test module (see support/reject-on-signal.ts), not by a route that exists in production.

it("logs an unhandled rejection as JSON and keeps serving", async () => {
  const site = await prepareSite("sqlite");
  const preload = path.join(import.meta.dirname, "support/reject-on-signal.ts");
  const server = await bootServer(site, { env: { NODE_OPTIONS: `--import=${preload}` } });
  try {
    const logged = () => server.output().match(/"msg":"unhandled rejection"/g)?.length ?? 0;
    // One at a time: signals sent together may arrive as one.
    for (let i = 1; i <= 3; i++) {
      server.child.kill("SIGUSR2");
      await expect.poll(logged, { timeout: 15_000, message: server.output() }).toBe(i);
    }
    const line = server
      .output()
      .split("\n")
      .find((l) => l.includes('"msg":"unhandled rejection"'));
    const entry = JSON.parse(line ?? "{}");
    expect(entry).toMatchObject({ level: 50, service: "zrnce", msg: "unhandled rejection" });
    expect(entry.err.message).toBe("reliability test: a promise nobody awaited");
    expect(entry.err.stack).toContain("reject-on-signal.ts");
    expect(server.child.exitCode).toBeNull();
    expect((await request(`${server.baseUrl}/healthz`)).status).toBe(200);
    expect((await request(`${server.baseUrl}/proizvodi`)).status).toBe(200);
    expect((await request(`${server.baseUrl}/readyz`)).status).toBe(200);
  } finally {
    await server.kill("SIGTERM");
    removeSite(site);
  }
});
