import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "#app/env.server.ts";

// When a form was handed out, signed, in a hidden field: the server can tell how
// long a visitor took to fill it in without JavaScript and without keeping state.
// A cached page (docs/decisions/0007) hands out a time up to a minute old, which
// only makes the form look slower: a person is never taken for a bot by it.

const purpose = "form-start";

function signature(issued: string): string {
  return createHmac("sha256", getEnv().SESSION_SECRET).update(`${purpose}:${issued}`).digest("base64url");
}

/** The hidden field's value: the time in milliseconds and its signature. */
export function formStartToken(now = new Date()): string {
  const issued = String(now.getTime());
  return `${issued}.${signature(issued)}`;
}

export type FormStartCheck = "ok" | "tooFast" | "noStart" | "stale";

/** A form older than this was probably kept by a program and sent again and again. */
const staleAfterMs = 24 * 3600_000;

/**
 * How the form's time looks: "ok"; sent sooner than the minimum fill time;
 * without a valid signed time (a direct post, or a forged one); or a day old.
 */
export function checkFormStart(token: string | undefined, now = new Date()): FormStartCheck {
  const [issued = "", given = ""] = (token ?? "").split(".");
  if (!/^\d{1,15}$/.test(issued)) return "noStart";
  const expected = Buffer.from(signature(issued));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return "noStart";
  const elapsed = now.getTime() - Number(issued);
  if (elapsed < getEnv().FORM_MIN_FILL_SECONDS * 1000) return "tooFast";
  if (elapsed > staleAfterMs) return "stale";
  return "ok";
}
