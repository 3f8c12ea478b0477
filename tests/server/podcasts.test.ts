import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { daysAgo, makeArticle, makePodcastEpisode } from '../helpers/content.ts';
import { comments, dailyViews, likes, podcastEpisodes, podcastGuests, podcastSeries } from '../../server/db/schema.ts';

let ctx: TestContext;
let auth: { authorization: string };
const api = () => request(ctx.app.server);
const episodeCount = () => ctx.app.db.select({ n: count() }).from(podcastEpisodes).get()!.n;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ auth } = await signedInStaff(ctx.app));
});
afterAll(async () => ctx.close());

const valid = {
  title: 'Libraries that travel',
  description: 'A librarian on bringing books to remote villages by bicycle.',
  duration: '58 min',
  guest_name: 'Ama Boateng',
  episode_number: 12,
  image: 'https://images.example.org/library.jpg',
  youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  spotify_url: 'https://open.spotify.com/episode/abc',
  apple_url: 'https://podcasts.apple.com/episode/abc',
  google_url: 'https://podcasts.google.com/episode/abc',
  audio_url: 'https://cdn.example.org/audio/library.mp3',
  transcript: 'Welcome to Library Talk...',
  tags: 'libraries, reading',
  meta_description: 'Books by bicycle.',
  featured: true,
  status: 'published',
  publish_date: '2025-04-02',
};

async function post(path: string, body: object, expected = 201) {
  const res = await api().post(path).set(auth).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(expected);
  return res.body;
}

describe('podcasts: authentication', () => {
  const id = randomUUID();
  it.each([
    ['get', '/api/podcasts'],
    ['post', '/api/podcasts'],
    ['get', '/api/podcasts/stats'],
    ['get', '/api/podcasts/series'],
    ['post', '/api/podcasts/series'],
    ['get', '/api/podcasts/guests'],
    ['post', '/api/podcasts/guests'],
    ['get', `/api/podcasts/${id}`],
    ['put', `/api/podcasts/${id}`],
    ['delete', `/api/podcasts/${id}`],
  ] as const)('%s %s without a token answers 401', async (method, path) => {
    const res = await api()[method](path).send(method === 'post' || method === 'put' ? { title: 5 } : undefined);
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });
});

describe('podcasts: series and guests', () => {
  it('creates and lists series; a duplicate title (any case) is a 409', async () => {
    const created = await post('/api/podcasts/series', { title: 'Library Talk: Voices', description: 'Conversations' });
    expect(created).toMatchObject({ success: true, data: { title: 'Library Talk: Voices', description: 'Conversations' } });
    await post('/api/podcasts/series', { title: 'Library Talk: Futures' });
    const list = await api().get('/api/podcasts/series').set(auth);
    expect(list.body.data.map((s: { title: string }) => s.title)).toEqual(['Library Talk: Futures', 'Library Talk: Voices']);
    const dup = await post('/api/podcasts/series', { title: 'library talk: voices' }, 409);
    expect(dup).toEqual({ success: false, message: 'A series titled "library talk: voices" already exists' });
    const bad = await post('/api/podcasts/series', { title: '  ' }, 400);
    expect(bad.errors).toEqual([{ path: 'title', msg: 'Title is required' }]);
    expect(ctx.app.db.select({ n: count() }).from(podcastSeries).get()!.n).toBe(2);
  });

  it('creates and lists guests; a duplicate name is a 409', async () => {
    const created = await post('/api/podcasts/guests', {
      full_name: 'Dr. Wanjiru Kamau',
      title: 'Head Librarian',
      organization: 'Nairobi Public Library',
      bio: 'Thirty years of libraries.',
    });
    expect(created.data).toMatchObject({ full_name: 'Dr. Wanjiru Kamau', title: 'Head Librarian', organization: 'Nairobi Public Library' });
    const list = await api().get('/api/podcasts/guests').set(auth);
    expect(list.body.data).toEqual([created.data]);
    const dup = await post('/api/podcasts/guests', { full_name: 'Dr. Wanjiru Kamau' }, 409);
    expect(dup.message).toBe('A guest named "Dr. Wanjiru Kamau" already exists');
    const bad = await post('/api/podcasts/guests', { full_name: '', bio: 'b'.repeat(5001) }, 400);
    expect(bad.errors).toEqual([
      { path: 'full_name', msg: 'Full name is required' },
      { path: 'bio', msg: 'Bio must be at most 5000 characters' },
    ]);
    expect(ctx.app.db.select({ n: count() }).from(podcastGuests).get()!.n).toBe(1);
  });
});

describe('podcasts: episodes', () => {
  it('creates an episode with its series and reads it back', async () => {
    const series = (await post('/api/podcasts/series', { title: 'Series for create' })).data;
    const body = await post('/api/podcasts', { ...valid, series_id: series.id, id: 'ignored', updated_at: '1999-01-01' });
    expect(body.message).toBe('Podcast episode created successfully!');
    const ep = body.data;
    expect(ep).toMatchObject({
      ...valid,
      publish_date: '2025-04-02T00:00:00.000Z',
      series_id: series.id,
      podcast_series: { id: series.id, title: 'Series for create' },
      guest_id: null,
      plays: 0,
      downloads: 0,
      rating: 0,
    });
    expect(ep.id).not.toBe('ignored');
    const read = await api().get(`/api/podcasts/${ep.id}`).set(auth);
    expect(read.body).toEqual({ success: true, data: ep });
  });

  it('only the title is required; publish date defaults to now, no series', async () => {
    const before = new Date().toISOString();
    const ep = (await post('/api/podcasts', { title: 'Just a title' })).data;
    expect(ep).toMatchObject({ title: 'Just a title', series_id: null, podcast_series: null, episode_number: null, featured: false, status: 'published' });
    expect(ep.publish_date >= before).toBe(true);
  });

  it('takes the guest name from a linked guest', async () => {
    const guest = (await post('/api/podcasts/guests', { full_name: 'Kwesi Appiah' })).data;
    const ep = (await post('/api/podcasts', { title: 'With a guest', guest_id: guest.id })).data;
    expect(ep).toMatchObject({ guest_id: guest.id, guest_name: 'Kwesi Appiah' });
    const named = (await post('/api/podcasts', { title: 'Named', guest_id: guest.id, guest_name: 'Prof. K. Appiah' })).data;
    expect(named.guest_name).toBe('Prof. K. Appiah');
    const unknown = await post('/api/podcasts', { title: 'Nobody', guest_id: randomUUID() }, 400);
    expect(unknown.errors).toEqual([{ path: 'guest_id', msg: 'Guest not found' }]);
  });

  it('lists every problem of the form at once and writes nothing', async () => {
    const before = episodeCount();
    const res = await post(
      '/api/podcasts',
      {
        title: '',
        guest_name: 'g'.repeat(201),
        episode_number: 'twelve',
        series_id: 'not-a-series',
        image: 'data:image/png;base64,AAAA',
        youtube_url: 'https://youtube.com/watch?v=abc',
        spotify_url: 'spotify:episode:abc',
        apple_url: 'javascript:alert(1)',
        google_url: 'not a url',
        audio_url: '//evil.example/a.mp3',
        tags: 'x'.repeat(501),
        meta_description: 'm'.repeat(161),
        rating: 6,
        publish_date: 'soon',
      },
      400,
    );
    expect(res.message).toBe('Validation error');
    expect(res.errors).toEqual([
      { path: 'title', msg: 'Title is required' },
      { path: 'guest_name', msg: 'Guest name must be at most 200 characters' },
      { path: 'series_id', msg: 'Series not found' },
      { path: 'episode_number', msg: 'Episode number must be a whole number' },
      { path: 'image', msg: 'Image URL must be a valid http(s) URL' },
      { path: 'youtube_url', msg: 'Please enter a valid YouTube URL (watch, youtu.be, embed or shorts link)' },
      { path: 'spotify_url', msg: 'Spotify URL must be a valid http(s) URL' },
      { path: 'apple_url', msg: 'Apple Podcasts URL must be a valid http(s) URL' },
      { path: 'google_url', msg: 'Google Podcasts URL must be a valid http(s) URL' },
      { path: 'audio_url', msg: 'Audio URL must be a valid http(s) URL' },
      { path: 'tags', msg: 'Tags must be at most 500 characters' },
      { path: 'meta_description', msg: 'Meta description must be at most 160 characters' },
      { path: 'rating', msg: 'Rating must be between 1 and 5' },
      { path: 'publish_date', msg: 'Please enter a valid date' },
    ]);
    expect(episodeCount()).toBe(before);
  });

  it('refuses scheduling in the past and accepts it in the future', async () => {
    const past = await post('/api/podcasts', { title: 'Late', status: 'scheduled', publish_date: daysAgo(3) }, 400);
    expect(past.errors).toEqual([{ path: 'publish_date', msg: 'A scheduled item needs a publish date in the future' }]);
    const future = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const ok = (await post('/api/podcasts', { title: 'Soon', status: 'scheduled', publish_date: future })).data;
    expect(ok).toMatchObject({ status: 'scheduled', publish_date: future });
  });

  it('never answers 5xx to malformed payloads', async () => {
    const before = episodeCount();
    for (const body of [{ title: ['a', 'b'] }, { title: 'x', featured: 'sometimes' }, { title: 'x', series_id: { id: 1 } }, { title: 'x', episode_number: [1, 2] }]) {
      const res = await api().post('/api/podcasts').set(auth).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const json = await api().post('/api/podcasts').set(auth).set('content-type', 'application/json').send('{"title":"x",}');
    expect(json.status).toBe(400);
    const huge = await api().post('/api/podcasts').set(auth).send({ title: 'x', transcript: 't'.repeat(2_200_000) });
    expect(huge.status).toBe(413);
    expect(episodeCount()).toBe(before);
  });

  it('PUT merges, can change the series and guest, and revalidates', async () => {
    const s = (await post('/api/podcasts/series', { title: 'Series for update' })).data;
    const g = (await post('/api/podcasts/guests', { full_name: 'Nadia Haddad' })).data;
    const created = (await post('/api/podcasts', valid)).data;
    const res = await api().put(`/api/podcasts/${created.id}`).set(auth).send({ series_id: s.id, guest_id: g.id, episode_number: '13' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Podcast episode updated successfully!');
    expect(res.body.data).toMatchObject({
      title: valid.title,
      spotify_url: valid.spotify_url,
      series_id: s.id,
      podcast_series: { id: s.id, title: 'Series for update' },
      guest_id: g.id,
      guest_name: 'Nadia Haddad',
      episode_number: 13,
    });
    const refused = await api().put(`/api/podcasts/${created.id}`).set(auth).send({ title: ' ', spotify_url: 'ftp://x' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'title', msg: 'Title is required' },
      { path: 'spotify_url', msg: 'Spotify URL must be a valid http(s) URL' },
    ]);
    const cleared = await api().put(`/api/podcasts/${created.id}`).set(auth).send({ series_id: null });
    expect(cleared.body.data).toMatchObject({ series_id: null, podcast_series: null, guest_name: 'Nadia Haddad' });
  });

  it('answers 404 for unknown ids, malformed ids and other content types', async () => {
    const articleId = makeArticle(ctx.app.db);
    for (const id of [randomUUID(), 'stats-ish', articleId]) {
      for (const method of ['get', 'put', 'delete'] as const) {
        const res = await api()[method](`/api/podcasts/${id}`).set(auth).send(method === 'put' ? { title: 'x' } : undefined);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Podcast episode not found');
      }
    }
  });

  it('DELETE moves the episode to the trash with its likes, comments and daily views; emptying it removes them', async () => {
    const db = ctx.app.db;
    const id = makePodcastEpisode(db);
    db.insert(likes).values({ itemId: id, visitorId: 'v1' }).run();
    db.insert(comments).values({ id: randomUUID(), itemId: id, name: 'Zara', content: 'Inspiring' }).run();
    db.insert(dailyViews).values([{ itemId: id, day: '2025-06-01', views: 2 }, { itemId: id, day: '2025-06-02', views: 5 }]).run();
    const res = await api().delete(`/api/podcasts/${id}`).set(auth);
    expect(res.body).toMatchObject({ success: true, message: 'Podcast episode moved to the trash', data: { type: 'podcasts', id } });
    const kept = () => [likes, comments, dailyViews].map((table) => db.select().from(table).where(eq(table.itemId, id)).all().length);
    expect(kept()).toEqual([1, 1, 2]);
    expect((await api().delete(`/api/trash/podcasts/${id}`).set(auth)).status).toBe(200);
    expect(kept()).toEqual([0, 0, 0]);
    expect(db.select().from(podcastEpisodes).where(eq(podcastEpisodes.id, id)).all()).toEqual([]);
  });
});

describe('podcasts: list and stats', () => {
  let local: TestContext;
  let localAuth: { authorization: string };
  let seriesA: string;
  let seriesB: string;
  let seriesEmpty: string;
  beforeAll(async () => {
    local = await createTestApp();
    ({ auth: localAuth } = await signedInStaff(local.app));
    const db = local.app.db;
    [seriesA, seriesB, seriesEmpty] = [randomUUID(), randomUUID(), randomUUID()];
    db.insert(podcastSeries)
      .values([
        { id: seriesA, title: 'Library Talk: A' },
        { id: seriesB, title: 'Library Talk: B' },
        { id: seriesEmpty, title: 'Library Talk: Empty' },
      ])
      .run();
    makePodcastEpisode(db, { title: 'P1', guestName: 'Ama', seriesId: seriesA, plays: 1000, legacyDownloads: 100, rating: 4, featured: true, createdAt: daysAgo(5) });
    makePodcastEpisode(db, { title: 'P2', guestName: 'Ama', seriesId: seriesA, plays: 500, legacyDownloads: 50, rating: 5, createdAt: daysAgo(4) });
    makePodcastEpisode(db, { title: 'P3', guestName: 'Kofi', seriesId: seriesB, plays: 2000, legacyDownloads: 300, createdAt: daysAgo(3) });
    makePodcastEpisode(db, { title: 'Draft', guestName: '', status: 'draft', plays: 0, legacyDownloads: 0, createdAt: daysAgo(2) });
    makePodcastEpisode(db, { title: 'Due', guestName: 'Lina', status: 'scheduled', publishDate: daysAgo(1), plays: 10, legacyDownloads: 1, rating: 3, createdAt: daysAgo(1) });
  });
  afterAll(async () => local.close());
  const get = (path: string) => request(local.app.server).get(path).set(localAuth);

  it('counts exactly what is stored', async () => {
    const res = await get('/api/podcasts/stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        total: 5,
        published: 4,
        draft: 1,
        featured: 1,
        avgRating: 4, // (4 + 5 + 3) / 3 over rated episodes
        totalPlays: 3510,
        totalDownloads: 451,
        topGuests: [
          { guest_name: 'Kofi', episodes: 1, plays: 2000 },
          { guest_name: 'Ama', episodes: 2, plays: 1500 },
          { guest_name: 'Lina', episodes: 1, plays: 10 },
        ],
        seriesBreakdown: [
          { series_id: seriesA, title: 'Library Talk: A', count: 2 },
          { series_id: seriesB, title: 'Library Talk: B', count: 1 },
          { series_id: seriesEmpty, title: 'Library Talk: Empty', count: 0 },
        ],
      },
    });
  });

  it('pages with limit 10 by default and filters by status, featured, series and search', async () => {
    const all = await get('/api/podcasts');
    expect(all.body.pagination).toEqual({ page: 1, limit: 10, total: 5, totalPages: 1 });
    expect(all.body.data.map((p: { title: string }) => p.title)).toEqual(['Due', 'Draft', 'P3', 'P2', 'P1']);
    const titles = async (q: string) => (await get(`/api/podcasts${q}`)).body.data.map((p: { title: string }) => p.title);
    expect(await titles('?status=published&sort=oldest')).toEqual(['P1', 'P2', 'P3', 'Due']);
    expect(await titles('?featured=true')).toEqual(['P1']);
    expect(await titles(`?series_id=${seriesA}&sort=plays`)).toEqual(['P1', 'P2']);
    expect(await titles('?q=kofi')).toEqual(['P3']);
    expect(await titles('?series_id=all&status=all&limit=2&page=3')).toEqual(['P1']);
    const withSeries = (await get(`/api/podcasts?series_id=${seriesB}`)).body.data[0];
    expect(withSeries.podcast_series).toEqual({ id: seriesB, title: 'Library Talk: B' });
  });

  it('answers bad query values with 400', async () => {
    for (const q of ['?limit=500', '?page=0', '?status=live', '?sort=loudest']) {
      const res = await get(`/api/podcasts${q}`);
      expect(res.status, q).toBe(400);
    }
  });
});
