import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import type { VersionConflict } from "#app/schemas/record-version.ts";
import type { PostStatus } from "#app/schemas/social.ts";

// What the content overview's pieces share: the action's answer, the look of
// the small buttons, the status badge and dates in Belgrade time.

/**
 * The overview's action answer when it does not go back to the list: which
 * intent, for which post, the form's Conform reply and a notice (admin namespace key).
 */
export interface PostReply {
  intent: string;
  id?: string;
  result?: SubmissionResult<string[]>;
  message?: string;
  /** An edit refused because the post changed since the editor was opened. */
  conflict?: VersionConflict;
  /** A new address of the calendar feed, shown once. */
  feedUrl?: string;
}

/** Adds or removes query parameters of the current page: the overview's links keep its filters. */
export type WithParam = (changes: Record<string, string | null>) => string;

export const smallButton =
  "inline-flex h-9 items-center justify-center rounded-full border border-line bg-white px-3 text-xs font-medium text-olive-800 hover:border-olive-600";
export const smallPrimary =
  "inline-flex h-9 items-center justify-center rounded-full bg-olive-700 px-3 text-xs font-semibold text-cream hover:bg-olive-800";

export const intlLocale = (locale: string) => (locale === "en" ? "en-GB" : "sr-Latn-RS");

export const dateTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Belgrade",
  }).format(new Date(iso));

const statusStyle: Record<PostStatus, string> = {
  draft: "bg-linen text-ink",
  approved: "bg-olive-100 text-olive-900",
  scheduled: "bg-wheat-200 text-olive-900",
  published: "bg-olive-700 text-cream",
};

export function StatusBadge({ status }: { status: PostStatus }) {
  const { t } = useTranslation("admin");
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyle[status]}`}
      data-testid="status"
    >
      {t(`social.statuses.${status}`)}
    </span>
  );
}
