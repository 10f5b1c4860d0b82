/** The band every public page opens with, under the fixed header. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-linen pt-32 pb-16 sm:pt-36 sm:pb-20">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 h-80 w-80 rounded-full bg-wheat-200/50 blur-3xl"
      />
      <div className="relative mx-auto max-w-page px-5 sm:px-8">
        {eyebrow ? (
          <p className="mb-3 text-xs font-semibold uppercase tracking-[0.16em] text-honey-700">{eyebrow}</p>
        ) : null}
        <h1 className="max-w-3xl text-4xl sm:text-5xl">{title}</h1>
        {intro ? <p className="mt-5 max-w-2xl text-lg text-muted">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
