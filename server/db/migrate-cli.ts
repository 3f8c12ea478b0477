/** `npm run db:migrate`: apply pending migrations to DATABASE_PATH. */
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

const config = loadConfig();
const db = openDatabase(config.databasePath);
runMigrations(db);
db.$client.close();
console.log(`Migrations applied to ${config.databasePath}`);
