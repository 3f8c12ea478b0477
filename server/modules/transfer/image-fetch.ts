/**
 * Pictures of imported posts, brought into the Media Library: each address is fetched once
 * (http or https, 15 s, at most the upload limit, an image by its content) and stored like an
 * upload, under an id made from its address, so importing the same file again finds it instead of
 * fetching it twice. A picture that cannot be fetched keeps its address, and the report says why.
 */
import { eq } from 'drizzle-orm';
import { nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { mediaFiles } from '../../db/schema.ts';
import { importPicture, UPLOAD_MAX_BYTES, uuidV5 } from './content-access.ts';

/** The namespace of imported pictures' ids (a random UUID fixed here). */
const IMAGE_NAMESPACE = '6f1d1c1e-4f7a-4d35-9d43-2a4b8e0c7a51';
const TIMEOUT_MS = 15_000;

export type Fetched = { url: string } | { error: string };

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow', headers: { accept: 'image/*' } });
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > UPLOAD_MAX_BYTES) throw new Error(`larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > UPLOAD_MAX_BYTES) throw new Error(`larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

export function createImageFetcher(db: Db, dataDir: string) {
  const done = new Map<string, Promise<Fetched>>();

  async function bring(address: string): Promise<Fetched> {
    if (!/^https?:\/\//i.test(address)) return { error: 'not a full http(s) address (a relative address of the old site)' };
    const id = uuidV5(address, IMAGE_NAMESPACE);
    const stored = db.select({ url: mediaFiles.url }).from(mediaFiles).where(eq(mediaFiles.id, id)).get();
    if (stored) return { url: stored.url };
    try {
      const bytes = await download(address);
      const filename = decodeURIComponent(new URL(address).pathname.split('/').pop() || 'image').slice(0, 150);
      return { url: await importPicture(db, dataDir, { id, bytes, filename, createdAt: nowIso() }) };
    } catch (err) {
      // fetch() says only "fetch failed"; the reason (ENOTFOUND, ECONNREFUSED...) is its cause.
      const e = err as Error & { cause?: { code?: string; message?: string } };
      const reason = e.name === 'TimeoutError' ? 'no answer within 15 s' : e.cause ? `unreachable (${e.cause.code ?? e.cause.message})` : e.message;
      return { error: reason };
    }
  }

  /** The site address of the picture at `address`, or why it stays where it is. */
  return (address: string): Promise<Fetched> => {
    let job = done.get(address);
    if (!job) done.set(address, (job = bring(address)));
    return job;
  };
}
