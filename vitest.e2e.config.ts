import { defineConfig } from "vitest/config";

// End-to-end tests: the production build served by server/main.ts on
// 127.0.0.1 with a fresh data folder and the demo content, driven in the
// system Chromium. Run `npm run build` first (script/test does).
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts", "tests/security/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/support/server-global-setup.ts"],
    setupFiles: ["tests/support/setup.ts"],
    pool: "forks",
    // Three files at once on two cores: with two, a fifth of the time went idle (the
    // browser waiting on the overlay, polls and the server), and the suite took 935 s;
    // with three, 772 s, each file 10–25 % slower (2026-11-29, one machine, one hour).
    maxWorkers: 3,
    testTimeout: 60_000,
    // A busy CI machine can take seconds to re-render after a request; polls wait for it.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 180_000,
  },
});
