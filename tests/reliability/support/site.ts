// A production server over a database the test prepares itself (migrated, demo
// content without images, one admin), so that restarts skip the slow seed and the
// test can read the same database directly to check what survived.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setCurrentDatabase } from "#app/db/connection.server.ts";
import { type Database, type Dialect, openDatabase } from "#app/db/db.server.ts";
import { seedDemoContent } from "#app/demo/seed.server.ts";
import { upsertAdmin } from "#app/domain/auth/auth.server.ts";
import { getProductForEdit } from "#app/domain/catalogue/product-admin.server.ts";
import { productFormDefaults } from "#app/schemas/product-form.ts";
import { freePort, productionEnv, root } from "../../support/app-server.ts";
import { createPostgresDatabase, createTestDatabase } from "../../support/databases.ts";
import { formEntries } from "../../support/form-entries.ts";
import { type Reply, request } from "../../support/http-request.ts";

export { type Reply, request };

export interface Site {
  dialect: Dialect;
  dataDir: string;
  databaseUrl: string;
  admin: { email: string; password: string };
}

/** Opens another handle on the site's database (the server may be running). */
export function openSiteDatabase(site: Pick<Site, "dataDir" | "databaseUrl">): Database {
  return site.databaseUrl
    ? openDatabase({ url: site.databaseUrl, poolSize: 2 })
    : openDatabase({ sqliteFile: path.join(site.dataDir, "site.db") });
}

export async function prepareSite(dialect: Dialect): Promise<Site> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "zrnce-rel-"));
  let databaseUrl = "";
  let database: Database;
  if (dialect === "postgres") {
    databaseUrl = await createPostgresDatabase();
    database = await createTestDatabase("postgres", databaseUrl);
  } else {
    database = await createTestDatabase("sqlite", path.join(dataDir, "site.db"));
  }
  await seedDemoContent({ images: false });
  const admin = { email: "crash@zrnce.rs", password: "crash-test-password-1" };
  await upsertAdmin(admin.email, admin.password);
  await database.close();
  return { dialect, dataDir, databaseUrl, admin };
}

/** Removes the site's data folder once its server has stopped (the test PostgreSQL goes with the run). */
export function removeSite(site: Pick<Site, "dataDir">): void {
  rmSync(site.dataDir, { recursive: true, force: true });
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `node server/main.ts` (the production build) and resolves once it listens. */
export async function bootServer(
  site: Site,
  options: { port?: number; env?: Record<string, string> } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: {
      ...productionEnv(port, site.dataDir),
      DATABASE_URL: site.databaseUrl,
      AUTH_RATE_LIMIT_MAX: "100000",
      FORM_RATE_LIMIT_MAX: "100000000",
      FORM_RATE_LIMIT_GLOBAL_MAX: "100000000",
      FORM_MIN_FILL_SECONDS: "0",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d;
      if (output.includes("is running")) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) =>
      reject(new Error(`The server exited (${code}) before listening:\n${output}`)),
    );
  });
  return {
    baseUrl,
    child,
    output: () => output,
    async kill(signal = "SIGKILL") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** A same-site form post, as the browser sends it. */
export function postForm(baseUrl: string, pathname: string, fields: Record<string, string>, cookie = "") {
  return request(`${baseUrl}${pathname}`, {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: baseUrl,
      ...(cookie ? { cookie } : {}),
    },
  });
}

/** Signs in through the login form's action; returns the session cookie. */
export async function signIn(baseUrl: string, admin: Site["admin"]): Promise<string> {
  const reply = await postForm(baseUrl, "/admin/login", { ...admin, redirectTo: "/admin" });
  const cookies = [reply.headers["set-cookie"] ?? []].flat().map((c) => c.split(";")[0]);
  if (reply.status !== 302 || cookies.length === 0)
    throw new Error(`Sign-in failed with ${reply.status}: ${reply.body.slice(0, 300)}`);
  return cookies.join("; ");
}

/** The editor form of the first `count` products, as the browser would post it back. */
export async function productForms(db: Database, count: number) {
  setCurrentDatabase(db);
  const ids = await db.db.selectFrom("product").select("id").orderBy("id").limit(count).execute();
  const out: { id: string; fields: Record<string, string> }[] = [];
  for (const { id } of ids) {
    const product = await getProductForEdit(id);
    if (!product) throw new Error(`product ${id} vanished`);
    out.push({ id, fields: formEntries(productFormDefaults(product)) });
  }
  return out;
}

/** A contact message carrying `text`, posted the way the page's form does (single fetch). */
let started: string | undefined;

/**
 * The contact form's signed start time as its page hands it out; one serves every
 * test server (they share the secret). Without it a message is held for the owner,
 * unmailed (decision 0037), which is not the write these tests put through crashes.
 */
async function contactStart(baseUrl: string): Promise<string> {
  started ??= /name="started" value="([^"]+)"/.exec(await (await fetch(`${baseUrl}/kontakt`)).text())?.[1];
  if (!started) throw new Error("The contact page hands out no start time");
  return started;
}

export const postContact = async (baseUrl: string, text: string) =>
  postForm(baseUrl, "/kontakt.data", {
    name: "Reliability Test",
    email: "reliability@example.com",
    subject: "general",
    message: text,
    started: await contactStart(baseUrl),
  });
