/**
 * Kept pages are compressed again at brotli's best, off the event loop (public-cache.ts, polish):
 * the first readers get the quick copy, the next ones fewer bytes of the same page, and a page
 * rendered again with the same bytes keeps the better copy. Over HTTP, so the copies kept pages
 * are answered with come from the front door (front-door.ts) as in production; the production web
 * build (dist/), as the production server serves pages.
 */
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { makeArticle } from '../helpers/content.ts';

let web: TestContext;
let base: string;

beforeAll(async () => {
  web = await createTestApp({}, { web: 'prod' });
  for (let i = 0; i < 12; i++) makeArticle(web.app.db, { title: `Story ${i} from the schools of Kumasi`, excerpt: `What changed in class ${i}.` });
  await web.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(web.app.server.address() as AddressInfo).port}`;
});
afterAll(() => web?.close());

interface RawAnswer {
  headers: IncomingHttpHeaders;
  /** The bytes as sent (fetch and supertest would decompress them). */
  rawPayload: Buffer;
}
const get = (path: string, encoding = 'br') =>
  new Promise<RawAnswer>((resolve, reject) => {
    httpGet(base + path, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ headers: res.headers, rawPayload: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

/** The answers to `url` until one is smaller than `than` bytes (at most 5 s). */
async function smallerThan(url: string, than: number) {
  for (const stop = Date.now() + 5_000; Date.now() < stop; await sleep(20)) {
    const res = await get(url);
    if (res.rawPayload.length < than) return res;
  }
  throw new Error(`${url} never came smaller than ${than} bytes`);
}

describe('pages compressed at the best quality', () => {
  it('first the quick copy, then fewer bytes of the same page, with a Content-Length that matches', async () => {
    const page = (await get('/', 'identity')).rawPayload.toString();
    const quick = await get('/');
    expect(quick.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(quick.rawPayload).toString()).toBe(page);

    const best = await smallerThan('/', quick.rawPayload.length);
    expect(best.headers['content-encoding']).toBe('br');
    expect(Number(best.headers['content-length'])).toBe(best.rawPayload.length);
    expect(brotliDecompressSync(best.rawPayload).toString()).toBe(page);
    expect(best.headers.etag).toBe(quick.headers.etag); // the same page: the same (weak) tag
  });

  it('keeps the better copy when the page is rendered again with the same bytes, and starts over when it changes', async () => {
    const quick = await get('/magazine');
    const best = await smallerThan('/magazine', quick.rawPayload.length);
    await sleep(2_100); // past the kept copy's freshness (FRESH_MS): the next reader's page is rendered again
    const again = await get('/magazine');
    expect(again.rawPayload.equals(best.rawPayload)).toBe(true);

    makeArticle(web.app.db, { title: 'A new story on the magazine page' });
    const changed = await get('/magazine');
    expect(brotliDecompressSync(changed.rawPayload).toString()).toContain('A new story on the magazine page');
    expect(changed.headers.etag).not.toBe(again.headers.etag);
  });
});
