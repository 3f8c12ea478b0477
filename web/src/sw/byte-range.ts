/**
 * A kept file answered as a player asks for it: whole, or the byte range of its Range header, as the
 * server's own audio routes answer (server/modules/podcasts/audio-routes.ts). Media elements seek
 * with ranges; a downloaded episode played from the service worker's cache must answer them too.
 */
/** `body` whole (200), or the part a Range header asks for (206, or 416 past the end). */
export function byteRange(body: Blob, type: string, range: string | null): Response {
  const size = body.size;
  const m = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) {
    return new Response(body, { status: 200, headers: { 'content-type': type, 'content-length': String(size), 'accept-ranges': 'bytes' } });
  }
  // bytes=a-b, bytes=a- (to the end), bytes=-n (the last n bytes).
  let start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1]);
  let end = m[1] === '' ? size - 1 : m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || start > end) {
    return new Response(null, { status: 416, headers: { 'content-range': `bytes */${size}` } });
  }
  start = Math.max(0, start);
  end = Math.max(start, end);
  return new Response(body.slice(start, end + 1), {
    status: 206,
    headers: {
      'content-type': type,
      'content-length': String(end - start + 1),
      'content-range': `bytes ${start}-${end}/${size}`,
      'accept-ranges': 'bytes',
    },
  });
}
