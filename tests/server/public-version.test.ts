/**
 * The public version (server/modules/content/public-version.ts) is moved by triggers: a column
 * added to a public table without its trigger learning about it would let cached pages go stale.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { makeArticle } from '../helpers/content.ts';
import { memoSize, publicVersion } from '../../server/modules/content/public-version.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const PUBLIC_TABLES = ['articles', 'article_images', 'videos', 'tv_episodes', 'tv_seasons', 'podcast_episodes', 'podcast_series', 'podcast_guests', 'comments', 'comment_item_modes'];
/** Live counters: they move on reads and may lag in cached answers instead. */
const COUNTERS = new Set(['views', 'plays', 'downloads']);

describe('public version triggers', () => {
  it.each(PUBLIC_TABLES)('%s: insert, delete and an update of any column but the counters move the version', (table) => {
    const sql = (name: string) =>
      ctx.app.db.$client.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?").pluck().get(name) as string | undefined;
    expect(sql(`public_version_${table}_ai`)).toContain(`AFTER INSERT ON ${table}`);
    expect(sql(`public_version_${table}_ad`)).toContain(`AFTER DELETE ON ${table}`);
    const update = /AFTER UPDATE OF (.+) ON (\w+)/.exec(sql(`public_version_${table}_au`) ?? '');
    const watched = update![1].split(',').map((c) => c.trim()).sort();
    const columns = (ctx.app.db.$client.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[])
      .map((c) => c.name)
      .filter((c) => !COUNTERS.has(c))
      .sort();
    expect(watched).toEqual(columns);
  });

  it('moves on a content write but not on a view', () => {
    const id = makeArticle(ctx.app.db);
    const before = publicVersion(ctx.app.db);
    ctx.app.db.$client.prepare('UPDATE articles SET views = views + 1 WHERE id = ?').run(id);
    expect(publicVersion(ctx.app.db)).toBe(before);
    ctx.app.db.$client.prepare("UPDATE articles SET trending = 1 WHERE id = ?").run(id);
    expect(publicVersion(ctx.app.db)).toBeGreaterThan(before);
  });
});

describe('kept details (memoByVersion)', () => {
  it('are bounded by weight: heavy articles push the oldest out, and every answer stays whole', async () => {
    // 60 articles of 150,000 characters: about 300 KB each as kept, 18 MB in all against the 8 MB bound.
    const body = (i: number) => `Long read ${i}. ` + 'Lorem ipsum dolor sit amet, consectetur adipiscing. '.repeat(3_000);
    const ids = Array.from({ length: 60 }, (_, i) => makeArticle(ctx.app.db, { content: body(i) }));
    for (const id of ids) {
      const res = await request(ctx.app.server).get(`/api/public/articles/${id}`).expect(200);
      expect(res.body.data.content.length).toBeGreaterThan(150_000);
    }
    const kept = memoSize(ctx.app.db, 'detail');
    expect(kept.bytes).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(kept.values).toBeGreaterThan(5);
    expect(kept.values).toBeLessThan(60);
    // The first, pushed out, is built again and answered whole.
    const first = await request(ctx.app.server).get(`/api/public/articles/${ids[0]}`).expect(200);
    expect(first.body.data.content).toContain('Long read 0.');
  });
});
