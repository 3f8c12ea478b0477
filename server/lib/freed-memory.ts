/**
 * Gives the memory the server has freed back to the system, so that a server that has served a busy
 * week holds what a fresh one holds.
 *
 * Why: glibc's malloc keeps what was freed (pages compressed, the search index built anew, a burst
 * of requests) and returns it to the system only from the top of its heap. `bench:soak` found an
 * aged server ~70 MB above a fresh start of itself, almost all of it such freed memory, and
 * `malloc_trim(0)` brought it within 30 MB. Node cannot call `malloc_trim` by itself; koffi (a
 * maintained FFI library whose prebuilt binary comes in its npm package, as sharp's does) calls it
 * straight from libc.
 *
 * When: once a minute. A trim with little to give back takes well under a millisecond on a process
 * of 300 MB, one that returns tens of MB a few milliseconds (`trimmed` in the debug log says how
 * much and how long); a trim only when memory grew missed what the caches' idle expiry freed later.
 * Where there is no glibc (musl, macOS) or no koffi, this does nothing.
 */
import { performance } from 'node:perf_hooks';

const EVERY_MS = 60_000;
/** Trims that gave back less go unlogged. */
const WORTH_LOGGING = 1024 * 1024;

type Trim = () => number;
interface Log {
  debug(obj: object, msg: string): void;
}

/**
 * malloc_trim(0) from glibc, or null where it cannot be called.
 * @public exported for tests/unit/freed-memory.test.ts, which imports it in a process of its own
 */
export async function loadTrim(): Promise<Trim | null> {
  if (process.platform !== 'linux') return null;
  try {
    const { default: koffi } = await import('koffi');
    const mallocTrim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as (pad: number) => number;
    return () => mallocTrim(0);
  } catch {
    return null; // musl, or koffi without a binary for this machine: glibc is not there to trim
  }
}

/** Starts the checks for the life of the process (the timer never keeps it alive). */
export async function giveBackFreedMemory(log: Log): Promise<void> {
  const trim = await loadTrim();
  if (!trim) return;
  setInterval(() => {
    const before = process.memoryUsage.rss();
    const started = performance.now();
    trim();
    const after = process.memoryUsage.rss();
    if (before - after >= WORTH_LOGGING) log.debug({ before_mb: mb(before), after_mb: mb(after), ms: Math.round(performance.now() - started) }, 'trimmed');
  }, EVERY_MS).unref();
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
