import type { Settings } from "#app/schemas/settings.ts";

// "Today" is the workshop's today: Europe/Belgrade, whatever the server's zone.

export type WeekPart = "weekdays" | "saturday" | "sunday";

export interface OpeningStatus {
  day: WeekPart;
  open: boolean;
}

function minutes(hhmm: string): number {
  const [h = "0", m = "0"] = hhmm.split(":");
  return Number(h) * 60 + Number(m);
}

export function openingStatus(hours: Settings["workingHours"], now: Date = new Date()): OpeningStatus {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Belgrade",
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const weekday = get("weekday");
  const day: WeekPart = weekday === "Sat" ? "saturday" : weekday === "Sun" ? "sunday" : "weekdays";
  const today = hours[day];
  const at = Number(get("hour")) * 60 + Number(get("minute"));
  return { day, open: Boolean(today && at >= minutes(today.open) && at < minutes(today.close)) };
}
