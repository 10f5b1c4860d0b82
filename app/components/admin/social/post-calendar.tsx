import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "#app/root-data.ts";
import { isoToBelgradeLocal } from "#app/schemas/belgrade-time.ts";
import type { SocialPost } from "#app/schemas/social.ts";
import { intlLocale, smallButton, type WithParam } from "./post-parts.tsx";

function monthShift(month: string, delta: number): string {
  const [y, m] = month.split("-").map(Number);
  const d = new Date(Date.UTC(y!, m! - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}

/**
 * A month of planned posts in Belgrade time: a grid of weeks on a wide screen,
 * the days that have posts as a list on a phone.
 */
export function PostCalendar({
  month,
  posts,
  withParam,
}: {
  /** "2026-12" */
  month: string;
  /** The month's posts, each with a planned time. */
  posts: SocialPost[];
  withParam: WithParam;
}) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const [y, m] = month.split("-").map(Number);
  const days = new Date(Date.UTC(y!, m!, 0)).getUTCDate();
  const firstWeekday = (new Date(Date.UTC(y!, m! - 1, 1)).getUTCDay() + 6) % 7;
  const byDay = new Map<number, SocialPost[]>();
  for (const post of posts) {
    const day = Number(isoToBelgradeLocal(post.scheduledAt!).slice(8, 10));
    byDay.set(day, [...(byDay.get(day) ?? []), post]);
  }
  const title = new Intl.DateTimeFormat(intlLocale(locale), {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y!, m! - 1, 1)));
  const dayName = (day: number) =>
    new Intl.DateTimeFormat(intlLocale(locale), {
      weekday: "long",
      day: "numeric",
      month: "long",
      timeZone: "UTC",
    }).format(new Date(Date.UTC(y!, m! - 1, day)));
  const weekdays = t("social.overview.weekdays").split(",");
  const entries = (day: number, gap: string) => (
    <div className={`${gap} space-y-1`}>
      {(byDay.get(day) ?? []).map((post) => (
        <div key={post.id}>
          <Link
            to={withParam({ id: post.id, edit: null, done: null })}
            preventScrollReset
            className="block truncate rounded bg-white px-1.5 py-1 text-xs ring-1 ring-line hover:ring-olive-600"
            data-testid="calendar-post"
          >
            <span className="font-semibold">{isoToBelgradeLocal(post.scheduledAt!).slice(11, 16)}</span>{" "}
            {t(`social.platforms.${post.platform}`)} · {post.sourceTitle ?? post.topic}
          </Link>
        </div>
      ))}
    </div>
  );
  const blanks = (count: number, kind: string) =>
    Array.from({ length: count }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: empty cells before the first day or after the last
      <li key={`${kind}-${i}`} className="bg-cream" aria-hidden="true" />
    ));
  return (
    <section aria-labelledby="calendar-title" data-testid="calendar">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="calendar-title" className="text-2xl capitalize">
          {title}
        </h2>
        <nav className="flex flex-wrap gap-2" aria-label={t("social.overview.calendar")}>
          <Link
            to={withParam({ month: monthShift(month, -1), id: null })}
            className={`${smallButton} whitespace-nowrap`}
          >
            ← {t("social.overview.previousMonth")}
          </Link>
          <Link to={withParam({ month: null, id: null })} className={`${smallButton} whitespace-nowrap`}>
            {t("social.overview.today")}
          </Link>
          <Link
            to={withParam({ month: monthShift(month, 1), id: null })}
            className={`${smallButton} whitespace-nowrap`}
          >
            {t("social.overview.nextMonth")} →
          </Link>
        </nav>
      </div>
      <ol className="hidden grid-cols-7 gap-px overflow-hidden rounded-lg bg-line ring-1 ring-line md:grid">
        {weekdays.map((w) => (
          <li
            key={w}
            className="bg-linen px-2 py-1.5 text-xs font-semibold uppercase text-muted"
            aria-hidden="true"
          >
            {w}
          </li>
        ))}
        {blanks(firstWeekday, "before")}
        {Array.from({ length: days }, (_, i) => i + 1).map((day) => (
          <li key={day} className="min-h-24 bg-white p-1.5" data-day={day}>
            <span className="text-xs font-medium text-muted">{day}</span>
            {entries(day, "mt-1")}
          </li>
        ))}
        {blanks((7 - ((firstWeekday + days) % 7)) % 7, "after")}
      </ol>
      {posts.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-sm text-muted ring-1 ring-line md:hidden">
          {t("social.overview.empty")}
        </p>
      ) : null}
      <ol className="space-y-3 md:hidden">
        {[...byDay.keys()]
          .sort((a, b) => a - b)
          .map((day) => (
            <li key={day} className="rounded-lg bg-white p-3 ring-1 ring-line">
              <p className="text-sm font-semibold">{dayName(day)}</p>
              {entries(day, "mt-2")}
            </li>
          ))}
      </ol>
    </section>
  );
}
