/**
 * A contributor signs only as themself: their articles carry their own author profile, and a
 * create or update that names another profile (by id or by name) is refused with 403 before
 * anything is written; keeping the byline an editor gave is fine, and an editor still changes any
 * byline, and a preview link of their draft shows no other byline either. Videos, TV episodes and
 * podcast episodes carry no author: a profile named on them is dropped. Then the shared rule the back office reads (shared/editorial.ts) and the own items
 * GET /review/mine hands it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { changeRefusal, choosesAnyByline, readOnlyLine } from '../../shared/editorial.ts';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { testClock } from '../helpers/clock.ts';

const clock = testClock();
let ctx: TestContext;
type Member = Awaited<ReturnType<typeof signedInStaff>>;
let editor: Member;
let contributor: Member;
/** Author profile ids: the contributor's own, the editor's, and a guest author's. */
const profiles = { own: '', editor: '', guest: '', otherGuest: '' };

const api = () => request(ctx.app.server);
const BYLINE_REFUSED = 'Contributors sign their items with their own author profile: an editor can change the byline';
const COMPLETE = { excerpt: 'What students build.', content: 'A body.', featured_image: '/media/seed/placeholder.jpg', category_name: 'Tech Trends' };

const article = async (id: string) => (await api().get(`/api/articles/${id}`).set(editor.auth)).body.data as { title: string; author_id: string; author: string; version: number };
const articleTitles = async () => ((await api().get('/api/articles').query({ status: 'all', limit: 100 }).set(editor.auth)).body.data as { title: string }[]).map((a) => a.title);
const authorNames = async () => ((await api().get('/api/authors').query({ limit: 100 }).set(editor.auth)).body.data as { name: string }[]).map((a) => a.name);

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  editor = await signedInStaff(ctx.app, { role: 'editor', name: 'Eddie Editor', email: 'eddie@example.org' });
  contributor = await signedInStaff(ctx.app, { role: 'contributor', name: 'Chidi Contributor', email: 'chidi@example.org' });
  profiles.own = (await api().get('/api/authors/me').set(contributor.auth)).body.data.id;
  profiles.editor = (await api().get('/api/authors/me').set(editor.auth)).body.data.id;
  profiles.guest = (await api().post('/api/authors').set(editor.auth).send({ name: 'Grace Guest', bio: 'Writes from Accra.' })).body.data.id;
  profiles.otherGuest = (await api().post('/api/authors').set(editor.auth).send({ name: 'Gideon Guest' })).body.data.id;
}, 30_000);
afterAll(async () => ctx?.close());

describe("a contributor's byline", () => {
  it('is their own profile when they name none, or name their own', async () => {
    const bare = await api().post('/api/articles').set(contributor.auth).send({ title: 'Solar kiosks', status: 'draft' });
    expect(bare.status).toBe(201);
    expect(bare.body.data).toMatchObject({ author_id: profiles.own, author: 'Chidi Contributor' });
    const named = await api().post('/api/articles').set(contributor.auth).send({ title: 'Maker fairs', ...COMPLETE, author_id: profiles.own, status: 'review' });
    expect(named.status).toBe(201);
    expect(named.body.data).toMatchObject({ author_id: profiles.own, status: 'review' });
    // Sent straight to review without a byline: complete all the same, signed by its writer.
    const unnamed = await api().post('/api/articles').set(contributor.auth).send({ title: 'Hackathons', ...COMPLETE, status: 'review' });
    expect(unnamed.status).toBe(201);
    expect(unnamed.body.data).toMatchObject({ author_id: profiles.own, author: 'Chidi Contributor', status: 'review' });
  });

  it("refuses a create naming another profile, by id or by name, and writes nothing (not even the name's guest profile)", async () => {
    for (const byline of [{ author_id: profiles.editor }, { author_id: profiles.guest }, { author: 'Grace Guest' }, { author: 'Nobody Yet' }]) {
      const res = await api().post('/api/articles').set(contributor.auth).send({ title: 'Signed by someone else', status: 'draft', ...byline });
      expect(res.status, JSON.stringify(byline)).toBe(403);
      expect(res.body).toEqual({ success: false, message: BYLINE_REFUSED });
    }
    expect(await articleTitles()).not.toContain('Signed by someone else');
    expect(await authorNames()).not.toContain('Nobody Yet');
  });

  it('keeps the byline an editor gave; refuses another, with nothing of the save written', async () => {
    const id = (await api().post('/api/articles').set(contributor.auth).send({ title: 'Coding at dusk', status: 'draft' })).body.data.id as string;

    // An editor changes the byline of the contributor's draft: that keeps working.
    const byEditor = await api().put(`/api/articles/${id}`).set(editor.auth).send({ author_id: profiles.guest });
    expect(byEditor.status).toBe(200);
    expect(byEditor.body.data).toMatchObject({ author_id: profiles.guest, author: 'Grace Guest' });

    // The contributor's form sends the byline as it stands, or none: both fine, the byline stays.
    const resent = await api().put(`/api/articles/${id}`).set(contributor.auth).send({ title: 'Coding at dusk, part one', author_id: profiles.guest });
    expect(resent.status).toBe(200);
    expect(resent.body.data).toMatchObject({ title: 'Coding at dusk, part one', author_id: profiles.guest });
    const omitted = await api().put(`/api/articles/${id}`).set(contributor.auth).send({ subtitle: 'Evening classes' });
    expect(omitted.status).toBe(200);
    expect(omitted.body.data.author_id).toBe(profiles.guest);

    // Another profile, by id or by name: 403, and the title sent with it is not saved either.
    const before = await article(id);
    for (const byline of [{ author_id: profiles.otherGuest }, { author_id: profiles.editor }, { author: 'Gideon Guest' }]) {
      const res = await api().put(`/api/articles/${id}`).set(contributor.auth).send({ title: 'Renamed', ...byline });
      expect(res.status, JSON.stringify(byline)).toBe(403);
      expect(res.body.message).toBe(BYLINE_REFUSED);
    }
    // Changing the bio of a profile not theirs through the article: refused too.
    const bio = await api().put(`/api/articles/${id}`).set(contributor.auth).send({ author: 'Grace Guest', author_bio: 'Rewritten by a contributor.' });
    expect(bio.status).toBe(403);
    expect(bio.body.message).toBe('You can edit only your own author profile');
    expect(await article(id)).toEqual(before);
    expect((await api().get(`/api/authors/${profiles.guest}`).set(editor.auth)).body.data.bio).toBe('Writes from Accra.');

    // Their own profile back on it: fine.
    const mine = await api().put(`/api/articles/${id}`).set(contributor.auth).send({ author_id: profiles.own });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ author_id: profiles.own, author: 'Chidi Contributor' });
  });

  it("restoring a revision that names another profile keeps the article's byline", async () => {
    const id = (await api().post('/api/articles').set(contributor.auth).send({ title: 'First title', status: 'draft' })).body.data.id as string;
    clock.advance(10 * 60_000);
    await api().put(`/api/articles/${id}`).set(editor.auth).send({ author_id: profiles.guest, title: 'Second title' }).expect(200);
    clock.advance(10 * 60_000);
    await api().put(`/api/articles/${id}`).set(contributor.auth).send({ author_id: profiles.own, title: 'Third title' }).expect(200);
    const revisions = (await api().get(`/api/articles/${id}/revisions`).set(contributor.auth)).body.data as { id: string; number: number }[];
    const second = revisions.find((r) => r.number === 2)!;
    const restored = await api().post(`/api/articles/${id}/revisions/${second.id}/restore`).set(contributor.auth).send({});
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ title: 'Second title', author_id: profiles.own });
  });

  it("a preview link of a contributor's draft shows no byline their save could not have", async () => {
    const id = (await api().post('/api/articles').set(contributor.auth).send({ title: 'Previewed', status: 'draft' })).body.data.id as string;
    const other = await api().post(`/api/articles/${id}/preview-links`).set(contributor.auth).send({ fields: { title: 'Previewed', author_id: profiles.editor } });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(BYLINE_REFUSED);
    expect((await api().get(`/api/articles/${id}/preview-links`).set(contributor.auth)).body.data).toEqual([]);
    const own = await api().post(`/api/articles/${id}/preview-links`).set(contributor.auth).send({ fields: { title: 'Previewed', author_id: profiles.own } });
    expect(own.status).toBe(201);
    // An editor's link of the same draft may show any byline.
    expect((await api().post(`/api/articles/${id}/preview-links`).set(editor.auth).send({ fields: { author_id: profiles.guest } })).status).toBe(201);
  });

  it('an editor bylines any profile, a guest named for the first time included', async () => {
    const res = await api().post('/api/articles').set(editor.auth).send({ title: 'A guest column', author: 'Nadia New', status: 'draft' });
    expect(res.status).toBe(201);
    expect(res.body.data.author).toBe('Nadia New');
    const moved = await api().put(`/api/articles/${res.body.data.id}`).set(editor.auth).send({ author_id: profiles.own });
    expect(moved.body.data).toMatchObject({ author_id: profiles.own, author: 'Chidi Contributor' });
  });

  it('videos, TV episodes and podcast episodes carry no author: a profile named on them is dropped', async () => {
    for (const [kind, fields] of [
      ['videos', { description: 'A tour.' }],
      ['tvshows', { description: 'An episode.', duration: '24:00' }],
      ['podcasts', { description: 'A talk.' }],
    ] as const) {
      const created = await api().post(`/api/${kind}`).set(contributor.auth).send({ title: `A ${kind} draft`, ...fields, status: 'draft', author_id: profiles.editor, author: 'Eddie Editor' });
      expect(created.status, kind).toBe(201);
      expect(created.body.data, kind).not.toHaveProperty('author_id');
      expect(created.body.data, kind).not.toHaveProperty('author');
      const updated = await api().put(`/api/${kind}/${created.body.data.id}`).set(contributor.auth).send({ author_id: profiles.guest });
      expect(updated.status, kind).toBe(200);
      expect(updated.body.data, kind).not.toHaveProperty('author_id');
    }
  });
});

describe('the shared rule the back office reads', () => {
  it('a contributor changes their own drafts and submissions only; editors and administrators anything', () => {
    expect(changeRefusal('contributor', { mine: true, status: 'draft' })).toBeNull();
    expect(changeRefusal('contributor', { mine: true, status: 'review' })).toBeNull();
    expect(changeRefusal('contributor', { mine: true, status: 'published' })).toBe('handed-over');
    expect(changeRefusal('contributor', { mine: true, status: 'scheduled' })).toBe('handed-over');
    expect(changeRefusal('contributor', { mine: false, status: 'draft' })).toBe('not-yours');
    for (const role of ['editor', 'admin'] as const) {
      expect(changeRefusal(role, { mine: false, status: 'published' })).toBeNull();
      expect(choosesAnyByline(role)).toBe(true);
    }
    expect(choosesAnyByline('contributor')).toBe(false);
    expect(readOnlyLine('handed-over', 'published')).toBe('Published: an editor looks after it now');
    expect(readOnlyLine('handed-over', 'scheduled')).toBe('Scheduled: an editor looks after it now');
    expect(readOnlyLine('not-yours', 'draft')).toBe("Someone else's: you can read it, not change it");
  });

  it("GET /review/mine names every own item, published ones included, and nobody else's", async () => {
    const draft = (await api().post('/api/videos').set(contributor.auth).send({ title: 'Own video', description: 'Mine.', status: 'draft' })).body.data.id as string;
    const published = (await api().post('/api/videos').set(contributor.auth).send({ title: 'Own, then published', description: 'Mine.', status: 'review' })).body.data.id as string;
    await api().put(`/api/videos/${published}`).set(editor.auth).send({ status: 'published' }).expect(200);
    const others = (await api().post('/api/videos').set(editor.auth).send({ title: "The editor's video", description: 'Theirs.', status: 'draft' })).body.data.id as string;
    const trashed = (await api().post('/api/videos').set(contributor.auth).send({ title: 'Own, trashed', description: 'Mine.', status: 'draft' })).body.data.id as string;
    await api().delete(`/api/videos/${trashed}`).set(contributor.auth).expect(200);

    const mine = await api().get('/api/review/mine').set(contributor.auth);
    expect(mine.status).toBe(200);
    const ids = mine.body.data.own_ids as string[];
    expect(ids).toEqual(expect.arrayContaining([draft, published]));
    expect(ids).not.toContain(others);
    expect(ids).not.toContain(trashed);
    // The rule on each: the published one is read-only for its contributor, as the API says.
    expect((await api().put(`/api/videos/${published}`).set(contributor.auth).send({ title: 'Changed' })).status).toBe(403);
    expect((await api().put(`/api/videos/${draft}`).set(contributor.auth).send({ title: 'Changed' })).status).toBe(200);
  });
});
