import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The address of each island script (vite.config.ts writes build/client/islands.json).
// Under the dev server, Vite serves the source file itself.

import { type IslandName, islandNames } from "./names.ts";

let manifest: Record<string, string> | undefined;

function built(): Record<string, string> {
  if (!manifest) {
    // Beside the server build (build/server/index.js), or from the project folder.
    const places = [
      fileURLToPath(new URL("../client/islands.json", import.meta.url)),
      path.join(process.cwd(), "build/client/islands.json"),
    ];
    for (const place of places) {
      try {
        manifest = JSON.parse(readFileSync(place, "utf8")) as Record<string, string>;
        break;
      } catch {
        // Not there: the next place.
      }
    }
    manifest ??= {};
  }
  return manifest;
}

export function islandSrc(name: IslandName): string {
  if (process.env.NODE_ENV !== "production") return `/app/islands/${name}.ts`;
  return built()[name] ?? `/app/islands/${name}.ts`;
}

export function islandSources(): Record<IslandName, string> {
  return Object.fromEntries(islandNames.map((n) => [n, islandSrc(n)])) as Record<IslandName, string>;
}
