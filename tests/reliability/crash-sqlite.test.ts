import { expect, it } from "vitest";
import { expectNoLoss, runCrashLanes } from "./support/crash.ts";
import { prepareSite } from "./support/site.ts";

// Issue 10 (Data): at least 200 kills on SQLite; CRASH_KILLS sets another count,
// CRASH_LANES how many sites are killed side by side.
const kills = Number(process.env.CRASH_KILLS ?? 200);
const lanes = Number(process.env.CRASH_LANES ?? 2);

it(`keeps every acknowledged write through ${kills} SIGKILLs on SQLite`, async () => {
  const report = await runCrashLanes(() => prepareSite("sqlite"), { kills, lanes });
  console.log(`crash report (sqlite): ${JSON.stringify(report)}`);
  expectNoLoss(report, kills);
  expect(report.integrity).toBe("ok");
});
