// npm run db:migrate | db:seed — against DATABASE_URL or data/site.db.
import { getDatabase } from "#app/db/connection.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { seedDemoContent } from "#app/demo/seed.server.ts";

const command = process.argv[2];
const database = getDatabase();
try {
  const applied = await migrateToLatest(database.db);
  console.log(
    applied.length ? `Applied migrations: ${applied.join(", ")}` : "The database schema is up to date.",
  );
  if (command === "seed") {
    const seeded = await seedDemoContent();
    console.log(seeded ? "Demo content added." : "The database already has content; nothing was seeded.");
  } else if (command !== "migrate") {
    console.error("Usage: node scripts/db.ts migrate|seed");
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
