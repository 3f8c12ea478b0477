/**
 * `npm run db:seed`: migrate DATABASE_PATH, add the sample content (its pictures stored as uploads
 * with all their variants) and the first admin account, and print the admin credentials. Safe to run again: existing rows are kept, nothing is duplicated.
 */
import { existsSync } from 'node:fs';
import { configOrExit } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { seedDatabase } from './seed.ts';

// Settings from ./.env when there is one (see .env.example); variables already set in the
// environment win (process.loadEnvFile never overwrites them).
if (existsSync('.env')) process.loadEnvFile('.env');

const config = configOrExit();

const db = openDatabase(config.databasePath);
try {
  runMigrations(db);
  await seedDatabase(db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, dataDir: config.dataDir, variants: 'now', log: (m) => console.log(m) });
  console.log(`Seeded ${config.databasePath}`);
} finally {
  db.$client.close();
}
