import { createContext } from "react-router";
import type { Locale } from "#app/i18n/config.ts";
import type { Role } from "#app/schemas/people.ts";

// What the Express layer hands every loader and action.
export interface RequestInfo {
  requestId: string;
  nonce: string;
  locale: Locale;
  /** The client address that counts for rate limits (after trusted proxies). */
  clientIp: string;
  /** What the client takes, Brotli first (negotiated as for a page-cache hit). */
  encoding?: "br" | "gzip" | "identity";
}

export const requestInfoContext = createContext<RequestInfo>();

export interface AdminSessionInfo {
  userId: string;
  email: string;
  /** The signed-in session (what upload tokens are bound to). */
  sessionId: string;
  /** What the person may open: the owner everything, an editor the content (decision 0041). */
  role: Role;
  /** The person's name, as the admin shows who changed what. */
  name: string;
}

/** Set by the admin layout's middleware once the session is known. */
export const adminSessionContext = createContext<AdminSessionInfo>();
