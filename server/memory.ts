// The memory of a small server (docs/decisions/0036-memory-of-a-small-server.md).
// V8 sizes its heap from the machine's memory: on a large machine it lets garbage
// pile up to gigabytes before collecting, and glibc keeps one malloc arena per
// thread. Both are set before the process starts, so the server starts itself
// again once, in the same process (same pid, same output), with them set. What an
// operator has already set in NODE_OPTIONS or MALLOC_ARENA_MAX is kept as it is.

/** Old generation in MB: what V8 gives itself on a 1 GB machine; live data is about 50 MB. */
export const maxOldSpaceMb = 256;
/**
 * Young generation's semi-space in MB, V8's own on a large machine: with a capped old
 * generation V8 would shrink it to 2 MB, and renders in flight would be promoted
 * and collected as old objects (6 ms of collection per uncached page against 3).
 */
export const maxSemiSpaceMb = 16;

/** The environment to start with, or undefined when the settings are already in place. */
export function smallServerEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv | undefined {
  if (env.MALLOC_ARENA_MAX !== undefined) return undefined;
  const options = env.NODE_OPTIONS?.trim() ?? "";
  const added = [
    /--max-old-space-size\b/.test(options) ? "" : `--max-old-space-size=${maxOldSpaceMb}`,
    /--max-semi-space-size\b/.test(options) ? "" : `--max-semi-space-size=${maxSemiSpaceMb}`,
  ];
  return {
    ...env,
    MALLOC_ARENA_MAX: "2",
    NODE_OPTIONS: [options, ...added].filter(Boolean).join(" "),
  };
}

/** Starts this process again with smallServerEnv, once; returns only when it does not. */
export function restartWithSmallServerMemory(): void {
  if (process.env.NODE_ENV === "development" || typeof process.execve !== "function") return;
  const env = smallServerEnv(process.env);
  if (!env) return;
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], env);
}
