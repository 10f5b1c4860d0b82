import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "#app/components/ui/icons.tsx";
import type { Locale } from "#app/i18n/config.ts";
import type { ProductQuery } from "#app/schemas/product-query.ts";
import {
  categorySlugs,
  type ProductCategory,
  type ProductType,
  productCategories,
  productTypes,
  typeSlugs,
} from "#app/schemas/product-vocabulary.ts";

export const filtersFormId = "product-filters";

export interface Facets {
  categories: Record<ProductCategory, number>;
  types: Record<ProductType, number>;
}

type Toggle = (
  change: { kind: "categories"; value: ProductCategory } | { kind: "types"; value: ProductType },
  checked: boolean,
) => void;

function Option({
  name,
  slug,
  label,
  count,
  checked,
  onChange,
}: {
  name: "category" | "type";
  slug: string;
  label: string;
  count: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation("products");
  const id = `filter-${name}-${slug}`;
  return (
    <li>
      <label
        htmlFor={id}
        className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm transition-colors hover:bg-olive-700/5 ${
          count === 0 && !checked ? "text-muted" : "text-ink"
        }`}
      >
        <input
          id={id}
          type="checkbox"
          name={name}
          value={slug}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          className="h-5 w-5 shrink-0 cursor-pointer accent-olive-700"
        />
        <span className="flex-1">{label}</span>
        <span aria-hidden="true" className="text-xs tabular-nums text-muted">
          {count}
        </span>
        <span className="sr-only">({t("list.optionCount", { count })})</span>
      </label>
    </li>
  );
}

/**
 * The filters: a GET form (works without JavaScript: tick, then "Apply"); with
 * JavaScript every change applies at once. Beside the results from 1024 px; on
 * narrower screens, once the page is interactive, a drawer opened from the toolbar.
 */
export function FiltersPanel({
  query,
  facets,
  total,
  locale,
  enhanced,
  open,
  onClose,
  onToggle,
  onSubmit,
}: {
  query: ProductQuery;
  facets: Facets;
  total: number;
  locale: Locale;
  /** JavaScript has taken over: changes apply at once, and phones get the drawer. */
  enhanced: boolean;
  open: boolean;
  onClose: () => void;
  onToggle: Toggle;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useTranslation(["products", "common"]);
  const panel = useRef<HTMLElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const drawer = enhanced && open;

  // As a drawer: focus inside, Escape closes, Tab stays inside, the page behind does not scroll.
  useEffect(() => {
    if (!drawer) return;
    closeButton.current?.focus();
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== "Tab" || !panel.current) return;
      const focusable = [
        ...panel.current.querySelectorAll<HTMLElement>("button, input, select, a[href], [tabindex='0']"),
      ].filter((el) => !el.hasAttribute("disabled") && el.offsetParent !== null);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      root.style.overflow = previous;
    };
  }, [drawer, onClose]);

  const legend = "mb-2 font-sans text-xs font-semibold uppercase tracking-[0.14em] text-honey-700";
  return (
    <div
      className={
        enhanced ? (open ? "fixed inset-0 z-[55] flex lg:static lg:z-auto lg:block" : "hidden lg:block") : ""
      }
      data-testid="filters"
      data-drawer={drawer ? "open" : "closed"}
    >
      {drawer ? (
        <div aria-hidden="true" className="absolute inset-0 bg-olive-900/45 lg:hidden" onClick={onClose} />
      ) : null}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-modal comes only with role="dialog" */}
      <aside
        ref={panel}
        id="filters-panel"
        aria-labelledby="filters-title"
        role={drawer ? "dialog" : undefined}
        aria-modal={drawer ? true : undefined}
        className={
          drawer
            ? "relative mr-auto flex h-full w-[min(22rem,88vw)] flex-col bg-cream shadow-card lg:mr-0 lg:h-auto lg:w-auto lg:bg-transparent lg:shadow-none"
            : "mb-8 rounded-xl bg-white p-5 ring-1 ring-line lg:sticky lg:top-24 lg:mb-0 lg:bg-transparent lg:p-0 lg:ring-0"
        }
      >
        <div
          className={`flex items-center justify-between ${drawer ? "border-b border-line px-5 py-4" : "mb-4"}`}
        >
          <h2 id="filters-title" className="text-xl">
            {t("list.filtersTitle")}
          </h2>
          {drawer ? (
            <button
              ref={closeButton}
              type="button"
              onClick={onClose}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full text-olive-800 hover:bg-olive-700/10"
              data-testid="filters-close"
            >
              <CloseIcon />
              <span className="sr-only">{t("list.closeFilters")}</span>
            </button>
          ) : null}
        </div>
        <form
          id={filtersFormId}
          method="get"
          action="/proizvodi"
          onSubmit={onSubmit}
          className={drawer ? "flex-1 overflow-y-auto px-5 py-4" : ""}
        >
          {locale === "en" ? <input type="hidden" name="lng" value="en" /> : null}
          <fieldset>
            <legend className={legend}>{t("list.categoriesLegend")}</legend>
            <ul className="space-y-0.5">
              {productCategories.map((c) => (
                <Option
                  key={c}
                  name="category"
                  slug={categorySlugs[c]}
                  label={t(`common:categories.${c}`)}
                  count={facets.categories[c]}
                  checked={query.categories.includes(c)}
                  onChange={(checked) => onToggle({ kind: "categories", value: c }, checked)}
                />
              ))}
            </ul>
          </fieldset>
          <fieldset className="mt-6">
            <legend className={legend}>{t("list.typesLegend")}</legend>
            <ul className="space-y-0.5">
              {productTypes.map((type) => (
                <Option
                  key={type}
                  name="type"
                  slug={typeSlugs[type]}
                  label={t(`types.${type}`)}
                  count={facets.types[type]}
                  checked={query.types.includes(type)}
                  onChange={(checked) => onToggle({ kind: "types", value: type }, checked)}
                />
              ))}
            </ul>
          </fieldset>
          {enhanced ? null : (
            <button
              type="submit"
              className="mt-6 w-full rounded-full bg-olive-700 px-5 py-3 text-sm font-semibold text-cream hover:bg-olive-800"
            >
              {t("list.apply")}
            </button>
          )}
        </form>
        {drawer ? (
          <div className="border-t border-line px-5 py-4">
            <button
              type="button"
              onClick={onClose}
              className="w-full rounded-full bg-olive-700 px-5 py-3 text-sm font-semibold text-cream hover:bg-olive-800"
              data-testid="filters-show-results"
            >
              {t("list.showResults", { count: total })}
            </button>
          </div>
        ) : null}
      </aside>
    </div>
  );
}
