import { currentContentVersion } from "./version.server.ts";

// Data every public page reads (settings, say) kept for one content version, so
// a render does not query it again; like the page cache it follows the version in
// the database, so instances sharing it agree within a quarter of a second.

const entries = new Map<string, { version: number; value: Promise<unknown> }>();

export async function cachedForContentVersion<T>(key: string, load: () => Promise<T>): Promise<T> {
  const version = await currentContentVersion();
  const entry = entries.get(key);
  if (entry && entry.version === version) return entry.value as Promise<T>;
  // The version is read before loading: a change during the load leaves the copy stale, never wrong.
  const value = load();
  entries.set(key, { version, value });
  // A failed load is not kept: the next request tries again.
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

/** For tests: forget what this instance keeps. */
export function forgetCachedData(key?: string): void {
  if (key === undefined) entries.clear();
  else entries.delete(key);
}
