import { expect, it } from "vitest";
import { expectNoLoss, runCrashTest } from "./support/crash.ts";
import { prepareSite } from "./support/site.ts";

// Issue 10 (Data): at least 50 kills on PostgreSQL; CRASH_KILLS sets another count.
const kills = Number(process.env.CRASH_KILLS ?? 50);

it(`keeps every acknowledged write through ${kills} SIGKILLs on PostgreSQL`, async () => {
  const report = await runCrashTest(await prepareSite("postgres"), { kills });
  console.log(`crash report (postgres): ${JSON.stringify(report)}`);
  expectNoLoss(report, kills);
  expect(report.integrity).toBe("not applicable");
});
