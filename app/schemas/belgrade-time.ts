// Times the owner enters and reads (an article's publication, a post's planned
// time) are Belgrade wall-clock times, in <input type="datetime-local">'s form;
// they are stored as ISO UTC.

const zone = "Europe/Belgrade";

/** Minutes Belgrade is ahead of UTC at an instant. */
function zoneOffsetMinutes(instant: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - instant) / 60000);
}

/** "2026-12-01T09:30" on a Belgrade wall clock → ISO UTC, or null. */
export function belgradeLocalToIso(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(wall)) return null;
  let instant = wall - zoneOffsetMinutes(wall) * 60000;
  instant = wall - zoneOffsetMinutes(instant) * 60000;
  return new Date(instant).toISOString();
}

/** ISO UTC → the Belgrade wall clock a datetime-local input shows. */
export function isoToBelgradeLocal(iso: string | null): string {
  if (!iso) return "";
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return "";
  return new Date(instant + zoneOffsetMinutes(instant) * 60000).toISOString().slice(0, 16);
}
