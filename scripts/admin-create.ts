// npm run admin:create -- --email owner@example.com --password '…'
// Adds an admin, or resets the password of an existing one (ending their sessions).
import { parseArgs } from "node:util";
import { z } from "zod";
import { getDatabase } from "#app/db/connection.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { upsertAdmin } from "#app/domain/auth/auth.server.ts";

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
const input = z
  .object({ email: z.email(), password: z.string().min(12, "at least 12 characters") })
  .safeParse(values);
if (!input.success) {
  console.error(
    `Usage: npm run admin:create -- --email you@example.com --password 'at least 10 characters'\n${input.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join("\n")}`,
  );
  process.exit(2);
}
const database = getDatabase();
try {
  await migrateToLatest(database.db);
  const result = await upsertAdmin(input.data.email, input.data.password);
  console.log(
    result === "created"
      ? `Admin ${input.data.email} created.`
      : `Password of ${input.data.email} updated; other sessions ended.`,
  );
} finally {
  await database.close();
}
