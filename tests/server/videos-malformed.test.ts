/**
 * Malformed input on every videos / TV / podcast staff route: always a 4xx in the error shape,
 * never a 5xx, and nothing written.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { count } from 'drizzle-orm';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { makePodcastEpisode, makeTvEpisode, makeVideo } from '../helpers/content.ts';
import { contentItems, podcastGuests, podcastSeries, tvSeasons } from '../../server/db/schema.ts';

let ctx: TestContext;
let auth: { authorization: string };
let ids: { video: string; tv: string; podcast: string };

beforeAll(async () => {
  ctx = await createTestApp();
  ({ auth } = await signedInStaff(ctx.app));
  ids = { video: makeVideo(ctx.app.db), tv: makeTvEpisode(ctx.app.db), podcast: makePodcastEpisode(ctx.app.db) };
});
afterAll(async () => ctx.close());

const rowCounts = () =>
  [contentItems, tvSeasons, podcastSeries, podcastGuests].map((t) => ctx.app.db.select({ n: count() }).from(t).get()!.n);

/** Structurally wrong everywhere: every route must refuse these. */
const BROKEN: [string, string][] = [
  ['bad JSON', '{"title": '],
  ['JSON null', 'null'],
  ['a JSON string', '"title"'],
  ['a JSON array', '[{"title":"x"}]'],
  ['nested objects', '{"title":{"$gt":""},"description":{"a":1},"season_number":{"n":1},"full_name":[1,2]}'],
];
/** Odd values some routes may legitimately accept (fields they ignore): never a 5xx, never half-written. */
const ODD: [string, string][] = [
  ['wrong scalar types', '{"title":"x","featured":"perhaps","is_new":"sometimes","allow_comments":"no way"}'],
  ['huge numbers', '{"title":"x","description":"d","duration":"1","rating":1e400,"episode_number":1e308,"season_number":-1e308}'],
  ['NaN-like text', '{"title":"x","description":"d","duration":"1","rating":"NaN","episode_number":"Infinity","season_number":"0x10"}'],
  ['unknown ids', `{"title":"x","description":"d","duration":"1","season_id":"${randomUUID()}","series_id":"' OR 1=1 --","guest_id":"x"}`],
  ['bad dates', '{"title":"x","description":"d","duration":"1","upload_date":"+275760-09-13","publish_date":"2024-13-45"}'],
];

describe('malformed payloads on videos, TV and podcast routes', () => {
  const writes = () => [
    ['post', '/api/videos'],
    ['put', `/api/videos/${ids.video}`],
    ['post', '/api/tvshows'],
    ['put', `/api/tvshows/${ids.tv}`],
    ['post', '/api/tvshows/seasons'],
    ['post', '/api/podcasts'],
    ['put', `/api/podcasts/${ids.podcast}`],
    ['post', '/api/podcasts/series'],
    ['post', '/api/podcasts/guests'],
  ] as const;

  const send = (method: 'post' | 'put', path: string, raw: string) =>
    request(ctx.app.server)[method](path).set(auth).set('content-type', 'application/json').send(raw);

  it.each(BROKEN)('%s: a 4xx in the error shape and nothing written', async (_name, raw) => {
    for (const [method, path] of writes()) {
      const before = rowCounts();
      const res = await send(method, path, raw);
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      expect(res.body.success).toBe(false);
      expect(typeof res.body.message).toBe('string');
      expect(rowCounts()).toEqual(before);
    }
  });

  it.each(ODD)('%s: never a 5xx; a refusal writes nothing', async (_name, raw) => {
    for (const [method, path] of writes()) {
      const before = rowCounts();
      const res = await send(method, path, raw);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      if (res.status >= 400) {
        expect(res.body.success).toBe(false);
        expect(rowCounts()).toEqual(before);
      }
    }
  });

  it('refuses the odd values on the routes that own those fields', async () => {
    const res = await send('post', '/api/videos', ODD[0][1]);
    expect(res.status).toBe(400);
    const tv = await send('post', '/api/tvshows', ODD[1][1]);
    expect(tv.status).toBe(400);
    expect(tv.body.errors.map((e: { path: string }) => e.path)).toEqual(['rating', 'episode_number']);
    const ep = await send('post', '/api/podcasts', ODD[3][1]);
    expect(ep.status).toBe(400);
    expect(ep.body.errors.map((e: { path: string }) => e.path)).toEqual(['guest_id', 'series_id']);
  });

  it('bad paths and query strings answer 4xx', async () => {
    const paths = [
      '/api/videos?page=1e300',
      '/api/videos?limit=-1',
      '/api/tvshows?page=99999999999999999999',
      '/api/tvshows?q=' + 'q'.repeat(1000),
      '/api/podcasts?featured=maybe',
      '/api/podcasts?sort=%00',
      `/api/videos/${'x'.repeat(300)}`,
      '/api/tvshows/%E0%A4%A',
      '/api/podcasts/..%2F..%2Fetc%2Fpasswd',
    ];
    for (const path of paths) {
      const res = await request(ctx.app.server).get(path).set(auth);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it('PUT and POST on the static sub-paths never reach an item', async () => {
    for (const [method, path] of [
      ['put', '/api/tvshows/stats'],
      ['delete', '/api/tvshows/seasons'],
      ['put', '/api/podcasts/series'],
      ['delete', '/api/podcasts/guests'],
    ] as const) {
      const res = await request(ctx.app.server)[method](path).set(auth).send({ title: 'x' });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });
});
