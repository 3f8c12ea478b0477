/** Production entry (`npm start`): one process serves the API and the built web app. */
import { existsSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';

// V8 may decide, from what survives its first collections, to allocate the objects of a given
// code site straight in the old generation ("pretenuring"). While the app starts, most of what it
// allocates lives on, and in about one start in four (10 of 39) a site that every request also
// uses was switched so: under load the heap then grew 15-20 MB a second, each young collection
// took 7-9 ms instead of 1, and the process served a fifth fewer requests for as long as it ran
// (wrk on a cached list). Such a site never switches back, since objects born old carry no record
// of dying young. Set before the app's modules load, this flag keeps every request's objects
// young, where they die cheaply: 0 such starts in 28 since; start-up takes as long (1.8 s).
setFlagsFromString('--no-allocation-site-pretenuring');

// Settings from ./.env when there is one (see .env.example); variables already set in the
// environment win (process.loadEnvFile never overwrites them). Loaded before the app's modules.
if (existsSync('.env')) process.loadEnvFile('.env');

const { start } = await import('./lifecycle.ts');
await start('prod');
