import { existsSync, mkdirSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backup, restore } from "#app/db/backup.server.ts";
import { openDatabase } from "#app/db/db.server.ts";
import { outboxDir, sendMail } from "#app/domain/mail/mailer.server.ts";
import { dialects, useTestDatabase } from "../support/databases.ts";

// Issue 24, point 11: the database, the outbox and backups were readable by every user
// of the machine (made under the usual umask 022). They are made 0700 (folders) and
// 0600 (files) now, whatever the umask. The data folder and the credentials are
// checked on a real start (tests/e2e/server.test.ts).

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);
const scratch = () => mkdtempSync(path.join(tmpdir(), "zrnce-private-"));

let umask: number;
beforeAll(() => {
  umask = process.umask(0o022);
});
afterAll(() => {
  process.umask(umask);
});

describe("the SQLite database", () => {
  it("is made in a private folder as a private file, and its journal follows", async () => {
    const folder = path.join(scratch(), "data", "db");
    const file = path.join(folder, "site.db");
    const database = openDatabase({ sqliteFile: file });
    try {
      database.sqlite?.exec("create table t (x integer); insert into t values (1);");
      expect(modeOf(path.dirname(folder))).toBe("700");
      expect(modeOf(folder)).toBe("700");
      for (const name of ["site.db", "site.db-wal", "site.db-shm"])
        expect(modeOf(path.join(folder, name)), name).toBe("600");
    } finally {
      await database.close();
    }
  });
});

describe("the outbox", () => {
  it("keeps each mail for this user only", async () => {
    await sendMail({ to: "citalac@example.com", subject: "Dobrodošli", text: "Zdravo!", locale: "sr" });
    expect(modeOf(outboxDir())).toBe("700");
    const mails = readdirSync(outboxDir());
    expect(mails).toHaveLength(1);
    expect(modeOf(path.join(outboxDir(), mails[0]!))).toBe("600");
  });
});

describe.each(dialects)("a backup on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  it("is a private folder of private files, even in a folder made before, and restores privately", async () => {
    const dataDir = scratch();
    mkdirSync(path.join(dataDir, "uploads"));
    const made = path.join(scratch(), "backups", "first");
    await backup(database, { dataDir, out: made });
    expect(modeOf(path.dirname(made))).toBe("700");
    expect(modeOf(made)).toBe("700");
    const files = readdirSync(made).filter((name) => name !== "uploads");
    expect(files).toEqual(
      expect.arrayContaining([dialect === "sqlite" ? "database.sqlite" : "database.json", "manifest.json"]),
    );
    for (const name of files) expect(modeOf(path.join(made, name)), name).toBe("600");

    const before = path.join(scratch(), "open");
    mkdirSync(before, { mode: 0o755 });
    await backup(database, { dataDir, out: before });
    expect(modeOf(before)).toBe("700");

    if (dialect === "sqlite") {
      const target = path.join(scratch(), "restored", "site.db");
      await restore({ sqliteFile: target }, { dataDir: path.dirname(target), from: made });
      expect(existsSync(target)).toBe(true);
      expect(modeOf(path.dirname(target))).toBe("700");
      expect(modeOf(target)).toBe("600");
    }
  });
});
