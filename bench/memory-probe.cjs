/**
 * Preloaded into the server by bench:soak (`node --expose-gc --require ./bench/memory-probe.cjs`):
 * on SIGWINCH it writes the figures below as they stand; on SIGUSR2 it writes one line to stderr, `memory-probe {...}`, with where the process's memory
 * is, before and after a full garbage collection: V8's heap (used and reserved, per space), memory
 * outside it (Buffers: the response cache's copies) and the resident total. What RSS holds beyond
 * these is native: SQLite's page cache, the allocator's free lists, thread stacks.
 * With BENCH_HEAP_SNAPSHOT_DIR set it also writes a heap snapshot there (slow: seconds, and about
 * twice the heap in memory while it writes).
 * Not part of the server: the production server never loads it.
 */
'use strict';
const v8 = require('node:v8');

const mb = (bytes) => Math.round((bytes / 1048576) * 10) / 10;

function usage() {
  const m = process.memoryUsage();
  return { rss: mb(m.rss), heapTotal: mb(m.heapTotal), heapUsed: mb(m.heapUsed), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers) };
}

// SIGWINCH (ignored by Node otherwise): the same figures as they stand, no collection forced, so
// that a flood's memory can be split by part without changing it.
process.on('SIGWINCH', () => process.stderr.write(`memory-probe ${JSON.stringify({ before: usage(), after: usage(), spaces: {} })}\n`));

process.on('SIGUSR2', () => {
  const before = usage();
  if (typeof global.gc === 'function') global.gc();
  const after = usage();
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((s) => [s.space_name, { size: mb(s.space_size), used: mb(s.space_used_size) }]),
  );
  let snapshot;
  if (process.env.BENCH_HEAP_SNAPSHOT_DIR) snapshot = v8.writeHeapSnapshot(`${process.env.BENCH_HEAP_SNAPSHOT_DIR}/server-${Date.now()}.heapsnapshot`);
  process.stderr.write(`memory-probe ${JSON.stringify({ before, after, spaces, snapshot })}\n`);
});
