/** A titled box of the dashboard, with an optional link or action beside its title. */
export function Panel({
  title,
  children,
  action,
}: {
  title: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <section className="rounded-lg bg-white p-5 ring-1 ring-line" aria-label={title}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-xl">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
