// The newsletter benchmark (issue 25, point 5; decision 0045): 10 000 active
// subscribers, one campaign sent by the production server through a local SMTP
// server, the total time (goal: under 10 minutes), and the public pages' p99
// while it sends against the same pages idle (goal: within 2×). Bounded: one
// campaign, a 15-minute deadline, loads of fixed length and count, 127.0.0.1 only.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import Sqlite from "better-sqlite3";
import { SMTPServer } from "smtp-server";
import { readAdminCredentials } from "../../tests/e2e/support/server-env.ts";
import { signInOverHttp } from "../../tests/security/support/http.ts";
import { startServer } from "../../tests/support/app-server.ts";
import { type LoadResult, percentile, runLoad } from "./load.ts";

export interface NewsletterFigures {
  subscribers: number;
  perMinute: number | null;
  received: number;
  totalMs: number;
  idle: LoadResult;
  busy: LoadResult;
  load: number;
}

const publicPages = ["/", "/proizvodi", "/proizvod/heljdino-brasno", "/novosti", "/o-nama", "/kontakt"];
const deadlineMs = 15 * 60_000;

/** A local SMTP server that only counts what it accepts, and the addresses (to check for duplicates). */
async function countingSmtp() {
  const seen = new Map<string, number>();
  let accepted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.on("data", () => undefined);
      stream.on("end", () => {
        accepted++;
        for (const r of session.envelope.rcptTo) seen.set(r.address, (seen.get(r.address) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted: () => accepted,
    duplicates: () => [...seen.values()].filter((n) => n > 1).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const pageLoad = (base: string, seconds: number) =>
  runLoad({
    url: (i) => `${base}${publicPages[i % publicPages.length]}`,
    connections: 4,
    seconds,
    maxRequests: 200_000,
  });

async function post(base: string, url: string, cookie: string, fields: Record<string, string>) {
  return fetch(`${base}${url}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

export async function benchNewsletter({
  subscribers = 10_000,
  perMinute,
  dataDir,
}: {
  subscribers?: number;
  perMinute?: number;
  dataDir?: string;
}): Promise<NewsletterFigures> {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), "zrnce-newsletter-"));
  // Seeded (and migrated) once by a first start, so the subscribers go into a database that exists.
  if (!dataDir) await (await startServer({ DATA_DIR: dir })).stop();
  const db = new Sqlite(path.join(dir, "site.db"));
  db.pragma("busy_timeout = 10000");
  const now = new Date().toISOString();
  const insert = db.prepare(
    "insert into newsletter_subscriber (id, email, locale, status, token, created_at, unsubscribed_at) values (?, ?, ?, 'active', ?, ?, null)",
  );
  db.transaction(() => {
    for (let i = 0; i < subscribers; i++)
      insert.run(
        randomUUID(),
        `bench-${i}-${randomBytes(3).toString("hex")}@example.com`,
        i % 5 === 0 ? "en" : "sr",
        randomBytes(12).toString("base64url"),
        now,
      );
  })();
  if (perMinute)
    db.prepare(
      "insert into setting (key, value, updated_at) values ('newsletter', ?, ?) on conflict (key) do update set value = excluded.value",
    ).run(JSON.stringify({ perMinute }), now);
  const active = (
    db.prepare("select count(*) as n from newsletter_subscriber where status = 'active'").get() as {
      n: number;
    }
  ).n;
  const smtp = await countingSmtp();
  const server = await startServer({
    DATA_DIR: dir,
    SMTP_URL: smtp.url,
    PUBLIC_URL: "https://zrnce.example",
  });
  try {
    const base = server.baseUrl;
    const cookie = await signInOverHttp(base, readAdminCredentials(dir));
    const created = await post(base, "/admin/newsletter", cookie, {});
    const id = created.headers.get("location")?.split("/").pop();
    if (!id) throw new Error(`creating a campaign answered ${created.status}`);
    const saved = await post(base, `/admin/newsletter/${id}`, cookie, {
      intent: "save",
      subjectSr: "Jesenja ponuda",
      subjectEn: "Autumn offer",
      bodySr: "<p>Dragi prijatelji, stiglo je <strong>novo</strong> heljdino brašno.</p>",
      bodyEn: "<p>Dear friends, a <strong>new</strong> buckwheat flour has arrived.</p>",
      cards: "product:heljdino-brasno",
    });
    if (!saved.ok) throw new Error(`saving the campaign answered ${saved.status}`);
    await pageLoad(base, 2); // warm-up: every page cached
    const idle = await pageLoad(base, 10);
    console.error(`newsletter: idle p50 ${idle.p50.toFixed(1)} ms, p99 ${idle.p99.toFixed(1)} ms`);
    const started = performance.now();
    const sent = await post(base, `/admin/newsletter/${id}`, cookie, { intent: "sendNow" });
    if (!sent.ok) throw new Error(`sending answered ${sent.status}`);
    const status = db.prepare("select status from newsletter_campaign where id = ?");
    const results: LoadResult[] = [];
    let lastReport = 0;
    while ((status.get(id) as { status: string }).status !== "sent") {
      if (performance.now() - started > deadlineMs)
        throw new Error(`not sent after ${deadlineMs / 60_000} minutes (${smtp.accepted()} accepted)`);
      results.push(await pageLoad(base, 2));
      if (performance.now() - lastReport > 30_000) {
        lastReport = performance.now();
        console.error(
          `newsletter: ${smtp.accepted()} of ${active} accepted after ${((performance.now() - started) / 1000).toFixed(0)} s`,
        );
      }
    }
    const totalMs = performance.now() - started;
    const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const busy: LoadResult = {
      requests: latencies.length,
      errors: results.reduce((a, r) => a + r.errors, 0),
      rps: results.reduce((a, r) => a + r.rps * r.requests, 0) / Math.max(1, latencies.length),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      latencies,
    };
    if (smtp.duplicates() > 0) throw new Error(`${smtp.duplicates()} addresses got more than one mail`);
    return {
      subscribers: active,
      perMinute: perMinute ?? null,
      received: smtp.accepted(),
      totalMs,
      idle,
      busy,
      load: loadavg()[0] ?? 0,
    };
  } finally {
    db.close();
    await server.stop();
    await smtp.close();
  }
}

/** The figures as the lines of bench/results.md. */
export function newsletterLines(f: NewsletterFigures): string[] {
  return [
    "### Newsletter: one campaign to 10 000 subscribers through a local SMTP server",
    "",
    "| subscribers | accepted by SMTP | messages per minute | total | idle p50 / p99 ms | while sending p50 / p99 ms | p99 sending / idle | load average |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    `| ${f.subscribers} | ${f.received} | ${f.perMinute ?? "default (1200)"} | ${(f.totalMs / 60_000).toFixed(1)} min | ${f.idle.p50.toFixed(1)} / ${f.idle.p99.toFixed(1)} | ${f.busy.p50.toFixed(1)} / ${f.busy.p99.toFixed(1)} | ${(f.busy.p99 / f.idle.p99).toFixed(2)}× | ${f.load.toFixed(1)} |`,
    "",
    "Targets: under 10 minutes; p99 while sending within 2× of idle (6 public pages, cached, 4 connections). No address got a second mail.",
  ];
}

// Alone: node scripts/bench/newsletter.ts [--data-dir DIR] [--subscribers N] [--per-minute N]
if (import.meta.main) {
  const argv = process.argv.slice(2);
  const option = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const figures = await benchNewsletter({
    dataDir: option("--data-dir"),
    subscribers: Number(option("--subscribers") ?? 10_000),
    perMinute: option("--per-minute") ? Number(option("--per-minute")) : undefined,
  });
  for (const line of newsletterLines(figures)) console.log(line);
}
