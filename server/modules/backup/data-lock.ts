/**
 * "A server serves this data folder": the running server writes `server.lock` (its process id and
 * host) into the data folder when it starts listening and removes it when it stops. A restore over
 * an existing folder refuses while a live process holds it; a lock left by a server that was
 * killed (its process is gone) does not count.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { nowIso } from '../../clock.ts';

const lockPath = (dataDir: string) => join(dataDir, 'server.lock');

interface Lock {
  pid: number;
  host: string;
  started_at: string;
}

/** Marks `dataDir` as served by this process; the returned function removes the mark. */
export function holdDataLock(dataDir: string): () => void {
  const lock: Lock = { pid: process.pid, host: hostname(), started_at: nowIso() };
  writeFileSync(lockPath(dataDir), JSON.stringify(lock));
  return () => {
    if (lockHolder(dataDir)?.pid === process.pid) rmSync(lockPath(dataDir), { force: true });
  };
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // alive, but another user's
  }
}

/** The live process serving `dataDir` on this host, or null. */
export function lockHolder(dataDir: string): Lock | null {
  let lock: Lock;
  try {
    lock = JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as Lock;
  } catch {
    return null;
  }
  if (typeof lock.pid !== 'number') return null;
  // Another host's process cannot be asked (a shared volume): its lock is taken at its word.
  return lock.host !== hostname() || isAlive(lock.pid) ? lock : null;
}
