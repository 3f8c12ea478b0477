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
 * When: every CHECK_MS, only if the resident size grew by GROWTH_BYTES since the last trim (a server
 * at rest is left alone). A trim walks malloc's free lists and takes a few milliseconds on a heap
 * of a few hundred MB (`trimmed` in the debug log says how long). Where there is no glibc (musl,
 * macOS) or no koffi, this does nothing.
 */
import { performance } from 'node:perf_hooks';

const CHECK_MS = 60_000;
const GROWTH_BYTES = 16 * 1024 * 1024;

type Trim = () => number;
interface Log {
  debug(obj: object, msg: string): void;
}

/** malloc_trim(0) from glibc, or null where it cannot be called. */
async function loadTrim(): Promise<Trim | null> {
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
  let floor = process.memoryUsage.rss();
  setInterval(() => {
    const before = process.memoryUsage.rss();
    if (before - floor < GROWTH_BYTES) return;
    const started = performance.now();
    trim();
    floor = process.memoryUsage.rss();
    log.debug({ before_mb: mb(before), after_mb: mb(floor), ms: Math.round(performance.now() - started) }, 'trimmed');
  }, CHECK_MS).unref();
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
