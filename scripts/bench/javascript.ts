// The JavaScript a visitor downloads, and the targets of issue 23 point 4 (DESIGN.md §10):
// compressed, as served, everything the page loads until the network is idle.
import type { Page, Request } from "playwright-core";

export interface PageScripts {
  /** Bytes over the wire (compressed, response headers included), as Lighthouse's transferSize. */
  bytes: number;
  files: number;
}

/** Pages whose only interactive parts are the shell's may load 40 KB; the lists 60 KB. */
export const scriptBudget = (page: string) => (page === "products" || page === "news" ? 60 : 40) * 1024;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The scripts of a Lighthouse report: every request of type Script in its network
 * records (the network-requests audit), which run until the network is idle.
 */
export function lighthouseScripts(lhr: {
  audits: Record<string, { details?: unknown } | undefined>;
}): PageScripts | undefined {
  const details = lhr.audits["network-requests"]?.details as
    | { items?: { resourceType?: string; transferSize?: number }[] }
    | undefined;
  if (!details?.items) return undefined;
  const scripts = details.items.filter((item) => item.resourceType === "Script");
  return { bytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0), files: scripts.length };
}

/**
 * The same figure without Lighthouse: the page loaded in Chromium until the network
 * is idle (no request for 500 ms), every script response's bytes over the wire
 * (Chromium's encodedDataLength, which Lighthouse reports as transferSize). `page`
 * must not use the HTTP cache (see `withoutCache`).
 */
export async function browserScripts(page: Page, url: string): Promise<PageScripts> {
  const scripts: Request[] = [];
  const finished = (request: Request) => {
    if (request.resourceType() === "script") scripts.push(request);
  };
  page.on("requestfinished", finished);
  try {
    await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
  } finally {
    page.off("requestfinished", finished);
  }
  let bytes = 0;
  for (const request of scripts) {
    // Chromium's encodedDataLength, split by Playwright into the headers and the body.
    const sizes = await request.sizes();
    bytes += sizes.responseHeadersSize + sizes.responseBodySize;
  }
  return { bytes, files: scripts.length };
}

/** Every load of `page` goes to the network, as a first visit does. */
export async function withoutCache(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
}

export interface PassRow {
  page: string;
  lang: string;
  /** 0–100; undefined when Lighthouse gave no result. */
  performance?: number;
  tbt?: number;
  cls?: number;
  scripts?: PageScripts;
}

export const passTargets = {
  quiet: { performance: 98 },
  busy: { performance: 95, tbt: 150 },
} as const;

/** "yes (14 of 14)" or "**no** (3 of 14; products sr 93, …)": the rows that miss, at most four named. */
function check<T>(
  rows: PassRow[],
  value: (row: PassRow) => T | undefined,
  ok: (v: T, row: PassRow) => boolean,
  show: (v: T) => string,
) {
  const misses = rows.flatMap((row) => {
    const v = value(row);
    if (v !== undefined && ok(v, row)) return [];
    return [`${row.page} ${row.lang} ${v === undefined ? "no result" : show(v)}`];
  });
  const met = `${rows.length - misses.length} of ${rows.length}`;
  if (misses.length === 0) return `yes (${met})`;
  const named = misses.slice(0, 4).join(", ");
  return `**no** (${met}; ${named}${misses.length > 4 ? `, and ${misses.length - 4} more` : ""})`;
}

export function scriptTarget(rows: PassRow[]) {
  return `JavaScript ≤ 40 KB, on products and news ≤ 60 KB: ${check(
    rows,
    (r) => r.scripts?.bytes,
    (bytes, r) => bytes <= scriptBudget(r.page),
    kb,
  )}`;
}

/** The line under a pass's table: each target and whether every page met it. */
export function targetLine(pass: keyof typeof passTargets, rows: PassRow[]) {
  const parts = [
    `performance ≥ ${passTargets[pass].performance}: ${check(
      rows,
      (r) => r.performance,
      (p) => p >= passTargets[pass].performance,
      String,
    )}`,
  ];
  if (pass === "busy")
    parts.push(
      `TBT ≤ ${passTargets.busy.tbt} ms: ${check(
        rows,
        (r) => r.tbt,
        (t) => t <= passTargets.busy.tbt,
        (t) => `${t.toFixed(0)} ms`,
      )}`,
    );
  parts.push(
    `CLS 0: ${check(
      rows,
      (r) => r.cls,
      (c) => c === 0,
      formatCls,
    )}`,
  );
  parts.push(scriptTarget(rows));
  return `Targets, ${pass === "quiet" ? "quiet" : "one core busy"}: ${parts.join("; ")}.`;
}

/** CLS to three places, but a shift too small for them still shows (the target is 0). */
export const formatCls = (cls: number) => (cls === 0 || cls >= 0.001 ? cls.toFixed(3) : cls.toPrecision(1));
