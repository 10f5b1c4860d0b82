import { data } from "react-router";
import {
  createPreviewLink,
  listPreviewLinks,
  type PreviewTarget,
  previewLinkIdOf,
  previewParam,
  revokePreviewLink,
} from "#app/domain/pages/previews.server.ts";
import {
  type PreviewLinkReply,
  type PreviewLinkRow,
  revokePreviewLinkSchema,
} from "#app/schemas/preview-links.ts";
import type { IntentHandlers } from "./intents.server.ts";
import { siteOrigin } from "./origin.server.ts";

// The preview panel's two forms (components/admin/preview-panel.tsx), the same
// in every editor that has one (pages, products, articles): "Napravi link za
// deljenje" and "Povuci link". Each answers with data, never a redirect, so the
// panel's fetcher leaves the editor's own form, and what was typed in it, alone.

/** The target's working links, as the panel lists them. */
export async function previewLinkRows(target: PreviewTarget): Promise<PreviewLinkRow[]> {
  const links = await listPreviewLinks(target);
  return links.map(({ id, createdAt, expiresAt }) => ({ id, createdAt, expiresAt }));
}

/**
 * The intents `shareLink` and `revokeLink` for a saved record, for dispatchIntent.
 * `path` gives the record's public address at the time (a 404 when the record is
 * gone); the link made is that address with ?pregled=<token>.
 */
export function previewLinkIntents(
  request: Request,
  { target, path, actor }: { target: PreviewTarget; path: () => Promise<string | null>; actor: string },
): IntentHandlers<ReturnType<typeof data<PreviewLinkReply>>> {
  return {
    shareLink: async () => {
      const address = await path();
      if (address === null) throw data(null, { status: 404 });
      const token = await createPreviewLink(target, actor);
      const url = `${siteOrigin(request)}${address}${address.includes("?") ? "&" : "?"}${previewParam}=${token}`;
      return data<PreviewLinkReply>({ shareLink: { url, id: previewLinkIdOf(token) } });
    },
    revokeLink: async (form) => {
      const parsed = revokePreviewLinkSchema.safeParse({ link: form.get("link") });
      if (!parsed.success) return data<PreviewLinkReply>({ revoked: false }, 400);
      // A link that had already expired or was withdrawn in another tab: said, and the list reloads.
      return data<PreviewLinkReply>({ revoked: await revokePreviewLink(target, parsed.data.link, actor) });
    },
  };
}
