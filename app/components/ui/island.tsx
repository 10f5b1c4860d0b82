import type { IslandName } from "#app/islands/names.ts";
import { useRootData } from "#app/root-data.ts";

/**
 * The script of a public page's interactive part, beside the part itself (decision
 * 0035): a module, so it runs once the HTML is parsed, and once per page however
 * many parts use it.
 */
export function Island({ name }: { name: IslandName }) {
  const src = useRootData()?.islands[name];
  return src ? <script type="module" src={src} /> : null;
}
