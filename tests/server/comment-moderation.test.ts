/**
 * Comment moderation through the API: the site's setting and an item's own (live, held, off), the
 * queue and its count, decisions one by one and in bulk, trusted and blocked commenters, blocked
 * words, a comment posted twice, the newsroom's replies (one level, marked as staff), and the
 * public answers (cached ones included) changing exactly when a moderator decides.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { makeArticle } from '../helpers/content.ts';
import { SITE_DEFAULTS } from '../../shared/site.ts';
import { DUPLICATE_MESSAGE, HELD_MESSAGE } from '../../server/modules/comments/service.ts';

let ctx: TestContext;
let auth: { authorization: string };
let ip = 0;

interface Answer {
  statusCode: number;
  body: { success: boolean; message?: string; data?: Record<string, unknown> & { id?: string; status?: string } };
}

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}, from?: string): Promise<Answer> {
  const res = await ctx.app.inject({ method, url: `/api${url}`, payload, headers, remoteAddress: from ?? `198.51.100.${(++ip % 250) + 1}` });
  return { statusCode: res.statusCode, body: res.json() };
}
const post = (item: string, comment: { name: string; content: string; email?: string }, from?: string) => call('POST', `/comments/${item}`, comment, {}, from);
const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => call(method, url, payload, auth);
const publicThread = async (item: string) => (await call('GET', `/comments/${item}?all=true`)).body.data as {
  comments: { id: string; name: string; content: string; is_staff: boolean; replies: { name: string; content: string; is_staff: boolean }[] }[];
  totalComments: number;
  mode: string;
};
const moderate = (ids: string[], action: string) => staff('POST', '/comments/moderate', { ids, action });
const queue = async () => ((await staff('GET', '/comments?status=pending&limit=100')).body as unknown as { data: { id: string; content: string; held_reason: string }[] }).data;
const pendingCount = async () => ((await staff('GET', '/comments/pending-count')).body.data as { pending: number }).pending;
const setSite = (settings: { mode?: string; blocked_words?: string[] }) => staff('PUT', '/comments/settings', settings);

beforeAll(async () => {
  ctx = await createTestApp();
  ({ auth } = await signedInStaff(ctx.app));
});
afterAll(() => ctx.close());

describe('the site setting and an item’s own', () => {
  beforeEach(async () => {
    await setSite({ mode: 'held', blocked_words: [] });
  });

  it('holds comments for review by default: the reader is told, the public sees nothing until a moderator approves', async () => {
    expect(((await staff('GET', '/comments/settings')).body.data as { mode: string }).mode).toBe('held');
    const item = makeArticle(ctx.app.db);
    const before = await pendingCount();
    const thread = await publicThread(item); // cached from here on, like any public answer
    expect(thread).toMatchObject({ comments: [], totalComments: 0, mode: 'held' });

    const posted = await post(item, { name: 'Amina', content: 'Held until approved' });
    expect(posted.statusCode).toBe(201);
    expect(posted.body.message).toBe(HELD_MESSAGE);
    expect(posted.body.data).toMatchObject({ status: 'pending', content: 'Held until approved' });
    expect((await publicThread(item)).comments).toEqual([]);
    expect((await call('GET', `/comments/${item}/count`)).body.data).toEqual({ count: 0 });
    expect(await pendingCount()).toBe(before + 1);
    const held = (await queue()).find((c) => c.id === posted.body.data!.id)!;
    expect(held.held_reason).toBe('Comments are reviewed before they appear');

    const approved = await moderate([posted.body.data!.id!], 'approve');
    expect(approved.body).toMatchObject({ success: true, message: '1 comment approved', data: { changed: 1 } });
    const after = await publicThread(item);
    expect(after.comments.map((c) => c.content)).toEqual(['Held until approved']);
    expect(after.totalComments).toBe(1);
    expect(await pendingCount()).toBe(before);
  });

  it('live: published at once; an item held or off on its own overrides it', async () => {
    await setSite({ mode: 'live' });
    const open = makeArticle(ctx.app.db);
    const reviewed = makeArticle(ctx.app.db);
    const closed = makeArticle(ctx.app.db);
    expect((await staff('PUT', `/comments/items/${reviewed}/mode`, { mode: 'held' })).body.data).toMatchObject({ own: 'held', mode: 'held' });
    expect((await staff('PUT', `/comments/items/${closed}/mode`, { mode: 'off' })).body.data).toMatchObject({ own: 'off', mode: 'off' });

    const live = await post(open, { name: 'Kofi', content: 'Straight out' });
    expect(live.body).toMatchObject({ message: 'Comment posted', data: { status: 'approved' } });
    expect((await publicThread(open)).comments.map((c) => c.content)).toEqual(['Straight out']);
    expect((await post(reviewed, { name: 'Kofi', content: 'Waits for a moderator' })).body.data).toMatchObject({ status: 'pending' });
    expect((await publicThread(reviewed)).mode).toBe('held');
    const refused = await post(closed, { name: 'Kofi', content: 'Nobody hears this' });
    expect(refused).toMatchObject({ statusCode: 403, body: { message: 'Comments are disabled for this item' } });
    expect((await publicThread(closed)).mode).toBe('off');

    // The items with their own setting are listed; back to the site's setting.
    const own = (await staff('GET', '/comments/items')).body.data as unknown as { id: string }[];
    expect(own.map((i) => i.id)).toEqual(expect.arrayContaining([reviewed, closed]));
    expect((await staff('PUT', `/comments/items/${closed}/mode`, { mode: 'default' })).body.data).toMatchObject({ own: null, mode: 'live' });
    expect((await post(closed, { name: 'Kofi', content: 'Open again' })).body.data).toMatchObject({ status: 'approved' });
  });

  it('off for the site closes every item without its own setting, and an item its editor closed stays closed', async () => {
    const item = makeArticle(ctx.app.db);
    const editorClosed = makeArticle(ctx.app.db, { allowComments: false });
    await setSite({ mode: 'off' });
    expect((await post(item, { name: 'Zanele', content: 'Anyone?' })).statusCode).toBe(403);
    expect((await publicThread(item)).mode).toBe('off');
    await staff('PUT', `/comments/items/${item}/mode`, { mode: 'live' });
    expect((await post(item, { name: 'Zanele', content: 'Now it works' })).body.data).toMatchObject({ status: 'approved' });
    await staff('PUT', `/comments/items/${editorClosed}/mode`, { mode: 'live' });
    expect((await post(editorClosed, { name: 'Zanele', content: 'Still closed' })).statusCode).toBe(403);
  });

  it('refuses bad settings and needs a token', async () => {
    expect((await setSite({ mode: 'sometimes' })).statusCode).toBe(400);
    expect((await staff('PUT', `/comments/items/${makeArticle(ctx.app.db)}/mode`, { mode: 'never' })).statusCode).toBe(400);
    expect((await staff('PUT', '/comments/items/00000000-0000-4000-8000-000000000000/mode', { mode: 'held' })).statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', '/comments/settings'],
      ['PUT', '/comments/settings'],
      ['GET', '/comments/pending-count'],
      ['POST', '/comments/moderate'],
      ['GET', '/comments/items'],
    ] as const) {
      expect((await call(method, url, {})).statusCode).toBe(401);
    }
  });
});

describe('decisions', () => {
  beforeEach(async () => {
    await setSite({ mode: 'held', blocked_words: [] });
  });

  it('approves, rejects, files as spam and queues again, several at once', async () => {
    const item = makeArticle(ctx.app.db);
    const ids: string[] = [];
    for (const n of [1, 2, 3]) ids.push((await post(item, { name: `Reader ${n}`, content: `Thought number ${n}` })).body.data!.id!);
    expect((await moderate(ids, 'approve')).body.data).toEqual({ changed: 3 });
    expect((await publicThread(item)).comments).toHaveLength(3);
    expect((await moderate(ids.slice(0, 2), 'reject')).body.message).toBe('2 comments rejected');
    expect((await moderate([ids[2]], 'spam')).body.message).toBe('1 comment marked as spam');
    expect((await publicThread(item)).comments).toEqual([]);
    const rejected = (await staff('GET', `/comments?status=rejected&item_id=${item}`)).body as unknown as { data: { id: string; status: string }[] };
    expect(rejected.data.map((c) => c.id).sort()).toEqual(ids.slice(0, 2).sort());
    // Nothing is lost: a rejected comment goes back to the queue and can still be published.
    expect((await moderate([ids[0]], 'pending')).body.data).toEqual({ changed: 1 });
    expect((await queue()).map((c) => c.id)).toContain(ids[0]);
    expect((await moderate([ids[0]], 'approve')).body.data).toEqual({ changed: 1 });
    expect((await publicThread(item)).comments.map((c) => c.id)).toEqual([ids[0]]);
    expect((await moderate([], 'approve')).statusCode).toBe(400);
    expect((await moderate(ids, 'publish')).statusCode).toBe(400);
  });

  it('trusts and blocks a commenter by name and e-mail, for the comments waiting and those to come', async () => {
    const item = makeArticle(ctx.app.db);
    const regular = { name: 'Ama Mensah', email: 'ama@example.org' };
    const first = (await post(item, { ...regular, content: 'First from Ama' })).body.data!.id!;
    const second = (await post(item, { ...regular, content: 'Second from Ama' })).body.data!.id!;
    const trusted = await moderate([first], 'trust');
    expect(trusted.body).toMatchObject({ message: '2 comments approved; the commenter is trusted', data: { changed: 2 } });
    expect((await publicThread(item)).comments.map((c) => c.id).sort()).toEqual([first, second].sort());
    // Same person, any case: live at once while the site holds everyone else's.
    expect((await post(item, { name: 'AMA MENSAH', email: 'Ama@Example.org', content: 'Third, straight out' })).body.data).toMatchObject({ status: 'approved' });
    expect((await post(item, { name: 'Ama Mensah', email: 'other@example.org', content: 'Another address' })).body.data).toMatchObject({ status: 'pending' });

    const troll = { name: 'Troll', email: 'troll@example.net' };
    const bad = (await post(item, { ...troll, content: 'Nasty words' })).body.data!.id!;
    const waiting = (await post(item, { ...troll, content: 'More nastiness' })).body.data!.id!;
    expect((await moderate([bad], 'block')).body).toMatchObject({ message: '2 comments marked as spam; the commenter is blocked' });
    // A blocked commenter is answered as anyone held is, and lands in spam, out of the queue.
    const later = await post(item, { ...troll, content: 'Trying again' });
    expect(later.body).toMatchObject({ message: HELD_MESSAGE, data: { status: 'pending' } });
    const spam = (await staff('GET', `/comments?status=spam&item_id=${item}`)).body as unknown as { data: { id: string; held_reason: string; author_rule: string }[] };
    expect(spam.data.map((c) => c.id).sort()).toEqual([bad, waiting, later.body.data!.id!].sort());
    expect(spam.data.find((c) => c.id === later.body.data!.id)).toMatchObject({ held_reason: 'The commenter is blocked', author_rule: 'blocked' });

    // The rules are listed and can be forgotten.
    const settings = (await staff('GET', '/comments/settings')).body.data as { authors: { id: string; name: string; email: string; rule: string }[] };
    const rule = settings.authors.find((a) => a.name === 'troll')!;
    expect(rule).toMatchObject({ email: 'troll@example.net', rule: 'blocked' });
    expect((await staff('DELETE', `/comments/settings/commenters/${rule.id}`)).body.message).toBe('The commenter is no longer blocked');
    expect((await post(item, { ...troll, content: 'A fresh start' })).body.data).toMatchObject({ status: 'pending' });
    expect((await queue()).map((c) => c.content)).toContain('A fresh start');
  });
});

describe('blocked words', () => {
  beforeAll(async () => {
    await setSite({ mode: 'live', blocked_words: ['Scam', '  free   money ', 'scam'] });
  });

  it('are stored cleaned, hold a matching comment whoever wrote it, and match whole words only', async () => {
    expect(((await staff('GET', '/comments/settings')).body.data as { blocked_words: string[] }).blocked_words).toEqual(['scam', 'free money']);
    const item = makeArticle(ctx.app.db);
    const held = await post(item, { name: 'Visitor', content: 'This is a SCAM, click here' });
    expect(held.body.data).toMatchObject({ status: 'pending' });
    expect((await queue()).find((c) => c.id === held.body.data!.id)!.held_reason).toBe('Contains a blocked word: "scam"');
    const phrase = await post(item, { name: 'Visitor 2', content: 'Get FREE\nmoney now' });
    expect((await queue()).find((c) => c.id === phrase.body.data!.id)!.held_reason).toBe('Contains a blocked word: "free money"');
    expect((await post(item, { name: 'Chef', content: 'Scampi with free moneybags' })).body.data).toMatchObject({ status: 'approved' });
    // A trusted commenter is held too when they use one.
    const trusted = (await post(item, { name: 'Editor friend', content: 'Fine words' })).body.data!.id!;
    await moderate([trusted], 'trust');
    expect((await post(item, { name: 'Editor friend', content: 'But this looks like a scam' })).body.data).toMatchObject({ status: 'pending' });
    // Two links hold a comment as well; one is fine.
    expect((await post(item, { name: 'Linker', content: 'See https://a.example and www.b.example' })).body.data).toMatchObject({ status: 'pending' });
    expect((await post(item, { name: 'Linker', content: 'Source: https://a.example/report' })).body.data).toMatchObject({ status: 'approved' });
  });
});

describe('a comment posted twice', () => {
  beforeAll(async () => {
    await setSite({ mode: 'live', blocked_words: [] });
  });

  it('is refused from the same commenter, in any case or spacing, held or not; someone else may say the same', async () => {
    const item = makeArticle(ctx.app.db);
    const from = '203.0.113.80';
    expect((await post(item, { name: 'Kwame', content: 'Great story!' }, from)).statusCode).toBe(201);
    const again = await post(item, { name: 'Kwame', content: '  great   STORY! ' }, from);
    expect(again).toMatchObject({ statusCode: 409, body: { success: false, message: DUPLICATE_MESSAGE } });
    // From another address under the same name: still the same commenter.
    expect((await post(item, { name: 'kwame', content: 'Great story!' }, '203.0.113.81')).statusCode).toBe(409);
    expect((await post(item, { name: 'Esi', content: 'Great story!' }, '203.0.113.82')).statusCode).toBe(201);
    // On another item it is a new comment.
    expect((await post(makeArticle(ctx.app.db), { name: 'Kwame', content: 'Great story!' }, from)).statusCode).toBe(201);
    expect((await publicThread(item)).comments).toHaveLength(2);
  });
});

describe("the newsroom's replies", () => {
  beforeAll(async () => {
    await setSite({ mode: 'held', blocked_words: [] });
  });

  it('show under the comment, marked as staff, one level deep; replying to a held comment publishes it', async () => {
    const item = makeArticle(ctx.app.db);
    const question = (await post(item, { name: 'Student', content: 'When does the scholarship open?' })).body.data!.id!;
    const reply = await staff('POST', `/comments/comment/${question}/reply`, { content: '  In March: watch this page.  ' });
    expect(reply.statusCode).toBe(201);
    expect(reply.body.data).toMatchObject({ name: SITE_DEFAULTS.site_name, content: 'In March: watch this page.', is_staff: true, item_id: item });
    // Answering a reply answers the same comment: one level of replies.
    const nested = await staff('POST', `/comments/comment/${reply.body.data!.id}/reply`, { content: 'Applications close in May.' });
    expect(nested.statusCode).toBe(201);

    const thread = await publicThread(item);
    expect(thread.comments).toHaveLength(1);
    expect(thread.comments[0]).toMatchObject({ id: question, is_staff: false });
    expect(thread.comments[0].replies).toEqual([
      expect.objectContaining({ name: SITE_DEFAULTS.site_name, content: 'In March: watch this page.', is_staff: true }),
      expect.objectContaining({ content: 'Applications close in May.', is_staff: true }),
    ]);
    expect(thread.totalComments).toBe(3);
    // The moderators see the replies under the comment, not as comments of their own.
    const list = (await staff('GET', `/comments?item_id=${item}`)).body as unknown as { data: { id: string; status: string; replies: { content: string }[] }[] };
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ id: question, status: 'approved' });
    expect(list.data[0].replies.map((r) => r.content)).toEqual(['In March: watch this page.', 'Applications close in May.']);
  });

  it('are checked like comments and need a token', async () => {
    const item = makeArticle(ctx.app.db);
    const id = (await post(item, { name: 'Student', content: 'A question' })).body.data!.id!;
    expect((await staff('POST', `/comments/comment/${id}/reply`, { content: ' ' })).body).toMatchObject({ success: false, message: 'Comment is required' });
    expect((await staff('POST', '/comments/comment/00000000-0000-4000-8000-000000000000/reply', { content: 'Hello' })).statusCode).toBe(404);
    expect((await call('POST', `/comments/comment/${id}/reply`, { content: 'Hello there' })).statusCode).toBe(401);
    expect((await publicThread(item)).comments).toEqual([]);
  });
});
