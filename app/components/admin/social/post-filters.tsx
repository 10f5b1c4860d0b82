import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FilterSelect, ListFilters, optionsOf, SearchInput } from "#app/components/admin/list-parts.tsx";
import { buttonPrimary, buttonSecondary } from "#app/components/ui/field.tsx";
import { platforms, postLocales, postStatuses } from "#app/schemas/social.ts";
import type { WithParam } from "./post-parts.tsx";

export interface OverviewParams {
  view: "list" | "calendar";
  month: string;
  q: string;
  platform?: string;
  status?: string;
  locale?: string;
  source?: string;
}

export const anyFilter = (params: OverviewParams) =>
  Boolean(params.q || params.platform || params.status || params.locale || params.source);

/** List or calendar, and the way to the writer. */
export function OverviewViews({ view, withParam }: { view: OverviewParams["view"]; withParam: WithParam }) {
  const { t } = useTranslation("admin");
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <nav
        aria-label={t("social.overview.views")}
        className="inline-flex rounded-full bg-white p-1 ring-1 ring-line"
      >
        {(["list", "calendar"] as const).map((v) => (
          <Link
            key={v}
            to={withParam({ view: v, page: null, id: null, edit: null, done: null })}
            aria-current={view === v ? "page" : undefined}
            className={`rounded-full px-4 py-2 text-sm font-medium ${view === v ? "bg-olive-700 text-cream" : "text-olive-800 hover:bg-olive-50"}`}
          >
            {t(`social.overview.${v}`)}
          </Link>
        ))}
      </nav>
      <Link to="/admin/social-media" className={buttonPrimary}>
        + {t("social.overview.createFirst")}
      </Link>
    </div>
  );
}

/** Search and filters, kept in the URL; the calendar keeps its month. */
export function PostFilters({
  params,
  sourcesUsed,
}: {
  params: OverviewParams;
  sourcesUsed: { value: string; label: string }[];
}) {
  const { t } = useTranslation("admin");
  const filter = (name: "platform" | "status" | "locale" | "source", label: string) => ({
    fill: true,
    name,
    label,
    defaultValue: params[name] ?? "",
    all: t("social.overview.all"),
    allValue: "",
  });
  return (
    <ListFilters
      submit={t("social.overview.apply")}
      layout="grid grid-cols-2 gap-3 lg:grid-cols-[2fr_1fr_1fr_1fr_1.5fr_auto]"
      actionsClassName="col-span-2 flex items-end gap-2 lg:col-span-1"
      after={
        anyFilter(params) ? (
          <Link to={`?view=${params.view}`} className={buttonSecondary}>
            {t("social.overview.reset")}
          </Link>
        ) : null
      }
    >
      <input type="hidden" name="view" value={params.view} />
      {params.view === "calendar" ? <input type="hidden" name="month" value={params.month} /> : null}
      <SearchInput
        className="col-span-2 lg:col-span-1"
        label={t("social.overview.search")}
        placeholder={t("social.overview.searchPlaceholder")}
        defaultValue={params.q}
      />
      <FilterSelect
        {...filter("platform", t("social.overview.platform"))}
        options={optionsOf(platforms, (p) => t(`social.platforms.${p}`))}
      />
      <FilterSelect
        {...filter("status", t("social.overview.status"))}
        options={optionsOf(postStatuses, (s) => t(`social.statuses.${s}`))}
      />
      <FilterSelect
        {...filter("locale", t("social.overview.language"))}
        options={optionsOf(postLocales, (l) => t(`social.languages.${l}`))}
      />
      <FilterSelect
        {...filter("source", t("social.overview.source"))}
        options={[{ value: "topic", label: t("social.overview.topics") }, ...sourcesUsed]}
      />
    </ListFilters>
  );
}
