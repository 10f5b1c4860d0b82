import { z } from "zod";

// Share links that show a draft to someone without an account (decision 0032):
// what an editor's preview panel posts, and what its route answers.

/** A working link as the editor lists it; its token is never shown again. */
export interface PreviewLinkRow {
  /** The first characters of the token's hash: names the link, cannot open it. */
  id: string;
  createdAt: string;
  expiresAt: string;
}

/** "Povuci link": the link's id as listed. */
export const revokePreviewLinkSchema = z.object({ link: z.string().regex(/^[0-9a-f]{16}$/) });

/** The route's answer to the panel's forms. */
export interface PreviewLinkReply {
  /** The link just made, in full (shown this once), and the id it is listed by. */
  shareLink?: { url: string; id: string };
  /** After "Povuci link": whether a working link was withdrawn (false: it had expired or gone). */
  revoked?: boolean;
}
