import pino from "pino";
import { getEnv } from "./env.server.ts";

// JSON logs; each request gets a child logger carrying its request id.
// Secrets never enter a log line: these paths are censored wherever they appear.
let logger: pino.Logger | undefined;

export function getLogger(): pino.Logger {
  logger ??= pino({
    level: getEnv().LOG_LEVEL,
    base: { service: "zrnce" },
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
