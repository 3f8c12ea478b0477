/**
 * `npm run db:seed`: migrate DATABASE_PATH, add the sample content and the first admin account, and
 * print the admin credentials. Safe to run again: existing rows are kept, nothing is duplicated.
 */
import { ConfigError, loadConfig, type Config } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { seedDatabase } from './seed.ts';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const db = openDatabase(config.databasePath);
try {
  runMigrations(db);
  await seedDatabase(db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, log: (m) => console.log(m) });
  console.log(`Seeded ${config.databasePath}`);
} finally {
  db.$client.close();
}
