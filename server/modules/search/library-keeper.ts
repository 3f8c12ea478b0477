/**
 * Keeps each database's search library (library.ts) built and current, without ever making the
 * server wait for a build:
 *  - At start-up the library is built in a worker thread (build-worker.ts) from its own connection
 *    to the file, while the server answers everything else: at 100,000 items the build takes
 *    seconds of CPU, on the other core. A search that comes before it is done waits for it.
 *  - Before each search the library applies what the change logs recorded since its last look.
 *  - When what removed and replaced items left behind passes its bound (Library.waste), a new
 *    library is built the same way; the old one goes on answering, exactly, until the new one
 *    takes over (and applies what was written meanwhile).
 *  - When the library cannot be brought up to date in place (a bulk import, log entries trimmed),
 *    searches wait for a new build.
 * A small library is built on the spot instead: a worker costs more to start than that build.
 */
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { buildFromTables, catchUp, isCurrent, Library, type LibraryParts } from './library.ts';
import { indexedCount } from './repository.ts';

/** More changes than this at once (a bulk import) are cheaper to read as a new build. */
const REBUILD_AFTER_CHANGES = 5000;

/** Libraries of fewer items are built on the spot (about 40 ms for 1,000 magazine items). */
export const BUILD_IN_WORKER = { fromItems: 1000 };

interface Keeper {
  library?: Library;
  /** The library cannot be brought up to date in place: searches wait for `building`. */
  stale: boolean;
  building?: Promise<void>;
  worker?: Worker;
  closed: boolean;
  log?: FastifyBaseLogger;
}

const keepers = new WeakMap<Db['$client'], Keeper>();

function keeperOf(db: Db): Keeper {
  let keeper = keepers.get(db.$client);
  if (!keeper) keepers.set(db.$client, (keeper = { stale: false, closed: false }));
  return keeper;
}

/**
 * The worker: the compiled file in dist/; under tsx (dev, tests) its TypeScript source, loaded
 * through tsx's loader, which a worker thread does not inherit.
 */
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(fromSource ? './build-worker.ts' : './build-worker.js', import.meta.url);
const newWorker = (workerData: unknown) =>
  fromSource
    ? new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(workerFile.href)}); });`, { eval: true, workerData })
    : new Worker(workerFile, { workerData });

/** The parts of a library built by a worker thread from its own connection to the file. */
function buildInWorker(db: Db, keeper: Keeper): Promise<LibraryParts> {
  return new Promise((resolve, reject) => {
    const worker = newWorker({ path: db.$client.name });
    keeper.worker = worker;
    worker.unref(); // a build never keeps the process alive
    worker.once('message', (message: { parts?: LibraryParts; error?: string }) => {
      if (message.parts) resolve(message.parts);
      else reject(new Error(message.error));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`search index build stopped (exit code ${code})`)));
  }).finally(() => {
    keeper.worker = undefined;
  }) as Promise<LibraryParts>;
}

async function build(db: Db, keeper: Keeper): Promise<Library> {
  if (!db.$client.memory && indexedCount(db) >= BUILD_IN_WORKER.fromItems) {
    const started = performance.now();
    try {
      const parts = await buildInWorker(db, keeper);
      const built = performance.now();
      const library = Library.fromParts(parts);
      // adoptMs: how long this thread stopped to take the library over.
      const ms = (from: number, to: number) => Math.round(to - from);
      keeper.log?.info({ items: library.size, ms: ms(started, built), adoptMs: ms(built, performance.now()) }, 'search index built in a worker thread');
      return library;
    } catch (err) {
      if (keeper.closed) throw err;
      keeper.log?.warn({ err }, 'search index: the build in a worker thread failed, building here');
    }
  }
  return buildFromTables(db);
}

/** Starts a build unless one is under way; it replaces the library when done. */
function startBuild(db: Db, keeper: Keeper): Promise<void> {
  keeper.building ??= build(db, keeper)
    .then(
      (library) => {
        if (keeper.closed) return;
        // Brought up to date at once, however much was written during the build (no limit: the
        // next build would be as far behind).
        if (!catchUp(db, library, Infinity)) return; // log entries lost meanwhile: stay stale, build again
        keeper.library = library;
        keeper.stale = false;
      },
      (err: unknown) => {
        if (!keeper.closed) keeper.log?.error({ err }, 'search index build failed');
      },
    )
    .finally(() => {
      keeper.building = undefined;
    });
  return keeper.building;
}

/** Begins building the library of `db` (at start-up), without waiting for it. */
export function startIndexing(db: Db, log?: FastifyBaseLogger): void {
  const keeper = keeperOf(db);
  keeper.log = log;
  if (!keeper.library) void startBuild(db, keeper);
}

/** Stops a build under way (the server is closing). */
export async function stopIndexing(db: Db): Promise<void> {
  const keeper = keeperOf(db);
  keeper.closed = true;
  await keeper.worker?.terminate();
}

/** Whether searches have a library to use now, or wait for a build. */
export function indexReady(db: Db): boolean {
  const keeper = keeperOf(db);
  return !!keeper.library && !keeper.stale;
}

/** The library of this database, up to date with every write and with the clock. */
export async function libraryOf(db: Db): Promise<Library> {
  const keeper = keeperOf(db);
  for (let attempt = 0; ; attempt++) {
    const library = keeper.library;
    if (library && !keeper.stale) {
      if (isCurrent(db, library) || catchUp(db, library, REBUILD_AFTER_CHANGES)) {
        library.releaseDue();
        const waste = library.waste;
        if (waste && !keeper.building) {
          keeper.log?.info({ waste }, 'search index: building anew');
          void startBuild(db, keeper);
        }
        return library;
      }
      keeper.stale = true;
    }
    if (keeper.closed || attempt > 3) throw new Error('The search index could not be built');
    await startBuild(db, keeper);
  }
}
