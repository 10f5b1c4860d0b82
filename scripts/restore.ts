// npm run restore -- --from <folder>: puts a backup's database content and media
// back (DATA_DIR and DATABASE_URL as for the server). Stop the site first.
import path from "node:path";
import { parseArgs } from "node:util";
import { restore } from "#app/db/backup.server.ts";
import { openDatabase } from "#app/db/db.server.ts";
import { getEnv } from "#app/env.server.ts";

const { values } = parseArgs({ options: { from: { type: "string" } } });
if (!values.from) {
  console.error("Usage: npm run restore -- --from <backup folder>");
  process.exit(2);
}
const env = getEnv();
const postgres = env.DATABASE_URL ? openDatabase({ url: env.DATABASE_URL }) : undefined;
try {
  const manifest = await restore(
    postgres ? { postgres: postgres.db } : { sqliteFile: path.join(env.DATA_DIR, "site.db") },
    { dataDir: env.DATA_DIR, from: values.from },
  );
  console.log(
    `Restored the backup of ${manifest.createdAt} (${manifest.dialect}) into ${env.DATABASE_URL ? "the database" : env.DATA_DIR}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await postgres?.close();
}
