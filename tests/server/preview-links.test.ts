/**
 * Preview links: a draft, a scheduled item or the editor's unsaved changes, shown to anyone with
 * the link (no account), for 7 days or until revoked; unguessable and stored hashed; never
 * indexed, never kept by a cache; no view counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { testClock } from '../helpers/clock.ts';
import { makeArticle, makePodcastEpisode, makeTvEpisode, makeVideo } from '../helpers/content.ts';
import { articles, dailyViews, previewLinks, users } from '../../server/db/schema.ts';
import { runCleanup } from '../../server/modules/content/cleanup-job.ts';
import { TRASH_KINDS } from '../../server/modules/content-kinds.ts';
import { redactUrl } from '../../server/logger.ts';

const DAY = 86_400_000;
const clock = testClock();
let ctx: TestContext;
let editor: { authorization: string };
const api = () => request(ctx.app.server);
const db = () => ctx.app.db;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  const staff = await signedInStaff(ctx.app, { name: 'Eddie Editor' });
  db().update(users).set({ role: 'editor' }).where(eq(users.id, staff.id)).run();
  editor = staff.auth;
});
afterAll(async () => ctx.close());

const tokenOf = (url: string) => url.split('/preview/')[1];
const open = (url: string) => api().get(`/api/public/previews/${tokenOf(url)}`);
const makeLink = async (type: string, id: string, fields?: object) => {
  const res = await api().post(`/api/${type}/${id}/preview-links`).set(editor).send(fields ? { fields } : {});
  expect(res.status).toBe(201);
  return res.body.data as { id: string; url: string; state: string; expires_at: string; unsaved_changes: boolean };
};

describe('a preview link of a draft article', () => {
  let id: string;
  let link: { id: string; url: string };

  beforeAll(async () => {
    id = makeArticle(db(), { title: 'Draft: robotics league', status: 'draft', excerpt: '' });
    link = await makeLink('articles', id);
  });

  it('is an unguessable address on the item\'s page, whose token the database does not keep', () => {
    expect(link.url).toMatch(new RegExp(`^http://localhost:5555/article/${id}/preview/[A-Za-z0-9_-]{43}$`));
    const token = tokenOf(link.url);
    const stored = db().select().from(previewLinks).where(eq(previewLinks.id, link.id)).get()!;
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('shows the draft to anyone, never indexed, never cached, counting no view', async () => {
    const views = () => db().select().from(articles).where(eq(articles.id, id)).get()!.views;
    for (let i = 0; i < 3; i++) {
      const res = await open(link.url);
      expect(res.status).toBe(200);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body.data).toMatchObject({ type: 'article', unsaved_changes: false, item: { id, title: 'Draft: robotics league', status: 'draft', likes: 0, comments_count: 0 } });
    }
    expect(views()).toBe(0);
    expect(db().select().from(dailyViews).where(eq(dailyViews.itemId, id)).all()).toEqual([]);
    // The public page of the draft is still a 404.
    expect((await api().get(`/api/public/articles/${id}`)).status).toBe(404);
  });

  it('follows the stored article as it is saved again', async () => {
    db().update(articles).set({ title: 'Robotics league finals' }).where(eq(articles.id, id)).run();
    expect((await open(link.url)).body.data.item.title).toBe('Robotics league finals');
  });

  it('never shows with its token in the log', () => {
    expect(redactUrl(new URL(link.url).pathname)).toBe(`/article/${id}/preview/[redacted]`);
    expect(redactUrl(`/api/public/previews/${tokenOf(link.url)}`)).toBe('/api/public/previews/[redacted]');
  });

  it('is listed for staff and, once revoked, shows nothing', async () => {
    const listed = (await api().get(`/api/articles/${id}/preview-links`).set(editor)).body.data;
    expect(listed).toEqual([expect.objectContaining({ id: link.id, state: 'active', created_by: 'Eddie Editor', unsaved_changes: false, revoked_at: null })]);
    expect(JSON.stringify(listed)).not.toContain(tokenOf(link.url));
    const revoked = await api().delete(`/api/articles/${id}/preview-links/${link.id}`).set(editor);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.state).toBe('revoked');
    const res = await open(link.url);
    expect(res.status).toBe(404);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body.message).toBe('This preview link is not valid: it may have expired or been revoked');
  });
});

describe('a preview of unsaved changes to a published article', () => {
  it('shows the editor\'s fields over the stored article, which stays as it is', async () => {
    const id = makeArticle(db(), { title: 'Published title', content: 'Old body.' });
    const link = await makeLink('articles', id, { title: 'Unsaved title', content: 'New **bold** body.', additional_images: [{ url: '/media/seed/a.jpg', caption: 'A' }] });
    expect(link.unsaved_changes).toBe(true);
    const item = (await open(link.url)).body.data.item;
    expect(item).toMatchObject({ title: 'Unsaved title', content_html: expect.stringContaining('<strong>bold</strong>'), additional_images: [expect.objectContaining({ url: '/media/seed/a.jpg', caption: 'A' })] });
    expect((await api().get(`/api/public/articles/${id}`)).body.data.title).toBe('Published title');
  });

  it('shows the stored value of a field the save rules would refuse', async () => {
    const id = makeArticle(db(), { title: 'Safe', featuredImage: '/media/seed/safe.jpg' });
    const link = await makeLink('articles', id, { featured_image: 'javascript:alert(1)', title: 'T'.repeat(300), excerpt: 'Fine excerpt' });
    const item = (await open(link.url)).body.data.item;
    expect({ image: item.featured_image, title: item.title, excerpt: item.excerpt }).toEqual({ image: '/media/seed/safe.jpg', title: 'Safe', excerpt: 'Fine excerpt' });
  });
});

describe('every content type', () => {
  it.each([
    ['videos', 'video', () => makeVideo(db(), { status: 'scheduled', uploadDate: new Date(Date.now() + 5 * DAY).toISOString() }), { title: 'Next week' }],
    ['tvshows', 'tvshow', () => makeTvEpisode(db(), { status: 'draft' }), { title: 'Pilot', episode_number: 3 }],
    ['podcasts', 'podcast', () => makePodcastEpisode(db(), { status: 'draft' }), { title: 'Episode zero', series_id: '00000000-0000-4000-8000-000000000000' }],
  ])('%s: a link shows the unpublished item with its unsaved fields', async (type, kind, make, fields) => {
    const id = make();
    const link = await makeLink(type, id, fields);
    expect(link.url).toContain(`/${kind}/${id}/preview/`);
    const data = (await open(link.url)).body.data;
    expect(data).toMatchObject({ type: kind, unsaved_changes: true, item: { id, title: fields.title } });
    if (type === 'tvshows') expect(data.item.episode_number).toBe(3);
    // A series that does not exist is refused even in a draft: the preview shows the stored one.
    if (type === 'podcasts') expect(data.item.series_id).not.toBe('00000000-0000-4000-8000-000000000000');
  });
});

describe('refusals', () => {
  it('needs a staff token to make, list or revoke links, and an item that exists outside the trash', async () => {
    const id = makeArticle(db());
    expect((await api().post(`/api/articles/${id}/preview-links`).send({})).status).toBe(401);
    expect((await api().get(`/api/articles/${id}/preview-links`)).status).toBe(401);
    expect((await api().post('/api/articles/9b2f7c1e-2d4a-4f7b-9c1e-2d4a4f7b9c1e/preview-links').set(editor).send({})).status).toBe(404);
    expect((await api().delete(`/api/articles/${id}/preview-links/not-a-link`).set(editor)).status).toBe(404);
    const link = await makeLink('articles', id);
    await api().delete(`/api/articles/${id}`).set(editor);
    expect((await open(link.url)).status).toBe(404);
    expect((await api().post(`/api/articles/${id}/preview-links`).set(editor).send({})).status).toBe(404);
    for (const token of ['short', 'x'.repeat(43), '%00']) expect((await api().get(`/api/public/previews/${token}`)).status).toBe(404);
  });

  it('refuses fields of the wrong type with a 400', async () => {
    const id = makeVideo(db());
    const res = await api().post(`/api/videos/${id}/preview-links`).set(editor).send({ fields: { title: 42, featured: 'maybe' } });
    expect(res.status).toBe(400);
    expect(db().select().from(previewLinks).where(eq(previewLinks.itemId, id)).all()).toEqual([]);
  });
});

describe('expiry, by the server clock', () => {
  it('ends a link after 7 days; the background job drops it 30 days later', async () => {
    const id = makeArticle(db(), { status: 'draft' });
    const link = await makeLink('articles', id);
    expect(new Date(link.expires_at).getTime() - clock()).toBeGreaterThan(7 * DAY - 60_000);
    clock.advance(7 * DAY - 60_000);
    expect((await open(link.url)).status).toBe(200);
    clock.advance(2 * 60_000);
    expect((await open(link.url)).status).toBe(404);
    expect((await api().get(`/api/articles/${id}/preview-links`).set(editor)).body.data[0].state).toBe('expired');
    clock.advance(30 * DAY);
    expect((await runCleanup(ctx.app, TRASH_KINDS)).previewLinks).toBeGreaterThanOrEqual(1);
    expect(db().select().from(previewLinks).where(eq(previewLinks.id, link.id)).all()).toEqual([]);
  });
});
