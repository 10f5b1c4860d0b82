import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rejection } from "../../tests/support/storage-rejection.ts";
import {
  type Clock,
  createStorageClient,
  fetchUploadTokens,
  maxOperationRetryTime,
  maxUploadRetryTime,
} from "./upload-client.ts";

// The client against a real local HTTP server; only time is simulated: the
// clock's sleep advances "now" instead of waiting, and records every wait.

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  file?: Uint8Array;
  name?: string;
}

let server: Server;
let base = "";
let seen: Seen[] = [];
/** Answers, in order; the last one repeats. "hang" never answers. */
let script: Array<number | "hang"> = [];

async function readForm(req: IncomingMessage): Promise<FormData> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return new Request("http://x/", {
    method: "POST",
    headers: { "content-type": req.headers["content-type"] ?? "" },
    body: Buffer.concat(chunks),
  }).formData();
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const entry: Seen = { method: req.method ?? "", url: req.url ?? "", headers: req.headers };
  if (req.method === "POST") {
    const form = await readForm(req);
    const file = form.get("file");
    if (file instanceof Blob) entry.file = new Uint8Array(await file.arrayBuffer());
    entry.name = String(form.get("name"));
  }
  seen.push(entry);
  const answer = script.length > 1 ? script.shift()! : script[0]!;
  if (answer === "hang") return; // the client's cancel closes the socket
  res.statusCode = answer;
  res.setHeader("content-type", "application/json");
  if (answer === 200) res.end(JSON.stringify({ id: "abc", downloadUrl: "/api/media/abc/download?token=t" }));
  else if (answer === 404)
    res.end(
      JSON.stringify({
        error: { code: "storage/object-not-found", message: "Object 'media/x' does not exist." },
      }),
    );
  else res.end(JSON.stringify({ error: { code: "storage/unknown", message: "busy" } }));
}

class TestClock implements Clock {
  time = 1_000_000;
  waits: number[] = [];
  now() {
    return this.time;
  }
  random() {
    return 0;
  }
  async sleep(ms: number, signal: AbortSignal) {
    if (signal.aborted) throw signal.reason;
    this.waits.push(ms);
    this.time += ms;
  }
}

let clock: TestClock;
const tokens = { authorization: "auth-token", appCheck: "check-token" };
const client = () => createStorageClient({ baseUrl: base, clock, getTokens: () => tokens });

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  script = [200];
  clock = new TestClock();
});

describe("upload client", () => {
  it("uploads multipart with a name and sends both credential headers", async () => {
    const progress: number[] = [];
    const bytes = new Uint8Array([1, 2, 3, 4, 5]);
    const result = await client().upload(bytes, {
      name: "hleb.png",
      onProgress: (p) => progress.push(p.bytesTransferred),
    }).promise;
    expect(result).toMatchObject({ downloadUrl: expect.stringContaining("token=") });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe("/api/media?name=hleb.png");
    expect(seen[0]!.name).toBe("hleb.png");
    expect(seen[0]!.headers.authorization).toBe("Bearer auth-token");
    expect(seen[0]!.headers["x-app-check"]).toBe("check-token");
    expect([...seen[0]!.file!]).toEqual([1, 2, 3, 4, 5]);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(5);
  });

  it("accepts raw bytes, base64, base64url, a data URL and a raw string alike", async () => {
    const bytes = new Uint8Array([0xfb, 0xff, 0xfe, 0x00, 0x41]);
    const b64 = Buffer.from(bytes).toString("base64");
    const b64url = Buffer.from(bytes).toString("base64url");
    const sources = [
      bytes,
      bytes.buffer,
      new Blob([bytes]),
      { data: b64, format: "base64" as const },
      { data: b64url, format: "base64url" as const },
      { data: `data:image/png;base64,${b64}`, format: "data_url" as const },
    ];
    for (const source of sources) await client().upload(source, { name: "a.png" }).promise;
    for (const s of seen) expect([...s.file!]).toEqual([...bytes]);
    await client().upload({ data: "héllo", format: "raw" }, { name: "t" }).promise;
    expect(Buffer.from(seen.at(-1)!.file!).toString()).toBe("héllo");
    await client().upload({ data: "data:,a%20b", format: "data_url" }, { name: "t" }).promise;
    expect(Buffer.from(seen.at(-1)!.file!).toString()).toBe("a b");
  });

  it("refuses strings that do not match their format, without a request", async () => {
    const c = client();
    const cases = [
      { data: "abc$", format: "base64" as const },
      { data: "ab-_", format: "base64" as const },
      { data: "ab+/", format: "base64url" as const },
      { data: "not a data url", format: "data_url" as const },
    ];
    for (const source of cases) {
      const error = await rejection(c.upload(source, { name: "x" }).promise);
      expect(error.code).toBe("storage/invalid-format");
      expect(error.message).toBe(`String does not match format '${source.format}'.`);
    }
    expect(seen).toHaveLength(0);
  });

  it("retries 5xx, 408 and 429 with doubling waits, then succeeds", async () => {
    script = [503, 408, 429, 500, 200];
    const result = await client().getMetadata("abc").promise;
    expect(result).toMatchObject({ id: "abc" });
    expect(seen).toHaveLength(5);
    expect(clock.waits).toEqual([1000, 2000, 4000, 8000]);
  });

  it("does not retry other client errors and words them as the catalogue", async () => {
    script = [404];
    const error = await rejection(client().getMetadata("x").promise);
    expect(error.code).toBe("storage/object-not-found");
    expect(error.message).toBe("Object 'media/x' does not exist.");
    expect(seen).toHaveLength(1);
  });

  it("caps the backoff at 64 s and gives an operation up after 120 s", async () => {
    script = [503];
    const error = await rejection(client().getMetadata("abc").promise);
    expect(error.code).toBe("storage/retry-limit-exceeded");
    expect(error.message).toBe("Max retry time for operation exceeded, please try again.");
    expect(clock.waits).toEqual([1000, 2000, 4000, 8000, 16000, 32000]);
    const waited = clock.waits.reduce((a, b) => a + b, 0);
    expect(waited).toBeLessThanOrEqual(maxOperationRetryTime);
  });

  it("keeps an upload trying for 600 s, never waiting more than 64 s", async () => {
    script = [500];
    const error = await rejection(client().upload(new Uint8Array([1]), { name: "a" }).promise);
    expect(error.message).toBe("Max retry time for operation exceeded, please try again.");
    expect(Math.max(...clock.waits)).toBe(64_000);
    expect(clock.waits.slice(0, 8)).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 64000, 64000]);
    const waited = clock.waits.reduce((a, b) => a + b, 0);
    expect(waited).toBeLessThanOrEqual(maxUploadRetryTime);
    expect(waited).toBeGreaterThan(maxUploadRetryTime - 64_000);
  });

  it("adds up to a second of jitter to each wait", async () => {
    script = [503, 200];
    clock.random = () => 0.5;
    await client().getMetadata("abc").promise;
    expect(clock.waits).toEqual([1500]);
  });

  it("cancels an upload in flight", async () => {
    script = ["hang"];
    const task = client().upload(new Uint8Array([1, 2]), { name: "a" });
    while (seen.length === 0) await new Promise((r) => setTimeout(r, 5));
    task.cancel();
    const error = await rejection(task.promise);
    expect(error.code).toBe("storage/canceled");
    expect(error.message).toBe("User canceled the upload/download.");
  });

  it("cancels while waiting to retry, and stops retrying", async () => {
    script = [503];
    const controller = new AbortController();
    clock.sleep = async (ms, signal) => {
      clock.waits.push(ms);
      controller.abort();
      if (signal.aborted) throw signal.reason;
    };
    const error = await rejection(client().getMetadata("abc", { signal: controller.signal }).promise);
    expect(error.code).toBe("storage/canceled");
    expect(seen).toHaveLength(1);
  });

  it("reports no-download-url when the metadata has none", async () => {
    server.removeAllListeners("request");
    server.on("request", (_req, res) => {
      seen.push({ method: "GET", url: "", headers: {} });
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ id: "abc" }));
    });
    try {
      const error = await rejection(client().getMetadata("abc").promise);
      expect(error.code).toBe("storage/no-download-url");
    } finally {
      server.removeAllListeners("request");
      server.on("request", (req, res) => void handle(req, res));
    }
  });
});

describe("upload tokens older than the page", () => {
  // A server that, like ours, accepts a bearer token only until its expiry
  // (here in simulated time) and issues fresh ones at /tokens to a signed-in
  // page; `signedIn = false` answers /tokens with the guard's redirect.
  const lifetime = 2 * 60 * 60 * 1000;
  let issued = 0;
  let signedIn = true;
  let refused = new Set<string>();
  const issue = (now: number) => {
    issued++;
    const exp = now + lifetime;
    return {
      authorization: `auth-${issued}.${exp}`,
      appCheck: `check.${exp}`,
      expiresAt: new Date(exp).toISOString(),
    };
  };

  beforeEach(() => {
    issued = 0;
    signedIn = true;
    refused = new Set();
    server.removeAllListeners("request");
    server.on("request", (req, res) => {
      if (req.url === "/tokens") {
        if (!signedIn) {
          res.writeHead(302, { location: "/admin/login" }).end();
          return;
        }
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify(issue(clock.now())));
        return;
      }
      const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
      seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers });
      req.resume();
      const exp = Number(bearer.split(".")[1]);
      res.setHeader("content-type", "application/json");
      if (!(exp >= clock.now()) || refused.has(bearer)) {
        res.statusCode = 401;
        res.end(
          JSON.stringify({ error: { code: "storage/unauthenticated", message: "User is unauthenticated." } }),
        );
      } else res.end(JSON.stringify({ id: "abc", downloadUrl: "/api/media/abc/download?token=t" }));
    });
  });
  afterAll(() => {
    server.removeAllListeners("request");
    server.on("request", (req, res) => void handle(req, res));
  });

  const pageClient = (pageTokens: ReturnType<typeof issue>) =>
    createStorageClient({
      baseUrl: base,
      clock,
      getTokens: () => pageTokens,
      refreshTokens: () => fetchUploadTokens(`${base}/tokens`),
    });
  const bearers = () => seen.map((r) => r.headers.authorization);

  it("renews tokens about to expire before sending, on a page open for almost two hours", async () => {
    const client = pageClient(issue(clock.now()));
    clock.time += lifetime - 60_000;
    await client.upload(new Uint8Array([1]), { name: "a.png" }).promise;
    expect(issued).toBe(2);
    expect(bearers()).toEqual([`Bearer auth-2.${clock.now() + lifetime}`]);
    // The renewed tokens serve the next request, without asking again.
    clock.time += 60 * 60 * 1000;
    await client.getMetadata("abc").promise;
    expect(issued).toBe(2);
    expect(seen).toHaveLength(2);
  });

  it("after a 401 renews once and retries at once, with no backoff", async () => {
    const stale = issue(clock.now());
    refused.add(stale.authorization); // e.g. the server's secret changed
    const result = await pageClient(stale).upload(new Uint8Array([1]), { name: "a.png" }).promise;
    expect(result).toMatchObject({ id: "abc" });
    expect(bearers()).toEqual([`Bearer ${stale.authorization}`, `Bearer auth-2.${clock.now() + lifetime}`]);
    expect(clock.waits).toEqual([]);
  });

  it("gives the 401 up when the renewed tokens are refused too, or the admin has signed out", async () => {
    const stale = issue(clock.now());
    refused.add(stale.authorization);
    refused.add(`auth-2.${clock.now() + lifetime}`);
    const error = await rejection(pageClient(stale).getMetadata("abc").promise);
    expect([error.code, error.status]).toEqual(["storage/unauthenticated", 401]);
    expect(seen).toHaveLength(2);

    seen = [];
    signedIn = false;
    clock.time += lifetime + 1;
    const signedOut = await rejection(
      pageClient(stale).upload(new Uint8Array([1]), { name: "a.png" }).promise,
    );
    expect(signedOut.code).toBe("storage/unauthenticated");
    expect(seen).toHaveLength(1);
    expect(clock.waits).toEqual([]);
  });

  it("without a way to renew, an expired token is the caller's error", async () => {
    const old = issue(clock.now());
    clock.time += lifetime + 1;
    const client = createStorageClient({ baseUrl: base, clock, getTokens: () => old });
    expect((await rejection(client.getMetadata("abc").promise)).code).toBe("storage/unauthenticated");
    expect(issued).toBe(1);
  });
});
