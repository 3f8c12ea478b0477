import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { daysAgo, makeTvEpisode, makeVideo } from '../helpers/content.ts';
import { comments, contentItems, dailyViews, likes, videos } from '../../server/db/schema.ts';

let ctx: TestContext;
let auth: { authorization: string };
const api = () => request(ctx.app.server);
const videoCount = () => ctx.app.db.select({ n: count() }).from(videos).get()!.n;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ auth } = await signedInStaff(ctx.app));
});
afterAll(async () => ctx.close());

const valid = {
  title: 'Solar classrooms in Kenya',
  description: 'How solar power keeps rural schools open after dark.',
  duration: '25:30',
  category: 'Research World',
  creator: 'Insight Studio',
  thumbnail: 'https://images.example.org/solar.jpg',
  youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
  tags: 'energy, schools',
  meta_description: 'Solar power in rural Kenyan schools.',
  is_new: true,
  featured: true,
  rating: 4.5,
  status: 'published',
  upload_date: '2025-03-01',
};

describe('videos: authentication', () => {
  const id = randomUUID();
  it.each([
    ['get', '/api/videos'],
    ['post', '/api/videos'],
    ['get', `/api/videos/${id}`],
    ['put', `/api/videos/${id}`],
    ['delete', `/api/videos/${id}`],
  ] as const)('%s %s without a token answers 401', async (method, path) => {
    const res = await api()[method](path).send(method === 'post' || method === 'put' ? { title: {} } : undefined);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false });
    expect(res.body.message).toMatch(/token/i);
  });

  it('refuses a forged token', async () => {
    const res = await api().get('/api/videos').set({ authorization: 'Bearer not.a.token' });
    expect(res.status).toBe(401);
  });
});

describe('videos: create and read', () => {
  it('creates a video from the form payload and reads it back', async () => {
    const res = await api()
      .post('/api/videos')
      .set(auth)
      .send({ ...valid, id: 'client-id', created_at: '2000-01-01', updated_at: '2000-01-01' });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe('Video created successfully!');
    const v = res.body.data;
    expect(v.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(v).toMatchObject({
      title: valid.title,
      description: valid.description,
      duration: '25:30',
      category: 'Research World',
      section: 'Magazine',
      creator: 'Insight Studio',
      thumbnail: valid.thumbnail,
      youtube_url: valid.youtube_url,
      tags: 'energy, schools',
      is_new: true,
      featured: true,
      rating: 4.5,
      status: 'published',
      upload_date: '2025-03-01T00:00:00.000Z',
      views: 0,
      allow_comments: true,
    });
    expect(v.created_at).not.toBe('2000-01-01');

    const read = await api().get(`/api/videos/${v.id}`).set(auth);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ success: true, data: v });
  });

  it('applies the defaults: Tech Trends, Magazine, draft, uploaded now, rating as text', async () => {
    const before = new Date().toISOString();
    const res = await api().post('/api/videos').set(auth).send({ title: 'Minimal', description: 'Only what is required', rating: '3.5' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ category: 'Tech Trends', section: 'Magazine', status: 'published', rating: 3.5, is_new: false, featured: false });
    expect(res.body.data.upload_date >= before).toBe(true);
  });

  it('answers 404 for an unknown, malformed or other-type id', async () => {
    const tvId = makeTvEpisode(ctx.app.db);
    for (const id of [randomUUID(), 'not-a-uuid', tvId, "1' OR '1'='1"]) {
      const res = await api().get(`/api/videos/${encodeURIComponent(id)}`).set(auth);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Video not found' });
    }
  });
});

describe('videos: validation', () => {
  async function refused(body: object) {
    const before = videoCount();
    const res = await api().post('/api/videos').set(auth).send(body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(videoCount()).toBe(before);
    return res.body.errors as { path: string; msg: string }[];
  }

  it('lists every required field at once', async () => {
    const errors = await refused({ title: '   ', description: '' });
    expect(errors).toEqual([
      { path: 'title', msg: 'Title is required' },
      { path: 'description', msg: 'Description is required' },
    ]);
  });

  it.each([
    [{ rating: 0.5 }, 'rating', 'Rating must be between 1 and 5'],
    [{ rating: 5.1 }, 'rating', 'Rating must be between 1 and 5'],
    [{ rating: 'five' }, 'rating', 'Rating must be between 1 and 5'],
    [{ meta_description: 'x'.repeat(161) }, 'meta_description', 'Meta description must be at most 160 characters'],
    [{ youtube_url: 'https://youtube.com/watch?v=short' }, 'youtube_url', 'Please enter a valid YouTube URL (watch, youtu.be, embed or shorts link)'],
    [{ thumbnail: 'javascript:alert(1)' }, 'thumbnail', 'Thumbnail URL must be a valid http(s) URL'],
    [{ category: 'Cooking' }, 'category', expect.stringContaining('Category must be one of')],
    [{ section: 'Sports' }, 'section', expect.stringContaining('Section must be one of')],
    [{ title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
    [{ tags: 'x'.repeat(501) }, 'tags', 'Tags must be at most 500 characters'],
    [{ upload_date: '2025-02-30' }, 'upload_date', 'Please enter a valid date'],
    [{ upload_date: 'yesterday' }, 'upload_date', 'Please enter a valid date'],
    [{ status: 'archived' }, 'status', expect.stringContaining('Status must be one of')],
    [{ status: 'scheduled', upload_date: daysAgo(2) }, 'upload_date', 'A scheduled item needs a publish date in the future'],
  ])('refuses %j', async (patch, path, msg) => {
    const errors = await refused({ ...valid, ...patch });
    expect(errors).toEqual([{ path, msg }]);
  });

  it('accepts rating 0 (unrated), 1 and 5 and every YouTube link form', async () => {
    for (const [rating, youtube_url] of [
      [0, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      [1, 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
      [5, 'https://youtube.com/shorts/dQw4w9WgXcQ'],
    ] as const) {
      const res = await api().post('/api/videos').set(auth).send({ ...valid, rating, youtube_url });
      expect(res.status).toBe(201);
    }
  });

  it('keeps schema errors for wrong structural types, bad JSON and huge bodies, writing nothing', async () => {
    const before = videoCount();
    for (const body of [{ title: { a: 1 } }, { featured: 'maybe' }, { tags: { x: 1 } }, [1, 2]]) {
      const res = await api().post('/api/videos').set(auth).send(body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    const bad = await api().post('/api/videos').set(auth).set('content-type', 'application/json').send('{"title": ');
    expect(bad.status).toBe(400);
    const huge = await api().post('/api/videos').set(auth).send({ ...valid, description: 'x'.repeat(2_200_000) });
    expect(huge.status).toBe(413);
    const long = await api().post('/api/videos').set(auth).send({ ...valid, description: 'x'.repeat(500_000) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([{ path: 'description', msg: 'Description must be at most 10000 characters' }]);
    expect(videoCount()).toBe(before);
  });
});

describe('videos: list', () => {
  let local: TestContext;
  let localAuth: { authorization: string };
  beforeAll(async () => {
    local = await createTestApp();
    ({ auth: localAuth } = await signedInStaff(local.app));
    const db = local.app.db;
    makeVideo(db, { title: 'Robotics club', category: 'Tech Trends', featured: true, views: 50, createdAt: daysAgo(5) });
    makeVideo(db, { title: 'Village library', description: 'A robotics corner too', category: 'Echoes of Home', views: 500, createdAt: daysAgo(4) });
    makeVideo(db, { title: 'Draft piece', status: 'draft', createdAt: daysAgo(3) });
    makeVideo(db, { title: 'Scheduled, date passed', status: 'scheduled', uploadDate: daysAgo(1), createdAt: daysAgo(2) });
    makeVideo(db, { title: 'Scheduled later', status: 'scheduled', uploadDate: new Date(Date.now() + 86_400_000).toISOString(), createdAt: daysAgo(1) });
  });
  afterAll(async () => local.close());
  const list = (query: string) => request(local.app.server).get(`/api/videos${query}`).set(localAuth);

  it('pages newest first with the pagination block', async () => {
    const res = await list('?page=2&limit=2');
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3 });
    expect(res.body.data.map((v: { title: string }) => v.title)).toEqual(['Draft piece', 'Village library']);
    const all = await list('');
    expect(all.body.pagination).toEqual({ page: 1, limit: 10, total: 5, totalPages: 1 });
  });

  it('filters by status as staff see it, category, featured and search', async () => {
    const titles = async (q: string) => (await list(q)).body.data.map((v: { title: string }) => v.title).sort();
    expect(await titles('?status=published')).toEqual(['Robotics club', 'Scheduled, date passed', 'Village library']);
    expect(await titles('?status=scheduled')).toEqual(['Scheduled later']);
    expect(await titles('?status=draft')).toEqual(['Draft piece']);
    expect(await titles('?status=all&category=Echoes%20of%20Home')).toEqual(['Village library']);
    expect(await titles('?featured=true')).toEqual(['Robotics club']);
    expect(await titles('?q=ROBOTICS')).toEqual(['Robotics club', 'Village library']);
    expect(await titles('?q=100%25')).toEqual([]);
  });

  it('sorts by views for trending', async () => {
    const res = await list('?trending=true&limit=2');
    expect(res.body.data.map((v: { title: string }) => v.title)).toEqual(['Village library', 'Robotics club']);
  });

  it('answers bad query values with 400', async () => {
    for (const q of ['?limit=101', '?limit=0', '?page=abc', '?status=gone', '?sort=random', '?featured=perhaps']) {
      const res = await list(q);
      expect(res.status, q).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });
});

describe('videos: update and delete', () => {
  it('PUT changes only what it is given and revalidates the result', async () => {
    const created = (await api().post('/api/videos').set(auth).send(valid)).body.data;
    const res = await api().put(`/api/videos/${created.id}`).set(auth).send({ title: 'Renamed', rating: '', id: randomUUID() });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Video updated successfully!');
    expect(res.body.data).toMatchObject({ ...created, title: 'Renamed', rating: 0, updated_at: expect.any(String), id: created.id, version: created.version + 1 });
    expect(res.body.data.updated_at >= created.updated_at).toBe(true);

    const refused = await api().put(`/api/videos/${created.id}`).set(auth).send({ title: '', meta_description: 'y'.repeat(200) });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'title', msg: 'Title is required' },
      { path: 'meta_description', msg: 'Meta description must be at most 160 characters' },
    ]);
    const stored = await api().get(`/api/videos/${created.id}`).set(auth);
    expect(stored.body.data.title).toBe('Renamed');

    const missing = await api().put(`/api/videos/${randomUUID()}`).set(auth).send({ title: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Video not found');
  });

  it('a scheduled video whose date passed can still be edited', async () => {
    const id = makeVideo(ctx.app.db, { status: 'scheduled', uploadDate: daysAgo(1) });
    const res = await api().put(`/api/videos/${id}`).set(auth).send({ description: 'Edited later' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('published');
  });

  it('DELETE moves the video to the trash with its likes, comments and daily views; emptying it removes them', async () => {
    const db = ctx.app.db;
    const id = makeVideo(db);
    const keep = makeVideo(db);
    for (const item of [id, keep]) {
      db.insert(likes).values({ itemId: item, visitorId: 'visitor-1' }).run();
      db.insert(comments).values({ id: randomUUID(), itemId: item, name: 'Ada', content: 'Great' }).run();
      db.insert(dailyViews).values({ itemId: item, day: '2025-01-01', views: 7 }).run();
    }
    const res = await api().delete(`/api/videos/${id}`).set(auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Video moved to the trash', data: { type: 'videos', id } });
    const attached = (item: string) => [likes, comments, dailyViews].map((table) => db.select().from(table).where(eq(table.itemId, item)).all().length);
    expect(attached(id)).toEqual([1, 1, 1]);

    const again = await api().delete(`/api/videos/${id}`).set(auth);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Video not found');

    expect((await api().delete(`/api/trash/videos/${id}`).set(auth)).status).toBe(200);
    expect(attached(id)).toEqual([0, 0, 0]);
    expect(attached(keep)).toEqual([1, 1, 1]);
    expect(db.select().from(contentItems).where(eq(contentItems.id, id)).all()).toEqual([]);
  });

  it('DELETE does not remove an item of another type', async () => {
    const tvId = makeTvEpisode(ctx.app.db);
    const res = await api().delete(`/api/videos/${tvId}`).set(auth);
    expect(res.status).toBe(404);
    expect(ctx.app.db.select().from(contentItems).where(eq(contentItems.id, tvId)).all()).toHaveLength(1);
  });
});
