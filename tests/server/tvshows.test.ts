import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { daysAgo, makeTvEpisode, makeVideo } from '../helpers/content.ts';
import { comments, dailyViews, likes, tvEpisodes, tvSeasons } from '../../server/db/schema.ts';

let ctx: TestContext;
let auth: { authorization: string };
const api = () => request(ctx.app.server);
const episodeCount = () => ctx.app.db.select({ n: count() }).from(tvEpisodes).get()!.n;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ auth } = await signedInStaff(ctx.app));
});
afterAll(async () => ctx.close());

const valid = {
  title: 'Mind Battles: the final',
  description: 'Two schools, one question left.',
  duration: '42:10',
  category: 'Mind Battles',
  thumbnail: '/media/seed/final.jpg',
  youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30s',
  tags: 'quiz, schools',
  meta_description: 'The final of Mind Battles.',
  rating: 4.2,
  status: 'published',
  upload_date: '2025-05-10T18:00:00.000Z',
};

async function season(number: number, title = `Season ${number}`) {
  const res = await api().post('/api/tvshows/seasons').set(auth).send({ season_number: number, title });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; season_number: number; title: string };
}

describe('tvshows: authentication', () => {
  const id = randomUUID();
  it.each([
    ['get', '/api/tvshows'],
    ['post', '/api/tvshows'],
    ['get', '/api/tvshows/stats'],
    ['get', '/api/tvshows/seasons'],
    ['post', '/api/tvshows/seasons'],
    ['get', `/api/tvshows/${id}`],
    ['put', `/api/tvshows/${id}`],
    ['delete', `/api/tvshows/${id}`],
  ] as const)('%s %s without a token answers 401', async (method, path) => {
    const res = await api()[method](path).send(method === 'post' || method === 'put' ? { title: [] } : undefined);
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });
});

describe('tvshows: seasons', () => {
  it('creates seasons, lists them by number and refuses a duplicate number', async () => {
    await season(2, 'Innovation');
    await season(1, 'Foundation');
    const list = await api().get('/api/tvshows/seasons').set(auth);
    expect(list.status).toBe(200);
    expect(list.body.data.map((s: { season_number: number; title: string }) => [s.season_number, s.title])).toEqual([
      [1, 'Foundation'],
      [2, 'Innovation'],
    ]);
    const dup = await api().post('/api/tvshows/seasons').set(auth).send({ season_number: 1, title: 'Again' });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ success: false, message: 'Season 1 already exists' });
    expect(ctx.app.db.select({ n: count() }).from(tvSeasons).get()!.n).toBe(2);
  });

  it('validates the season payload', async () => {
    const res = await api().post('/api/tvshows/seasons').set(auth).send({ season_number: '1.5', title: ' ' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'season_number', msg: 'Season number must be a whole number from 1 to 1000' },
      { path: 'title', msg: 'Title is required' },
    ]);
    const missing = await api().post('/api/tvshows/seasons').set(auth).send({});
    expect(missing.body.errors).toContainEqual({ path: 'season_number', msg: 'Season number is required' });
    const wrong = await api().post('/api/tvshows/seasons').set(auth).send({ season_number: { n: 1 }, title: 'x' });
    expect(wrong.status).toBe(400);
  });
});

describe('tvshows: episodes', () => {
  it('creates an episode in a season and reads it back with the season number', async () => {
    const s3 = await season(3, 'Growth');
    const res = await api().post('/api/tvshows').set(auth).send({ ...valid, season_id: s3.id, episode_number: '4', id: 'ignored' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('TV show episode created successfully!');
    const ep = res.body.data;
    expect(ep).toMatchObject({
      title: valid.title,
      category: 'Mind Battles',
      section: 'MindBattles',
      duration: '42:10',
      season_id: s3.id,
      season_number: 3,
      episode_number: 4,
      rating: 4.2,
      status: 'published',
      upload_date: valid.upload_date,
    });
    expect(ep.id).not.toBe('ignored');
    const read = await api().get(`/api/tvshows/${ep.id}`).set(auth);
    expect(read.body).toEqual({ success: true, data: ep });
  });

  it('defaults to Full Episodes / FullEpisodes without a season', async () => {
    const res = await api().post('/api/tvshows').set(auth).send({ title: 'Pilot', description: 'First one', duration: '30:00' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ category: 'Full Episodes', section: 'FullEpisodes', season_id: null, season_number: null, episode_number: null, status: 'published' });
  });

  it('lists every problem of the form at once and writes nothing', async () => {
    const before = episodeCount();
    const res = await api().post('/api/tvshows').set(auth).send({
      title: '',
      description: '',
      duration: ' ',
      category: 'Tech Trends',
      thumbnail: 'ftp://x/y.jpg',
      youtube_url: 'https://vimeo.com/123',
      episode_number: 2.5,
      season_id: randomUUID(),
      tags: 't'.repeat(501),
      meta_description: 'm'.repeat(161),
      rating: 9,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Validation error');
    expect(res.body.errors).toEqual([
      { path: 'title', msg: 'Title is required' },
      { path: 'description', msg: 'Description is required' },
      { path: 'duration', msg: 'Duration is required' },
      { path: 'category', msg: 'Category must be one of: Full Episodes, Mind Battles, Pitch Perfect, Insight Stories, Behind Insight' },
      { path: 'thumbnail', msg: 'Thumbnail URL must be a valid http(s) URL' },
      { path: 'youtube_url', msg: 'Please enter a valid YouTube URL (watch, youtu.be, embed or shorts link)' },
      { path: 'tags', msg: 'Tags must be at most 500 characters' },
      { path: 'meta_description', msg: 'Meta description must be at most 160 characters' },
      { path: 'rating', msg: 'Rating must be between 1 and 5' },
      { path: 'episode_number', msg: 'Episode number must be a whole number' },
      { path: 'season_id', msg: 'Season not found' },
    ]);
    expect(episodeCount()).toBe(before);
  });

  it.each([['abc'], ['3.0x'], [true], [-1]])('refuses episode number %j', async (episode_number) => {
    const res = await api().post('/api/tvshows').set(auth).send({ ...valid, episode_number });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('episode_number');
  });

  it('accepts episode number null or empty as none', async () => {
    for (const episode_number of [null, '']) {
      const res = await api().post('/api/tvshows').set(auth).send({ ...valid, episode_number });
      expect(res.status).toBe(201);
      expect(res.body.data.episode_number).toBeNull();
    }
  });

  it('PUT merges onto the stored episode, can move or clear the season, and revalidates', async () => {
    const s10 = await season(10);
    const created = (await api().post('/api/tvshows').set(auth).send({ ...valid, episode_number: 1 })).body.data;
    const moved = await api().put(`/api/tvshows/${created.id}`).set(auth).send({ season_id: s10.id, episode_number: 7 });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe('TV show episode updated successfully!');
    expect(moved.body.data).toMatchObject({ title: valid.title, duration: valid.duration, season_id: s10.id, season_number: 10, episode_number: 7 });

    const cleared = await api().put(`/api/tvshows/${created.id}`).set(auth).send({ season_id: null, episode_number: null });
    expect(cleared.body.data).toMatchObject({ season_id: null, season_number: null, episode_number: null });

    const refused = await api().put(`/api/tvshows/${created.id}`).set(auth).send({ duration: '', rating: 0.2 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'duration', msg: 'Duration is required' },
      { path: 'rating', msg: 'Rating must be between 1 and 5' },
    ]);
    const stored = await api().get(`/api/tvshows/${created.id}`).set(auth);
    expect(stored.body.data.duration).toBe(valid.duration);
  });

  it('answers 404 for unknown ids, malformed ids and magazine videos', async () => {
    const videoId = makeVideo(ctx.app.db);
    for (const id of [randomUUID(), 'abc', videoId]) {
      for (const method of ['get', 'put', 'delete'] as const) {
        const res = await api()[method](`/api/tvshows/${id}`).set(auth).send(method === 'put' ? { title: 'x' } : undefined);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('TV show episode not found');
      }
    }
  });

  it('DELETE moves the episode to the trash with its likes, comments and daily views; emptying it removes them', async () => {
    const db = ctx.app.db;
    const id = makeTvEpisode(db);
    db.insert(likes).values([{ itemId: id, visitorId: 'a' }, { itemId: id, visitorId: 'b' }]).run();
    db.insert(comments).values({ id: randomUUID(), itemId: id, name: 'Kofi', content: 'Loved it' }).run();
    db.insert(dailyViews).values({ itemId: id, day: '2025-06-01', views: 3 }).run();
    const res = await api().delete(`/api/tvshows/${id}`).set(auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'TV show episode moved to the trash', data: { type: 'tvshows', id } });
    const kept = () => [likes, comments, dailyViews].map((table) => db.select().from(table).where(eq(table.itemId, id)).all().length);
    expect(kept()).toEqual([2, 1, 1]);
    expect((await api().get(`/api/tvshows/${id}`).set(auth)).status).toBe(404);
    expect((await api().delete(`/api/trash/tvshows/${id}`).set(auth)).status).toBe(200);
    expect(kept()).toEqual([0, 0, 0]);
  });
});

describe('tvshows: list and stats', () => {
  let local: TestContext;
  let localAuth: { authorization: string };
  let s1: string;
  beforeAll(async () => {
    local = await createTestApp();
    ({ auth: localAuth } = await signedInStaff(local.app));
    const db = local.app.db;
    s1 = randomUUID();
    db.insert(tvSeasons).values({ id: s1, seasonNumber: 1, title: 'Foundation' }).run();
    makeTvEpisode(db, { title: 'E1', seasonId: s1, episodeNumber: 1, rating: 4, featured: true, isNew: true, createdAt: daysAgo(6) });
    makeTvEpisode(db, { title: 'E2', seasonId: s1, episodeNumber: 2, rating: 5, category: 'Mind Battles', section: 'MindBattles', createdAt: daysAgo(5) });
    makeTvEpisode(db, { title: 'E3', rating: 4.5, category: 'Mind Battles', section: 'MindBattles', isNew: true, createdAt: daysAgo(4) });
    makeTvEpisode(db, { title: 'Draft', status: 'draft', createdAt: daysAgo(3) });
    makeTvEpisode(db, { title: 'Review', status: 'review', featured: true, category: 'Pitch Perfect', section: 'PitchPerfect', createdAt: daysAgo(2) });
    makeTvEpisode(db, { title: 'Due', status: 'scheduled', uploadDate: daysAgo(1), createdAt: daysAgo(1) });
  });
  afterAll(async () => local.close());
  const get = (path: string) => request(local.app.server).get(path).set(localAuth);

  it('counts exactly what is stored', async () => {
    const res = await get('/api/tvshows/stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        total: 6,
        published: 4, // E1, E2, E3 and the scheduled episode whose date has come
        draft: 1,
        featured: 2,
        new: 2,
        avgRating: 4.5, // (4 + 5 + 4.5) / 3 over rated episodes only
        categoryBreakdown: [
          { category: 'Full Episodes', count: 3 },
          { category: 'Mind Battles', count: 2 },
          { category: 'Pitch Perfect', count: 1 },
        ],
      },
    });
  });

  it('pages and filters by status, category, season and search', async () => {
    const titles = async (q: string) => (await get(`/api/tvshows${q}`)).body.data.map((e: { title: string }) => e.title);
    const page = await get('/api/tvshows?page=1&limit=4');
    expect(page.body.pagination).toEqual({ page: 1, limit: 4, total: 6, totalPages: 2 });
    expect(page.body.data.map((e: { title: string }) => e.title)).toEqual(['Due', 'Review', 'Draft', 'E3']);
    expect(await titles('?status=published&sort=oldest')).toEqual(['E1', 'E2', 'E3', 'Due']);
    expect(await titles('?category=Mind%20Battles&sort=oldest')).toEqual(['E2', 'E3']);
    expect(await titles(`?season_id=${s1}&sort=episode_number`)).toEqual(['E1', 'E2']);
    expect(await titles('?q=revi')).toEqual(['Review']);
    const withSeason = (await get(`/api/tvshows?season_id=${s1}&sort=oldest`)).body.data[0];
    expect(withSeason).toMatchObject({ season_id: s1, season_number: 1, episode_number: 1 });
  });

  it('gives zeroes on an empty table', async () => {
    const empty = await createTestApp();
    const { auth: a } = await signedInStaff(empty.app);
    const res = await request(empty.app.server).get('/api/tvshows/stats').set(a);
    expect(res.body.data).toEqual({ total: 0, published: 0, draft: 0, featured: 0, new: 0, avgRating: 0, categoryBreakdown: [] });
    await empty.close();
  });
});
