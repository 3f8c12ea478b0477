/**
 * The same file is one upload: the library keeps the SHA-256 of the bytes it receives, and a second
 * upload of them (one after the other or both at once, by the form or copied from another site)
 * hands back the first with `reused: true`, stores nothing and takes the new alt text only when the
 * first had none. Uploads from before hashing are hashed by a background backfill once the server
 * listens (copies among them are marked, never merged). The library's search also finds an upload
 * by the title of an item that shows it. Real multipart bodies, real files in the test's data folder.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq, isNull } from 'drizzle-orm';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { filesUnder } from '../helpers/files.ts';
import { makeArticle, makeTvEpisode, makeVideo } from '../helpers/content.ts';
import { encodeAs, makePng } from '../helpers/images.ts';
import { mediaFiles } from '../../server/db/schema.ts';
import { variantsSettled } from '../../server/modules/media/variants.ts';
import { backfillHashes } from '../../server/modules/media/hash-backfill.ts';

let ctx: TestContext;
let auth: { authorization: string };
const api = () => request(ctx.app.server);
const upload = (file: Buffer, filename: string, alt?: string) => {
  let req = api().post('/api/media').set(auth);
  if (alt !== undefined) req = req.field('alt', alt);
  return req.attach('file', file, filename);
};
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const rows = () => ctx.app.db.select().from(mediaFiles).all();

/** Every file under data/media, relative to it. */
const storedFiles = () => filesUnder(join(ctx.config.dataDir, 'media'));

beforeAll(async () => {
  ctx = await createTestApp();
  ({ auth } = await signedInStaff(ctx.app));
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await variantsSettled();
  ctx.app.db.delete(mediaFiles).run();
  rmSync(join(ctx.config.dataDir, 'media'), { recursive: true, force: true });
});

describe('the same file uploaded twice', () => {
  it('is one upload: the second answer is the first upload, marked reused, and nothing more is stored', async () => {
    const photo = await encodeAs('jpeg', 640, 400);
    const first = await upload(photo, 'market.jpg', 'Traders at the morning market');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ message: 'Image uploaded', data: { reused: false, filename: 'market.jpg' } });
    await variantsSettled();
    const filesAfterFirst = storedFiles();
    expect(rows()).toHaveLength(1);
    expect(rows()[0].sha256).toBe(sha256(photo));

    const second = await upload(photo, 'IMG_2231.jpg', 'Another description');
    expect(second.status).toBe(200);
    expect(second.body.message).toBe('Already in the library: reused');
    expect(second.body.data).toEqual({ ...first.body.data, reused: true });
    // The first upload's words stay: its name and its alt text.
    expect(second.body.data.alt).toBe('Traders at the morning market');
    expect(rows()).toHaveLength(1);
    expect(storedFiles()).toEqual(filesAfterFirst);
    const list = (await api().get('/api/media').set(auth)).body;
    expect(list.pagination.total).toBe(1);
  });

  it('says where the reused upload is already shown', async () => {
    const photo = await encodeAs('png', 320, 200);
    const first = await upload(photo, 'lab.png');
    const video = makeVideo(ctx.app.db, { title: 'Inside the lab', thumbnail: first.body.data.url });
    const again = await upload(photo, 'lab-again.png');
    expect(again.body.data.used_by).toEqual([{ type: 'video', id: video, title: 'Inside the lab' }]);
  });

  it('gives the reused upload the new alt text when it had none, never replacing one', async () => {
    const photo = await encodeAs('webp', 300, 300);
    await upload(photo, 'portrait.webp');
    const again = await upload(photo, 'portrait.webp', 'Portrait of Amina Okafor');
    expect(again.body.data.alt).toBe('Portrait of Amina Okafor');
    expect(rows()[0].alt).toBe('Portrait of Amina Okafor');
    const third = await upload(photo, 'portrait.webp', 'Someone else');
    expect(third.body.data.alt).toBe('Portrait of Amina Okafor');
  });

  it('is stored once when both copies arrive at the same time', async () => {
    const photo = await encodeAs('jpeg', 800, 600);
    const answers = await Promise.all([upload(photo, 'a.jpg'), upload(photo, 'b.jpg'), upload(photo, 'c.jpg')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(answers.filter((a) => a.body.data.reused)).toHaveLength(2);
    await variantsSettled();
    expect(rows()).toHaveLength(1);
    // One original and one folder of variants.
    expect(storedFiles().filter((f) => f.startsWith('originals/'))).toHaveLength(1);
    expect(new Set(storedFiles().filter((f) => f.startsWith('uploads/')).map((f) => f.split('/').slice(0, 4).join('/'))).size).toBe(1);
  });

  it('counts a byte of difference as another file, and a deleted upload is stored anew', async () => {
    const a = makePng(20, 20);
    const b = makePng(20, 20, (x, y) => [x * 10, y * 10, x === 19 && y === 19 ? 1 : 0]);
    expect((await upload(a, 'a.png')).status).toBe(201);
    expect((await upload(b, 'b.png')).status).toBe(201);
    expect(rows()).toHaveLength(2);
    const id = rows().find((r) => r.filename === 'a.png')!.id;
    expect((await api().delete(`/api/media/${id}`).set(auth)).status).toBe(200);
    const again = await upload(a, 'a.png');
    expect(again.status).toBe(201);
    expect(again.body.data.id).not.toBe(id);
  });
});

describe('uploads from before hashing', () => {
  /** Uploads as the library held them before this change: no hash. */
  async function olderUploads(files: Array<[Buffer, string]>): Promise<string[]> {
    const ids: string[] = [];
    for (const [bytes, name] of files) ids.push((await upload(bytes, name)).body.data.id);
    await variantsSettled();
    ctx.app.db.update(mediaFiles).set({ sha256: null }).run();
    return ids;
  }

  it('are hashed by the backfill; afterwards a new upload of one of them is recognised', async () => {
    const photos = [await encodeAs('jpeg', 400, 300), await encodeAs('png', 300, 200), await encodeAs('webp', 200, 200)];
    const ids = await olderUploads([
      [photos[0], 'one.jpg'],
      [photos[1], 'two.png'],
      [photos[2], 'three.webp'],
    ]);
    // Before the backfill the file is not known: it would be stored again.
    expect(ctx.app.db.select().from(mediaFiles).where(isNull(mediaFiles.sha256)).all()).toHaveLength(3);

    const result = await backfillHashes(ctx.app.db, ctx.config.dataDir, ctx.app.log);
    expect(result).toEqual({ hashed: 3, copies: 0, unreadable: 0 });
    for (const [i, id] of ids.entries()) {
      expect(ctx.app.db.select({ sha256: mediaFiles.sha256 }).from(mediaFiles).where(eq(mediaFiles.id, id)).get()!.sha256).toBe(sha256(photos[i]));
    }
    const again = await upload(photos[1], 'two-again.png');
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: ids[1], reused: true });
    // A second run finds nothing left to do.
    expect(await backfillHashes(ctx.app.db, ctx.config.dataDir, ctx.app.log)).toEqual({ hashed: 0, copies: 0, unreadable: 0 });
  });

  it('keeps copies made before hashing, marks the later one, and finds the older for a new upload', async () => {
    const photo = await encodeAs('jpeg', 300, 300);
    // Stored twice, as the library did before it hashed (the second row made by hand like the first).
    const [older] = await olderUploads([[photo, 'older.jpg']]);
    const first = ctx.app.db.select().from(mediaFiles).where(eq(mediaFiles.id, older)).get()!;
    const copyId = '0b7f3c1e-9a2d-4c55-8e10-2f6a3b4c5d6e';
    ctx.app.db
      .insert(mediaFiles)
      .values({ ...first, id: copyId, url: first.url.replace(older, copyId), filename: 'later-copy.jpg', alt: 'Its own words', createdAt: '2099-01-01T00:00:00.000Z' })
      .run();
    // The copy's original, where the library keeps it (same month folder as its address).
    const month = first.url.split('/').slice(3, 5);
    copyFileSync(join(ctx.config.dataDir, 'media', 'originals', ...month, `${older}.jpg`), join(ctx.config.dataDir, 'media', 'originals', ...month, `${copyId}.jpg`));

    expect(await backfillHashes(ctx.app.db, ctx.config.dataDir, ctx.app.log)).toEqual({ hashed: 2, copies: 1, unreadable: 0 });
    const copy = ctx.app.db.select().from(mediaFiles).where(eq(mediaFiles.id, copyId)).get()!;
    expect(copy).toMatchObject({ sha256: sha256(photo), duplicateOf: older, alt: 'Its own words', filename: 'later-copy.jpg' });
    expect((await upload(photo, 'new.jpg')).body.data).toMatchObject({ id: older, reused: true });
    // Both stay listed; nothing was merged or deleted.
    expect((await api().get('/api/media').set(auth)).body.pagination.total).toBe(2);
  });

  it('leaves an upload whose original is missing without a hash, and says so', async () => {
    const [id] = await olderUploads([[await encodeAs('png', 100, 100), 'lost.png']]);
    rmSync(join(ctx.config.dataDir, 'media', 'originals'), { recursive: true, force: true });
    const warnings: unknown[] = [];
    const log = Object.assign(Object.create(ctx.app.log) as typeof ctx.app.log, { warn: (...args: unknown[]) => warnings.push(args) });
    expect(await backfillHashes(ctx.app.db, ctx.config.dataDir, log)).toEqual({ hashed: 0, copies: 0, unreadable: 1 });
    expect(warnings).toHaveLength(1);
    expect(ctx.app.db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).get()!.sha256).toBeNull();
  });

  it('runs in the background once the server listens', async () => {
    const photo = await encodeAs('jpeg', 500, 400);
    const [id] = await olderUploads([[photo, 'before.jpg']]);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(() => ctx.app.db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).get()!.sha256, { timeout: 5000 }).toBe(sha256(photo));
  });
});

describe('GET /api/media?q=', () => {
  it('finds an upload by the title of an item that shows it, whatever the field, also by absolute address', async () => {
    const ids: Record<string, string> = {};
    const urls: Record<string, string> = {};
    for (const [i, name] of ['featured', 'gallery', 'thumb', 'tv', 'unused'].entries()) {
      const res = await upload(makePng(4, 4, () => [i * 40, 10, 10]), `${name}.png`);
      ids[name] = res.body.data.id;
      urls[name] = res.body.data.url;
    }
    makeArticle(ctx.app.db, { title: 'Solar lamps in Kisumu', featuredImage: urls.featured }, [{ url: `${ctx.config.publicUrl}${urls.gallery}`, alt: 'Lamp', caption: '' }]);
    makeVideo(ctx.app.db, { title: 'Robotics club finals', thumbnail: urls.thumb });
    makeTvEpisode(ctx.app.db, { title: 'Mind Battles: solar special', thumbnail: urls.tv });
    const found = async (q: string) =>
      ((await api().get('/api/media').query({ q }).set(auth)).body.data as Array<{ id: string }>).map((m) => m.id).sort();
    expect(await found('kisumu')).toEqual([ids.featured, ids.gallery].sort());
    expect(await found('SOLAR')).toEqual([ids.featured, ids.gallery, ids.tv].sort());
    expect(await found('robotics')).toEqual([ids.thumb]);
    expect(await found('unused')).toEqual([ids.unused]);
    expect(await found('nowhere at all')).toEqual([]);
  });
});
