import { describe, expect, it } from "vitest";
import { defaultSettings } from "#app/schemas/settings-defaults.ts";
import { openingStatus } from "./opening-hours.server.ts";

const hours = defaultSettings.workingHours;

describe("openingStatus in Europe/Belgrade time", () => {
  it("is open on a weekday between 9:00 and 17:00 local time, closed at 17:00", () => {
    // 2026-11-18 is a Wednesday; Belgrade is UTC+1 in November.
    expect(openingStatus(hours, new Date("2026-11-18T08:00:00Z"))).toEqual({ day: "weekdays", open: true });
    expect(openingStatus(hours, new Date("2026-11-18T07:59:00Z"))).toEqual({ day: "weekdays", open: false });
    expect(openingStatus(hours, new Date("2026-11-18T16:00:00Z"))).toEqual({ day: "weekdays", open: false });
  });
  it("keeps Saturday to 9:00–14:00 and Sunday closed", () => {
    expect(openingStatus(hours, new Date("2026-11-21T12:59:00Z"))).toEqual({ day: "saturday", open: true });
    expect(openingStatus(hours, new Date("2026-11-21T13:00:00Z"))).toEqual({ day: "saturday", open: false });
    expect(openingStatus(hours, new Date("2026-11-22T10:00:00Z"))).toEqual({ day: "sunday", open: false });
  });
  it("follows summer time (UTC+2)", () => {
    // 2026-07-15 is a Wednesday: 06:30 UTC is 8:30 in Belgrade.
    expect(openingStatus(hours, new Date("2026-07-15T06:30:00Z")).open).toBe(false);
    expect(openingStatus(hours, new Date("2026-07-15T07:00:00Z")).open).toBe(true);
  });
});
