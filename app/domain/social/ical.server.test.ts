import { describe, expect, it } from "vitest";
import { escapeText, foldLine, utcDateTime, writeCalendar } from "./ical.server.ts";

// The feed's writer against RFC 5545: TEXT escaping (§3.3.11), UTC date-times
// (§3.3.5), lines of at most 75 octets folded with CRLF and a space (§3.1).

describe("the iCalendar writer", () => {
  it("escapes backslash, semicolon, comma and line breaks in text", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("writes date-times in UTC with a Z", () => {
    expect(utcDateTime(new Date("2030-01-15T09:00:00.000Z"))).toBe("20300115T090000Z");
  });

  it("folds at 75 octets without cutting a UTF-8 character, and unfolds to the same text", () => {
    const line = `DESCRIPTION:${"čćšžđ ".repeat(40)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(" ")).toBe(true);
    // No replacement characters: every part is whole UTF-8.
    for (const part of parts) expect(Buffer.from(part, "utf8").toString("utf8")).toBe(part);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
  });

  it("writes a calendar with CRLF line ends and one event per entry", () => {
    const text = writeCalendar({
      productId: "-//Zrnce//Test//SR",
      name: "Kalendar",
      events: [
        {
          uid: "social-post-1@zrnce.rs",
          start: new Date("2030-01-15T09:00:00Z"),
          stamp: new Date("2029-12-01T08:00:00Z"),
          summary: "Instagram: Heljdino brašno, novo",
          description: "Prvi red\nDrugi red; kraj",
          url: "https://zrnce.rs/admin/social-media-content?id=1",
        },
      ],
    });
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.replace(/\r\n /g, "").split("\r\n");
    expect(lines).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Zrnce//Test//SR",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "X-WR-CALNAME:Kalendar",
      "BEGIN:VEVENT",
      "UID:social-post-1@zrnce.rs",
      "DTSTAMP:20291201T080000Z",
      "DTSTART:20300115T090000Z",
      "SUMMARY:Instagram: Heljdino brašno\\, novo",
      "DESCRIPTION:Prvi red\\nDrugi red\\; kraj",
      "URL:https://zrnce.rs/admin/social-media-content?id=1",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ]);
  });
});
