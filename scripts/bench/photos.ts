// The photo benchmark (issue 21): how long an upload of a 12-megapixel phone JPEG
// takes to answer, how long until its variants are ready, and the public pages'
// latency while five such photos are processed, against the same pages idle —
// for each way of running the image work (decision 0027). One server per mode,
// all on one seeded data folder.
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { readAdminCredentials } from "../../tests/e2e/support/server-env.ts";
import { signInOverHttp } from "../../tests/security/support/http.ts";
import { startServer } from "../../tests/support/app-server.ts";
import { type LoadResult, percentile, runLoad } from "./load.ts";

export interface PhotoFigures {
  mode: string;
  /** The machine's 1-minute load average when the mode's run ended (other work on a shared machine). */
  load: number;
  uploadMs: number;
  readyMs: number;
  idle: LoadResult;
  busy: LoadResult & { worstWindowP99: number };
  fiveReadyMs: number;
  uploadsMs: number[];
}

const publicPages = ["/", "/proizvodi", "/proizvod/heljdino-brasno", "/novosti", "/o-nama", "/kontakt"];

/** A 12-megapixel JPEG from upscaled noise, about 5 MB: a phone photo's size and cost. */
export async function phonePhoto(): Promise<Buffer> {
  const w = 1000;
  const h = 750;
  return sharp(randomBytes(w * h * 3), { raw: { width: w, height: h, channels: 3 } })
    .resize(4000, 3000)
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The tokens an admin page is handed (decision 0008): they hold while the session they came with does. */
async function uploadTokens(base: string, dataDir: string): Promise<Tokens> {
  const cookie = await signInOverHttp(base, readAdminCredentials(dataDir));
  const res = await fetch(`${base}/admin/media/tokens`, { headers: { cookie } });
  if (!res.ok) throw new Error(`/admin/media/tokens answered ${res.status}`);
  return (await res.json()) as Tokens;
}

async function upload(
  base: string,
  tokens: { authorization: string; appCheck: string },
  bytes: Buffer,
  name: string,
) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
  const started = performance.now();
  const res = await fetch(`${base}/api/media?name=${encodeURIComponent(name)}`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${tokens.authorization}`,
      "X-App-Check": tokens.appCheck,
      Origin: base,
    },
    body: form,
  });
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  const meta = (await res.json()) as { id: string; status: string };
  return { id: meta.id, ms };
}

type Tokens = { authorization: string; appCheck: string };

async function whenReady(base: string, tokens: Tokens, id: string, deadline = 600_000): Promise<void> {
  const end = Date.now() + deadline;
  for (;;) {
    const res = await fetch(`${base}/api/media/${id}`, {
      headers: { Authorization: `Bearer ${tokens.authorization}`, "X-App-Check": tokens.appCheck },
    });
    const { status } = (await res.json()) as { status: string };
    if (status === "ready") return;
    if (status === "failed") throw new Error(`${id} could not be processed`);
    if (Date.now() > end) throw new Error(`${id} not ready after ${deadline} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const pageLoad = (base: string, seconds: number) =>
  runLoad({
    url: (i) => `${base}${publicPages[i % publicPages.length]}`,
    connections: 4,
    seconds,
    maxRequests: 200_000,
  });

/** Load that runs until `done` settles (at least 2 s), for the figures while photos are processed. */
async function loadUntil(
  base: string,
  done: Promise<unknown>,
): Promise<LoadResult & { worstWindowP99: number }> {
  const results: LoadResult[] = [];
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  do results.push(await pageLoad(base, 2));
  while (!finished);
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  // The p99 of every request while the photos were processed, as the idle one is
  // taken; the worst 2-second window's p99 is kept beside it (a harsher reading).
  return {
    requests: latencies.length,
    errors: results.reduce((a, r) => a + r.errors, 0),
    rps: results.reduce((a, r) => a + r.rps * r.requests, 0) / latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    latencies,
    worstWindowP99: Math.max(...results.map((r) => r.p99)),
  };
}

export async function benchPhotos(modes: string[], dataDir?: string): Promise<PhotoFigures[]> {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), "zrnce-photos-"));
  // Seeded once (slow: the demo images), reused by each mode's server.
  if (!dataDir) await (await startServer({ DATA_DIR: dir })).stop();
  const photos = await Promise.all(Array.from({ length: 6 }, () => phonePhoto()));
  const figures: PhotoFigures[] = [];
  for (const mode of modes) {
    const server = await startServer({ DATA_DIR: dir, IMAGE_WORKER: mode });
    try {
      const base = server.baseUrl;
      const tokens = await uploadTokens(base, dir);
      await pageLoad(base, 2); // warm-up: every page cached
      const idle = await pageLoad(base, 8);
      // Each figure is printed as it comes, so a run cut short still tells something.
      console.error(
        `${mode}: idle p50 ${idle.p50.toFixed(1)} ms, p99 ${idle.p99.toFixed(1)} ms (load ${loadavg()[0]?.toFixed(1)})`,
      );
      const one = await upload(base, tokens, photos[0]!, `bench-${mode}-0.jpg`);
      console.error(`${mode}: one upload answered in ${one.ms.toFixed(0)} ms`);
      const t0 = performance.now();
      await whenReady(base, tokens, one.id);
      const readyMs = performance.now() - t0 + one.ms;
      console.error(`${mode}: its variants ready ${readyMs.toFixed(0)} ms after it was sent`);
      await pageLoad(base, 1); // the content version bumped: pages cached again
      const started = performance.now();
      const five: { id: string; ms: number }[] = [];
      for (let i = 1; i <= 5; i++)
        five.push(await upload(base, tokens, photos[i]!, `bench-${mode}-${i}.jpg`));
      console.error(`${mode}: 5 uploads answered in ${five.map((u) => u.ms.toFixed(0)).join(", ")} ms`);
      const ready = Promise.all(five.map((u) => whenReady(base, tokens, u.id)));
      // Awaited below; a rejection must not end the process before the server is stopped.
      ready.catch(() => undefined);
      const busy = await loadUntil(base, ready);
      await ready;
      console.error(
        `${mode}: while 5 were processed p50 ${busy.p50.toFixed(1)} ms, p99 ${busy.p99.toFixed(1)} ms (worst 2 s window ${busy.worstWindowP99.toFixed(1)} ms)`,
      );
      figures.push({
        mode,
        load: loadavg()[0] ?? 0,
        uploadMs: one.ms,
        readyMs,
        idle,
        busy,
        fiveReadyMs: performance.now() - started,
        uploadsMs: five.map((u) => u.ms),
      });
    } finally {
      await server.stop();
    }
  }
  return figures;
}

/** The figures as the lines of bench/results.md. */
export function photoLines(figures: PhotoFigures[]): string[] {
  const ms = (n: number) => n.toFixed(0);
  const lines = [
    "### Photos: a 12 MP phone JPEG (about 5 MB)",
    "",
    "Public pages (6 pages, cached, 4 connections) idle, then while 5 photos uploaded back to back are processed.",
    "",
    "| image work | upload answers ms | variants ready ms | 5 uploads answer ms (max) | 5 ready ms | idle p50 / p99 ms | busy p50 / p99 ms | p99 busy / idle | worst 2 s window p99 ms | load average |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const f of figures)
    lines.push(
      `| ${f.mode} | ${ms(f.uploadMs)} | ${ms(f.readyMs)} | ${ms(Math.max(...f.uploadsMs))} | ${ms(f.fiveReadyMs)} | ${f.idle.p50.toFixed(1)} / ${f.idle.p99.toFixed(1)} | ${f.busy.p50.toFixed(1)} / ${f.busy.p99.toFixed(1)} | ${(f.busy.p99 / f.idle.p99).toFixed(2)}× | ${f.busy.worstWindowP99.toFixed(1)} | ${f.load.toFixed(1)} |`,
    );
  lines.push(
    "",
    "Targets: the upload answers within 2 000 ms; busy p99 within 2× of idle. child = a child process in the idle scheduling class (the default); inline = in the server, sharp.concurrency(1).",
  );
  return lines;
}

// Alone: node scripts/bench/photos.ts [--data-dir DIR] [--modes child,inline]
if (import.meta.main) {
  const argv = process.argv.slice(2);
  const option = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const figures = await benchPhotos(
    option("--modes")?.split(",") ?? ["child", "inline"],
    option("--data-dir"),
  );
  for (const line of photoLines(figures)) console.log(line);
}
