/**
 * Drafts, versions, revisions, autosave and presence through the API, for every content type, by an
 * editor and an administrator: a draft holds a title alone (and stays off every public surface),
 * the full rules come with publishing, scheduling or review; a save on an older version is refused
 * with 409 and the current item (a malformed If-Match with 400); each save keeps a revision (folded
 * per author for a few minutes), which can be read, compared and restored; autosave never publishes;
 * presence lists who else has an item open; old revisions are thinned out with a moved clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { testClock } from '../helpers/clock.ts';
import { makeArticle } from '../helpers/content.ts';
import { pruneRevisions } from '../../server/modules/content/revisions-retention.ts';
import { presenceSize } from '../../server/modules/content/presence.ts';

const clock = testClock();
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let editor: Awaited<ReturnType<typeof signedInStaff>>;
const api = () => request(ctx.app.server);

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  admin = await signedInStaff(ctx.app, { name: 'Ada Admin' });
  editor = await signedInStaff(ctx.app, { name: 'Eddie Editor', role: 'editor' });
});
afterAll(async () => ctx.close());

const FUTURE = () => new Date(clock() + 7 * 86_400_000).toISOString();
const YOUTUBE = 'https://youtu.be/dQw4w9WgXcQ';

/** Each type: its staff and public prefixes, the fields that complete it, and what publishing asks for. */
const TYPES = [
  {
    type: 'articles',
    publicPath: 'articles',
    complete: { excerpt: 'A short summary.', content: 'The body, in **Markdown**.', author: 'Amina Uwase', featured_image: '/media/seed/placeholder.jpg' },
    // A draft's author is the writer's own profile until another is chosen: publishing never lacks one.
    missing: ['Excerpt is required', 'Content is required', 'Featured image is required'],
    malformed: { featured_image: 'not a link' },
    malformedMsg: 'Featured image must be a valid http(s) URL',
    date: 'publish_date',
  },
  {
    type: 'videos',
    publicPath: 'videos',
    complete: { description: 'What the video shows.', youtube_url: YOUTUBE },
    missing: ['Description is required'],
    malformed: { youtube_url: 'https://www.youtube.com/watch?v=abc' },
    malformedMsg: 'Please enter a valid YouTube URL (watch, youtu.be, embed or shorts link)',
    date: 'upload_date',
  },
  {
    type: 'tvshows',
    publicPath: 'tvshows',
    complete: { description: 'The final round.', duration: '44:10', youtube_url: YOUTUBE },
    missing: ['Description is required', 'Duration is required'],
    malformed: { thumbnail: 'javascript:alert(1)' },
    malformedMsg: 'Thumbnail URL must be a valid http(s) URL',
    date: 'upload_date',
  },
  {
    type: 'podcasts',
    publicPath: 'podcasts',
    complete: { description: 'Show notes.' },
    missing: [] as string[],
    malformed: { spotify_url: 'open spotify' },
    malformedMsg: 'Spotify URL must be a valid http(s) URL',
    date: 'publish_date',
  },
] as const;

type Auth = { authorization: string };
const messages = (res: request.Response) => (res.body.errors ?? []).map((e: { msg: string }) => e.msg);

async function createDraft(type: string, auth: Auth, fields: Record<string, unknown> = {}) {
  const res = await api().post(`/api/${type}`).set(auth).send({ title: `Just a headline ${Math.random()}`, status: 'draft', ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; version: number; title: string; status: string };
}

describe.each(TYPES)('$type: a draft holds anything, the full rules come with publishing', (t) => {
  it('creates a draft from a title alone (and from malformed links), starting at version 1 with one revision', async () => {
    const draft = await createDraft(t.type, editor.auth, t.malformed);
    expect(draft).toMatchObject({ status: 'draft', version: 1 });
    const revisions = await api().get(`/api/${t.type}/${draft.id}/revisions`).set(editor.auth);
    expect(revisions.body.data).toEqual([expect.objectContaining({ number: 1, kind: 'create', status: 'draft', author: { id: editor.id, name: 'Eddie Editor' } })]);
    // Without a title it is refused: that is a draft's one rule.
    const untitled = await api().post(`/api/${t.type}`).set(editor.auth).send({ status: 'draft' });
    expect(untitled.status).toBe(400);
    expect(messages(untitled)).toEqual(['Title is required']);
  });

  it.each(['published', 'review', 'scheduled'])('asks for the whole item, with the same messages, to go %s', async (status) => {
    const draft = await createDraft(t.type, editor.auth);
    const state = { status, ...(status === 'scheduled' ? { [t.date]: FUTURE() } : {}) };
    if (t.missing.length) {
      const refused = await api().put(`/api/${t.type}/${draft.id}`).set(editor.auth).send(state);
      expect(refused.status).toBe(400);
      expect(messages(refused)).toEqual(t.missing);
    }
    const malformed = await api().put(`/api/${t.type}/${draft.id}`).set(editor.auth).send({ ...state, ...t.complete, ...t.malformed });
    expect(malformed.status).toBe(400);
    expect(messages(malformed)).toContain(t.malformedMsg);
    // Nothing changed by the refusals.
    expect((await api().get(`/api/${t.type}/${draft.id}`).set(editor.auth)).body.data).toMatchObject({ status: 'draft', version: 1 });
    const done = await api().put(`/api/${t.type}/${draft.id}`).set(editor.auth).send({ ...state, ...t.complete });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ status, version: 2 });
  });

  it('keeps a title-only draft off the public API, lists and search, and out of nothing on the staff side', async () => {
    const draft = await createDraft(t.type, admin.auth, { title: `Zanzibar lighthouse ${t.type}` });
    expect((await api().get(`/api/public/${t.publicPath}/${draft.id}`)).status).toBe(404);
    const search = await api().get('/api/public/search').query({ q: 'Zanzibar lighthouse' });
    expect(search.status).toBe(200);
    expect(JSON.stringify(search.body)).not.toContain(draft.id);
    const list = await api().get(`/api/${t.type}`).query({ status: 'draft', limit: 100 }).set(admin.auth);
    expect(list.status).toBe(200);
    expect(list.body.data.map((i: { id: string }) => i.id)).toContain(draft.id);
    expect((await api().get(`/api/public/${t.publicPath}`).query({ limit: 100 })).text).not.toContain(draft.id);
  });
});

describe('incomplete drafts on the staff screens', () => {
  it('the dashboard, statistics, tags, comments and the homepage lists answer with title-only drafts present', async () => {
    for (const type of ['articles', 'videos', 'tvshows', 'podcasts']) await createDraft(type, admin.auth, { title: `Bare ${type}` });
    for (const path of [
      '/api/dashboard/stats',
      '/api/dashboard/recent-articles',
      '/api/dashboard/analytics',
      '/api/tvshows/stats',
      '/api/podcasts/stats',
      '/api/tags',
      '/api/comments',
      '/api/articles/featured',
      '/api/articles/trending',
      '/api/media',
      '/api/articles?status=all&sort=title',
      '/api/videos?sort=title',
      '/api/tvshows?sort=episode_number',
      '/api/podcasts?sort=downloads',
    ]) {
      const res = await api().get(path).set(admin.auth);
      expect(res.status, path).toBe(200);
    }
    for (const path of ['/rss.xml', '/podcast.xml', '/sitemap.xml']) {
      const res = await api().get(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).not.toContain('Bare ');
    }
  });
});

describe('every state change, by an editor and by an administrator', () => {
  it.each([
    ['editor', () => editor],
    ['administrator', () => admin],
  ])('%s: draft → review → published → draft → scheduled → published, each a revision of its kind', async (_, who) => {
    const { auth } = who();
    const complete = TYPES[0].complete;
    const draft = await createDraft('articles', auth, complete);
    const steps: [Record<string, unknown>, string][] = [
      [{ status: 'review' }, 'review'],
      [{ status: 'published' }, 'publish'],
      [{ status: 'draft' }, 'unpublish'],
      [{ status: 'scheduled', publish_date: FUTURE() }, 'schedule'],
      [{ status: 'published', publish_date: new Date(clock()).toISOString() }, 'publish'],
    ];
    let version = draft.version;
    for (const [body, kind] of steps) {
      const res = await api().put(`/api/articles/${draft.id}`).set(auth).set('if-match', `"${version}"`).send(body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.headers.etag).toBe(`"${version + 1}"`);
      version = res.body.data.version;
      const newest = (await api().get(`/api/articles/${draft.id}/revisions`).set(auth)).body.data[0];
      expect(newest).toMatchObject({ kind, status: body.status, version, author: { id: who().id } });
    }
    const pub = await api().get(`/api/public/articles/${draft.id}`);
    expect(pub.status).toBe(200);
  });
});

describe('versions: a save on an older version is refused', () => {
  it('answers the version as ETag; If-Match or version of an older one gives 409 with the current item and who saved it', async () => {
    const draft = await createDraft('videos', admin.auth, { title: 'Two desks' });
    const read = await api().get(`/api/videos/${draft.id}`).set(editor.auth);
    expect(read.headers.etag).toBe('"1"');
    expect(read.headers['cache-control']).toContain('no-store');

    const first = await api().put(`/api/videos/${draft.id}`).set(admin.auth).set('if-match', read.headers.etag).send({ title: 'Two desks, first' });
    expect(first.status).toBe(200);
    expect(first.body.data.version).toBe(2);

    const second = await api().put(`/api/videos/${draft.id}`).set(editor.auth).set('if-match', read.headers.etag).send({ title: 'Two desks, second' });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      success: false,
      current: { id: draft.id, title: 'Two desks, first', version: 2 },
      current_version: 2,
      last_saved_by: 'Ada Admin',
    });
    expect(second.body.message).toMatch(/^Ada Admin saved this video after you opened it/);
    // The body's version is the same check.
    expect((await api().put(`/api/videos/${draft.id}`).set(editor.auth).send({ title: 'x', version: 1 })).status).toBe(409);
    // Nothing was overwritten.
    expect((await api().get(`/api/videos/${draft.id}`).set(editor.auth)).body.data.title).toBe('Two desks, first');

    // The current version (strong, weak or *) saves; no version at all saves, as before versions.
    for (const [header, title] of [['"2"', 'a'], ['W/"3"', 'b'], ['*', 'c'], ['"9", "5"', 'd']] as const) {
      const res = await api().put(`/api/videos/${draft.id}`).set(editor.auth).set('if-match', header).send({ title });
      expect(res.status, header).toBe(200);
    }
    const unversioned = await api().put(`/api/videos/${draft.id}`).set(editor.auth).send({ title: 'No version named' });
    expect(unversioned.status).toBe(200);
  });

  it.each(['3', '"3', 'W/3', '"3" "4"', 'x"3"', '""3""', ','])('a malformed If-Match (%s) is a 400 and changes nothing', async (header) => {
    const draft = await createDraft('podcasts', admin.auth);
    const res = await api().put(`/api/podcasts/${draft.id}`).set(admin.auth).set('if-match', header).send({ title: 'Changed' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/If-Match/);
    expect((await api().get(`/api/podcasts/${draft.id}`).set(admin.auth)).body.data).toMatchObject({ title: draft.title, version: 1 });
  });

  it('If-Match and a body version that disagree are a 400; a version below 1 is a 400', async () => {
    const draft = await createDraft('tvshows', admin.auth);
    expect((await api().put(`/api/tvshows/${draft.id}`).set(admin.auth).set('if-match', '"1"').send({ title: 'x', version: 2 })).status).toBe(400);
    expect((await api().put(`/api/tvshows/${draft.id}`).set(admin.auth).send({ title: 'x', version: 0 })).status).toBe(400);
  });
});

describe.each(TYPES)('$type revisions', (t) => {
  it('lists, reads, folds one author’s saves for 5 minutes, restores (a new revision, status kept) and refuses an older version', async () => {
    const draft = await createDraft(t.type, editor.auth, { title: 'First words', ...t.complete });
    const put = (auth: Auth, body: Record<string, unknown>) => api().put(`/api/${t.type}/${draft.id}`).set(auth).send(body);
    // Three saves within five minutes by the same author: one revision holding the last.
    await put(editor.auth, { title: 'Second words' });
    clock.advance(60_000);
    await put(editor.auth, { title: 'Third words' });
    let list = (await api().get(`/api/${t.type}/${draft.id}/revisions`).set(editor.auth)).body;
    expect(list.data.map((r: { number: number; kind: string; saves: number }) => [r.number, r.kind, r.saves])).toEqual([
      [2, 'save', 2],
      [1, 'create', 1],
    ]);
    expect(list.data[0].changed).toEqual(['title']);
    // Past five minutes, or another author: a new revision.
    clock.advance(5 * 60_000);
    await put(editor.auth, { title: 'Fourth words' });
    await put(admin.auth, { title: 'Fifth words' });
    list = (await api().get(`/api/${t.type}/${draft.id}/revisions`).set(editor.auth)).body;
    expect(list.data.map((r: { number: number }) => r.number)).toEqual([4, 3, 2, 1]);
    expect(list.pagination).toMatchObject({ total: 4, page: 1 });

    const second = list.data.find((r: { number: number }) => r.number === 2);
    const one = await api().get(`/api/${t.type}/${draft.id}/revisions/${second.id}`).set(editor.auth);
    expect(one.status).toBe(200);
    expect(one.body.data.fields).toMatchObject({ title: 'Third words' });

    // Published, then restored: the public item shows the old text at once, and stays published.
    const published = await put(admin.auth, { status: 'published', ...(t.date ? { [t.date]: new Date(clock() - 1000).toISOString() } : {}) });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const stale = published.body.data.version - 1;
    const refused = await api().post(`/api/${t.type}/${draft.id}/revisions/${second.id}/restore`).set(editor.auth).set('if-match', `"${stale}"`).send({});
    expect(refused.status).toBe(409);
    // One click: no body needed (the version named by If-Match).
    const restored = await api()
      .post(`/api/${t.type}/${draft.id}/revisions/${second.id}/restore`)
      .set(editor.auth)
      .set('if-match', `"${published.body.data.version}"`);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data).toMatchObject({ title: 'Third words', status: 'published' });
    expect(restored.body.message).toBe('Revision 2 restored');
    const newest = (await api().get(`/api/${t.type}/${draft.id}/revisions`).set(editor.auth)).body.data[0];
    expect(newest).toMatchObject({ kind: 'restore', restored_from: 2, changed: ['title'], author: { name: 'Eddie Editor' } });
    const pub = await api().get(`/api/public/${t.publicPath}/${draft.id}`);
    expect(pub.body.data.title).toBe('Third words');
  });

  it('answers 404 for an unknown item, an unknown revision and another item’s revision', async () => {
    const a = await createDraft(t.type, admin.auth);
    const b = await createDraft(t.type, admin.auth);
    const revOfB = (await api().get(`/api/${t.type}/${b.id}/revisions`).set(admin.auth)).body.data[0].id;
    expect((await api().get(`/api/${t.type}/00000000-0000-4000-8000-000000000000/revisions`).set(admin.auth)).status).toBe(404);
    expect((await api().get(`/api/${t.type}/${a.id}/revisions/not-a-revision`).set(admin.auth)).status).toBe(404);
    expect((await api().get(`/api/${t.type}/${a.id}/revisions/${revOfB}`).set(admin.auth)).status).toBe(404);
    expect((await api().post(`/api/${t.type}/${a.id}/revisions/${revOfB}/restore`).set(admin.auth).send({})).status).toBe(404);
    expect((await api().get(`/api/${t.type}/${a.id}/revisions`).set({})).status).toBe(401);
  });
});

describe('an item written before revisions were kept', () => {
  it('keeps what it held as an "original" revision on its first save', async () => {
    const id = makeArticle(ctx.app.db, { title: 'Written by a script' });
    await api().put(`/api/articles/${id}`).set(admin.auth).send({ title: 'Edited in the back office' });
    const list = (await api().get(`/api/articles/${id}/revisions`).set(admin.auth)).body.data;
    expect(list.map((r: { kind: string }) => r.kind)).toEqual(['save', 'original']);
    const original = await api().get(`/api/articles/${id}/revisions/${list[1].id}`).set(admin.auth);
    expect(original.body.data).toMatchObject({ author: { id: null, name: '' }, fields: { title: 'Written by a script' } });
  });
});

describe('autosave', () => {
  it('saves a draft itself and never changes its status', async () => {
    const draft = await createDraft('articles', editor.auth, { title: 'Autosaved draft' });
    const res = await api().put(`/api/articles/${draft.id}/autosave`).set(editor.auth).set('if-match', '"1"').send({ content: 'Typed words', status: 'published' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ target: 'item', version: 2 });
    const item = (await api().get(`/api/articles/${draft.id}`).set(editor.auth)).body.data;
    expect(item).toMatchObject({ status: 'draft', content: 'Typed words', version: 2 });
    const newest = (await api().get(`/api/articles/${draft.id}/revisions`).set(editor.auth)).body.data[0];
    expect(newest.kind).toBe('autosave');
    // A draft still needs its title.
    const untitled = await api().put(`/api/articles/${draft.id}/autosave`).set(editor.auth).send({ title: '' });
    expect(untitled.status).toBe(400);
    // On an older version: 409 with the current item.
    const stale = await api().put(`/api/articles/${draft.id}/autosave`).set(editor.auth).set('if-match', '"1"').send({ content: 'Lost?' });
    expect(stale.status).toBe(409);
    expect(stale.body.current.content).toBe('Typed words');
  });

  it('keeps a published item as readers see it: the changes wait in the writer’s working copy until Update', async () => {
    const draft = await createDraft('videos', editor.auth, { title: 'Live video', ...TYPES[1].complete });
    const live = (await api().put(`/api/videos/${draft.id}`).set(editor.auth).send({ status: 'published', upload_date: new Date(clock() - 1000).toISOString() })).body.data;
    const autosaved = await api().put(`/api/videos/${live.id}/autosave`).set(editor.auth).set('if-match', `"${live.version}"`).send({ title: 'Live video, better title' });
    expect(autosaved.body.data).toMatchObject({ target: 'working_copy', version: live.version });
    await api().put(`/api/videos/${live.id}/autosave`).set(editor.auth).send({ description: 'New words under it.' });
    expect((await api().get(`/api/public/videos/${live.id}`)).body.data.title).toBe('Live video');
    expect((await api().get(`/api/videos/${live.id}`).set(editor.auth)).body.data).toMatchObject({ title: 'Live video', version: live.version });

    const copy = await api().get(`/api/videos/${live.id}/autosave`).set(editor.auth);
    expect(copy.body.data).toMatchObject({ base_version: live.version, fields: { title: 'Live video, better title', description: 'New words under it.', status: 'published' } });
    // Another person's working copy is their own.
    expect((await api().get(`/api/videos/${live.id}/autosave`).set(admin.auth)).body.data).toBeNull();

    const update = await api().put(`/api/videos/${live.id}`).set(editor.auth).set('if-match', `"${live.version}"`).send(copy.body.data.fields);
    expect(update.status).toBe(200);
    expect((await api().get(`/api/public/videos/${live.id}`)).body.data.title).toBe('Live video, better title');
    expect((await api().get(`/api/videos/${live.id}/autosave`).set(editor.auth)).body.data).toBeNull();

    // Discarded on request.
    await api().put(`/api/videos/${live.id}/autosave`).set(editor.auth).send({ title: 'Second thoughts' });
    const discarded = await api().delete(`/api/videos/${live.id}/autosave`).set(editor.auth);
    expect(discarded.body.message).toBe('Autosaved changes discarded');
    expect((await api().get(`/api/videos/${live.id}/autosave`).set(editor.auth)).body.data).toBeNull();
  });
});

describe('presence', () => {
  it('lists the others who have the item open, forgets a tab 60 s after its last heartbeat or when it closes', async () => {
    const draft = await createDraft('podcasts', admin.auth);
    const beat = (auth: Auth, tab: string) => api().post(`/api/podcasts/${draft.id}/presence`).set(auth).send({ tab });
    expect((await beat(admin.auth, 'tab-admin-1')).body.data).toMatchObject({ editors: [], version: 1 });
    const seen = (await beat(editor.auth, 'tab-editor-1')).body.data.editors;
    expect(seen).toEqual([expect.objectContaining({ name: 'Ada Admin', user_id: admin.id, you: false })]);
    // The same person in a second tab is listed as themselves.
    const second = (await beat(admin.auth, 'tab-admin-2')).body.data.editors;
    expect(second.map((e: { name: string; you: boolean }) => [e.name, e.you])).toEqual([
      ['Ada Admin', true],
      ['Eddie Editor', false],
    ]);
    await api().delete(`/api/podcasts/${draft.id}/presence`).query({ tab: 'tab-admin-2' }).set(admin.auth);
    clock.advance(30_000);
    await beat(editor.auth, 'tab-editor-1');
    clock.advance(31_000);
    // The admin's first tab has been silent 61 s: gone. The editor's beat 31 s ago: still there.
    expect((await beat(admin.auth, 'tab-admin-3')).body.data.editors.map((e: { name: string }) => e.name)).toEqual(['Eddie Editor']);
  });

  it('is bounded: at most 20 tabs an item', async () => {
    const draft = await createDraft('podcasts', admin.auth);
    for (let i = 0; i < 30; i++) await api().post(`/api/podcasts/${draft.id}/presence`).set(admin.auth).send({ tab: `crowd-tab-${i}` });
    const last = await api().post(`/api/podcasts/${draft.id}/presence`).set(admin.auth).send({ tab: 'crowd-tab-last' });
    expect(last.body.data.editors).toHaveLength(19);
    expect(presenceSize(ctx.app.db).tabs).toBeLessThanOrEqual(20 * presenceSize(ctx.app.db).items);
  });

  it('refuses a malformed tab and an unknown item', async () => {
    const draft = await createDraft('podcasts', admin.auth);
    expect((await api().post(`/api/podcasts/${draft.id}/presence`).set(admin.auth).send({ tab: 'x' })).status).toBe(400);
    expect((await api().post(`/api/podcasts/00000000-0000-4000-8000-000000000000/presence`).set(admin.auth).send({ tab: 'tab-unknown' })).status).toBe(404);
  });
});

describe('retention', () => {
  it('keeps every revision of the last 30 days, then the last of each day, and counts changes again', async () => {
    // From noon UTC, so that a day's saves (minutes apart) stay within that day.
    const day = 86_400_000;
    clock.advance((day + 12 * 3_600_000 - (clock() % day)) % day);
    const draft = await createDraft('articles', editor.auth, { title: 'Day 0' });
    // Three days of work, each with three revisions (saves 6 minutes apart do not fold).
    for (let n = 1; n <= 3; n++) {
      clock.advance(day);
      for (const hour of [1, 2, 3]) {
        clock.advance(6 * 60_000);
        await api().put(`/api/articles/${draft.id}`).set(editor.auth).send({ title: `Day ${n} take ${hour}`, ...(hour === 2 ? { subtitle: `Sub ${n}` } : {}) });
      }
    }
    // Signed in afresh at each read: the weeks this test moves through outlast any session.
    const signedIn = () => ({ authorization: `Bearer ${ctx.app.issueToken({ id: editor.id, tokenVersion: 0 }, true)}` });
    const all = async () => (await api().get(`/api/articles/${draft.id}/revisions`).set(signedIn())).body.data as { number: number; changed: string[]; fields?: unknown }[];
    expect(await all()).toHaveLength(10);
    expect(pruneRevisions(ctx.app.db)).toBe(0);

    clock.advance(28 * day);
    // Day 0 and day 1 are past 30 days now; days 2 and 3 are not.
    pruneRevisions(ctx.app.db);
    const kept = await all();
    expect(kept.map((r) => r.number)).toEqual([10, 9, 8, 7, 6, 5, 4, 1]);
    // Revision 4 (day 1's last) now counts its changes against revision 1: the title and the subtitle.
    expect(kept.find((r) => r.number === 4)!.changed.sort()).toEqual(['subtitle', 'title']);

    clock.advance(10 * day);
    pruneRevisions(ctx.app.db);
    expect((await all()).map((r) => r.number)).toEqual([10, 7, 4, 1]);
  });
});
