import { expect, it } from "vitest";
import { expectNoLoss, runCrashLanes } from "./support/crash.ts";
import { prepareSite } from "./support/site.ts";

// Issue 10 (Data): at least 50 kills on PostgreSQL; CRASH_KILLS sets another count,
// CRASH_LANES how many sites are killed side by side.
const kills = Number(process.env.CRASH_KILLS ?? 50);
const lanes = Number(process.env.CRASH_LANES ?? 1);

it(`keeps every acknowledged write through ${kills} SIGKILLs on PostgreSQL`, async () => {
  const report = await runCrashLanes(() => prepareSite("postgres"), { kills, lanes });
  console.log(`crash report (postgres): ${JSON.stringify(report)}`);
  expectNoLoss(report, kills);
  expect(report.integrity).toBe("not applicable");
});
