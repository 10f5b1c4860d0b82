import { Link, useLocation } from "react-router";

export function Pager({
  page,
  total,
  pageSize,
  previous,
  next,
}: {
  page: number;
  total: number;
  pageSize: number;
  previous: string;
  next: string;
}) {
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const to = (p: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(p));
    params.delete("id");
    return `${location.pathname}?${params.toString()}`;
  };
  const link =
    "inline-flex h-10 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-olive-800 hover:border-olive-600";
  return (
    <nav className="mt-6 flex items-center justify-between gap-4 text-sm text-muted">
      {page > 1 ? (
        <Link to={to(page - 1)} className={link} rel="prev">
          ← {previous}
        </Link>
      ) : (
        <span />
      )}
      <span>
        {page} / {pages}
      </span>
      {page < pages ? (
        <Link to={to(page + 1)} className={link} rel="next">
          {next} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
