/**
 * The server gives freed memory back to the system (server/lib/freed-memory.ts): glibc keeps what
 * was freed below a block still in use, and only malloc_trim returns it. This machine, like the
 * Debian box the site runs on, has glibc, so the trim must load and must give memory back.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { loadTrim } from '../../server/lib/freed-memory.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const rssMb = () => process.memoryUsage.rss() / 1024 / 1024;

describe('giving freed memory back', () => {
  it('returns to the system what was freed below a block still in use', async () => {
    const trim = await loadTrim();
    expect(trim, 'malloc_trim could not be loaded (koffi missing?)').not.toBeNull();

    // Test files share this worker process: first give back what earlier files freed, so that the
    // blocks below take new memory rather than reuse theirs.
    gc();
    trim!();
    const before = rssMb();
    let blocks: Buffer[] | null = Array.from({ length: 60_000 }, () => Buffer.allocUnsafeSlow(1000).fill(1));
    const last = blocks.at(-1)!; // still in use: the heap cannot shrink from its top
    const grown = rssMb() - before;
    expect(grown).toBeGreaterThan(40);
    blocks = null;
    gc();
    gc();
    const freed = rssMb();
    trim!();
    const trimmed = rssMb();
    expect(last.length).toBe(1000);
    expect(freed - trimmed).toBeGreaterThan(grown / 2);
  });
});
