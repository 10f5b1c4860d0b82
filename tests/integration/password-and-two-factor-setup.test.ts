import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import jsQR from "jsqr";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QrCode } from "#app/components/admin/settings/qr-code.tsx";
import type { SettingsReply, TwoFactorQr } from "#app/components/admin/settings/reply.ts";
import { requestInfoContext } from "#app/context.server.ts";
import type { Database } from "#app/db/db.server.ts";
import { signInAdmin } from "#app/domain/auth/sign-in.server.ts";
import { getSettings, saveSettings } from "#app/domain/settings/settings.server.ts";
import { action } from "#app/routes/admin/account.tsx";
import { action as downloadCodes } from "#app/routes/admin/account-backup-codes.ts";
import { contextOfNewAdmin, cookieOf, origin, replyOf, signInRequest } from "../support/admin-routes.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";

// Issue 24: a new password is refused when it is a common one (wherever it is set:
// here through the settings screen's action and `npm run admin:create`), and the
// two-factor setup shows a QR code of its link and gives the backup codes as a file.

const email = "owner@zrnce.rs";
const firstPassword = "owner-password-123";

/** What a phone's camera reads from the QR code as the page draws it. */
async function scan(qr: TwoFactorQr): Promise<string | undefined> {
  const svg = renderToStaticMarkup(createElement(QrCode, { qr, label: "QR" })).replace(
    "<svg ",
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" ',
  );
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe.each(dialects)("new passwords and the two-factor setup on %s", (dialect) => {
  let database: Database;
  let context: Awaited<ReturnType<typeof contextOfNewAdmin>>;
  let cookie = "";
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    context = await contextOfNewAdmin(database, email, firstPassword);
    context.set(requestInfoContext, { requestId: "t", nonce: "n", locale: "sr", clientIp: "10.24.0.1" });
    const signedIn = await signInAdmin({
      email,
      password: firstPassword,
      request: signInRequest(),
      clientIp: "10.24.0.1",
    });
    if (!signedIn.ok) throw new Error("sign-in failed");
    cookie = cookieOf(signedIn.headers);
  });
  afterAll(async () => {
    await database.close();
  });
  const post = (fields: Record<string, string>) =>
    replyOf<SettingsReply>(
      action({
        request: new Request(`${origin}/admin/account`, {
          method: "POST",
          body: new URLSearchParams(fields),
          headers: { origin, cookie },
        }),
        context,
        params: {},
      } as never),
    );
  const changeTo = (password: string, current = firstPassword) =>
    post({ intent: "password", currentPassword: current, newPassword: password, confirmPassword: password });
  const signsIn = async (password: string) =>
    (await signInAdmin({ email, password, request: signInRequest(), clientIp: "10.24.0.2" })).ok;

  it.each(["password1234", "qwertyuiop12", "iloveyou2024", "123456789012"])(
    "refuses %s as a new password, beside the field, and keeps the old one",
    async (password) => {
      const { reply, status } = await changeTo(password);
      expect(status).toBe(400);
      expect(reply.result?.error).toEqual({ newPassword: ["errors.passwordCommon"] });
      expect(JSON.stringify(reply.result)).not.toContain(password);
      expect(await signsIn(firstPassword)).toBe(true);
    },
  );

  it("takes a strong new password", async () => {
    const { reply, status } = await changeTo("heljdino-brasno-u-sedam");
    expect(status).toBe(200);
    expect(reply).toMatchObject({ form: "password", ok: true, message: "settings.passwordSaved" });
    expect(await signsIn("heljdino-brasno-u-sedam")).toBe(true);
  });

  it("shows a QR code that a camera reads as the setup's otpauth link, also after a wrong code", async () => {
    // The password change ended the other sessions: sign in afresh.
    const signedIn = await signInAdmin({
      email,
      password: "heljdino-brasno-u-sedam",
      request: signInRequest(),
      clientIp: "10.24.0.3",
    });
    if (!signedIn.ok) throw new Error("sign-in failed");
    cookie = cookieOf(signedIn.headers);
    const { reply, status } = await post({ intent: "2fa-start", password: "heljdino-brasno-u-sedam" });
    expect(status).toBe(200);
    const setup = reply.setup;
    if (!setup) throw new Error("no setup");
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(await scan(setup.qr)).toBe(setup.uri);
    const svg = renderToStaticMarkup(createElement(QrCode, { qr: setup.qr, label: "QR kod" }));
    expect(svg).toMatch(/^<svg [^>]*role="img"[^>]*aria-label="QR kod"/);

    const again = await post({
      intent: "2fa-confirm",
      code: "000000",
      setupSecret: setup.secret,
      setupUri: setup.uri,
      setupCodes: setup.backupCodes.join(" "),
    });
    expect(again.status).toBe(400);
    expect(again.reply.setup?.uri).toBe(setup.uri);
    expect(await scan(again.reply.setup?.qr as TwoFactorQr)).toBe(setup.uri);
  });

  it("gives the backup codes shown as a text file in the owner's language, with the brand and the day", async () => {
    await saveSettings({ ...(await getSettings()), brandName: "Žito Zrnce" }, email, null);
    const codes = ["AbCde-12345", "fGhIj-67890", "kLmNo-13579"];
    const response = (await downloadCodes({
      request: new Request(`${origin}/admin/account/backup-codes`, {
        method: "POST",
        body: new URLSearchParams({ codes: codes.join(" ") }),
        headers: { origin, cookie },
      }),
      context,
      params: {},
    } as never)) as Response;
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Belgrade" }).format(new Date());
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="zito-zrnce-rezervni-kodovi-${day}.txt"`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text.split("\n")[0]).toBe("Žito Zrnce: rezervni kodovi za prijavu u dva koraka");
    expect(text).toContain(`Nalog: ${email}`);
    expect(text).toMatch(/Napravljeni: \d{1,2}\. \p{L}+ 20\d\d\./u);
    expect(text.trim().split("\n").slice(-3)).toEqual(codes);
  });

  it("answers anything but a list of codes with 400", async () => {
    await expect(
      downloadCodes({
        request: new Request(`${origin}/admin/account/backup-codes`, {
          method: "POST",
          body: new URLSearchParams({ codes: "<script>alert(1)</script>" }),
          headers: { origin, cookie },
        }),
        context,
        params: {},
      } as never),
    ).rejects.toMatchObject({ init: { status: 400 } });
  });
});

describe("npm run admin:create", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "zrnce-admin-create-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const run = (password: string) =>
    spawnSync(
      process.execPath,
      ["scripts/admin-create.ts", "--email", "new-owner@zrnce.rs", "--password", password],
      {
        cwd: path.resolve(import.meta.dirname, "../.."),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
        encoding: "utf8",
      },
    );

  it("refuses a common password with the same rule, saying why", () => {
    const refused = run("password1234");
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("password: This password is easy to guess");
  });

  it("creates the admin with a strong one", () => {
    const created = run("heljdino-brasno-u-sedam");
    expect(created.stderr).toBe("");
    expect(created.status).toBe(0);
    expect(created.stdout).toContain("Admin new-owner@zrnce.rs created.");
  });
});
