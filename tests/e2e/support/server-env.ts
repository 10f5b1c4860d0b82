import { readFileSync } from "node:fs";
import path from "node:path";

/** The environment of every end-to-end server (the shared one and a file's own). */
export const e2eServerEnv = {
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
  LOG_LEVEL: "warn",
  // Low enough to test throttling; tests that fail sign-ins on purpose come
  // from their own X-Forwarded-For address (one trusted proxy), so others are not throttled.
  AUTH_RATE_LIMIT_MAX: "5",
  TRUST_PROXY: "1",
  // Those tests fail sign-ins to the one shared admin account from many addresses:
  // the limit per account (decision 0038; tests/integration/sign-in-locks.test.ts)
  // would slow and lock every later test's sign-in.
  AUTH_ACCOUNT_SLOW_AFTER: "100000",
  AUTH_ACCOUNT_LOCK_AFTER: "100000",
  FORM_RATE_LIMIT_MAX: "1000",
  FORM_RATE_LIMIT_GLOBAL_MAX: "100000",
  // A browser driven by a test fills a form in milliseconds, which a person never does:
  // such a message would be held for the owner (decision 0037; tested in integration).
  FORM_MIN_FILL_SECONDS: "0",
};

/** The first admin's sign-in, as the server wrote it into its data folder on first start. */
export function readAdminCredentials(dataDir: string) {
  const text = readFileSync(path.join(dataDir, "admin-credentials.txt"), "utf8");
  return { email: /email: (.+)/.exec(text)?.[1] ?? "", password: /password: (.+)/.exec(text)?.[1] ?? "" };
}
