/**
 * GET /api/tags: the editors' tag suggestions, from the tags of every content type, most used
 * first, spelled as most often written, narrowed by the start of a word; staff only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { makeArticle, makePodcastEpisode, makeTvEpisode, makeVideo } from '../helpers/content.ts';

let ctx: TestContext;
let auth: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp();
  ({ auth } = await signedInStaff(ctx.app));
  makeArticle(ctx.app.db, { tags: 'Rwanda, edtech, Teacher training' });
  makeArticle(ctx.app.db, { tags: 'rwanda, Coding bootcamps' });
  makeVideo(ctx.app.db, { tags: 'Rwanda, robotics' });
  makeTvEpisode(ctx.app.db, { tags: 'edtech' });
  makePodcastEpisode(ctx.app.db, { tags: 'Libraries, Rwanda' });
});
afterAll(() => ctx.close());

const tags = (query: Record<string, string> = {}) => request(ctx.app.server).get('/api/tags').query(query).set(auth);

describe('GET /api/tags', () => {
  it('counts the tags of every type, most used first, in their usual spelling', async () => {
    const res = await tags();
    expect(res.status).toBe(200);
    expect(res.body.data.slice(0, 2)).toEqual([
      { tag: 'Rwanda', count: 4 },
      { tag: 'edtech', count: 2 },
    ]);
    expect(res.body.data.map((t: { tag: string }) => t.tag)).toEqual(expect.arrayContaining(['Teacher training', 'Coding bootcamps', 'robotics', 'Libraries']));
  });

  it('narrows by the start of any word, case-insensitive, and limits', async () => {
    expect((await tags({ q: 'TRAIN' })).body.data).toEqual([{ tag: 'Teacher training', count: 1 }]);
    expect((await tags({ q: 'r' })).body.data.map((t: { tag: string }) => t.tag)).toEqual(['Rwanda', 'robotics']);
    expect((await tags({ limit: '1' })).body.data).toHaveLength(1);
  });

  it('is for staff only and refuses a bad limit', async () => {
    expect((await request(ctx.app.server).get('/api/tags')).status).toBe(401);
    expect((await tags({ limit: '500' })).status).toBe(400);
  });
});
