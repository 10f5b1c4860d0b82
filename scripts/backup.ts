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
  const env = getEnv();
  const manifest = await backup(database, {
    dataDir: env.DATA_DIR,
    out: values.out,
    mediaInBucket: Boolean(env.S3),
  });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    manifest.mediaIn === "bucket"
      ? `Backed up the ${manifest.dialect} database (${rows} rows) to ${values.out}; the media stay in the S3 bucket ${env.S3?.bucket}, which keeps them.`
      : `Backed up the ${manifest.dialect} database (${rows} rows) and ${Object.keys(manifest.media).length} media to ${values.out}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
