import { createHash, randomBytes, randomUUID } from "node:crypto";
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { requestInfoContext } from "#app/context.server.ts";
import { closeDatabase, getDatabase } from "#app/db/connection.server.ts";
import { ping } from "#app/db/db.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { seedDemoContent } from "#app/demo/seed.server.ts";
import { countAdmins, generatePassword, upsertAdmin } from "#app/domain/auth/auth.server.ts";
import { jobHandlers, recurringJobs } from "#app/domain/jobs/handlers.server.ts";
import { type JobRunner, startJobRunner } from "#app/domain/jobs/jobs.server.ts";
import { configureVariantMaker, stopVariantMaker } from "#app/domain/media/variant-maker.server.ts";
import { getEnv } from "#app/env.server.ts";
import { findPageHit, pageCacheHeaders } from "#app/http/cache-middleware.server.ts";
import { canonicalPath, englishAddress } from "#app/http/canonical-path.ts";
import { normaliseClientAddress } from "#app/http/client-address.server.ts";
import type { Encoding } from "#app/http/page-cache.server.ts";
import { localeCookie } from "#app/i18n/config.ts";
import { detectLocale } from "#app/i18n/detect.ts";
import { getT } from "#app/i18n/translate.ts";
import { arrivalScript } from "#app/islands/arrival.ts";
import { isAdminPath } from "#app/islands/names.ts";
import { getLogger, logContext } from "#app/logger.server.ts";
import { maxUploadBytes } from "#app/media-client/image-check.ts";
import { makePrivateFolder, privateFileMode } from "#app/private-files.server.ts";

// The whole HTTP layer in one place: the production entry (server/main.ts)
// loads this module from the server build, development loads it through Vite.

declare module "express-serve-static-core" {
  interface Locals {
    requestId: string;
    nonce: string;
  }
}

export { getEnv };

export interface PrepareResult {
  migrations: string[];
  seeded: boolean;
  admin?: { email: string; password: string; file: string };
}

/** Migrates, seeds demo content into an empty database and creates the first admin. */
export async function prepare(
  options: { seed?: boolean; createAdmin?: boolean } = {},
): Promise<PrepareResult> {
  const { db } = getDatabase();
  const migrations = await migrateToLatest(db);
  const seeded = options.seed === false ? false : await seedDemoContent();
  let admin: PrepareResult["admin"];
  if (options.createAdmin !== false && (await countAdmins()) === 0) {
    const email = "admin@zrnce.rs";
    const password = generatePassword();
    await upsertAdmin(email, password);
    makePrivateFolder(getEnv().DATA_DIR);
    const file = path.join(getEnv().DATA_DIR, "admin-credentials.txt");
    // A file left from an earlier database may be readable by others: the password goes into a new one.
    rmSync(file, { force: true });
    writeFileSync(
      file,
      `Admin login for ${getEnv().PUBLIC_URL ?? `http://localhost:${getEnv().PORT}`}/admin/login\nemail: ${email}\npassword: ${password}\n`,
      { mode: privateFileMode },
    );
    admin = { email, password, file };
  }
  return { migrations, seeded, admin };
}

/** A promise nobody awaited failed: one JSON error line, and the server goes on serving. */
export function reportUnhandledRejection(reason: unknown): void {
  getLogger().error({ err: reason }, "unhandled rejection");
}

let jobs: JobRunner | undefined;

/**
 * Starts the background jobs of this instance (DESIGN.md §9, decision 0027);
 * `root` is where server/image-worker.ts lies.
 */
export function startBackgroundWork(options: { root: string }): void {
  configureVariantMaker({ workerFile: path.join(options.root, "server/image-worker.ts") });
  jobs ??= startJobRunner({
    handlers: jobHandlers,
    // Photos are made one at a time, in a worker below the web server's priority.
    concurrency: 1,
    // The trash purge: due at the first start, then every 6 hours, once across all instances.
    recurring: recurringJobs,
    retryBaseMs: getEnv().JOB_RETRY_BASE_MS,
    onError: (err, job) =>
      getLogger().error({ err, job: job?.name, jobId: job?.id }, "background job failed"),
  });
}

export async function shutdown(): Promise<void> {
  // A job cut short keeps its claim until the lease runs out; another instance (or this one, restarted) takes it again.
  await jobs?.stop(8_000);
  jobs = undefined;
  stopVariantMaker();
  await closeDatabase();
}

/** The request's URL as @react-router/express builds it, so both cache halves use one key. */
function requestUrl(req: express.Request): URL {
  const [, forwardedPort] = req.app.enabled("trust proxy")
    ? (req.get("X-Forwarded-Host")?.split(":") ?? [])
    : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p ?? "", 10)).find(Number.isSafeInteger);
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
  return new URL(`${req.protocol}://${host}${req.originalUrl}`);
}

/** What a page is sent in: Brotli where the client takes it, else gzip, else as it is. */
const acceptedEncoding = (req: express.Request): Encoding => {
  // Ours is the preference among what the client takes: browsers list gzip first.
  const accepted = req.acceptsEncodings();
  return accepted.includes("br") ? "br" : accepted.includes("gzip") ? "gzip" : "identity";
};

/** The public pages' one inline script, allowed by its hash: the same on every page, so a cached page is plain bytes. */
const arrivalHash = `'sha256-${createHash("sha256").update(arrivalScript).digest("base64")}'`;

/**
 * The admin (an application) runs React Router's scripts, allowed by the request's
 * nonce; a public page loads only its island files and the arrival script (decision 0035).
 */
function contentSecurityPolicy(nonce: string, dev: boolean, admin: boolean): string {
  const script = dev
    ? "'self' 'unsafe-inline' 'unsafe-eval'"
    : admin
      ? `'self' 'nonce-${nonce}' 'strict-dynamic'`
      : `'self' ${arrivalHash}`;
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    // The contact map is an OpenStreetMap embed loaded only when the visitor asks.
    "frame-src https://www.openstreetmap.org",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Is `origin` (an Origin header) this site? The scheme counts as much as the host: a page
 * at http://site must not post to https://site. Reached by its public name, the site's
 * scheme is PUBLIC_URL's (a TLS proxy in front may not say it was HTTPS); reached by any
 * other name, it is the request's own.
 */
function isOwnOrigin(req: express.Request, origin: string): boolean {
  const host = req.get("host");
  const publicUrl = getEnv().PUBLIC_URL;
  try {
    const own = publicUrl && new URL(publicUrl).host === host ? publicUrl : `${req.protocol}://${host}`;
    return new URL(origin).origin === new URL(own).origin;
  } catch {
    return false;
  }
}

/** The methods the site answers: pages, files and the storage API's reads, and forms and uploads. */
const allowedMethods = ["GET", "HEAD", "POST"];

/** Every form but an upload fits in 4 MB: two 200 000-character article bodies, percent-encoded. */
const formBodyLimit = 4 * 1024 * 1024;

/** A short refusal in the visitor's language, as plain text. */
function refuse(
  req: express.Request,
  res: express.Response,
  status: number,
  key: "forbidden" | "tooLarge" | "unsupported" | "methodNotAllowed",
) {
  const { locale } = detectLocale(new URL(req.originalUrl, "http://localhost"), {
    cookie: req.get("cookie"),
    acceptLanguage: req.get("accept-language"),
  });
  res
    .status(status)
    .type("text/plain")
    .send(getT(locale)(`common:refused.${key}`));
}

export function createServerApp(options: { vite?: ViteDevServer; clientDir?: string } = {}) {
  const env = getEnv();
  const log = getLogger();
  const dev = Boolean(options.vite);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  const publicHttps = env.PUBLIC_URL?.startsWith("https:") ?? false;

  // Request id, nonce and one JSON log line per request.
  app.use((req, res, next) => {
    const incoming = req.get("x-request-id");
    res.locals.requestId = incoming && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    res.locals.nonce = randomBytes(16).toString("base64");
    res.setHeader("X-Request-Id", res.locals.requestId);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log.info(
        {
          reqId: res.locals.requestId,
          method: req.method,
          url: req.originalUrl,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        "request",
      );
    });
    logContext.run({ reqId: res.locals.requestId, ip: normaliseClientAddress(req.ip) }, next);
  });

  // A post answered without its body being read (a page without a form, a save while
  // signed out) left that body paused in React Router's request stream, and Node reads
  // nothing more from a paused request: the browser's next request on the kept-alive
  // connection waited for the idle timer (6 s) and failed with a reset. The rest is read
  // and dropped, as Node does with a body nobody began to read.
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD")
      res.on("finish", () => {
        if (req.complete) return;
        req.removeAllListeners("data");
        req.resume();
      });
    next();
  });

  // Baseline security headers on every response, static files included.
  app.use((req, res, next) => {
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy(res.locals.nonce, dev, isAdminPath(req.path)),
    );
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    // HSTS only over HTTPS: the request came encrypted (or a trusted proxy says so), or the
    // site's address is https and no proxy is trusted to say otherwise.
    if (env.NODE_ENV === "production" && (req.secure || (publicHttps && !req.app.enabled("trust proxy"))))
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    // Admin pages and their data never sit in a cache; the match ignores case and repeated slashes.
    if (isAdminPath(req.path)) res.setHeader("Cache-Control", "no-store");
    next();
  });

  // Any other method (TRACE, PUT, OPTIONS, …) is refused here, before routing: a 405 that
  // says what is allowed, and a line for the operator rather than an error (issue 24, point 7).
  app.use((req, res, next) => {
    if (allowedMethods.includes(req.method)) return next();
    log.info({ method: req.method, url: req.originalUrl }, "method not allowed");
    res.setHeader("Allow", allowedMethods.join(", "));
    refuse(req, res, 405, "methodNotAllowed");
  });

  app.use(compression());

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    try {
      await ping(getDatabase().db);
      res.json({ status: "ready" });
    } catch (error) {
      log.error({ err: error }, "readiness check failed");
      res.status(503).json({ status: "unavailable" });
    }
  });

  // A mutating request from another site is refused before it reaches a form or the auth endpoint.
  // The one exception: the newsletter's unsubscribe address, which a mail provider POSTs
  // from its own servers (RFC 8058 one-click, no Origin or its own). The secret token in
  // the URL is the permission, and all it can do is unsubscribe (decision 0044).
  app.use((req, res, next) => {
    if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
    if (/^\/newsletter\/odjava$/.test(req.path)) {
      // React Router's own check would answer another site's Origin with a 400, before the
      // route is reached; here that Origin says nothing the token does not.
      delete req.headers.origin;
      return next();
    }
    const origin = req.get("origin");
    const crossSite = req.get("sec-fetch-site") === "cross-site";
    if (crossSite || (origin !== undefined && !isOwnOrigin(req, origin))) {
      log.warn(
        { security: "cross-site-refused", origin, url: req.originalUrl },
        "cross-site request refused",
      );
      refuse(req, res, 403, "forbidden");
      return;
    }
    next();
  });

  // Bodies: only the two encodings our forms send, and no bigger than they need,
  // refused before a byte is read. The storage API takes its credentials in headers;
  // a body a plain cross-site form could send (urlencoded, text) has no business there.
  app.use((req, res, next) => {
    if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
    const type = (req.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    const length = Number(req.get("content-length") ?? 0);
    const chunked = req.get("transfer-encoding") !== undefined;
    let refusal: [number, "forbidden" | "tooLarge" | "unsupported"] | undefined;
    if (/^\/+api\//i.test(req.path) && ["application/x-www-form-urlencoded", "text/plain"].includes(type))
      refusal = [403, "forbidden"];
    else if (
      (length > 0 || chunked) &&
      !["application/x-www-form-urlencoded", "multipart/form-data"].includes(type)
    )
      refusal = [415, "unsupported"];
    else if (chunked && !req.get("content-length")) refusal = [411, "unsupported"];
    else if (
      length > (/^\/+(api|admin)\/+media\/*$/i.test(req.path) ? maxUploadBytes + 64 * 1024 : formBodyLimit)
    )
      refusal = [413, "tooLarge"];
    if (!refusal) return next();
    log.warn({ security: "body-refused", url: req.originalUrl, type, length }, "request body refused");
    // The client is still sending; closing keeps us from reading a body we refused.
    res.setHeader("Connection", "close");
    refuse(req, res, refusal[0], refusal[1]);
  });

  if (options.vite) {
    app.use(options.vite.middlewares);
  } else if (options.clientDir) {
    app.use(
      "/assets",
      express.static(path.join(options.clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    // Only a path under one of the build's top-level names can be a file: a page
    // request skips the file-system lookup that would find nothing.
    const topLevel = new Set(readdirSync(options.clientDir));
    const files = express.static(options.clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => {
      const first = req.path.replace(/^\/+/, "").split("/")[0] ?? "";
      let name = first;
      try {
        name = decodeURIComponent(first);
      } catch {
        // express.static answers a malformed name itself.
      }
      if (topLevel.has(name) || topLevel.has(first)) return files(req, res, next);
      next();
    });
  }

  // Language: ?lng= wins and is remembered in the cookie the client mirrors to localStorage.
  app.use((req, res, next) => {
    const url = new URL(req.originalUrl, "http://localhost");
    const { locale, fromQuery } = detectLocale(url, {
      cookie: req.get("cookie"),
      acceptLanguage: req.get("accept-language"),
    });
    res.locals.locale = locale;
    if (fromQuery) {
      res.append("Set-Cookie", `${localeCookie}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`);
    }
    next();
  });

  // A public page asked for with capitals, a trailing slash or doubled slashes goes to
  // its one address (what the router would match anyway): variants can neither fill the
  // page cache nor be stored in the real page's place.
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Read as it came: `new URL("//kontakt", base)` would take "kontakt" for a host.
    const at = req.originalUrl.indexOf("?");
    const pathname = at < 0 ? req.originalUrl : req.originalUrl.slice(0, at);
    const search = at < 0 ? "" : req.originalUrl.slice(at);
    if (isAdminPath(pathname) || /^\/+(assets|media|api|shop)\//i.test(pathname) || /\.[^/]*$/.test(pathname))
      return next();
    const canonical = canonicalPath(pathname);
    const english = englishAddress(canonical, search);
    if (english) return res.redirect(301, english);
    if (canonical === pathname) return next();
    res.redirect(301, `${canonical}${search}`);
  });

  // Public pages from the page cache, before React Router is entered: same key and
  // content version as the root middleware that stores them, the same bytes for every
  // visitor, compressed once per encoding (docs/decisions/0007-public-page-cache.md).
  app.use(async (req, res, next) => {
    try {
      const hit = await findPageHit(req.method, requestUrl(req), res.locals.locale);
      if (!hit) return next();
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader("ETag", hit.etag);
      res.setHeader("Cache-Control", pageCacheHeaders["Cache-Control"]);
      res.append("Vary", `${pageCacheHeaders.Vary}, Accept-Encoding`);
      if (req.get("if-none-match") === hit.etag) {
        res.status(304).end();
        return;
      }
      const encoding = acceptedEncoding(req);
      const body = hit.body(encoding);
      if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", body.length);
      res.status(hit.status).end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      next(error);
    }
  });

  const vite = options.vite;
  const handlerFor = (build: ServerBuild | (() => Promise<ServerBuild>)) =>
    createRequestHandler({
      build,
      mode: dev ? "development" : "production",
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(requestInfoContext, {
          requestId: res.locals.requestId,
          nonce: res.locals.nonce,
          locale: res.locals.locale,
          clientIp: normaliseClientAddress(req.ip),
          encoding: acceptedEncoding(req),
        });
        return context;
      },
    });
  // Development reloads the build on every request; production hands React Router
  // the build itself, since given a function it rebuilds its route tables per request.
  const handler = vite
    ? Promise.resolve(
        handlerFor(() => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>),
      )
    : (import("virtual:react-router/server-build") as Promise<ServerBuild>).then(handlerFor);
  // A failed import is reported by every request that awaits it, not as a stray rejection.
  handler.catch(() => {});
  app.use(async (req, res, next) => {
    try {
      (await handler)(req, res, next);
    } catch (error) {
      next(error);
    }
  });

  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    log.error({ err: error, reqId: res.locals.requestId }, "unhandled error");
    if (res.headersSent) return;
    res.status(500).type("text/plain").send("Internal Server Error");
  });

  return app;
}
