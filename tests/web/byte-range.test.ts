/**
 * How the service worker answers a downloaded episode's audio (web/src/sw/byte-range.ts): whole, or
 * the byte range a player asks for, with the headers a media element needs to seek.
 */
import { describe, expect, it } from 'vitest';
import { byteRange } from '../../web/src/sw/byte-range.ts';

const body = new Blob([Uint8Array.from({ length: 100 }, (_, i) => i)], { type: 'audio/mpeg' });
const bytes = async (res: Response) => [...new Uint8Array(await res.arrayBuffer())];

describe('byteRange', () => {
  it('without a Range header, or one it cannot read, answers the whole file', async () => {
    for (const range of [null, '', 'bytes=-', 'items=0-10', 'bytes=5-10,20-30']) {
      const res = byteRange(body, 'audio/mpeg', range);
      expect(res.status, String(range)).toBe(200);
      expect(res.headers.get('content-length')).toBe('100');
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect((await bytes(res)).length).toBe(100);
    }
  });

  it('answers a range, an open range and the last bytes with 206 and Content-Range', async () => {
    const cases: Array<[string, number, number]> = [
      ['bytes=0-', 0, 99],
      ['bytes=10-19', 10, 19],
      ['bytes=90-500', 90, 99],
      ['bytes=-5', 95, 99],
    ];
    for (const [range, start, end] of cases) {
      const res = byteRange(body, 'audio/mpeg', range);
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/100`);
      expect(res.headers.get('content-length'), range).toBe(String(end - start + 1));
      expect(res.headers.get('content-type')).toBe('audio/mpeg');
      expect(await bytes(res), range).toEqual(Array.from({ length: end - start + 1 }, (_, i) => start + i));
    }
  });

  it('a range past the end, or backwards, is a 416 naming the size', () => {
    for (const range of ['bytes=100-', 'bytes=150-200', 'bytes=20-10']) {
      const res = byteRange(body, 'audio/mpeg', range);
      expect(res.status, range).toBe(416);
      expect(res.headers.get('content-range')).toBe('bytes */100');
    }
  });
});
