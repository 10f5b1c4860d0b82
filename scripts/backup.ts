// npm run backup -- --out <folder>: a consistent copy of the database and the
// media while the site runs (DATA_DIR and DATABASE_URL as for the server).
import { parseArgs } from "node:util";
import { backup } from "#app/db/backup.server.ts";
import { getDatabase } from "#app/db/connection.server.ts";
import { getEnv } from "#app/env.server.ts";

const { values } = parseArgs({ options: { out: { type: "string" } } });
if (!values.out) {
  console.error("Usage: npm run backup -- --out <empty folder>");
  process.exit(2);
}
const database = getDatabase();
try {
  const manifest = await backup(database, { dataDir: getEnv().DATA_DIR, out: values.out });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Backed up the ${manifest.dialect} database (${rows} rows) and ${Object.keys(manifest.media).length} media to ${values.out}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
