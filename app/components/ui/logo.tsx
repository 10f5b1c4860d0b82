// The wordmark: a wheat grain and the brand name set in the heading serif.
export function Logo({ brand, tagline }: { brand: string; tagline?: string }) {
  return (
    <span className="flex items-center gap-2.5">
      <svg
        viewBox="0 0 40 40"
        width="36"
        height="36"
        aria-hidden="true"
        focusable="false"
        className="shrink-0"
      >
        <circle cx="20" cy="20" r="19" fill="var(--color-olive-700)" />
        <path d="M20 31V15" stroke="var(--color-wheat-200)" strokeWidth="1.8" strokeLinecap="round" />
        <path d="M20 15c0-4 2.6-6.6 5.4-7.6-.3 4-2.2 6.8-5.4 7.6z" fill="var(--color-honey-400)" />
        <path d="M20 15c0-4-2.6-6.6-5.4-7.6.3 4 2.2 6.8 5.4 7.6z" fill="var(--color-wheat-200)" />
        <path d="M20 22c1.4-3.4 4.2-5.2 7.2-5.4-.8 3.4-3.4 5.4-7.2 5.4z" fill="var(--color-wheat-200)" />
        <path d="M20 22c-1.4-3.4-4.2-5.2-7.2-5.4.8 3.4 3.4 5.4 7.2 5.4z" fill="var(--color-honey-400)" />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="font-serif text-2xl font-semibold tracking-tight text-olive-800">{brand}</span>
        {tagline ? <span className="mt-1 hidden text-xs text-muted sm:block">{tagline}</span> : null}
      </span>
    </span>
  );
}
