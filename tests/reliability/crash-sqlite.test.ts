import { expect, it } from "vitest";
import { expectNoLoss, runCrashTest } from "./support/crash.ts";
import { prepareSite } from "./support/site.ts";

// Issue 10 (Data): at least 200 kills on SQLite; CRASH_KILLS sets another count.
const kills = Number(process.env.CRASH_KILLS ?? 200);

it(`keeps every acknowledged write through ${kills} SIGKILLs on SQLite`, async () => {
  const report = await runCrashTest(await prepareSite("sqlite"), { kills });
  console.log(`crash report (sqlite): ${JSON.stringify(report)}`);
  expectNoLoss(report, kills);
  expect(report.integrity).toBe("ok");
});
