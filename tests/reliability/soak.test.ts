import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import type { Dialect } from "#app/db/db.server.ts";
import {
  bootServer,
  openSiteDatabase,
  postContact,
  postForm,
  prepareSite,
  productForms,
  removeSite,
  request,
  signIn,
} from "./support/site.ts";

// Issue 10 (Data): mixed public reads and admin writes against the production
// server for SOAK_SECONDS (`npm run test:soak`: 10 minutes; script/test: a short
// run) with no errors, no "database is locked" and flat memory.

const seconds = Number(process.env.SOAK_SECONDS ?? 45);
const dialect = (process.env.SOAK_DATABASE ?? "sqlite") as Dialect;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

function rssMegabytes(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) / 1024;
}

it(`serves ${seconds} s of mixed reads and writes on ${dialect} without an error or growing memory`, async () => {
  const site = await prepareSite(dialect);
  const probe = path.join(import.meta.dirname, "support/memory-probe.ts");
  const server = await bootServer(site, { env: { NODE_OPTIONS: `--expose-gc --import=${probe}` } });
  const db = openSiteDatabase(site);
  const products = await productForms(db, 3);
  const articles = await db.db
    .selectFrom("article")
    .select("slug")
    .where("status", "=", "published")
    .execute();
  await db.close();
  const cookie = await signIn(server.baseUrl, site.admin);
  const mediaId = readdirSync(path.join(site.dataDir, "uploads"))[0];
  const mediaFile = readdirSync(path.join(site.dataDir, "uploads", mediaId ?? ""))[0];

  const pages = [
    "/",
    "/?lng=en",
    "/proizvodi",
    "/proizvodi?category=vegan&sort=newest",
    "/proizvodi?q=heljda",
    ...products.map((p) => `/proizvod/${p.id}`),
    "/o-nama",
    "/novosti",
    ...articles.slice(0, 3).map((a) => `/novosti/${a.slug}`),
    "/kontakt?lng=en",
    "/sitemap.xml",
    "/novosti/rss.xml",
    `/media/${mediaId}/${mediaFile}`,
  ];
  const adminPages = ["/admin", "/admin/products", "/admin/messages", "/admin/news"];

  let requests = 0;
  const errors: string[] = [];
  const check = (what: string, status: number, ok: boolean) => {
    requests++;
    if (!ok && errors.length < 20) errors.push(`${what}: ${status}`);
  };
  const deadline = Date.now() + seconds * 1000;
  const running = () => Date.now() < deadline;

  const reader = async (offset: number) => {
    for (let i = offset; running(); i++) {
      const url = pages[i % pages.length] ?? "/";
      const reply = await request(`${server.baseUrl}${url}`);
      check(`GET ${url}`, reply.status, reply.status === 200);
    }
  };
  const admin = async () => {
    for (let i = 0; running(); i++) {
      const product = products[i % products.length];
      if (!product) break;
      const edit = await postForm(
        server.baseUrl,
        `/admin/products/${product.id}`,
        { ...product.fields, "sr.shortDescription": `Soak edit ${i}` },
        cookie,
      );
      check(
        `edit ${product.id}`,
        edit.status,
        edit.status === 302 && edit.headers.location?.endsWith("saved=1") === true,
      );
      const url = adminPages[i % adminPages.length] ?? "/admin";
      const page = await request(`${server.baseUrl}${url}`, { headers: { cookie } });
      check(`GET ${url}`, page.status, page.status === 200);
    }
  };
  const visitor = async () => {
    for (let i = 0; running(); i++) {
      const reply = await postContact(server.baseUrl, `soak-${i}`);
      check("contact", reply.status, reply.status === 200 && reply.body.includes('"success"'));
    }
  };

  const pid = server.child.pid ?? 0;
  const samples: { at: number; mb: number }[] = [];
  const started = Date.now();
  const sampler = setInterval(() => samples.push({ at: Date.now() - started, mb: rssMegabytes(pid) }), 1000);
  // The live heap after a full collection, eight times over the run.
  const heap: number[] = [];
  const probes = setInterval(() => server.child.kill("SIGUSR2"), (seconds * 1000) / 8);
  try {
    await Promise.all([reader(0), reader(5), reader(11), admin(), visitor()]);
  } finally {
    clearInterval(sampler);
    clearInterval(probes);
    await server.kill("SIGTERM");
    removeSite(site);
  }

  // RSS: after the warm-up (a quarter of the run, at least 20 s, at most half), the last
  // quarter's median stays near the first quarter's.
  const warmUpMs = Math.min(Math.max(seconds * 250, 20_000), seconds * 500);
  const settled = samples.filter((s) => s.at > warmUpMs);
  const quarter = Math.max(1, Math.floor(settled.length / 4));
  const first = median(settled.slice(0, quarter).map((s) => s.mb));
  const last = median(settled.slice(-quarter).map((s) => s.mb));
  for (const m of server.output().matchAll(/"memoryProbe":\{"heapUsed":(\d+)/g))
    heap.push(Number(m[1]) / 2 ** 20);
  const locked = server.output().match(/database is locked|SQLITE_BUSY/gi)?.length ?? 0;
  const report = {
    dialect,
    seconds,
    requests,
    perSecond: Math.round(requests / seconds),
    errors: errors.length,
    locked,
    heapAfterGcMB: heap.map((h) => Math.round(h)),
    lastProbe: [...server.output().matchAll(/\{"memoryProbe":.*\}/g)].at(-1)?.[0],
    rssMB: {
      firstQuarter: Math.round(first),
      lastQuarter: Math.round(last),
      max: Math.round(Math.max(...samples.map((s) => s.mb))),
      // One sample in ten, for the trend.
      trend: samples.filter((_s, i) => i % 10 === 0).map((s) => Math.round(s.mb)),
    },
  };
  console.log(`soak report: ${JSON.stringify(report)}`);
  expect(errors).toEqual([]);
  expect(locked).toBe(0);
  expect(server.output()).not.toMatch(/"level":50/);
  expect(requests).toBeGreaterThan(seconds);
  expect(last).toBeLessThan(first * 1.25 + 30);
  // The live heap, which a leak would grow: the last two probes against the two after the warm-up.
  expect(heap.length).toBeGreaterThanOrEqual(6);
  const warm = median(heap.slice(2, 4));
  expect(median(heap.slice(-2))).toBeLessThan(warm * 1.15 + 8);
});
