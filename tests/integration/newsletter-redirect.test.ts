import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requestInfoContext } from "#app/context.server.ts";
import { action } from "#app/routes/resources/newsletter.ts";
import { dialects, useTestDatabase } from "../support/databases.ts";

// The newsletter form without JavaScript: a plain form post is sent back to the page it
// came from (read from the Referer), with the outcome in the URL. Issue 24, point 13:
// that way back never leads off the site, whatever the Referer says.

const site = "http://localhost:3000";
let ip = 0;

async function post(referer: string, fields: Record<string, string>, clientIp = `10.9.0.${++ip}`) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId: "t", nonce: "n", locale: "sr", clientIp });
  return (await action({
    request: new Request(`${site}/newsletter`, {
      method: "POST",
      body: new URLSearchParams({ placement: "footer", ...fields }),
      headers: { origin: site, referer },
    }),
    context,
    params: {},
  } as never)) as Response;
}

async function subscribeFrom(referer: string, email: string) {
  const response = await post(referer, { email });
  expect(response.status).toBe(303);
  return response.headers.get("location") ?? "";
}

describe.each(dialects)("the newsletter's way back on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  it("goes back to the page of this site it came from", async () => {
    expect(await subscribeFrom(`${site}/proizvodi?category=vegan`, "citalac@example.com")).toBe(
      "/proizvodi?category=vegan&newsletter=ok&at=footer#newsletter-footer",
    );
    const row = await database.db
      .selectFrom("newsletter_subscriber")
      .select("email")
      .where("email", "=", "citalac@example.com")
      .executeTakeFirst();
    expect(row?.email).toBe("citalac@example.com");
  });

  it("never points off the site, whatever the Referer's path", async () => {
    let n = 0;
    for (const referer of [
      `${site}//evil.example/x`,
      `${site}/.//evil.example`,
      `${site}/%2e//evil.example`,
      `${site}/\\evil.example`,
      `${site}/x/..//evil.example?a=1`,
      "https://evil.example/newsletter",
      "not a url",
    ]) {
      const location = await subscribeFrom(referer, `put-${++n}@example.com`);
      expect(location, referer).toBe("/?newsletter=ok&at=footer#newsletter-footer");
      expect(new URL(location, site).origin, referer).toBe(site);
    }
  });

  it("says 'try again later' when one address signs up too often, with or without JavaScript", async () => {
    const from = "10.9.9.9";
    let n = 0;
    const next = () => ({ email: `cesto-${++n}@example.com` });
    // Five sign-ups in the window (FORM_RATE_LIMIT_MAX's default), then refused.
    for (let i = 0; i < 5; i++) expect((await post(`${site}/`, next(), from)).status).toBe(303);
    const plain = await post(`${site}/`, next(), from);
    expect(plain.headers.get("location")).toBe("/?newsletter=limited&at=footer#newsletter-footer");
    const enhanced = await post(`${site}/`, { ...next(), enhanced: "1" }, from);
    expect(enhanced.status).toBe(429);
    expect(await enhanced.json()).toEqual({ ok: false, error: "limited" });
    // Another address is not held back.
    expect(await subscribeFrom(`${site}/`, "drugi@example.com")).toBe(
      "/?newsletter=ok&at=footer#newsletter-footer",
    );
  });
});
