// bench/results.md is partly written by hand (what the figures mean, earlier runs)
// and partly by `npm run bench`: the run replaces only what stands between the two
// markers, so the hand-written text around them stays.

export const benchStart = "<!-- bench:start -->";
export const benchEnd = "<!-- bench:end -->";

/**
 * The results file with `section` between the markers. A file without them (or
 * none at all) keeps what it has and gets the marked section at its end.
 */
export function withBenchSection(existing: string | undefined, section: string): string {
  const marked = `${benchStart}\n${section.trim()}\n${benchEnd}`;
  if (!existing?.trim()) return `# Benchmark results\n\n${marked}\n`;
  const start = existing.indexOf(benchStart);
  const end = existing.indexOf(benchEnd, start + benchStart.length);
  if (start < 0 || end < 0) return `${existing.trimEnd()}\n\n${marked}\n`;
  return `${existing.slice(0, start)}${marked}${existing.slice(end + benchEnd.length)}`;
}
