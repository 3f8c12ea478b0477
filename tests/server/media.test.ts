/**
 * Media library: staff upload images (multipart); each is stored upright, stripped of its metadata,
 * as AVIF, WebP and JPEG variants in its own folder (its original kept, never served); anything that
 * is not a readable JPEG, PNG, WebP, GIF or AVIF of at most 8 MB and 50 megapixels is refused with
 * nothing left behind; deleting an upload deletes its variants. Real multipart bodies through
 * supertest, real files in the test's data folder, every variant read back with sharp. Pictures are
 * small so the encoding stays quick.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { filesUnder } from '../helpers/files.ts';
import { makeArticle, makePodcastEpisode, makeVideo } from '../helpers/content.ts';
import { encodeAs, makeGif, makeJpeg, makePng, phonePhoto, pngClaiming } from '../helpers/images.ts';
import { articles, mediaFiles, users } from '../../server/db/schema.ts';
import { variantsSettled } from '../../server/modules/media/variants.ts';
import { upgradeLegacyUploads } from '../../server/modules/media/legacy.ts';
import { parseUploadedImage, pictureSources, variantWidths } from '../../shared/responsive-image.ts';

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
/** GET with the body as bytes whatever the type. */
const getBytes = (url: string, headers: Record<string, string> = {}) =>
  api()
    .get(url)
    .set(headers)
    .buffer(true)
    .parse((r, cb) => {
      const parts: Buffer[] = [];
      r.on('data', (c: Buffer) => parts.push(c));
      r.on('end', () => cb(null, Buffer.concat(parts)));
    });

/** Every file under data/media (uploads, originals and the temporary folder), relative to it. */
const storedFiles = () => filesUnder(join(ctx.config.dataDir, 'media'));
const folderOf = (url: string) => join(ctx.config.dataDir, url.slice(0, url.lastIndexOf('/')));

const rowCount = () => ctx.app.db.select().from(mediaFiles).all().length;
/** An empty library: no rows, no files (the folders stay). */
async function emptyLibrary() {
  await variantsSettled();
  ctx.app.db.delete(mediaFiles).run();
  rmSync(join(ctx.config.dataDir, 'media'), { recursive: true, force: true });
}

/** A 1 x 1 PNG of its own colour: distinct files (the same bytes twice would be one upload). */
const onePixel = (n: number) => makePng(1, 1, () => [n, 255 - n, 128]);

const MONTH = () => new Date().toISOString().slice(0, 7).replace('-', '/');

beforeAll(async () => {
  ctx = await createTestApp();
  const staff = await signedInStaff(ctx.app);
  ({ auth } = staff);
  staffId = staff.id;
});
afterAll(async () => ctx.close());

describe('POST /api/media: a phone photo', () => {
  beforeEach(emptyLibrary);

  it('is stored upright as AVIF, WebP and JPEG variants with no EXIF, GPS, XMP or ICC left, the original kept unserved', async () => {
    // Stored 700 x 400 sideways (EXIF orientation 6): shown 400 x 700.
    const photo = await phonePhoto(700, 400);
    const before = await sharp(photo).metadata();
    expect(before).toMatchObject({ orientation: 6 });
    expect(before.exif && before.xmp && before.icc).toBeTruthy();

    const res = await upload(photo, 'IMG_2041.JPG', ' Pupils at the solar lab ');
    expect(res.status).toBe(201);
    const data = res.body.data;
    expect(data).toMatchObject({ filename: 'IMG_2041.JPG', mime_type: 'image/jpeg', size: photo.length, width: 400, height: 700, alt: 'Pupils at the solar lab', used_by: [] });
    expect(data.url).toMatch(new RegExp(`^/media/uploads/${MONTH()}/${data.id}/400x700-[0-9a-f]{6}\\.jpg$`));
    const image = parseUploadedImage(data.url)!;
    expect(image).toMatchObject({ width: 400, height: 700, fallback: 'jpg' });
    expect(variantWidths(400)).toEqual([64, 128, 160, 200, 240, 280, 320, 400]);

    await variantsSettled();
    const folder = folderOf(data.url);
    // Every width in AVIF, WebP and JPEG; the main file is the JPEG at 400.
    const expected = [...variantWidths(400).flatMap((w) => [`${w}.avif`, `${w}.webp`, ...(w < 400 ? [`${w}.jpg`] : [])]), data.url.split('/').pop()];
    expect(readdirSync(folder).sort()).toEqual(expected.sort());
    // The original is kept as uploaded, outside the served folder.
    const original = join(ctx.config.dataDir, 'media', 'originals', ...MONTH().split('/'), `${data.id}.jpg`);
    expect(readFileSync(original).equals(photo)).toBe(true);

    const sources = pictureSources(data.url, { sizes: '64px' })!;
    const urls = [sources.src, `${image.folder}/320.jpg`, `${image.folder}/64.jpg`, ...sources.sources.flatMap((set) => set.srcset.split(', ').map((c) => c.split(' ')[0]))];
    expect(new Set(urls).size).toBe(19);
    for (const url of urls) {
      const served = await getBytes(url);
      expect(served.status, url).toBe(200);
      expect(served.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.body as Buffer).metadata();
      expect(meta.format, url).toBe(url.endsWith('.avif') ? 'heif' : url.endsWith('.webp') ? 'webp' : 'jpeg');
      expect(served.headers['content-type'], url).toBe(url.endsWith('.avif') ? 'image/avif' : url.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
      // Nothing of the camera's metadata, and upright: no rotation left to apply.
      expect({ exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc, orientation: meta.orientation }, url).toEqual({
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        icc: undefined,
        orientation: undefined,
      });
      expect(meta.width! < meta.height!, url).toBe(true);
      // Rotated: the photo's left half (red) is now on top, its right half (blue) below.
      const { data: px, info } = await sharp(served.body as Buffer).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => [...px.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
      const [topR, , topB] = at(Math.floor(info.width / 2), Math.floor(info.height / 8));
      const [botR, , botB] = at(Math.floor(info.width / 2), Math.floor((info.height * 7) / 8));
      expect(topR > 150 && topB < 100, `${url} top ${at(Math.floor(info.width / 2), 2)}`).toBe(true);
      expect(botB > 150 && botR < 100, `${url} bottom`).toBe(true);
    }
    // The original is never served, whatever the path.
    for (const path of [`/media/originals/${MONTH()}/${data.id}.jpg`, `/media/uploads/../originals/${MONTH()}/${data.id}.jpg`, `/media/uploads/${MONTH()}/${data.id}.jpg`]) {
      expect([403, 404], path).toContain((await api().get(path)).status);
    }
    const row = ctx.app.db.select().from(mediaFiles).where(eq(mediaFiles.id, data.id)).get();
    expect(row?.uploadedBy).toBe(staffId);
  });

  it('makes the wide variants after answering, and any variant asked for before it exists on the spot', async () => {
    const res = await upload(await encodeAs('jpeg', 1300, 260), 'panorama.jpg');
    expect(res.status).toBe(201);
    const image = parseUploadedImage(res.body.data.url)!;
    expect(image.widths).toEqual([64, 128, 160, 200, 240, 280, 320, 400, 480, 640, 680, 720, 800, 960, 1300]);
    await variantsSettled();
    const folder = folderOf(res.body.data.url);
    for (const w of image.widths) for (const ext of ['avif', 'webp']) expect(existsSync(join(folder, `${w}.${ext}`)), `${w}.${ext}`).toBe(true);
    expect(readdirSync(folder)).toHaveLength(image.widths.length * 3);

    // A variant missing from the folder (lost, or never made) is made from the original when asked for.
    rmSync(join(folder, '800.webp'));
    const again = await getBytes(`${image.folder}/800.webp`);
    expect(again.status).toBe(200);
    expect((await sharp(again.body as Buffer).metadata()).width).toBe(800);
    expect(existsSync(join(folder, '800.webp'))).toBe(true);
    // Only the widths and formats of the upload's set exist.
    for (const name of ['1280.avif', '500.webp', '320.png', '320.gif', 'cover-1400.jpg', '1300x260.jpg']) {
      expect((await api().get(`${image.folder}/${name}`)).status, name).toBe(404);
    }
  });

  it('answers every variant asked for at once right after an upload, each at its width, none refused', async () => {
    const res = await upload(await encodeAs('jpeg', 1920, 1080), 'stage.jpg');
    const image = parseUploadedImage(res.body.data.url)!;
    // More variants than readers may wait for being made (32): a page of pictures, or a client
    // reading every variant back, the moment the upload answered.
    const names = image.widths.flatMap((w) => ['avif', 'webp', ...(w < image.width ? ['jpg'] : [])].map((f) => `${w}.${f}`));
    expect(names.length).toBeGreaterThan(40);
    const answers = await Promise.all(names.map((name) => getBytes(`${image.folder}/${name}`)));
    expect(answers.map((a) => a.status)).toEqual(names.map(() => 200));
    for (const [i, answer] of answers.entries()) {
      expect((await sharp(answer.body as Buffer).metadata()).width, names[i]).toBe(Number(names[i].split('.')[0]));
    }
  });

  it('gives a Save-Data reader the variant of about half the width it asked for, under the same address', async () => {
    const res = await upload(await encodeAs('png', 900, 500), 'wide.png');
    const image = parseUploadedImage(res.body.data.url)!;
    const plain = await getBytes(`${image.folder}/800.avif`);
    const saver = await getBytes(`${image.folder}/800.avif`, { 'save-data': 'on' });
    expect(plain.headers.vary).toMatch(/Save-Data/);
    expect(saver.headers.vary).toMatch(/Save-Data/);
    expect((await sharp(plain.body as Buffer).metadata()).width).toBe(800);
    expect((await sharp(saver.body as Buffer).metadata()).width).toBe(400);
    expect((saver.body as Buffer).length).toBeLessThan((plain.body as Buffer).length);
    const main = await getBytes(res.body.data.url, { 'save-data': 'on' });
    expect((await sharp(main.body as Buffer).metadata()).width).toBe(480);
    // Already the smallest card width: as asked (the smaller widths are for the slots that list them).
    expect((await sharp((await getBytes(`${image.folder}/320.webp`, { 'save-data': 'on' })).body as Buffer).metadata()).width).toBe(320);
  });

  it.each([
    ['WebP', () => encodeAs('webp', 60, 40), 'hero.webp', 'image/webp', 'jpg'],
    ['GIF', () => encodeAs('gif', 60, 40), 'anim.gif', 'image/gif', 'jpg'],
    ['AVIF', () => encodeAs('avif', 60, 40), 'phone.avif', 'image/avif', 'jpg'],
    // Transparency kept: a PNG fallback, and no placeholder colour behind it.
    ['PNG with transparency', () => encodeAs('png', 60, 40, { alpha: true }), 'logo.png', 'image/png', 'png'],
    // The bytes decide, not the name: a PNG called .jpg is stored as a PNG.
    ['PNG named .jpg', async () => makePng(60, 40), 'mislabelled.jpg', 'image/png', 'jpg'],
  ])('accepts a %s', async (_label, make, filename, mime, fallback) => {
    const bytes = await make();
    const res = await upload(bytes, filename);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ filename, mime_type: mime, width: 60, height: 40, size: bytes.length });
    const image = parseUploadedImage(res.body.data.url)!;
    expect(image.fallback).toBe(fallback);
    expect(image.placeholder === null).toBe(fallback === 'png');
    const served = await api().get(res.body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe(fallback === 'png' ? 'image/png' : 'image/jpeg');
  });
});

describe('POST /api/media: refused files leave nothing behind', () => {
  beforeEach(emptyLibrary);

  const refusedWith = async (bytes: Buffer, filename: string, status: number, message: string | RegExp) => {
    const res = await upload(bytes, filename);
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(message);
    await variantsSettled();
    expect(rowCount()).toBe(0);
    expect(storedFiles()).toEqual([]);
  };

  it.each([
    ['a text file named photo.jpg', Buffer.from('Not an image at all, just words.\n'), 'photo.jpg'],
    ['random bytes', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251)), 'IMG_0001.jpg'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 'logo.svg'],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n'), 'report.pdf'],
  ])('refuses %s (not an image type)', async (_label, bytes, filename) => {
    await refusedWith(bytes, filename, 400, 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded');
  });

  it('refuses a truncated JPEG, random bytes behind a JPEG or GIF signature and a header with no picture', async () => {
    const photo = await encodeAs('jpeg', 400, 300);
    const random = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251));
    for (const [bytes, name] of [
      [photo.subarray(0, Math.floor(photo.length / 2)), 'cut.jpg'],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), random]), 'noise.jpg'],
      [makeJpeg(640, 480), 'header-only.jpg'],
      [makeGif(32, 16), 'header-only.gif'],
    ] as const) {
      await refusedWith(bytes, name, 400, 'The image could not be read: the file is damaged, incomplete or not really an image');
    }
  });

  it('refuses a decompression bomb (a small PNG claiming 30,000 x 30,000 pixels) before decoding it', async () => {
    const bomb = pngClaiming(30_000, 30_000);
    expect(bomb.length).toBeLessThan(2048);
    const started = performance.now();
    await refusedWith(bomb, 'bomb.png', 400, 'Image is too large: at most 50 megapixels (this one is 30,000 x 30,000 pixels)');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses an image over 8 MB with 413', async () => {
    await refusedWith(Buffer.concat([makePng(2, 2), Buffer.alloc(8 * 1024 * 1024)]), 'huge.png', 413, 'Image must be at most 8 MB');
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
    const res = await upload(onePixel(1), '..\\..\\evil<script>name?.png');
    expect(res.status).toBe(201);
    expect(res.body.data.filename).toBe('evilscriptname.png');
    const unnamed = await upload(onePixel(2), '...');
    expect(unnamed.body.data.filename).toBe('image.png');
  });
});

describe('staff only', () => {
  it('answers 401 without a token on every media route', async () => {
    await emptyLibrary();
    expect((await api().post('/api/media').attach('file', makePng(1, 1), 'a.png')).status).toBe(401);
    expect((await api().get('/api/media')).status).toBe(401);
    expect((await api().delete(`/api/media/${randomUUID()}`)).status).toBe(401);
    expect((await api().get('/api/media/podcast-cover')).status).toBe(401);
    expect((await api().put('/api/media/podcast-cover').send({ media_id: randomUUID() })).status).toBe(401);
    expect(rowCount()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });
});

describe('GET /api/media', () => {
  const ids: string[] = [];
  beforeAll(async () => {
    await emptyLibrary();
    for (const [name, alt] of [
      ['school-garden.png', 'Pupils in the garden'],
      ['lab_2026.png', 'Robotics lab'],
      ['portrait.png', ''],
      ['100%_ready.png', 'Graduation day'],
      ['assembly.png', 'Morning assembly in Kigali'],
    ]) {
      const res = await upload(onePixel(ids.length), name, alt);
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
    expect(last.body.data[0]).toMatchObject({ filename: 'school-garden.png', alt: 'Pupils in the garden', mime_type: 'image/png', width: 1, height: 1, used_by: [] });
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

  it('says where each upload is used: featured images, galleries, thumbnails, covers (also by absolute address)', async () => {
    const [garden, lab] = await Promise.all(
      ids.slice(0, 2).map(async (id) => ctx.app.db.select({ url: mediaFiles.url }).from(mediaFiles).where(eq(mediaFiles.id, id)).get()!.url),
    );
    const article = makeArticle(ctx.app.db, { title: 'Garden day', featuredImage: garden }, [{ url: `${ctx.config.publicUrl}${lab}`, alt: 'Lab', caption: '' }]);
    const video = makeVideo(ctx.app.db, { title: 'Garden tour', thumbnail: garden });
    const podcast = makePodcastEpisode(ctx.app.db, { title: 'Lab talk', image: lab });
    const list = (await api().get('/api/media?limit=10').set(auth)).body.data as Array<{ id: string; used_by: unknown[] }>;
    const usage = (id: string) => list.find((m) => m.id === id)!.used_by;
    expect(usage(ids[0])).toEqual([
      { type: 'article', id: article, title: 'Garden day' },
      { type: 'video', id: video, title: 'Garden tour' },
    ]);
    expect(usage(ids[1])).toEqual([
      { type: 'article', id: article, title: 'Garden day' },
      { type: 'podcast', id: podcast, title: 'Lab talk' },
    ]);
    expect(usage(ids[2])).toEqual([]);
  });

  it('counts an article’s author photo as a use, like its featured image (so deleting it warns)', async () => {
    const url = ctx.app.db.select({ url: mediaFiles.url }).from(mediaFiles).where(eq(mediaFiles.id, ids[3])).get()!.url;
    const created = await api()
      .post('/api/articles')
      .set(auth)
      .send({ title: 'Meet our writer', excerpt: 'Who writes Career Campus.', content: 'Hello.', author: 'Thandiwe Dlamini', featured_image: '/media/seed/placeholder.jpg', author_image: url });
    expect(created.status).toBe(201);
    const other = makeArticle(ctx.app.db, { title: 'Another by Thandiwe', authorImage: `${ctx.config.publicUrl}${url}` });
    const list = (await api().get('/api/media?limit=10').set(auth)).body.data as Array<{ id: string; used_by: unknown[] }>;
    // The photo is the author profile's (listed as the profile's portrait): every article by the
    // same author shows it ('Garden day' shares makeArticle's author).
    const usedBy = list.find((m) => m.id === ids[3])!.used_by;
    expect(usedBy).toHaveLength(5);
    expect(usedBy).toEqual(
      expect.arrayContaining([
        { type: 'author', id: expect.any(String), title: 'Thandiwe Dlamini' },
        { type: 'author', id: expect.any(String), title: 'Amina Okafor' },
        { type: 'article', id: other, title: 'Another by Thandiwe' },
        { type: 'article', id: expect.any(String), title: 'Garden day' },
        { type: 'article', id: created.body.data.id, title: 'Meet our writer' },
      ]),
    );
  });
});

describe('DELETE /api/media/:id', () => {
  it('moves the image to the trash (its URLs 404 at once), restores it whole, and emptying removes every file', async () => {
    await emptyLibrary();
    const res = await upload(await encodeAs('jpeg', 500, 300), 'gone.jpg');
    const { id, url } = res.body.data;
    await variantsSettled();
    const image = parseUploadedImage(url)!;
    const served = [url, `${image.folder}/320.avif`, `${image.folder}/400.webp`];
    expect((await api().get(url)).status).toBe(200);
    expect((await api().get(`${image.folder}/320.avif`)).status).toBe(200);
    const files = storedFiles();
    expect(files.length).toBe(1 + image.widths.length * 3);

    const del = await api().delete(`/api/media/${id}`).set(auth);
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ success: true, message: 'Image moved to the trash', data: { type: 'uploads', id, title: 'gone.jpg' } });
    expect(del.body.data.will_lose).toEqual([expect.stringMatching(/^the file gone\.jpg \(\d+ KB\)$/)]);
    expect(ctx.app.db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).get()).toBeUndefined();
    expect(existsSync(folderOf(url))).toBe(false);
    for (const u of served) expect((await api().get(u)).status, u).toBe(404);
    expect((await api().get('/api/media').set(auth)).body.data).toEqual([]);
    expect((await api().delete(`/api/media/${id}`).set(auth)).status).toBe(404);

    expect((await api().post(`/api/trash/uploads/${id}/restore`).set(auth)).status).toBe(200);
    expect(storedFiles()).toEqual(files);
    for (const u of served) expect((await api().get(u)).status, u).toBe(200);
    expect((await api().get('/api/media').set(auth)).body.data.map((m: { id: string }) => m.id)).toEqual([id]);

    await api().delete(`/api/media/${id}`).set(auth);
    expect((await api().delete(`/api/trash/uploads/${id}`).set(auth)).status).toBe(200);
    expect(storedFiles()).toEqual([]);
    expect((await api().post(`/api/trash/uploads/${id}/restore`).set(auth)).status).toBe(404);
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

describe('podcast artwork', () => {
  it('is made square from an upload, named by /podcast.xml, listed as a use, and reset when its upload is deleted', async () => {
    await emptyLibrary();
    const builtIn = await api().get('/api/media/podcast-cover').set(auth);
    expect(builtIn.body.data).toEqual({ url: '/podcast-cover.jpg', media_id: null, size: 1400 });
    expect((await api().get('/podcast.xml')).text).toContain('<itunes:image href="http://localhost:5555/podcast-cover.jpg"/>');

    const small = await upload(await encodeAs('jpeg', 600, 600), 'small-cover.jpg');
    const refused = await api().put('/api/media/podcast-cover').set(auth).send({ media_id: small.body.data.id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Podcast artwork must be at least 1400 x 1400 pixels (Apple Podcasts asks for 1400 to 3000); this image is 600 x 600');
    expect((await api().put('/api/media/podcast-cover').set(auth).send({ media_id: randomUUID() })).status).toBe(404);

    const wide = await upload(await encodeAs('png', 1400, 1400), 'show-art.png');
    const set = await api().put('/api/media/podcast-cover').set(auth).send({ media_id: wide.body.data.id });
    expect(set.status).toBe(200);
    const folder = parseUploadedImage(wide.body.data.url)!.folder;
    expect(set.body.data).toEqual({ url: `${folder}/cover-1400.jpg`, media_id: wide.body.data.id, size: 1400 });
    const art = await getBytes(set.body.data.url);
    expect(art.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(art.body as Buffer).metadata()).toMatchObject({ width: 1400, height: 1400, format: 'jpeg', space: 'srgb' });
    expect((await api().get('/podcast.xml')).text).toContain(`<itunes:image href="http://localhost:5555${folder}/cover-1400.jpg"/>`);
    const listed = (await api().get('/api/media').set(auth)).body.data.find((m: { id: string }) => m.id === wide.body.data.id);
    expect(listed.used_by).toEqual([{ type: 'podcast_cover', id: null, title: 'Podcast artwork' }]);

    await api().delete(`/api/media/${wide.body.data.id}`).set(auth);
    expect((await api().get('/api/media/podcast-cover').set(auth)).body.data.media_id).toBeNull();
    expect((await api().get('/podcast.xml')).text).toContain('<itunes:image href="http://localhost:5555/podcast-cover.jpg"/>');
  });
});

describe('uploads from before variants', () => {
  it('are converted at start-up: metadata stripped, variants made, every image field pointed at the new address', async () => {
    await emptyLibrary();
    const id = randomUUID();
    const oldUrl = `/media/uploads/2025/03/${id}.jpg`;
    const photo = await phonePhoto(64, 40);
    const dir = join(ctx.config.dataDir, 'media', 'uploads', '2025', '03');
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${id}.jpg`), photo);
    ctx.app.db
      .insert(mediaFiles)
      .values({ id, url: oldUrl, filename: 'old.jpg', mimeType: 'image/jpeg', size: photo.length, width: 40, height: 64, createdAt: '2025-03-02T10:00:00.000Z' })
      .run();
    const article = makeArticle(ctx.app.db, { featuredImage: oldUrl });
    const byWriter = makeArticle(ctx.app.db, { authorImage: oldUrl });

    await upgradeLegacyUploads(ctx.app.db, ctx.config.dataDir, ctx.config.publicUrl, ctx.app.log);
    await variantsSettled();
    const row = ctx.app.db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).get()!;
    expect(row.url).toMatch(new RegExp(`^/media/uploads/2025/03/${id}/40x64-[0-9a-f]{6}\\.jpg$`));
    expect(ctx.app.db.select({ image: articles.featuredImage }).from(articles).where(eq(articles.id, article)).get()!.image).toBe(row.url);
    expect(ctx.app.db.select({ image: articles.authorImage }).from(articles).where(eq(articles.id, byWriter)).get()!.image).toBe(row.url);
    expect(existsSync(join(dir, `${id}.jpg`))).toBe(false);
    expect((await api().get(oldUrl)).status).toBe(404);
    const meta = await sharp((await getBytes(row.url)).body as Buffer).metadata();
    expect({ exif: meta.exif, xmp: meta.xmp, w: meta.width, h: meta.height }).toEqual({ exif: undefined, xmp: undefined, w: 40, h: 64 });
  });
});

describe('uploads from before variants, at start-up', () => {
  it('are converted in the background: the server answers at once', async () => {
    const id = randomUUID();
    const oldUrl = `/media/uploads/2025/04/${id}.jpg`;
    const photo = await phonePhoto(3000, 2000); // a second or so of encoding
    const dir = join(ctx.config.dataDir, 'media', 'uploads', '2025', '04');
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${id}.jpg`), photo);
    ctx.app.db
      .insert(mediaFiles)
      .values({ id, url: oldUrl, filename: 'old.jpg', mimeType: 'image/jpeg', size: photo.length, width: 2000, height: 3000, createdAt: '2025-04-02T10:00:00.000Z' })
      .run();
    const urlOf = () => ctx.app.db.select({ url: mediaFiles.url }).from(mediaFiles).where(eq(mediaFiles.id, id)).get()!.url;

    const restarted = await createTestApp({ DATABASE_PATH: ctx.config.databasePath });
    try {
      expect((await request(restarted.app.server).get('/api/public/health')).status).toBe(200);
      expect(urlOf()).toBe(oldUrl); // still converting
      await expect.poll(urlOf, { timeout: 30_000, interval: 50 }).not.toBe(oldUrl);
    } finally {
      await restarted.app.close();
    }
    expect(urlOf()).toMatch(new RegExp(`^/media/uploads/2025/04/${id}/`));
  });
});

describe('the uploads folder', () => {
  it('lists no directories and serves no path outside it', async () => {
    const month = MONTH();
    for (const path of ['/media/uploads/', `/media/uploads/${month}/`, '/media/uploads/2026/']) {
      expect((await api().get(path)).status, path).toBe(404);
    }
    // Traversal is refused before any file is looked at.
    for (const path of ['/media/uploads/../site.db', '/media/uploads/%2e%2e/site.db', '/media/uploads/2026/../../site.db']) {
      const res = await api().get(path);
      expect([403, 404], path).toContain(res.status);
      expect(res.headers['content-type'], path).toMatch(/json/);
    }
  });
});
