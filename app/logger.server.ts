import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";
import { getEnv } from "./env.server.ts";

// JSON logs; each request gets a child logger carrying its request id.
// Secrets never enter a log line: these paths are censored wherever they appear.
let logger: pino.Logger | undefined;

/** The request a line belongs to (id and client address), added to every line logged while serving it. */
export const logContext = new AsyncLocalStorage<{ reqId: string; ip: string }>();

export function getLogger(): pino.Logger {
  logger ??= pino({
    level: getEnv().LOG_LEVEL,
    base: { service: "zrnce" },
    // A copy: pino merges each line's fields into what mixin returns.
    mixin: () => ({ ...logContext.getStore() }),
    redact: {
      paths: [
        "password",
        "*.password",
        "token",
        "*.token",
        "apiKey",
        "*.apiKey",
        "headers.cookie",
        "headers.authorization",
      ],
      censor: "[redacted]",
    },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
  return logger;
}
