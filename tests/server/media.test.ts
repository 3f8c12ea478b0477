/**
 * Media library: staff upload images (multipart), the site serves them at the returned URL, and
 * anything that is not a JPEG, PNG, WebP, GIF or AVIF of at most 8 MB is refused with nothing left
 * behind. Real multipart bodies through supertest, real files in the test's data folder.
 */
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { makeAvifStart, makeGif, makeJpeg, makePng, makeWebp } from '../helpers/images.ts';
import { mediaFiles, users } from '../../server/db/schema.ts';
import { eq } from 'drizzle-orm';

let ctx: TestContext;
let auth: { authorization: string };
let staffId: string;
const api = () => request(ctx.app.server);
const upload = (file: Buffer | null, filename = 'photo.png', alt?: string) => {
  let req = api().post('/api/media').set(auth);
  if (alt !== undefined) req = req.field('alt', alt);
  if (file) req = req.attach('file', file, filename);
  else req = req.field('note', 'no file here');
  return req;
};

/** Every file under data/media (uploads and the temporary folder). */
function storedFiles(): string[] {
  const root = join(ctx.config.dataDir, 'media');
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(path);
    }
  };
  walk(root);
  return out;
}

const rowCount = () => ctx.app.db.select().from(mediaFiles).all().length;
/** An empty library: no rows, no files (the folders stay). */
function emptyLibrary() {
  ctx.app.db.delete(mediaFiles).run();
  for (const file of storedFiles()) rmSync(file);
}

beforeAll(async () => {
  ctx = await createTestApp();
  const staff = await signedInStaff(ctx.app);
  ({ auth } = staff);
  staffId = staff.id;
});
afterAll(async () => ctx.close());

describe('POST /api/media', () => {
  beforeEach(emptyLibrary);

  it('stores a PNG and the returned URL serves the same bytes as image/png, cached for good', async () => {
    const png = makePng(3, 2);
    const res = await upload(png, 'My Holiday Photo.png', '  Pupils at a solar lab ');
    expect(res.status).toBe(201);
    const data = res.body.data;
    expect(res.body.success).toBe(true);
    expect(data).toMatchObject({ filename: 'My Holiday Photo.png', mime_type: 'image/png', size: png.length, width: 3, height: 2, alt: 'Pupils at a solar lab' });
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    const month = new Date().toISOString().slice(0, 7).replace('-', '/');
    expect(data.url).toBe(`/media/uploads/${month}/${data.id}.png`);
    expect(typeof data.created_at).toBe('string');
    expect(existsSync(join(ctx.config.dataDir, data.url))).toBe(true);

    const served = await api().get(data.url).buffer(true).parse((r, cb) => {
      const parts: Buffer[] = [];
      r.on('data', (c: Buffer) => parts.push(c));
      r.on('end', () => cb(null, Buffer.concat(parts)));
    });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, png)).toBe(0);
    expect(served.headers['cache-control']).toMatch(/immutable/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const row = ctx.app.db.select().from(mediaFiles).where(eq(mediaFiles.id, data.id)).get();
    expect(row?.uploadedBy).toBe(staffId);
  });

  it.each([
    ['JPEG', makeJpeg(640, 480), 'camera.JPG', 'image/jpeg', 'jpg', 640, 480],
    ['GIF', makeGif(32, 16), 'anim.gif', 'image/gif', 'gif', 32, 16],
    ['WebP', makeWebp(1200, 675), 'hero.webp', 'image/webp', 'webp', 1200, 675],
    ['AVIF (size not in the header: nulls)', makeAvifStart(), 'phone.avif', 'image/avif', 'avif', null, null],
    // The bytes decide, not the name: a PNG called .jpg is stored and served as a PNG.
    ['PNG named .jpg', makePng(5, 4), 'mislabelled.jpg', 'image/png', 'png', 5, 4],
  ])('accepts a %s and reads its size', async (_label, bytes, filename, mime, ext, width, height) => {
    const res = await upload(bytes, filename);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ filename, mime_type: mime, width, height, size: bytes.length });
    expect(res.body.data.url.endsWith(`.${ext}`)).toBe(true);
    const served = await api().get(res.body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe(mime);
  });

  it.each([
    ['a text file named photo.jpg', Buffer.from('Not an image at all, just words.\n'), 'photo.jpg'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 'logo.svg'],
    ['an SVG named .png', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png'],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n'), 'report.pdf'],
  ])('refuses %s and stores nothing', async (_label, bytes, filename) => {
    const res = await upload(bytes, filename);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded' });
    expect(rowCount()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses an image over 8 MB with 413 and stores nothing', async () => {
    const big = Buffer.concat([makePng(2, 2), Buffer.alloc(8 * 1024 * 1024)]);
    const res = await upload(big, 'huge.png');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, message: 'Image must be at most 8 MB' });
    expect(rowCount()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it('accepts an image of exactly 8 MB', async () => {
    const png = makePng(2, 2);
    const exact = Buffer.concat([png, Buffer.alloc(8 * 1024 * 1024 - png.length)]);
    const res = await upload(exact, 'exact.png');
    expect(res.status).toBe(201);
    expect(res.body.data.size).toBe(8 * 1024 * 1024);
  });

  it('asks for a file when none is sent (multipart without a file, JSON, no body)', async () => {
    const answers = [
      await upload(null),
      await upload(Buffer.alloc(0), ''),
      await api().post('/api/media').set(auth).send({ file: 'x' }),
      await api().post('/api/media').set(auth),
    ];
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'Choose an image to upload' });
    }
    expect(rowCount()).toBe(0);
  });

  it('refuses alt text over 300 characters and a second file', async () => {
    const longAlt = await upload(makePng(1, 1), 'a.png', 'x'.repeat(301));
    expect(longAlt.status).toBe(400);
    expect(longAlt.body.errors).toEqual([{ path: 'alt', msg: 'Alt text must be at most 300 characters' }]);
    const two = await api().post('/api/media').set(auth).attach('file', makePng(1, 1), 'a.png').attach('file', makePng(1, 1), 'b.png');
    expect(two.status).toBe(400);
    expect(two.body.message).toBe('Upload one image at a time');
    expect(rowCount()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it('cleans the original file name', async () => {
    const res = await upload(makePng(1, 1), '..\\..\\evil<script>name?.png');
    expect(res.status).toBe(201);
    expect(res.body.data.filename).toBe('evilscriptname.png');
    const unnamed = await upload(makePng(1, 1), '...');
    expect(unnamed.body.data.filename).toBe('image.png');
  });
});

describe('staff only', () => {
  it('answers 401 without a token on every media route', async () => {
    emptyLibrary();
    expect((await api().post('/api/media').attach('file', makePng(1, 1), 'a.png')).status).toBe(401);
    expect((await api().get('/api/media')).status).toBe(401);
    expect((await api().delete(`/api/media/${randomUUID()}`)).status).toBe(401);
    expect(rowCount()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });
});

describe('GET /api/media', () => {
  const ids: string[] = [];
  beforeAll(async () => {
    emptyLibrary();
    for (const [name, alt] of [
      ['school-garden.png', 'Pupils in the garden'],
      ['lab_2026.png', 'Robotics lab'],
      ['portrait.png', ''],
      ['100%_ready.png', 'Graduation day'],
      ['assembly.png', 'Morning assembly in Kigali'],
    ]) {
      const res = await upload(makePng(1, 1), name, alt);
      ids.push(res.body.data.id);
    }
  });

  it('lists newest first, paged', async () => {
    const first = await api().get('/api/media?page=1&limit=2').set(auth);
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect(first.body.pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    expect(first.body.data.map((m: { id: string }) => m.id)).toEqual([ids[4], ids[3]]);
    const last = await api().get('/api/media?page=3&limit=2').set(auth);
    expect(last.body.data.map((m: { id: string }) => m.id)).toEqual([ids[0]]);
    expect(last.body.data[0]).toMatchObject({ filename: 'school-garden.png', alt: 'Pupils in the garden', mime_type: 'image/png', width: 1, height: 1 });
  });

  it('searches file name and alt text, case-insensitive, with % taken literally', async () => {
    const names = async (q: string) => (await api().get('/api/media').query({ q }).set(auth)).body.data.map((m: { filename: string }) => m.filename);
    expect(await names('LAB')).toEqual(['lab_2026.png']);
    expect(await names('kigali')).toEqual(['assembly.png']);
    expect(await names('garden')).toEqual(['school-garden.png']);
    expect(await names('100%')).toEqual(['100%_ready.png']);
    expect(await names('%')).toEqual(['100%_ready.png']);
    expect(await names('nothing like this')).toEqual([]);
  });
});

describe('DELETE /api/media/:id', () => {
  it('removes the row and the file; the URL then 404s', async () => {
    const res = await upload(makePng(2, 2), 'gone.png');
    const { id, url } = res.body.data;
    expect((await api().get(url)).status).toBe(200);
    const del = await api().delete(`/api/media/${id}`).set(auth);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ success: true, message: 'Image deleted' });
    expect(ctx.app.db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).get()).toBeUndefined();
    expect(existsSync(join(ctx.config.dataDir, url))).toBe(false);
    expect((await api().get(url)).status).toBe(404);
    expect((await api().delete(`/api/media/${id}`).set(auth)).status).toBe(404);
  });

  it('404s for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await api().delete(`/api/media/${id}`).set(auth);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Image not found' });
    }
  });

  it('keeps the image when its uploader is deleted', async () => {
    const other = await signedInStaff(ctx.app);
    const res = await request(ctx.app.server).post('/api/media').set(other.auth).attach('file', makePng(1, 1), 'kept.png');
    ctx.app.db.delete(users).where(eq(users.id, other.id)).run();
    const row = ctx.app.db.select().from(mediaFiles).where(eq(mediaFiles.id, res.body.data.id)).get();
    expect(row?.uploadedBy).toBeNull();
  });
});

describe('the uploads folder', () => {
  it('lists no directories and serves no path outside it', async () => {
    const month = new Date().toISOString().slice(0, 7).replace('-', '/');
    for (const path of ['/media/uploads/', `/media/uploads/${month}/`, '/media/uploads/2026/']) {
      expect((await api().get(path)).status, path).toBe(404);
    }
    // Traversal is refused before any file is looked at (403 from the static server, or 404).
    for (const path of ['/media/uploads/../site.db', '/media/uploads/%2e%2e/site.db', '/media/uploads/2026/../../site.db']) {
      const res = await api().get(path);
      expect([403, 404], path).toContain(res.status);
      expect(res.headers['content-type'], path).toMatch(/json/);
    }
  });
});
