import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestInfoContext } from "#app/context.server.ts";
import type { Database } from "#app/db/db.server.ts";
import { loader } from "#app/routes/admin/subscribers-export.ts";
import { adminContext, origin } from "../support/admin-routes.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";
import { subscriberRow } from "../support/rows.ts";

// The subscriber export as the owner downloads it from the list: the list's
// filter and search, headers and values in the admin's language, Belgrade time,
// a file Excel opens (`;` and a byte-order mark) or plain comma CSV, and no
// value a spreadsheet would run as a formula.

async function download(search: string, locale: "sr" | "en" = "sr") {
  const context = adminContext();
  context.set(requestInfoContext, { requestId: "t", nonce: "n", locale, clientIp: "10.0.0.1" });
  const response = loader({
    request: new Request(`${origin}/admin/subscribers/export.csv${search}`),
    context,
    params: {},
  } as never);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // Decoded as a spreadsheet would, keeping the byte-order mark in sight.
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  return { response, bytes, text, lines: text.split("\r\n").filter(Boolean) };
}

describe.each(dialects)("the subscriber export route on %s", (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await database.db
      .insertInto("newsletter_subscriber")
      .values([
        // 25 November 2026, 13:05 UTC is 14:05 in Belgrade (CET, UTC+1).
        { ...subscriberRow("ana@example.com"), created_at: "2026-11-25T13:05:00.000Z" },
        // 1 July 2026, 22:30 UTC is 00:30 the next day in Belgrade (CEST, UTC+2).
        {
          ...subscriberRow("otisao@example.com"),
          locale: "en",
          status: "unsubscribed",
          created_at: "2026-07-01T08:00:00.000Z",
          unsubscribed_at: "2026-07-01T22:30:00.000Z",
        },
        { ...subscriberRow("=HYPERLINK(1)@example.com"), created_at: "2026-11-20T10:00:00.000Z" },
        { ...subscriberRow("+381@example.com"), created_at: "2026-11-21T10:00:00.000Z" },
        { ...subscriberRow('-"navodnik"@example.com'), created_at: "2026-11-22T10:00:00.000Z" },
        { ...subscriberRow("@kod@example.com"), created_at: "2026-11-23T10:00:00.000Z" },
      ])
      .execute();
  });
  afterAll(async () => {
    await database.close();
  });

  it("exports for Excel by default: `;`, a byte-order mark, Serbian headers and Belgrade time", async () => {
    const { response, bytes, lines } = await download("");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="pretplatnici-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe('\uFEFF"E-adresa";"Jezik";"Status";"Prijavljen";"Odjavljen"');
    expect(lines).toContain('"ana@example.com";"srpski";"aktivan";"25.11.2026. 14:05";""');
    expect(lines).toContain(
      '"otisao@example.com";"engleski";"odjavljen";"01.07.2026. 10:00";"02.07.2026. 00:30"',
    );
    expect(lines.length).toBe(7);
  });

  it("follows the list's status filter and search", async () => {
    const active = await download("?status=active");
    expect(active.text).not.toContain("otisao@example.com");
    expect(active.lines.length).toBe(6);
    expect(active.response.headers.get("content-disposition")).toMatch(/filename="pretplatnici-aktivni-/);
    const unsubscribed = await download("?status=unsubscribed");
    expect(unsubscribed.lines.slice(1).map((l) => l.split(";")[0])).toEqual(['"otisao@example.com"']);
    const searched = await download("?q=ANA%40&status=all");
    expect(searched.lines.slice(1).map((l) => l.split(";")[0])).toEqual(['"ana@example.com"']);
    // A search that matches nothing still gives a file with its header.
    expect((await download("?q=nikoga&status=active")).lines.length).toBe(1);
  });

  it("gives plain comma CSV without a byte-order mark, and English headers and values to an English admin", async () => {
    const { bytes, lines, response } = await download("?format=comma&status=unsubscribed", "en");
    expect(bytes[0]).toBe(0x22); // the opening quote of the first header
    expect(lines[0]).toBe('"Email","Language","Status","Subscribed","Unsubscribed"');
    expect(lines[1]).toBe(
      '"otisao@example.com","English","unsubscribed","01/07/2026, 10:00","02/07/2026, 00:30"',
    );
    expect(response.headers.get("content-disposition")).toMatch(/filename="subscribers-unsubscribed-/);
  });

  it("neutralises values a spreadsheet would run as formulas, and quotes every field", async () => {
    const { text } = await download("?format=comma");
    expect(text).toContain('"\'=HYPERLINK(1)@example.com"');
    expect(text).toContain('"\'+381@example.com"');
    expect(text).toContain('"\'-""navodnik""@example.com"');
    expect(text).toContain('"\'@kod@example.com"');
    // Nothing outside quotes starts with a formula character.
    expect(text).not.toMatch(/(^|[,\r\n])[=+\-@]/);
  });

  it("falls back to the defaults for unknown parameters", async () => {
    const { lines } = await download("?status=izbrisani&format=xls");
    expect(lines[0]).toBe('\uFEFF"E-adresa";"Jezik";"Status";"Prijavljen";"Odjavljen"');
    expect(lines.length).toBe(7);
  });
});
