/**
 * A worker thread that builds the search library of a database file (library-keeper.ts starts it):
 * it opens its own connection, reads and cuts every indexed item in one snapshot, and hands the
 * library's parts back, its typed arrays moved rather than copied.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../db/client.ts';
import { buildFromTables } from './library.ts';

const { path } = workerData as { path: string };
const db = openDatabase(path);
try {
  const parts = buildFromTables(db).parts();
  const buffers = new Set<ArrayBuffer>();
  const collect = (value: unknown) => {
    if (ArrayBuffer.isView(value)) buffers.add(value.buffer as ArrayBuffer);
    else if (value && typeof value === 'object' && !Array.isArray(value)) for (const v of Object.values(value)) collect(v);
  };
  collect(parts);
  parentPort!.postMessage({ parts }, [...buffers]);
} catch (err) {
  parentPort!.postMessage({ error: err instanceof Error ? err.message : String(err) });
} finally {
  db.$client.close();
}
