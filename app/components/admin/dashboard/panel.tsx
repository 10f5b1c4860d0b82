/**
 * A titled box of the dashboard, with an optional link or action beside its
 * title; `notice`: something that wants the owner's attention, on wheat.
 */
export function Panel({
  title,
  children,
  action,
  tone = "plain",
  testId,
}: {
  title: string;
  children: React.ReactNode;
  action?: React.ReactNode;
  tone?: "plain" | "notice";
  testId?: string;
}) {
  const look = tone === "notice" ? "bg-wheat-100 ring-honey-400/50" : "bg-white ring-line";
  return (
    <section className={`rounded-lg p-5 ring-1 ${look}`} aria-label={title} data-testid={testId}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-xl">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
