import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SettingsReply } from "#app/components/admin/settings/reply.ts";
import { requestInfoContext } from "#app/context.server.ts";
import type { Database } from "#app/db/db.server.ts";
import { listRecentAudit } from "#app/domain/audit/audit.server.ts";
import { upsertAdmin } from "#app/domain/auth/auth.server.ts";
import { getSettings } from "#app/domain/settings/settings.server.ts";
import { action as accountAction } from "#app/routes/admin/account.tsx";
import { action } from "#app/routes/admin/settings.tsx";
import { type adminContext, contextOfNewAdmin, postForm, replyOf } from "../support/admin-routes.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";
import { validSettingsForm } from "../support/settings-form.ts";

// The settings screen's action as React Router calls it: one small function per
// form (intent), each answering with Conform's reply for that form.

const valid = { intent: "settings", ...validSettingsForm };

describe.each(dialects)("the settings screen's action on %s", (dialect) => {
  let database: Database;
  let context: ReturnType<typeof adminContext>;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    context = await contextOfNewAdmin(database, "owner@zrnce.rs", "owner-password-123");
    await upsertAdmin("helper@zrnce.rs", "helper-password-123");
    context.set(requestInfoContext, { requestId: "t", nonce: "n", locale: "sr", clientIp: "10.0.0.1" });
  });
  afterAll(async () => {
    await database.close();
  });
  // A person's own e-mail and password are on "Moj nalog" (/admin/account), the rest in Settings.
  const post = async (fields: Record<string, string>) => {
    const own = fields.intent === "email" || fields.intent === "password";
    return replyOf<SettingsReply>(
      (own ? accountAction : action)({
        request: postForm(own ? "/admin/account" : "/admin/settings", fields),
        context,
        params: {},
      } as never),
    );
  };

  it("keeps what was typed and names each invalid field, saving nothing", async () => {
    const before = await getSettings();
    const { reply, status } = await post({
      ...valid,
      phone: "+381 64 111 2222",
      "shops[0].url": "nije adresa",
      "workingHours.weekdays.close": "8:00",
    });
    expect(status).toBe(400);
    expect(reply).toMatchObject({ form: "settings", ok: false, message: "settings.invalid" });
    expect(reply.result?.error).toEqual({
      "shops[0].url": ["errors.url"],
      "workingHours.weekdays.close": ["errors.closeAfterOpen"],
    });
    expect(reply.result?.initialValue).toMatchObject({ phone: "+381 64 111 2222" });
    expect(await getSettings()).toEqual(before);
  });

  it("saves valid settings with a line in the audit log", async () => {
    const { reply, status } = await post({ ...valid, phone: "+381 11 765 4321" });
    expect(status).toBe(200);
    expect(reply).toMatchObject({ form: "settings", ok: true, message: "settings.saved" });
    expect((await getSettings()).phone).toBe("+381 11 765 4321");
    expect((await listRecentAudit(1))[0]).toMatchObject({ action: "update", entity: "settings" });
  });

  it("says beside the field when the new sign-in email belongs to another person", async () => {
    const { reply, status } = await post({ intent: "email", email: "helper@zrnce.rs" });
    expect(status).toBe(409);
    expect(reply.result?.error).toEqual({ email: ["settings.emailTaken"] });
    expect(reply.result?.initialValue).toMatchObject({ email: "helper@zrnce.rs" });
  });

  it("never sends a password back, even after a mistake", async () => {
    const { reply, status } = await post({
      intent: "password",
      currentPassword: "not-the-password",
      newPassword: "new-password-4567",
      confirmPassword: "new-password-4567",
    });
    expect(status).toBe(400);
    expect(reply.result?.error).toEqual({ currentPassword: ["settings.wrongPassword"] });
    expect(JSON.stringify(reply.result)).not.toContain("new-password-4567");
    expect(JSON.stringify(reply.result)).not.toContain("not-the-password");
  });

  it("answers a form it does not know with 400", async () => {
    await expect(post({ intent: "explode" })).rejects.toMatchObject({ init: { status: 400 } });
  });
});
