// The server's memory (issue 23, decision 0036): resident memory of the server and
// any process it started (the image worker), read from /proc. Idle after start,
// the highest reading while every public page is asked for from the cache and then
// rendered afresh, and idle again afterwards. PSS counts pages shared with other
// processes (the node binary, libraries) once per sharer, so it is the figure to
// set beside another server's.
import { readdirSync, readFileSync } from "node:fs";
import { runLoad } from "./load.ts";

export interface MemoryReading {
  rssMb: number;
  pssMb: number;
}

export interface MemoryResult {
  idle: MemoryReading;
  cached: MemoryReading;
  uncached: MemoryReading;
  after: MemoryReading;
  pages: number;
  cachedRps: number;
  uncachedRps: number;
}

export const memoryTargets = { idleMb: 200, loadMb: 300 };

/** The process and its descendants. */
function processTree(pid: number): number[] {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    for (const task of safe(() => readdirSync(`/proc/${tree[i]}/task`), [])) {
      const children = safe(() => readFileSync(`/proc/${tree[i]}/task/${task}/children`, "utf8"), "");
      for (const child of children.split(" ").filter(Boolean)) tree.push(Number(child));
    }
  }
  return tree;
}

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback; // the process ended between two reads
  }
}

export function readMemory(pid: number): MemoryReading {
  let rss = 0;
  let pss = 0;
  for (const p of processTree(pid)) {
    const rollup = safe(() => readFileSync(`/proc/${p}/smaps_rollup`, "utf8"), "");
    rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
  }
  return { rssMb: rss / 1024, pssMb: pss / 1024 };
}

const max = (a: MemoryReading, b: MemoryReading): MemoryReading => ({
  rssMb: Math.max(a.rssMb, b.rssMb),
  pssMb: Math.max(a.pssMb, b.pssMb),
});

/** The highest reading while `work` runs (sampled every 100 ms). */
async function peakDuring(pid: number, work: () => Promise<unknown>): Promise<MemoryReading> {
  let peak = readMemory(pid);
  const timer = setInterval(() => {
    peak = max(peak, readMemory(pid));
  }, 100);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return max(peak, readMemory(pid));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Measures a server started moments ago (its pid), at `base`. Bounded: about 70 s. */
export async function benchMemory(base: string, pid: number): Promise<MemoryResult> {
  await sleep(5000);
  const idle = readMemory(pid);
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => `${base}${new URL(m[1]!).pathname}${new URL(m[1]!).search}`,
  );
  const load = (url: (i: number) => string) =>
    runLoad({ url, connections: 25, seconds: 20, maxRequests: 100_000 });
  let cachedRps = 0;
  let uncachedRps = 0;
  const cached = await peakDuring(pid, async () => {
    cachedRps = (await load((i) => pages[i % pages.length]!)).rps;
  });
  // A parameter no page reads makes each request a cache miss that renders in full.
  const uncached = await peakDuring(pid, async () => {
    uncachedRps = (
      await load((i) => {
        const page = pages[i % pages.length]!;
        return `${page}${page.includes("?") ? "&" : "?"}bench=${i}`;
      })
    ).rps;
  });
  await sleep(10_000);
  return { idle, cached, uncached, after: readMemory(pid), pages: pages.length, cachedRps, uncachedRps };
}

export function memoryLines(r: MemoryResult): string[] {
  const mb = (m: MemoryReading) => `${m.rssMb.toFixed(0)} | ${m.pssMb.toFixed(0)}`;
  const peak = Math.max(r.cached.rssMb, r.uncached.rssMb);
  return [
    "### Memory (server and its child processes, resident)",
    "",
    `Every page of the sitemap (${r.pages}), 25 connections, 20 s each: from the page cache (${r.cachedRps.toFixed(0)} requests/s), then each one rendered afresh (${r.uncachedRps.toFixed(0)} requests/s).`,
    "",
    "| moment | RSS MB | PSS MB |",
    "| --- | --- | --- |",
    `| idle, 5 s after start | ${mb(r.idle)} |`,
    `| highest, cached pages | ${mb(r.cached)} |`,
    `| highest, uncached pages | ${mb(r.uncached)} |`,
    `| idle, 10 s after the load | ${mb(r.after)} |`,
    "",
    `Targets: at most ${memoryTargets.idleMb} MB idle (${r.idle.rssMb.toFixed(0)}) and ${memoryTargets.loadMb} MB under load (${peak.toFixed(0)}).`,
  ];
}
