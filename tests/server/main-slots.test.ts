/**
 * The two homepage slots. Whatever the sequence of calls, each slot holds at most one article and an
 * article at most one slot; only public articles take a slot; a slot empties when its article goes.
 */
import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { isNotNull } from 'drizzle-orm';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { daysAgo, makeArticle } from '../helpers/content.ts';
import { articles } from '../../server/db/schema.ts';

let ctx: TestContext;
let auth: { authorization: string };
const api = () => request(ctx.app.server);

beforeEach(async () => {
  ctx = await createTestApp();
  ({ auth } = await signedInStaff(ctx.app));
});
afterEach(async () => ctx.close());

const setMain = (id: string, position: unknown) => api().put(`/api/articles/${id}/set-main`).set(auth).send({ position });
const removeMain = (id: string) => api().put(`/api/articles/${id}/remove-main`).set(auth);
const swap = () => api().put('/api/articles/main-articles/swap').set(auth);
async function slots() {
  const res = await api().get('/api/articles/main-articles').set(auth);
  expect(res.status).toBe(200);
  return { main: res.body.data.main?.id ?? null, second: res.body.data.second?.id ?? null };
}
/** Straight from the table: every slot held at most once, every holder in one slot. */
function slotRows() {
  return ctx.app.db
    .select({ id: articles.id, pos: articles.mainPosition })
    .from(articles)
    .where(isNotNull(articles.mainPosition))
    .all()
    .sort((a, b) => String(a.pos).localeCompare(String(b.pos)));
}

describe('main slots', () => {
  it('start empty', async () => {
    expect(await slots()).toEqual({ main: null, second: null });
  });

  it('set: fills a slot with the spec message and returns the article', async () => {
    const a = makeArticle(ctx.app.db);
    const res = await setMain(a, 'main');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Article set as main article successfully!');
    expect(res.body.data).toMatchObject({ id: a, main_position: 'main' });
    const b = makeArticle(ctx.app.db);
    expect((await setMain(b, 'second')).body.message).toBe('Article set as second main article successfully!');
    expect(await slots()).toEqual({ main: a, second: b });
    const full = await api().get('/api/articles/main-articles').set(auth);
    expect(full.body.data.main).toMatchObject({ id: a, title: expect.any(String), additional_images: [] });
  });

  it('replace: setting an occupied slot moves the previous occupant out', async () => {
    const [a, b] = [makeArticle(ctx.app.db), makeArticle(ctx.app.db)];
    await setMain(a, 'main');
    await setMain(b, 'main');
    expect(await slots()).toEqual({ main: b, second: null });
    expect((await api().get(`/api/articles/${a}`).set(auth)).body.data.main_position).toBeNull();
  });

  it('an article holds one slot: moving it from main to second empties main', async () => {
    const [a, b] = [makeArticle(ctx.app.db), makeArticle(ctx.app.db)];
    await setMain(a, 'main');
    await setMain(b, 'second');
    await setMain(a, 'second');
    expect(await slots()).toEqual({ main: null, second: a });
    expect(slotRows()).toEqual([{ id: a, pos: 'second' }]);
    // Setting the slot it already holds changes nothing.
    expect((await setMain(a, 'second')).status).toBe(200);
    expect(slotRows()).toEqual([{ id: a, pos: 'second' }]);
  });

  it('swap: exchanges the slots and persists', async () => {
    const [a, b] = [makeArticle(ctx.app.db), makeArticle(ctx.app.db)];
    await setMain(a, 'main');
    await setMain(b, 'second');
    const res = await swap();
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Main articles positions swapped successfully!');
    expect(res.body.data.main.id).toBe(b);
    expect(res.body.data.second.id).toBe(a);
    expect(await slots()).toEqual({ main: b, second: a });
    await swap();
    expect(await slots()).toEqual({ main: a, second: b });
  });

  it('swap with an empty slot is refused with a clear message and changes nothing', async () => {
    const a = makeArticle(ctx.app.db);
    const none = await swap();
    expect(none.status).toBe(409);
    expect(none.body).toEqual({ success: false, message: 'Both main slots must be filled to swap positions' });
    await setMain(a, 'main');
    expect((await swap()).status).toBe(409);
    expect(await slots()).toEqual({ main: a, second: null });
  });

  it('remove: empties the slot with the spec message; removing again is harmless', async () => {
    const [a, b] = [makeArticle(ctx.app.db), makeArticle(ctx.app.db)];
    await setMain(a, 'main');
    await setMain(b, 'second');
    const r1 = await removeMain(a);
    expect(r1.status).toBe(200);
    expect(r1.body.message).toBe('Main article removed successfully!');
    expect(r1.body.data.main_position).toBeNull();
    expect((await removeMain(b)).body.message).toBe('Second main article removed successfully!');
    expect(await slots()).toEqual({ main: null, second: null });
    const again = await removeMain(a);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Article was not in a main slot');
  });

  it('delete: deleting a slot article empties the slot', async () => {
    const [a, b] = [makeArticle(ctx.app.db), makeArticle(ctx.app.db)];
    await setMain(a, 'main');
    await setMain(b, 'second');
    expect((await api().delete(`/api/articles/${a}`).set(auth)).status).toBe(200);
    expect(await slots()).toEqual({ main: null, second: b });
    const c = makeArticle(ctx.app.db);
    await setMain(c, 'main');
    expect(await slots()).toEqual({ main: c, second: b });
  });

  it('only public articles can take a slot', async () => {
    const draft = makeArticle(ctx.app.db, { status: 'draft' });
    const review = makeArticle(ctx.app.db, { status: 'review' });
    const future = makeArticle(ctx.app.db, { status: 'scheduled', publishDate: new Date(Date.now() + 86_400_000).toISOString() });
    const publishedLater = makeArticle(ctx.app.db, { status: 'published', publishDate: new Date(Date.now() + 86_400_000).toISOString() });
    for (const id of [draft, review, future, publishedLater]) {
      const res = await setMain(id, 'main');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Only published articles can be set as main' });
    }
    const scheduledPast = makeArticle(ctx.app.db, { status: 'scheduled', publishDate: daysAgo(1) });
    expect((await setMain(scheduledPast, 'main')).status).toBe(200);
  });

  it('unpublishing a slot article (or moving its date ahead) empties its slot', async () => {
    const [a, b] = [makeArticle(ctx.app.db), makeArticle(ctx.app.db)];
    await setMain(a, 'main');
    await setMain(b, 'second');
    const res = await api().put(`/api/articles/${a}`).set(auth).send({ status: 'draft' });
    expect(res.status).toBe(200);
    expect(res.body.data.main_position).toBeNull();
    await api()
      .put(`/api/articles/${b}`)
      .set(auth)
      .send({ status: 'scheduled', publish_date: new Date(Date.now() + 86_400_000).toISOString() });
    expect(await slots()).toEqual({ main: null, second: null });
    // An ordinary edit keeps the slot.
    const c = makeArticle(ctx.app.db);
    await setMain(c, 'main');
    await api().put(`/api/articles/${c}`).set(auth).send({ title: 'Retitled' });
    expect(await slots()).toEqual({ main: c, second: null });
  });

  it('refuses a bad position with a field message', async () => {
    const a = makeArticle(ctx.app.db);
    for (const position of ['third', '', null, 3, undefined]) {
      const res = await setMain(a, position);
      expect(res.status, String(position)).toBe(400);
      expect(res.body.errors).toContainEqual({ path: 'position', msg: "Position must be 'main' or 'second'" });
    }
    const noBody = await api().put(`/api/articles/${a}/set-main`).set(auth);
    expect(noBody.status).toBe(400);
    expect(slotRows()).toEqual([]);
  });

  it('keeps exclusivity over a long mixed sequence', async () => {
    const ids = Array.from({ length: 5 }, () => makeArticle(ctx.app.db));
    const ops: [string, number, ('main' | 'second')?][] = [
      ['set', 0, 'main'], ['set', 1, 'second'], ['swap', 0], ['set', 2, 'main'], ['set', 1, 'main'],
      ['remove', 1], ['set', 3, 'second'], ['set', 3, 'main'], ['set', 4, 'second'], ['swap', 0],
      ['delete', 4], ['set', 0, 'main'], ['set', 2, 'second'], ['swap', 0], ['remove', 0],
    ];
    for (const [op, i, pos] of ops) {
      if (op === 'set') await setMain(ids[i], pos);
      if (op === 'remove') await removeMain(ids[i]);
      if (op === 'swap') await swap();
      if (op === 'delete') await api().delete(`/api/articles/${ids[i]}`).set(auth);
      const rows = slotRows();
      expect(new Set(rows.map((r) => r.pos)).size).toBe(rows.length);
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    }
    // Replay by hand: ... swap -> main ids[2], second ids[0]; remove ids[0] -> second empty.
    expect(await slots()).toEqual({ main: ids[2], second: null });
  });
});

describe('latest articles excluding the main ones', () => {
  it('lists public articles not in a slot, newest first, 3 by default', async () => {
    const db = ctx.app.db;
    const old = makeArticle(db, { publishDate: daysAgo(9) });
    const a = makeArticle(db, { publishDate: daysAgo(4) });
    const b = makeArticle(db, { publishDate: daysAgo(3) });
    const c = makeArticle(db, { publishDate: daysAgo(2) });
    const d = makeArticle(db, { publishDate: daysAgo(1) });
    makeArticle(db, { status: 'draft', publishDate: daysAgo(0) });
    makeArticle(db, { status: 'scheduled', publishDate: new Date(Date.now() + 3_600_000).toISOString() });
    await setMain(d, 'main');
    const res = await api().get('/api/articles/latest-excluding-main').set(auth);
    expect(res.status).toBe(200);
    expect(res.body.data.map((x: { id: string }) => x.id)).toEqual([c, b, a]);
    const more = await api().get('/api/articles/latest-excluding-main?limit=10').set(auth);
    expect(more.body.data.map((x: { id: string }) => x.id)).toEqual([c, b, a, old]);
    expect((await api().get('/api/articles/latest-excluding-main?limit=0').set(auth)).status).toBe(400);
    expect((await api().get('/api/articles/latest-excluding-main?limit=abc').set(auth)).status).toBe(400);
  });
});
