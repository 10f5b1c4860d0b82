import { useLocation, useRevalidator } from "react-router";

/**
 * A page's data failed to load: the message and a button that asks again.
 * With JavaScript it re-runs the loaders in place (no full reload); without,
 * the same button submits a GET form back to the same URL.
 */
export function LoadError({ message, retryLabel }: { message: string; retryLabel: string }) {
  const revalidator = useRevalidator();
  const location = useLocation();
  const params = [...new URLSearchParams(location.search)];
  const busy = revalidator.state === "loading";
  return (
    <div
      role="alert"
      data-testid="load-error"
      className="mx-auto flex max-w-xl flex-col items-center gap-5 rounded-xl bg-danger-bg px-6 py-10 text-center ring-1 ring-danger/20"
    >
      <p className="text-lg font-medium text-danger">{message}</p>
      <form
        method="get"
        action={location.pathname}
        onSubmit={(event) => {
          event.preventDefault();
          revalidator.revalidate();
        }}
      >
        {params.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy}
          className="rounded-full bg-olive-700 px-6 py-3 text-sm font-semibold text-cream transition-colors hover:bg-olive-800 disabled:opacity-60"
        >
          {retryLabel}
        </button>
      </form>
    </div>
  );
}
