export function Badge({
  children,
  tone = "olive",
}: {
  children: React.ReactNode;
  tone?: "olive" | "honey" | "terracotta" | "wheat";
}) {
  const tones = {
    olive: "bg-olive-700 text-cream",
    honey: "bg-honey-400 text-olive-900",
    terracotta: "bg-terracotta-600 text-white",
    wheat: "bg-wheat-100 text-olive-800 ring-1 ring-wheat-300",
  } as const;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
