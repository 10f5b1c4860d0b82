import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/db.server.ts";
import { getNotifications, markSeen } from "#app/domain/admin/notifications.server.ts";
import { listRecentAudit } from "#app/domain/audit/audit.server.ts";
import { changeAdminEmail, changeAdminPassword } from "#app/domain/auth/account.server.ts";
import { getAdminSession, resetAuth, upsertAdmin } from "#app/domain/auth/auth.server.ts";
import { signInAdmin, signOutAdmin } from "#app/domain/auth/sign-in.server.ts";
import {
  disableTwoFactor,
  isTwoFactorEnabled,
  startTwoFactorSetup,
  verifyTwoFactorCode,
} from "#app/domain/auth/two-factor.server.ts";
import { listMessages, openMessage, setMessageStatus } from "#app/domain/contact/inbox.server.ts";
import { getShopClicks } from "#app/domain/dashboard/counts.server.ts";
import {
  listSubscribers,
  streamSubscribersCsv,
  unsubscribeById,
} from "#app/domain/newsletter/subscriber-admin.server.ts";
import { hitRateLimit } from "#app/domain/security/rate-limit.server.ts";
import { getSettings, saveSettings } from "#app/domain/settings/settings.server.ts";
import { cookieOf, signInRequest } from "../support/admin-routes.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";
import { bareProductRow, subscriberRow } from "../support/rows.ts";
import { totp } from "../support/totp.ts";

/** Who the audit log says made the changes. */
const actor = "owner@zrnce.rs";

// Failed sign-ins allowed before 429 in this file (read when the environment is first parsed).
process.env.AUTH_RATE_LIMIT_MAX = "3";
process.env.AUTH_RATE_LIMIT_WINDOW_SECONDS = "600";

const request = signInRequest;

describe.each(dialects)("admin foundation on %s", (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await upsertAdmin("owner@zrnce.rs", "first-password-123");
  });
  afterAll(async () => {
    await database.close();
  });
  const ownerId = async () =>
    (
      await database.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", "owner@zrnce.rs")
        .executeTakeFirstOrThrow()
    ).id;

  it("signs in with the right password and the session cookie then identifies the admin", async () => {
    const result = await signInAdmin({
      email: "Owner@Zrnce.rs",
      password: "first-password-123",
      request: request(),
      clientIp: "10.0.0.1",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const session = await getAdminSession(request(cookieOf(result.headers)));
    expect(session?.email).toBe("owner@zrnce.rs");
    expect(await getAdminSession(request())).toBeNull();
    expect(await getAdminSession(request("better-auth.session_token=forged.value"))).toBeNull();
  });

  it("answers a wrong password and an unknown email the same way", async () => {
    const wrong = await signInAdmin({
      email: "owner@zrnce.rs",
      password: "nope-nope-nope",
      request: request(),
      clientIp: "10.0.0.2",
    });
    const unknown = await signInAdmin({
      email: "nobody@zrnce.rs",
      password: "nope-nope-nope",
      request: request(),
      clientIp: "10.0.0.3",
    });
    expect(wrong).toEqual({ ok: false, reason: "invalid" });
    expect(unknown).toEqual({ ok: false, reason: "invalid" });
  });

  it("throttles repeated failures per address, even for the right password, and across a restart", async () => {
    const ip = "203.0.113.9";
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await signInAdmin({
            email: "owner@zrnce.rs",
            password: `wrong-${i}-password`,
            request: request(),
            clientIp: ip,
          })
        ).ok,
      ).toBe(false);
    }
    const fourth = await signInAdmin({
      email: "owner@zrnce.rs",
      password: "wrong-3-password",
      request: request(),
      clientIp: ip,
    });
    expect(fourth).toMatchObject({ ok: false, reason: "throttled" });
    // A "restart": a new auth instance reads the same counters from the database.
    resetAuth();
    const right = await signInAdmin({
      email: "owner@zrnce.rs",
      password: "first-password-123",
      request: request(),
      clientIp: ip,
    });
    expect(right).toMatchObject({ ok: false, reason: "throttled" });
    // Another address is not affected.
    expect(
      (
        await signInAdmin({
          email: "owner@zrnce.rs",
          password: "first-password-123",
          request: request(),
          clientIp: "203.0.113.10",
        })
      ).ok,
    ).toBe(true);
  });

  it("counts rate-limit windows in the database and starts a new window when one ends", async () => {
    const key = `test:${randomUUID()}`;
    const t0 = new Date("2026-11-21T10:00:00.000Z");
    expect((await hitRateLimit(key, 2, 60, t0)).allowed).toBe(true);
    expect((await hitRateLimit(key, 2, 60, new Date(t0.getTime() + 1000))).allowed).toBe(true);
    const third = await hitRateLimit(key, 2, 60, new Date(t0.getTime() + 2000));
    expect(third).toMatchObject({ allowed: false, count: 3, retryAfter: 58 });
    expect((await hitRateLimit(key, 2, 60, new Date(t0.getTime() + 61_000))).count).toBe(1);
  });

  it("ends the other sessions when the password changes, and the old password stops working", async () => {
    const a = await signInAdmin({
      email: "owner@zrnce.rs",
      password: "first-password-123",
      request: request(),
      clientIp: "10.1.0.1",
    });
    const b = await signInAdmin({
      email: "owner@zrnce.rs",
      password: "first-password-123",
      request: request(),
      clientIp: "10.1.0.2",
    });
    if (!a.ok || !b.ok) throw new Error("sign-in failed");
    const account = { userId: await ownerId(), email: "owner@zrnce.rs" };
    const wrong = await changeAdminPassword({
      account,
      request: request(cookieOf(a.headers)),
      currentPassword: "not-it-at-all",
      newPassword: "second-password-456",
    });
    expect(wrong).toEqual({ ok: false, reason: "wrongPassword" });
    const changed = await changeAdminPassword({
      account,
      request: request(cookieOf(a.headers)),
      currentPassword: "first-password-123",
      newPassword: "second-password-456",
    });
    expect(changed.ok).toBe(true);
    if (!changed.ok) return;
    expect(await getAdminSession(request(cookieOf(b.headers)))).toBeNull();
    expect(await getAdminSession(request(cookieOf(changed.headers)))).not.toBeNull();
    expect(
      (
        await signInAdmin({
          email: "owner@zrnce.rs",
          password: "first-password-123",
          request: request(),
          clientIp: "10.1.0.3",
        })
      ).ok,
    ).toBe(false);
    expect(
      (
        await signInAdmin({
          email: "owner@zrnce.rs",
          password: "second-password-456",
          request: request(),
          clientIp: "10.1.0.3",
        })
      ).ok,
    ).toBe(true);
  });

  it("kills the session on sign-out and after its absolute lifetime", async () => {
    const a = await signInAdmin({
      email: "owner@zrnce.rs",
      password: "second-password-456",
      request: request(),
      clientIp: "10.2.0.1",
    });
    if (!a.ok) throw new Error("sign-in failed");
    const cookie = cookieOf(a.headers);
    await signOutAdmin(request(cookie));
    expect(await getAdminSession(request(cookie))).toBeNull();

    const b = await signInAdmin({
      email: "owner@zrnce.rs",
      password: "second-password-456",
      request: request(),
      clientIp: "10.2.0.1",
    });
    if (!b.ok) throw new Error("sign-in failed");
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await (database.db as any)
      .updateTable("session")
      .set({ createdAt: dialect === "postgres" ? eightDaysAgo : eightDaysAgo.toISOString() })
      .execute();
    expect(await getAdminSession(request(cookieOf(b.headers)))).toBeNull();
    // A failed sign-out is swallowed.
    await expect(signOutAdmin(request("better-auth.session_token=garbage"))).resolves.toBeInstanceOf(Headers);
  });

  it("changes the sign-in email unless another admin has it", async () => {
    await upsertAdmin("helper@zrnce.rs", "helper-password-1");
    const owner = { userId: await ownerId(), email: "owner@zrnce.rs" };
    expect(await changeAdminEmail(owner, "helper@zrnce.rs")).toBe("taken");
    expect(await changeAdminEmail(owner, "Vlasnik@Zrnce.rs")).toBe("changed");
    expect(
      (
        await signInAdmin({
          email: "vlasnik@zrnce.rs",
          password: "second-password-456",
          request: request(),
          clientIp: "10.3.0.1",
        })
      ).ok,
    ).toBe(true);
  });

  it("saves settings that the public site reads at once, and records who changed them", async () => {
    const before = await getSettings();
    await saveSettings(
      { ...before, brandName: "Zrnce Test", overlay: { initialMs: 0, navigationMs: 0 } },
      actor,
    );
    const after = await getSettings();
    expect(after.brandName).toBe("Zrnce Test");
    expect(after.overlay).toEqual({ initialMs: 0, navigationMs: 0 });
    expect(after.address).toEqual(before.address);
    const [last] = await listRecentAudit(1);
    expect(last).toMatchObject({ actor: "owner@zrnce.rs", action: "update", entity: "settings" });
  });

  it("lists, opens (marking read), searches and archives contact messages", async () => {
    const now = Date.now();
    const rows = ["Ana Jovanović", "Petar Đorđević", "Marko Marković"].map((name, i) => ({
      id: randomUUID(),
      name,
      email: `m${i}@example.com`,
      phone: null,
      subject: "general",
      message: i === 1 ? "Pitanje o čokoladnom namazu" : "Zdravo!",
      locale: "sr" as const,
      product_id: null,
      status: "unread" as const,
      mail_status: "sent" as const,
      created_at: new Date(now - i * 60_000).toISOString(),
    }));
    await database.db.insertInto("contact_message").values(rows).execute();
    const inbox = await listMessages({});
    expect(inbox.messages.map((m) => m.name)).toEqual(["Ana Jovanović", "Petar Đorđević", "Marko Marković"]);
    expect((await listMessages({ query: "djordjevic" })).messages.map((m) => m.name)).toEqual([
      "Petar Đorđević",
    ]);
    expect((await listMessages({ query: "cokoladnom" })).total).toBe(1);
    const opened = await openMessage(rows[0]!.id);
    expect(opened?.status).toBe("read");
    expect((await listMessages({ status: "unread" })).total).toBe(2);
    expect(await setMessageStatus(rows[1]!.id, "archived", actor)).toBe(true);
    expect((await listMessages({})).total).toBe(2);
    expect((await listMessages({ status: "archived" })).messages[0]?.name).toBe("Petar Đorđević");
    expect(await setMessageStatus(randomUUID(), "archived", actor)).toBe(false);
  });

  it("shows new messages and subscribers in the bell until the admin looks", async () => {
    const owner = await database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "vlasnik@zrnce.rs")
      .executeTakeFirstOrThrow();
    const before = await getNotifications(owner.id);
    expect(before.messages.length).toBe(1); // one message is still unread
    await database.db.insertInto("newsletter_subscriber").values(subscriberRow("nova@example.com")).execute();
    expect((await getNotifications(owner.id)).subscribers.map((s) => s.email)).toContain("nova@example.com");
    await markSeen(owner.id, "messages");
    await markSeen(owner.id, "subscribers");
    expect((await getNotifications(owner.id)).total).toBe(0);
  });

  it("lists, searches and unsubscribes subscribers, and streams all of them as CSV", async () => {
    const base = Date.parse("2026-01-01T00:00:00.000Z");
    const many = Array.from({ length: 2500 }, (_, i) => ({
      id: randomUUID(),
      email: i === 7 ? "=cmd@example.com" : `reader${i}@example.com`,
      locale: (i % 2 ? "en" : "sr") as "sr" | "en",
      status: "active" as const,
      token: randomUUID(),
      created_at: new Date(base + Math.floor(i / 3) * 1000).toISOString(),
      unsubscribed_at: null,
    }));
    for (let i = 0; i < many.length; i += 500)
      await database.db
        .insertInto("newsletter_subscriber")
        .values(many.slice(i, i + 500))
        .execute();
    const found = await listSubscribers({ query: "reader42@" });
    expect(found.subscribers.map((s) => s.email)).toEqual(["reader42@example.com"]);
    expect(await unsubscribeById(found.subscribers[0]!.id, actor)).toBe(true);
    expect(await unsubscribeById(found.subscribers[0]!.id, actor)).toBe(false);
    expect((await listSubscribers({ status: "unsubscribed" })).total).toBe(1);

    const bytes = new Uint8Array(
      await new Response(streamSubscribersCsv({ locale: "sr", batchSize: 300 })).arrayBuffer(),
    );
    // A byte-order mark, so spreadsheet programs read the file as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toBe('"E-adresa";"Jezik";"Status";"Prijavljen";"Odjavljen"');
    expect(lines.length).toBe(1 + 2500 + 1); // header, the batch, and the bell test's subscriber
    expect(new Set(lines).size).toBe(lines.length);
    expect(text).toContain('"\'=cmd@example.com"');
    expect(text).toContain('"reader42@example.com";"srpski";"odjavljen"');
  });

  it("counts shop click-throughs per shop and product over the last 30 days", async () => {
    await database.db
      .insertInto("product")
      .values({ ...bareProductRow("heljdino-brasno", "2026-01-01T00:00:00.000Z"), published_at: null })
      .execute();
    await database.db
      .insertInto("product_translation")
      .values([
        {
          product_id: "heljdino-brasno",
          locale: "sr",
          name: "Heljdino brašno",
          short_description: "",
          description: "",
          ingredients: "",
          search_text: "",
          search_title: "",
          search_summary: "",
        },
        {
          product_id: "heljdino-brasno",
          locale: "en",
          name: "Buckwheat Flour",
          short_description: "",
          description: "",
          ingredients: "",
          search_text: "",
          search_title: "",
          search_summary: "",
        },
      ])
      .execute();
    const now = new Date("2026-11-21T12:00:00.000Z");
    const at = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    const click = (shop: string, name: string, host: string) => ({
      id: randomUUID(),
      product_id: "heljdino-brasno",
      shop,
      shop_name: name,
      shop_host: host,
    });
    await database.db
      .insertInto("shop_click")
      .values([
        { ...click("1", "Zdrava korpa", "zdravakorpa.rs"), created_at: at(3) },
        { ...click("2", "Eko pijaca", "ekopijaca.rs"), created_at: at(1) },
        { ...click("2", "Eko pijaca", "ekopijaca.rs"), created_at: at(2) },
        { ...click("1", "Zdrava korpa", "zdravakorpa.rs"), created_at: at(45) },
      ])
      .execute();
    const clicks = await getShopClicks({ locale: "en", now });
    expect(clicks.byShop).toEqual([
      { name: "Eko pijaca", clicks: 2 },
      { name: "Zdrava korpa", clicks: 1 },
    ]);
    expect(clicks.byProduct).toEqual([{ productId: "heljdino-brasno", name: "Buckwheat Flour", clicks: 3 }]);
  });
});

describe.each(dialects)("two-factor sign-in on %s", (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await upsertAdmin("owner@zrnce.rs", "owner-password-123");
  });
  afterAll(async () => {
    await database.close();
  });

  it("turns on with a confirmed code, then asks for a code after the password", async () => {
    const first = await signInAdmin({
      email: "owner@zrnce.rs",
      password: "owner-password-123",
      request: request(),
      clientIp: "10.9.0.1",
    });
    if (!first.ok) throw new Error("sign-in failed");
    const owner = await database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "owner@zrnce.rs")
      .executeTakeFirstOrThrow();
    const account = { userId: owner.id, email: "owner@zrnce.rs" };
    expect(
      await startTwoFactorSetup({
        request: request(cookieOf(first.headers)),
        password: "wrong-password!",
        brand: "Zrnce",
      }),
    ).toEqual({ ok: false, reason: "wrongPassword" });
    const setup = await startTwoFactorSetup({
      request: request(cookieOf(first.headers)),
      password: "owner-password-123",
      brand: "Zrnce",
    });
    if (!setup.ok) throw new Error("setup failed");
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.backupCodes.length).toBeGreaterThan(5);
    // Not on until a code confirms it.
    expect(await isTwoFactorEnabled(owner.id)).toBe(false);
    expect(
      (
        await verifyTwoFactorCode({
          request: request(cookieOf(first.headers)),
          code: "000000",
          clientIp: "10.9.0.1",
        })
      ).ok,
    ).toBe(false);
    const confirmed = await verifyTwoFactorCode({
      request: request(cookieOf(first.headers)),
      code: totp(setup.secret),
      clientIp: "10.9.0.1",
    });
    expect(confirmed.ok).toBe(true);
    expect(await isTwoFactorEnabled(owner.id)).toBe(true);

    const second = await signInAdmin({
      email: "owner@zrnce.rs",
      password: "owner-password-123",
      request: request(),
      clientIp: "10.9.0.2",
    });
    expect(second).toMatchObject({ ok: false, reason: "twoFactor" });
    if (second.ok || second.reason !== "twoFactor") return;
    const pending = cookieOf(second.headers);
    // The pending step is not a session.
    expect(await getAdminSession(request(pending))).toBeNull();
    expect(
      (await verifyTwoFactorCode({ request: request(pending), code: "123456", clientIp: "10.9.0.2" })).ok,
    ).toBe(false);
    const done = await verifyTwoFactorCode({
      request: request(pending),
      code: totp(setup.secret),
      clientIp: "10.9.0.2",
    });
    if (!done.ok) throw new Error("code refused");
    expect((await getAdminSession(request(cookieOf(done.headers))))?.email).toBe("owner@zrnce.rs");

    // A backup code works once instead of the app.
    const third = await signInAdmin({
      email: "owner@zrnce.rs",
      password: "owner-password-123",
      request: request(),
      clientIp: "10.9.0.3",
    });
    if (third.ok || third.reason !== "twoFactor") throw new Error("expected the code step");
    const backup = setup.backupCodes[0]!;
    expect(
      (
        await verifyTwoFactorCode({
          request: request(cookieOf(third.headers)),
          code: backup,
          clientIp: "10.9.0.3",
        })
      ).ok,
    ).toBe(true);

    // Turning it off needs the password.
    expect(
      (
        await disableTwoFactor({
          request: request(cookieOf(done.headers)),
          account,
          password: "nope-nope-nope",
        })
      ).ok,
    ).toBe(false);
    expect(
      (
        await disableTwoFactor({
          request: request(cookieOf(done.headers)),
          account,
          password: "owner-password-123",
        })
      ).ok,
    ).toBe(true);
    expect(await isTwoFactorEnabled(owner.id)).toBe(false);
    expect(
      (
        await signInAdmin({
          email: "owner@zrnce.rs",
          password: "owner-password-123",
          request: request(),
          clientIp: "10.9.0.4",
        })
      ).ok,
    ).toBe(true);
  });
});
