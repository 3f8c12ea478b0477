/** `npm run db:migrate`: apply pending migrations to DATABASE_PATH. */
import { existsSync } from 'node:fs';
import { configOrExit } from '../config.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

// Settings from ./.env when there is one (see .env.example); variables already set in the
// environment win (process.loadEnvFile never overwrites them).
if (existsSync('.env')) process.loadEnvFile('.env');

const config = configOrExit();
const db = openDatabase(config.databasePath);
runMigrations(db);
db.$client.close();
console.log(`Migrations applied to ${config.databasePath}`);
