import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { formatAdminDate } from "#app/components/admin/admin-date.ts";
import { buttonSecondary } from "#app/components/ui/field.tsx";
import type { Locale } from "#app/i18n/config.ts";

// Seeing the page before visitors do: the owner opens the draft as it will look
// (signed in), or makes a link that shows it to someone without an account for
// 7 days, and withdraws a link early.

export interface PreviewLinkRow {
  id: string;
  createdAt: string;
  expiresAt: string;
}

export function PreviewPanel({
  path,
  links,
  newLink,
}: {
  /** The page's public address. */
  path: string;
  links: PreviewLinkRow[];
  /** The link just made, shown once in full. */
  newLink?: string;
}) {
  const { t, i18n } = useTranslation("admin");
  const locale = i18n.language as Locale;
  const separator = path.includes("?") ? "&" : "?";
  return (
    <section
      aria-labelledby="preview-title"
      className="mb-6 rounded-lg bg-white p-5 ring-1 ring-line sm:p-6"
      data-testid="preview-panel"
    >
      <h2 id="preview-title" className="font-serif text-xl font-semibold text-olive-800">
        {t("pageEditor.previewTitle")}
      </h2>
      <p className="mt-2 text-sm text-muted">{t("pageEditor.previewText")}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <a href={`${path}${separator}pregled=1`} target="_blank" rel="noreferrer" className={buttonSecondary}>
          {t("pageEditor.previewOpen")}
        </a>
        <a
          href={`${path}${separator}pregled=1&lng=en`}
          target="_blank"
          rel="noreferrer"
          className={buttonSecondary}
        >
          {t("pageEditor.previewOpenEnglish")}
        </a>
        <Form method="post">
          <input type="hidden" name="intent" value="shareLink" />
          <button type="submit" className={buttonSecondary}>
            {t("pageEditor.shareCreate")}
          </button>
        </Form>
      </div>
      {newLink ? (
        <div className="mt-4 rounded-md bg-olive-50 p-4 text-sm" data-testid="share-link">
          <label htmlFor="share-link" className="font-medium text-olive-900">
            {t("pageEditor.shareMade")}
          </label>
          <input
            id="share-link"
            readOnly
            value={newLink}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-2 block h-11 w-full rounded-md border border-line bg-white px-3 text-sm"
          />
        </div>
      ) : null}
      {links.length ? (
        <ul className="mt-4 divide-y divide-line text-sm" data-testid="share-links">
          {links.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {t("pageEditor.shareRow", {
                  made: formatAdminDate(link.createdAt, locale, true),
                  until: formatAdminDate(link.expiresAt, locale, true),
                })}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="revokeLink" />
                <input type="hidden" name="link" value={link.id} />
                <button
                  type="submit"
                  className="font-semibold text-danger underline-offset-4 hover:underline"
                >
                  {t("pageEditor.shareRevoke")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
