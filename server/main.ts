/** Production entry (`npm start`): one process serves the API and the built web app. */
import { existsSync } from 'node:fs';

// Settings from ./.env when there is one (see .env.example); variables already set in the
// environment win (process.loadEnvFile never overwrites them). Loaded before the app's modules.
if (existsSync('.env')) process.loadEnvFile('.env');

const { start } = await import('./lifecycle.ts');
await start('prod');
