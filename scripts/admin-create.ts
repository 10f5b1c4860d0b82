// npm run admin:create -- --email owner@example.com --password '…'
// Adds an admin, or resets the password of an existing one (ending their sessions).
import { parseArgs } from "node:util";
import { z } from "zod";
import { getDatabase } from "#app/db/connection.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { upsertAdmin } from "#app/domain/auth/auth.server.ts";
import { admin } from "#app/i18n/resources/en/admin.ts";
import { newPasswordField } from "#app/schemas/password.ts";

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
// The rule of every new password (app/schemas/password.ts): 12 characters and not a common one.
const input = z.object({ email: z.email(), password: newPasswordField }).safeParse(values);
if (!input.success) {
  // The schema's messages are keys of the admin's `errors` group, said here in English.
  const errors: Record<string, string> = admin.errors;
  const say = (message: string) => errors[message.replace(/^errors\./, "")] ?? message;
  console.error(
    `Usage: npm run admin:create -- --email you@example.com --password 'at least 12 characters, not a common password'\n${input.error.issues.map((i) => `${String(i.path[0])}: ${say(i.message)}`).join("\n")}`,
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
