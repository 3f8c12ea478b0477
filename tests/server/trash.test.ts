/**
 * The trash: a delete of any kind of thing (article, video, TV episode, podcast episode, comment,
 * upload, season, series) moves it there; it vanishes from every public surface at once, keeps
 * what it had, comes back whole on restore (homepage places offered back, not taken back), and
 * only an administrator empties it for good, or the background job after 30 days.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { testClock } from '../helpers/clock.ts';
import { makeArticle, makePodcastEpisode, makeTvEpisode, makeVideo } from '../helpers/content.ts';
import { articles, comments, contentItems, likes, podcastSeries, trash, tvSeasons, users } from '../../server/db/schema.ts';
import { runCleanup } from '../../server/modules/content/cleanup-job.ts';
import { TRASH_KINDS } from '../../server/modules/content-kinds.ts';

const DAY = 86_400_000;
const clock = testClock();
let ctx: TestContext;
let admin: { authorization: string };
let editor: { authorization: string };
let adminId: string;
let editorId: string;
const api = () => request(ctx.app.server);
const db = () => ctx.app.db;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  ({ auth: admin, id: adminId } = await signedInStaff(ctx.app, { name: 'Ada Admin' }));
  const staff = await signedInStaff(ctx.app, { name: 'Eddie Editor' });
  db().update(users).set({ role: 'editor' }).where(eq(users.id, staff.id)).run();
  editor = staff.auth;
  editorId = staff.id;
});

/** New sessions for both, once the clock has moved past the end of the first ones (30 days). */
const signInAgain = () => {
  const bearer = (id: string) => ({ authorization: `Bearer ${ctx.app.issueToken({ id, tokenVersion: 0 }, true)}` });
  admin = bearer(adminId);
  editor = bearer(editorId);
};
afterAll(async () => ctx.close());

const like = (itemId: string, n: number) => {
  for (let i = 0; i < n; i++) db().insert(likes).values({ itemId, visitorId: randomUUID() }).run();
};
const comment = (itemId: string, name = 'Zara', content = 'Inspiring, thank you') => {
  const id = randomUUID();
  db().insert(comments).values({ id, itemId, name, content }).run();
  return id;
};
const inTrash = async (auth = admin) => (await api().get('/api/trash?limit=100').set(auth)).body;

describe('an article that held main slot 1 and had comments', () => {
  let id: string;
  let other: string;

  beforeAll(async () => {
    id = makeArticle(db(), { title: 'Solar classrooms in Kano', content: 'Panels on every roof of the school.' });
    other = makeArticle(db(), { title: 'Coding clubs in Accra' });
    expect((await api().put(`/api/articles/${id}/set-main`).set(admin).send({ position: 'main' })).status).toBe(200);
    db().update(articles).set({ featured: true, editorsPick: true }).where(eq(articles.id, id)).run();
    comment(id);
    comment(id, 'Kofi', 'Send this to my headmaster');
    comment(id, 'Ama', 'Where can I read more?');
    like(id, 12);
  });

  const publicSurfaces = async () => {
    const [detail, list, main, search, rss, sitemap, likeState, commentList] = await Promise.all([
      api().get(`/api/public/articles/${id}`),
      api().get('/api/public/articles?limit=50'),
      api().get('/api/public/articles/main'),
      api().get('/api/public/search?q=Solar%20classrooms'),
      api().get('/rss.xml'),
      api().get('/sitemap.xml'),
      api().get(`/api/likes/${id}`),
      api().get(`/api/comments/${id}`),
    ]);
    return {
      detail: detail.status,
      listed: list.body.data.articles.some((a: { id: string }) => a.id === id),
      inMainSlot: main.body.data.mainArticle?.id === id,
      found: search.body.data.results.some((r: { id: string }) => r.id === id),
      inFeed: rss.text.includes(id),
      inSitemap: sitemap.text.includes(id),
      likes: likeState.status,
      comments: commentList.status,
    };
  };

  it('is on every public surface to begin with', async () => {
    expect(await publicSurfaces()).toEqual({ detail: 200, listed: true, inMainSlot: true, found: true, inFeed: true, inSitemap: true, likes: 200, comments: 200 });
  });

  it('moved to the trash by an editor, it leaves every public surface at once and names what emptying would destroy', async () => {
    const res = await api().delete(`/api/articles/${id}`).set(editor);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      type: 'articles',
      id,
      title: 'Solar classrooms in Kano',
      deleted_by: 'Eddie Editor',
      days_left: 29,
      // The view is the one its public page counted above.
      will_lose: ['3 comments', '12 likes', '1 view counted'],
    });
    expect(res.body.data.held.map((h: { label: string }) => h.label)).toEqual(['main slot 1', 'Featured', "Editor's Pick"]);
    expect(await publicSurfaces()).toEqual({ detail: 404, listed: false, inMainSlot: false, found: false, inFeed: false, inSitemap: false, likes: 404, comments: 404 });
    // Nobody can like or comment on it meanwhile.
    expect((await api().post(`/api/comments/${id}`).send({ name: 'Late', content: 'Too late?' })).status).toBe(404);
    // Staff lists leave it out; the Trash screen lists it.
    const staffList = (await api().get('/api/articles?limit=100&status=all').set(editor)).body.data;
    expect(staffList.some((a: { id: string }) => a.id === id)).toBe(false);
    expect((await inTrash(editor)).data.find((e: { id: string }) => e.id === id)).toMatchObject({ type: 'articles', deleted_by: 'Eddie Editor' });
  });

  it('frees its main slot for another article meanwhile', async () => {
    expect((await api().put(`/api/articles/${other}/set-main`).set(admin).send({ position: 'main' })).status).toBe(200);
  });

  it('an editor cannot empty it for good; an editor restores it with its comments and likes, and is told which places it held', async () => {
    const refused = await api().delete(`/api/trash/articles/${id}`).set(editor);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only administrators can empty the trash');
    expect((await api().delete('/api/trash').set(editor)).status).toBe(403);

    const res = await api().post(`/api/trash/articles/${id}/restore`).set(editor);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('"Solar classrooms in Kano" restored');
    expect(res.body.data.restored).toEqual([{ type: 'articles', id, title: 'Solar classrooms in Kano' }]);
    expect(res.body.data.held).toEqual([
      { type: 'articles', id, title: 'Solar classrooms in Kano', place: 'main', label: 'main slot 1', holder: 'Coding clubs in Accra' },
      { type: 'articles', id, title: 'Solar classrooms in Kano', place: 'featured', label: 'Featured', holder: '' },
      { type: 'articles', id, title: 'Solar classrooms in Kano', place: 'editors_pick', label: "Editor's Pick", holder: '' },
    ]);
    // Back on the site with everything it had, but not silently back in its places.
    expect(await publicSurfaces()).toEqual({ detail: 200, listed: true, inMainSlot: false, found: true, inFeed: true, inSitemap: true, likes: 200, comments: 200 });
    const detail = (await api().get(`/api/public/articles/${id}`)).body.data;
    expect({ likes: detail.likes, comments: detail.comments_count, featured: detail.featured, editorsPick: detail.editors_pick }).toEqual({
      likes: 12,
      comments: 3,
      featured: false,
      editorsPick: false,
    });
    expect((await inTrash()).data.some((e: { id: string }) => e.id === id)).toBe(false);
  });

  it('is put back in the places it held in one call, taking the slot back from its holder', async () => {
    const res = await api().post(`/api/trash/articles/${id}/put-back`).set(editor).send({ places: ['main', 'featured', 'editors_pick'] });
    expect(res.status).toBe(200);
    expect(await publicSurfaces()).toMatchObject({ inMainSlot: true });
    const row = db().select().from(articles).where(eq(articles.id, id)).get()!;
    expect({ main: row.mainPosition, featured: row.featured, pick: row.editorsPick }).toEqual({ main: 'main', featured: true, pick: true });
    expect(db().select().from(articles).where(eq(articles.id, other)).get()!.mainPosition).toBeNull();
  });

  it('refuses bad requests with a clear 4xx and changes nothing', async () => {
    expect((await api().post(`/api/trash/articles/${id}/restore`).set(admin)).status).toBe(404);
    expect((await api().post(`/api/trash/novels/${id}/restore`).set(admin)).status).toBe(400);
    expect((await api().post(`/api/trash/articles/${id}/put-back`).set(admin).send({ places: ['front_page'] })).status).toBe(400);
    expect((await api().post(`/api/trash/comments/${id}/put-back`).set(admin).send({ places: ['main'] })).status).toBe(409);
    expect((await api().get('/api/trash').set({})).status).toBe(401);
  });
});

describe('every kind of thing goes to the trash and comes back', () => {
  /** Where a video, TV episode or podcast episode shows on the public site (its page: tests/e2e/trash.test.ts). */
  const surfacesOf = async (type: string, id: string, title: string) => {
    const feed = type === 'podcasts' ? '/podcast.xml' : '/rss.xml';
    const [detail, list, search, inFeed, sitemap] = await Promise.all([
      api().get(`/api/public/${type}/${id}`),
      api().get(`/api/public/${type}?limit=50`),
      api().get(`/api/public/search?q=${encodeURIComponent(title)}`),
      api().get(feed),
      api().get('/sitemap.xml'),
    ]);
    return {
      detail: detail.status,
      listed: list.text.includes(id),
      found: search.body.data.results.some((r: { id: string }) => r.id === id),
      inFeed: inFeed.text.includes(id),
      inSitemap: sitemap.text.includes(id),
    };
  };

  it.each([
    ['videos', (title: string) => makeVideo(db(), { title })],
    ['tvshows', (title: string) => makeTvEpisode(db(), { title })],
    ['podcasts', (title: string) => makePodcastEpisode(db(), { title, audioUrl: 'https://cdn.example.org/kigali.mp3' })],
  ])('%s: gone from every public surface while in the trash, back on restore with its likes and comments', async (type, make) => {
    const title = `Makerspace ${type} in Kigali`;
    const id = make(title);
    comment(id);
    like(id, 2);
    const everywhere = { detail: 200, listed: true, found: true, inFeed: true, inSitemap: true };
    expect(await surfacesOf(type, id, title)).toEqual(everywhere);
    const res = await api().delete(`/api/${type}/${id}`).set(editor);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ type, id, will_lose: ['1 comment', '2 likes', '1 view counted'] });
    expect(await surfacesOf(type, id, title)).toEqual({ detail: 404, listed: false, found: false, inFeed: false, inSitemap: false });
    expect((await api().get(`/api/${type}/${id}`).set(editor)).status).toBe(404);
    // Only an administrator empties it for good.
    expect((await api().delete(`/api/trash/${type}/${id}`).set(editor)).status).toBe(403);
    expect((await api().post(`/api/trash/${type}/${id}/restore`).set(editor)).status).toBe(200);
    expect(await surfacesOf(type, id, title)).toEqual(everywhere);
    expect((await api().get(`/api/public/${type}/${id}`)).body.data).toMatchObject({ id, likes: 2, comments_count: 1 });

    await api().delete(`/api/${type}/${id}`).set(editor);
    const emptied = await api().delete(`/api/trash/${type}/${id}`).set(admin);
    expect(emptied.status).toBe(200);
    expect(emptied.body.message).toBe(`"${title}" deleted for good`);
    expect(db().select().from(contentItems).where(eq(contentItems.id, id)).all()).toEqual([]);
    expect(db().select().from(likes).where(eq(likes.itemId, id)).all()).toEqual([]);
  });

  it.each(['comments', 'uploads', 'seasons', 'series'])('%s: an editor cannot empty one for good (403), an administrator can', async (type) => {
    let id: string;
    if (type === 'comments') id = comment(makeArticle(db()));
    else if (type === 'uploads') {
      const png = await sharp({ create: { width: 32, height: 20, channels: 3, background: '#1f6feb' } }).png().toBuffer();
      id = (await api().post('/api/media').set(editor).attach('file', png, `${type}.png`)).body.data.id;
    } else if (type === 'seasons') id = (await api().post('/api/tvshows/seasons').set(editor).send({ season_number: 40, title: 'Empty me' })).body.data.id;
    else id = (await api().post('/api/podcasts/series').set(editor).send({ title: 'Empty me series' })).body.data.id;
    const path = { comments: `/api/comments/comment/${id}`, uploads: `/api/media/${id}`, seasons: `/api/tvshows/seasons/${id}`, series: `/api/podcasts/series/${id}` }[type]!;
    expect((await api().delete(path).set(editor)).status).toBe(200);
    const refused = await api().delete(`/api/trash/${type}/${id}`).set(editor);
    expect(refused.status).toBe(403);
    expect((await api().get(`/api/trash/${type}/${id}`).set(editor)).status).toBe(200);
    expect((await api().delete(`/api/trash/${type}/${id}`).set(admin)).status).toBe(200);
    expect((await api().get(`/api/trash/${type}/${id}`).set(editor)).status).toBe(404);
  });

  it('comments: a held comment leaves the moderation queue and its count; it comes back with the newsroom\'s reply under it', async () => {
    const item = makeArticle(db());
    const id = randomUUID();
    db().insert(comments).values({ id, itemId: item, name: 'Halima', content: 'Is this true?', status: 'pending' }).run();
    const count = async () => (await api().get('/api/comments/pending-count').set(editor)).body.data.pending as number;
    const before = await count();
    // Replying approves it and puts the newsroom's answer under it.
    expect((await api().post(`/api/comments/comment/${id}/reply`).set(editor).send({ content: 'Yes: see the ministry report.' })).status).toBe(201);
    db().update(comments).set({ status: 'pending' }).where(eq(comments.id, id)).run();
    expect(await count()).toBe(before);
    const res = await api().delete(`/api/comments/comment/${id}`).set(editor);
    expect(res.body.data.will_lose).toEqual(['the comment by Halima with 1 reply']);
    expect(await count()).toBe(before - 1);
    expect(db().select().from(comments).where(eq(comments.itemId, item)).all()).toEqual([]);
    const queue = (await api().get('/api/comments?status=pending&limit=100').set(editor)).body.data;
    expect(queue.some((c: { id: string }) => c.id === id)).toBe(false);
    expect((await api().post(`/api/trash/comments/${id}/restore`).set(editor)).status).toBe(200);
    expect(await count()).toBe(before);
    // Its item in the trash takes its comments out of the queue with it, and back.
    expect((await api().delete(`/api/articles/${item}`).set(editor)).status).toBe(200);
    expect(await count()).toBe(before - 1);
    expect((await api().get(`/api/comments?status=pending&limit=100`).set(editor)).body.data.some((c: { id: string }) => c.id === id)).toBe(false);
    expect((await api().post(`/api/trash/articles/${item}/restore`).set(editor)).status).toBe(200);
    expect(await count()).toBe(before);
    const back = db().select().from(comments).where(eq(comments.itemId, item)).all();
    expect(back.map((c) => ({ parent: c.parentId, staff: c.isStaff, status: c.status }))).toEqual(
      expect.arrayContaining([
        { parent: null, staff: false, status: 'pending' },
        { parent: id, staff: true, status: 'approved' },
      ]),
    );
  });

  it('comments: out of the item\'s list while in the trash, back with the same name, text and time', async () => {
    const item = makeArticle(db());
    const id = comment(item, 'Amina', 'First!');
    const before = db().select().from(comments).where(eq(comments.id, id)).get();
    const res = await api().delete(`/api/comments/comment/${id}`).set(editor);
    expect(res.body.data).toMatchObject({ type: 'comments', id, title: 'Amina: First!', will_lose: ['the comment by Amina'] });
    expect(res.body.data.detail).toMatch(/^On "Fixture article \d+"$/);
    expect((await api().get(`/api/comments/${item}`)).body.data.totalComments).toBe(0);
    expect((await api().post(`/api/trash/comments/${id}/restore`).set(editor)).status).toBe(200);
    expect(db().select().from(comments).where(eq(comments.id, id)).get()).toEqual(before);
    expect((await api().get(`/api/comments/${item}`)).body.data.totalComments).toBe(1);
  });

  it('comments: one whose item was deleted for good cannot come back (409), and stays in the trash', async () => {
    const item = makeArticle(db());
    const id = comment(item);
    await api().delete(`/api/comments/comment/${id}`).set(editor);
    await api().delete(`/api/articles/${item}`).set(editor);
    expect((await api().delete(`/api/trash/articles/${item}`).set(admin)).status).toBe(200);
    const res = await api().post(`/api/trash/comments/${id}/restore`).set(editor);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The item this comment was on has been deleted for good');
    expect((await api().get(`/api/trash/comments/${id}`).set(editor)).body.data.detail).toBe('On an item deleted for good');
  });

  it('uploads: named by file and size, restored to the library', async () => {
    const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#c0392b' } }).png().toBuffer();
    const up = await api().post('/api/media').set(editor).attach('file', png, 'hero.png');
    const { id, url } = up.body.data;
    const res = await api().delete(`/api/media/${id}`).set(editor);
    expect(res.body.data).toMatchObject({ type: 'uploads', id, title: 'hero.png', will_lose: [expect.stringMatching(/^the file hero\.png \(\d+ B\)$/)] });
    expect((await api().get(url)).status).toBe(404);
    // The same bytes uploaded again while it is in the trash are a new upload; restoring keeps both.
    const again = await api().post('/api/media').set(editor).attach('file', png, 'hero-again.png');
    expect(again.status).toBe(201);
    expect(again.body.data.id).not.toBe(id);
    expect((await api().post(`/api/trash/uploads/${id}/restore`).set(editor)).status).toBe(200);
    expect((await api().get(url)).status).toBe(200);
    expect((await api().get(again.body.data.url)).status).toBe(200);
    // A later upload of those bytes is still one upload: the newer one, which new uploads find.
    const third = await api().post('/api/media').set(editor).attach('file', png, 'hero-third.png');
    expect(third.body.data.id).toBe(again.body.data.id);
  });

  it('seasons: go with their episodes, listed under the season, restored and emptied together', async () => {
    const season = (await api().post('/api/tvshows/seasons').set(editor).send({ season_number: 7, title: 'Builders' })).body.data;
    const episodes = [makeTvEpisode(db(), { seasonId: season.id, title: 'Ep A' }), makeTvEpisode(db(), { seasonId: season.id, title: 'Ep B' })];
    comment(episodes[0]);
    const res = await api().delete(`/api/tvshows/seasons/${season.id}`).set(editor);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ type: 'seasons', title: 'Season 7 · Builders', will_lose: ['2 episodes', '1 comment'] });
    expect(res.body.data.contains.map((c: { title: string }) => c.title)).toEqual(['Ep A', 'Ep B']);
    for (const id of episodes) expect((await api().get(`/api/public/tvshows/${id}`)).status).toBe(404);
    expect((await api().get('/api/tvshows/seasons').set(editor)).body.data.some((s: { id: string }) => s.id === season.id)).toBe(false);
    // The episodes are listed under their season, not on their own.
    const listed = (await inTrash()).data.map((e: { id: string }) => e.id);
    expect(listed).toContain(season.id);
    expect(listed).not.toContain(episodes[0]);
    // Its number stays its own, to come back to.
    const again = await api().post('/api/tvshows/seasons').set(editor).send({ season_number: 7, title: 'Other' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Season 7 is in the trash: restore it, or empty it from the trash first');

    // Restoring one episode brings the season back with all its episodes.
    const back = await api().post(`/api/trash/tvshows/${episodes[1]}/restore`).set(editor);
    expect(back.body.data.restored.map((r: { title: string }) => r.title)).toEqual(['Season 7 · Builders', 'Ep A', 'Ep B']);
    for (const id of episodes) expect((await api().get(`/api/public/tvshows/${id}`)).body.data).toMatchObject({ id, season_number: 7 });

    await api().delete(`/api/tvshows/seasons/${season.id}`).set(editor);
    expect((await api().delete(`/api/trash/seasons/${season.id}`).set(admin)).body.message).toBe('"Season 7 · Builders" deleted for good');
    expect(db().select().from(tvSeasons).where(eq(tvSeasons.id, season.id)).all()).toEqual([]);
    for (const id of episodes) expect(db().select().from(contentItems).where(eq(contentItems.id, id)).all()).toEqual([]);
    expect(db().select().from(trash).where(eq(trash.groupId, season.id)).all()).toEqual([]);
  });

  it('series: go with their episodes and come back with them', async () => {
    const series = (await api().post('/api/podcasts/series').set(editor).send({ title: 'Founders Talk' })).body.data;
    const episode = makePodcastEpisode(db(), { seriesId: series.id });
    const res = await api().delete(`/api/podcasts/series/${series.id}`).set(editor);
    expect(res.body.data).toMatchObject({ type: 'series', title: 'Founders Talk', will_lose: ['1 episode'] });
    expect((await api().get(`/api/public/podcasts/${episode}`)).status).toBe(404);
    expect((await api().get('/api/public/podcasts/series')).body.data.some((s: { id: string }) => s.id === series.id)).toBe(false);
    expect((await api().post('/api/podcasts/series').set(editor).send({ title: 'founders talk' })).body.message).toBe(
      'A series titled "Founders Talk" is in the trash: restore it, or empty it from the trash first',
    );
    expect((await api().post(`/api/trash/series/${series.id}/restore`).set(editor)).body.data.restored).toHaveLength(2);
    expect((await api().get(`/api/public/podcasts/${episode}`)).body.data.podcast_series).toEqual({ id: series.id, title: 'Founders Talk' });
    expect(db().select().from(podcastSeries).where(eq(podcastSeries.id, series.id)).get()?.deletedAt).toBeNull();
  });

  it('a delete of something already in the trash, or of nothing, is a 404', async () => {
    const id = makeVideo(db());
    await api().delete(`/api/videos/${id}`).set(editor);
    for (const path of [`/api/videos/${id}`, `/api/videos/${randomUUID()}`, `/api/tvshows/seasons/${randomUUID()}`, '/api/podcasts/series/nope', `/api/comments/comment/${randomUUID()}`]) {
      expect((await api().delete(path).set(editor)).status, path).toBe(404);
    }
  });
});

describe('emptying', () => {
  it('the whole trash, by an administrator, naming the total first', async () => {
    const id = makeArticle(db());
    comment(id);
    await api().delete(`/api/articles/${id}`).set(editor);
    const listed = await inTrash();
    expect(listed.everything.items).toBe(listed.pagination.total);
    expect(listed.everything.will_lose).toEqual(expect.arrayContaining([expect.stringMatching(/^\d+ comments?$/)]));
    const res = await api().delete('/api/trash').set(admin);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`${listed.everything.items} items deleted for good`);
    expect((await inTrash()).data).toEqual([]);
    expect(db().select().from(contentItems).where(eq(contentItems.id, id)).all()).toEqual([]);
  });

  it('by the background job once 30 days have passed, by the server clock', async () => {
    const kept = makeVideo(db());
    const id = makeArticle(db());
    comment(id);
    await api().delete(`/api/articles/${id}`).set(editor);
    clock.advance(29 * DAY);
    expect(await runCleanup(ctx.app, TRASH_KINDS)).toMatchObject({ trash: 0 });
    expect((await api().get(`/api/trash/articles/${id}`).set(editor)).body.data.days_left).toBe(0);
    clock.advance(DAY + 1000);
    signInAgain();
    expect(await runCleanup(ctx.app, TRASH_KINDS)).toMatchObject({ trash: 1 });
    expect((await api().get(`/api/trash/articles/${id}`).set(editor)).status).toBe(404);
    expect(db().select().from(contentItems).where(eq(contentItems.id, id)).all()).toEqual([]);
    expect(db().select().from(comments).where(eq(comments.itemId, id)).all()).toEqual([]);
    expect(db().select().from(contentItems).where(eq(contentItems.id, kept)).all()).toHaveLength(1);
  });
});

describe('the audit trail', () => {
  const newest = async (query: Record<string, string>) => (await api().get('/api/audit').query(query).set(admin)).body.data as Array<{ action: string; target: { type: string; id: string; title: string } | null; actor: { name: string } | null; details: Record<string, unknown> }>;

  it('records a move to the trash as the delete it is, then the restore and the delete for good, each with who did it', async () => {
    const id = makeVideo(db(), { title: 'Robotics in Lagos' });
    expect((await api().delete(`/api/videos/${id}`).set(editor)).status).toBe(200);
    const [deleted] = await newest({ target: id });
    expect(deleted).toMatchObject({ action: 'content.delete', target: { type: 'video', id, title: 'Robotics in Lagos' }, actor: { name: 'Eddie Editor' } });

    expect((await api().post(`/api/trash/videos/${id}/restore`).set(editor)).status).toBe(200);
    expect((await newest({ target: id }))[0]).toMatchObject({ action: 'trash.restore', target: { type: 'video', id }, actor: { name: 'Eddie Editor' } });

    expect((await api().delete(`/api/videos/${id}`).set(editor)).status).toBe(200);
    expect((await api().delete(`/api/trash/videos/${id}`).set(editor)).status).toBe(403);
    expect((await newest({ target: id }))[0].action).toBe('content.delete');
    expect((await api().delete(`/api/trash/videos/${id}`).set(admin)).status).toBe(200);
    expect((await newest({ target: id }))[0]).toMatchObject({ action: 'trash.empty', target: { type: 'video', id }, actor: { name: 'Ada Admin' } });
  });

  it('names a series by its own kind, and a whole emptying by its count', async () => {
    const series = (await api().post('/api/podcasts/series').set(admin).send({ title: 'Founders of Tomorrow' })).body.data.id as string;
    expect((await api().delete(`/api/podcasts/series/${series}`).set(admin)).status).toBe(200);
    expect((await newest({ target: series }))[0]).toMatchObject({ action: 'content.delete', target: { type: 'podcast_series', title: 'Founders of Tomorrow' } });
    expect((await api().delete('/api/trash').set(admin)).status).toBe(200);
    const [emptied] = await newest({ action: 'trash.empty' });
    expect(emptied.target).toBeNull();
    expect(emptied.details).toMatchObject({ all: true });
    expect(emptied.details.items).toBeGreaterThanOrEqual(1);
  });
});
