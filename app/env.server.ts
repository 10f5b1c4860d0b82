import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { makePrivateFolder, privateFileMode } from "./private-files.server.ts";

// The one place that reads process.env. Everything else imports `env`.

const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  SESSION_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().optional()),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  AI_MODEL: z.preprocess(emptyToUndefined, z.string().optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Failed sign-ins allowed per client address and window before 429; tests raise it. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /**
   * Per account (decision 0038): past SLOW_AFTER failed sign-ins each answer waits a
   * little longer (SLOWDOWN_MS more each, at most 5 s); at LOCK_AFTER the account is
   * locked for LOCK_MINUTES, doubling with each lock in a day up to LOCK_MAX_MINUTES.
   */
  AUTH_ACCOUNT_SLOW_AFTER: z.coerce.number().int().min(1).default(5),
  AUTH_ACCOUNT_SLOWDOWN_MS: z.coerce.number().int().min(0).default(1000),
  AUTH_ACCOUNT_LOCK_AFTER: z.coerce.number().int().min(1).default(10),
  AUTH_ACCOUNT_LOCK_MINUTES: z.coerce.number().int().min(1).default(5),
  AUTH_ACCOUNT_LOCK_MAX_MINUTES: z.coerce.number().int().min(1).default(30),
  /** Contact messages and newsletter signups allowed per client address and window; e2e tests raise it. */
  FORM_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  /**
   * All contact messages (and, separately, all signups) per window, whatever the address: past it
   * is a flood, and messages are held for the owner rather than refused (decision 0037).
   */
  FORM_RATE_LIMIT_GLOBAL_MAX: z.coerce.number().int().min(1).default(100),
  FORM_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** A contact form sent sooner than this after the page was made is held for the owner. */
  FORM_MIN_FILL_SECONDS: z.coerce.number().min(0).default(3),
  /** S3-compatible media storage: all five or none (then media live in DATA_DIR/uploads). */
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(["true", "false"]).default("false")),
  /** The wait before a failed background job's first retry; each later one doubles (capped at 1 h). */
  JOB_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(10_000),
  /** How many proxies in front of us may set X-Forwarded-For (0: use the socket address). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
});

export interface S3Env {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export type Env = z.infer<typeof schema> & { SESSION_SECRET: string; DATA_DIR: string; S3?: S3Env };

const s3Names = [
  "S3_ENDPOINT",
  "S3_BUCKET",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
] as const;

/** S3 storage is configured completely or not at all; half a configuration is a mistake worth stopping for. */
function s3FromEnv(parsed: z.infer<typeof schema>): S3Env | undefined {
  const given = s3Names.filter((name) => parsed[name] !== undefined);
  if (given.length === 0) return undefined;
  const missing = s3Names.find((name) => parsed[name] === undefined);
  if (missing)
    throw new EnvError(
      `Invalid environment variable ${missing}: required because ${given[0]} is set (S3 storage needs ${s3Names.join(", ")})`,
    );
  return {
    endpoint: parsed.S3_ENDPOINT!,
    bucket: parsed.S3_BUCKET!,
    region: parsed.S3_REGION!,
    accessKeyId: parsed.S3_ACCESS_KEY_ID!,
    secretAccessKey: parsed.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE === "true",
  };
}

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    throw new EnvError(
      `Invalid environment variable ${name}: ${issue.message} (got ${JSON.stringify(source[name] ?? "")})`,
    );
  }
  const parsed = result.data;
  const s3 = s3FromEnv(parsed);
  const dataDir = path.resolve(parsed.DATA_DIR);
  let secret = parsed.SESSION_SECRET;
  if (!secret) {
    if (parsed.NODE_ENV === "production") {
      throw new EnvError(
        "Invalid environment variable SESSION_SECRET: required in production (at least 32 characters)",
      );
    }
    secret = readOrCreateSecret(dataDir);
  }
  return { ...parsed, DATA_DIR: dataDir, SESSION_SECRET: secret, S3: s3 };
}

/** Outside production the secret is made once and kept beside the data, so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  makePrivateFolder(dataDir);
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: privateFileMode });
  return secret;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
