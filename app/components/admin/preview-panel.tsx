import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { toast } from "react-toastify";
import { formatAdminDate } from "#app/components/admin/admin-date.ts";
import { buttonSecondary, Notice } from "#app/components/ui/field.tsx";
import { CopyButton } from "#app/components/ui/social-post.tsx";
import type { Locale } from "#app/i18n/config.ts";
import type { PreviewLinkReply, PreviewLinkRow } from "#app/schemas/preview-links.ts";

// Seeing a page, product or article before visitors do (decision 0032): the
// owner opens it as it will look (signed in), or makes a link that shows it to
// someone without an account for 7 days, and withdraws a link early.
//
// The panel's forms are its own, posted beside the editor's form (a fetcher), and
// the route answers them with data: making or withdrawing a link is no navigation,
// so the unsaved-changes guard has nothing to ask and what the owner has typed in
// the editor stays as it is. Without JavaScript they are ordinary posts.

export type PreviewKind = "page" | "product" | "article";

export function PreviewPanel({
  kind,
  path,
  links,
  reply,
}: {
  kind: PreviewKind;
  /** The public address; null while the record is not saved (nothing to show yet). */
  path: string | null;
  links: PreviewLinkRow[];
  /** The route's answer to a post without JavaScript. */
  reply?: PreviewLinkReply;
}) {
  const { t, i18n } = useTranslation("admin");
  const locale = i18n.language as Locale;
  const fetcher = useFetcher<PreviewLinkReply>();
  // The link just made, shown in full this once; it stays while it works.
  const [made, setMade] = useState(reply?.shareLink);
  const [canCopy, setCanCopy] = useState(false);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);
  const answer = fetcher.data;
  useEffect(() => {
    if (answer?.shareLink) setMade(answer.shareLink);
    if (answer?.revoked !== undefined)
      (answer.revoked ? toast.success : toast.error)(
        t(answer.revoked ? "previewPanel.revoked" : "previewPanel.revokeGone"),
      );
  }, [answer, t]);
  const revoked = (answer ?? reply)?.revoked;
  const shown = made && links.some((link) => link.id === made.id) ? made : null;
  const busy = fetcher.state !== "idle";
  return (
    <section
      aria-labelledby="draft-preview-title"
      className="mb-6 rounded-lg bg-white p-4 ring-1 ring-line sm:p-5"
      data-testid="preview-panel"
    >
      <h2 id="draft-preview-title" className="font-serif text-lg font-semibold text-olive-800">
        {t("previewPanel.title")}
      </h2>
      {path === null ? (
        <p className="mt-2 text-sm text-muted">{t(`previewPanel.unsaved.${kind as "product"}`)}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">{t(`previewPanel.text.${kind}`)}</p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {(["sr", "en"] as const).map((lng) => (
              <a
                key={lng}
                href={`${path}${path.includes("?") ? "&" : "?"}pregled=1&lng=${lng}`}
                target="_blank"
                rel="noreferrer"
                className={buttonSecondary}
              >
                {t(lng === "sr" ? "previewPanel.open" : "previewPanel.openEnglish")}
              </a>
            ))}
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="shareLink" />
              <button type="submit" className={buttonSecondary} disabled={busy}>
                {t("previewPanel.shareCreate")}
              </button>
            </fetcher.Form>
          </div>
          {shown ? (
            <div className="mt-4 rounded-md bg-olive-50 p-4 text-sm" data-testid="share-link">
              <label htmlFor="share-link" className="font-medium text-olive-900">
                {t("previewPanel.shareMade")}
              </label>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <input
                  id="share-link"
                  readOnly
                  value={shown.url}
                  onFocus={(event) => event.currentTarget.select()}
                  className="block h-11 min-w-0 flex-1 rounded-md border border-line bg-white px-3 text-sm"
                />
                {canCopy ? (
                  <CopyButton
                    text={shown.url}
                    label={t("previewPanel.copy")}
                    className={buttonSecondary}
                    said={{ copied: t("previewPanel.copied"), failed: t("previewPanel.copyFailed") }}
                  />
                ) : null}
              </div>
            </div>
          ) : null}
        </>
      )}
      {revoked !== undefined && !busy ? (
        <div className="mt-4">
          <Notice tone={revoked ? "success" : "danger"}>
            {t(revoked ? "previewPanel.revoked" : "previewPanel.revokeGone")}
          </Notice>
        </div>
      ) : null}
      {links.length ? (
        <>
          <h3 className="mt-5 text-sm font-semibold text-olive-900">{t("previewPanel.linksTitle")}</h3>
          <ul className="mt-1 divide-y divide-line text-sm" data-testid="share-links">
            {links.map((link) => (
              <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  {t("previewPanel.linkRow", {
                    made: formatAdminDate(link.createdAt, locale, true),
                    until: formatAdminDate(link.expiresAt, locale, true),
                  })}
                </span>
                <fetcher.Form method="post">
                  <input type="hidden" name="intent" value="revokeLink" />
                  <input type="hidden" name="link" value={link.id} />
                  <button
                    type="submit"
                    disabled={busy}
                    className="font-semibold text-danger underline-offset-4 hover:underline disabled:opacity-70"
                  >
                    {t("previewPanel.revoke")}
                  </button>
                </fetcher.Form>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
