// A small iCalendar (RFC 5545) writer for the content calendar feed. No maintained
// iCal library is installed (decision 0046), and a feed of events needs little:
// text escaping (§3.3.11), UTC date-times (§3.3.5), lines folded at 75 octets
// without splitting a UTF-8 character (§3.1), and CRLF line ends.

export interface CalendarEvent {
  /** Globally unique and stable: the same post is the same event at every fetch. */
  uid: string;
  start: Date;
  /** Optional; without it the event is a point in time (DTSTART only). */
  end?: Date;
  summary: string;
  description?: string;
  url?: string;
  /** Last change, as DTSTAMP. */
  stamp: Date;
}

export interface Calendar {
  /** PRODID: who wrote the feed. */
  productId: string;
  name: string;
  events: CalendarEvent[];
}

/** TEXT values: backslash, semicolon, comma escaped, line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** 20261127T213000Z */
export function utcDateTime(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * One content line folded so no line is longer than 75 octets: each continuation
 * starts with a space, and a multi-byte character is never cut.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    // The first line holds 75 octets; later ones 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function writeCalendar(calendar: Calendar): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(calendar.productId)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
  ];
  for (const event of calendar.events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${utcDateTime(event.stamp)}`,
      `DTSTART:${utcDateTime(event.start)}`,
    );
    if (event.end) lines.push(`DTEND:${utcDateTime(event.end)}`);
    lines.push(`SUMMARY:${escapeText(event.summary)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    // A URI value is not TEXT: it is written as it is (RFC 5545 §3.3.13).
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
