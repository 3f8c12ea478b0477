/**
 * The server gives freed memory back to the system (server/lib/freed-memory.ts): glibc keeps what
 * was freed below a block still in use, and only malloc_trim returns it. This machine, like the
 * Debian box the site runs on, has glibc, so the trim must load and must give memory back.
 * Measured in a process of its own: a test worker's RSS moves with whatever ran in it before.
 */
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

const MEASURE = `
import { loadTrim } from ${JSON.stringify(pathToFileURL(join(ROOT, 'server/lib/freed-memory.ts')).href)};
const rssMb = () => process.memoryUsage.rss() / 1024 / 1024;
const trim = await loadTrim();
if (!trim) { console.log(JSON.stringify({ loaded: false })); process.exit(0); }
const before = rssMb();
let blocks = Array.from({ length: 60000 }, () => Buffer.allocUnsafeSlow(1000).fill(1));
const last = blocks.at(-1); // still in use: the heap cannot shrink from its top
const grown = rssMb() - before;
blocks = null;
gc();
gc();
const freed = rssMb();
trim();
console.log(JSON.stringify({ loaded: true, grown, kept: freed - before, returned: freed - rssMb(), last: last.length }));
`;

describe('giving freed memory back', () => {
  it('returns to the system what was freed below a block still in use', () => {
    const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', MEASURE], { cwd: ROOT, encoding: 'utf8' });
    const m = JSON.parse(out.trim().split('\n').at(-1)!) as { loaded: boolean; grown: number; kept: number; returned: number };
    expect(m.loaded, 'malloc_trim could not be loaded (koffi missing?)').toBe(true);
    expect(m.grown).toBeGreaterThan(40); // 60,000 blocks of 1 KB
    expect(m.kept).toBeGreaterThan(m.grown / 2); // freed, yet still held by malloc
    expect(m.returned).toBeGreaterThan(m.grown / 2); // handed back by the trim
  });
});
