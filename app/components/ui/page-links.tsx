import { LocalizedLink } from "./localized-link.tsx";

/** Page numbers to show: the first, the last and the current one's neighbours, with gaps. */
export function pageWindow(page: number, pageCount: number): Array<number | "gap-before" | "gap-after"> {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | "gap-before" | "gap-after"> = [];
  for (const [i, p] of sorted.entries()) {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) out.push(p <= page ? "gap-before" : "gap-after");
    out.push(p);
  }
  return out;
}

const item =
  "inline-flex h-11 min-w-11 items-center justify-center rounded-full px-4 text-sm font-semibold transition-colors";

/** Links, not buttons: every page has its own URL and works without JavaScript. */
export function PageLinks({
  page,
  pageCount,
  href,
  labels,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  labels: { nav: string; previous: string; next: string; page: (n: number) => string };
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <LocalizedLink
              to={href(page - 1)}
              rel="prev"
              className={`${item} text-olive-800 ring-1 ring-line hover:bg-white`}
            >
              <span aria-hidden="true">←&nbsp;</span>
              {labels.previous}
            </LocalizedLink>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((p) =>
          typeof p === "string" ? (
            <li key={p} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <LocalizedLink
                to={href(p)}
                aria-label={labels.page(p)}
                aria-current={p === page ? "page" : undefined}
                className={`${item} ${
                  p === page ? "bg-olive-700 text-cream" : "text-olive-800 ring-1 ring-line hover:bg-white"
                }`}
              >
                {p}
              </LocalizedLink>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <LocalizedLink
              to={href(page + 1)}
              rel="next"
              className={`${item} text-olive-800 ring-1 ring-line hover:bg-white`}
            >
              {labels.next}
              <span aria-hidden="true">&nbsp;→</span>
            </LocalizedLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
