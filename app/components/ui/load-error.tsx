import { useLocation } from "react-router";

const retryClass =
  "rounded-full bg-olive-700 px-6 py-3 text-sm font-semibold text-cream transition-colors hover:bg-olive-800";

/** "Try again": asks for the same address once more (a GET form, so it needs no script). */
export function RetryForm({ label, className = retryClass }: { label: string; className?: string }) {
  const location = useLocation();
  const params = [...new URLSearchParams(location.search)];
  return (
    <form method="get" action={location.pathname}>
      {params.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  );
}

/**
 * A list failed to load (spec §8: products and news): the one design for it, the message
 * and a button that asks again — the page's address again, or (`inPlace`, inside the
 * list's <template data-load-error>) whatever the island that shows it last asked for.
 */
export function LoadError({
  message,
  retryLabel,
  inPlace = false,
  testId = "load-error",
}: {
  message: string;
  retryLabel: string;
  inPlace?: boolean;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      className="mx-auto flex max-w-xl flex-col items-center gap-5 rounded-xl bg-danger-bg px-6 py-10 text-center ring-1 ring-danger/20"
    >
      <p role="alert" className="text-lg font-medium text-danger">
        {message}
      </p>
      {inPlace ? (
        <button type="button" data-retry className={retryClass}>
          {retryLabel}
        </button>
      ) : (
        <RetryForm label={retryLabel} />
      )}
    </div>
  );
}
