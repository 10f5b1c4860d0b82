import { describe, expect, it } from "vitest";
import { shownCampaignStatus } from "./campaign-status.ts";

describe("the campaign status the owner reads", () => {
  const now = Date.parse("2026-11-28T10:00:00.000Z");
  it("says a scheduled campaign whose time has come is starting", () => {
    expect(shownCampaignStatus({ status: "scheduled", date: "2026-11-28T09:59:59.000Z" }, now)).toBe(
      "starting",
    );
    expect(shownCampaignStatus({ status: "scheduled", date: "2026-11-28T10:00:00.000Z" }, now)).toBe(
      "starting",
    );
  });
  it("keeps every other status as it is", () => {
    expect(shownCampaignStatus({ status: "scheduled", date: "2026-11-28T10:00:01.000Z" }, now)).toBe(
      "scheduled",
    );
    for (const status of ["draft", "sending", "sent"])
      expect(shownCampaignStatus({ status, date: "2026-11-27T10:00:00.000Z" }, now)).toBe(status);
  });
});
