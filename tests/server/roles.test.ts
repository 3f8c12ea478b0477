/**
 * Every staff route of shared/api/routes.ts as a contributor, an editor and an administrator: a
 * table of the answers each role gets. A route added to the map without a row here fails the first
 * test, so no new route can skip the question of who may call it. Then the rules behind the table:
 * a contributor's own drafts, others' items, publishing, curation, the trash and preview links.
 *
 * Requests are built so that an allowed call does something harmless (a missing id answers 404, an
 * empty upload 400) while a refused one answers 403 before anything is looked at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { API_ROUTES, type ApiRoute } from '../../shared/api/routes.ts';
import type { StaffRole } from '../../shared/roles.ts';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { makeArticle } from '../helpers/content.ts';
import { makePng } from '../helpers/images.ts';

const ROLES = ['contributor', 'editor', 'admin'] as const satisfies readonly StaffRole[];
type Role = (typeof ROLES)[number];
type Kind = 'articles' | 'videos' | 'tvshows' | 'podcasts';
const KINDS: Kind[] = ['articles', 'videos', 'tvshows', 'podcasts'];

/** What a draft of each type needs to be complete (sent to review or published); an article's byline is its writer's own profile. */
const COMPLETE: Record<Kind, Record<string, unknown>> = {
  articles: { excerpt: 'An excerpt.', content: 'A body with words.', featured_image: '/media/seed/placeholder.jpg', category_name: 'Tech Trends' },
  videos: { description: 'A description.' },
  tvshows: { description: 'A description.', duration: '24:00' },
  podcasts: { description: 'A description.' },
};

/** Routes not in the table: public (anyone), and the member's own account and sign-in (every role alike: auth tests). */
const isPublic = (route: string) =>
  / \/public\//.test(route) ||
  route.startsWith('GET /likes') ||
  route.startsWith('POST /likes') ||
  /^(GET \/comments\/(recent\/all|:id|:id\/count)|POST \/comments\/:id)$/.test(route) ||
  / \/auth\//.test(route);

const MISSING = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

let ctx: TestContext;
const staff = {} as Record<Role, { id: string; auth: { authorization: string } }>;
/** Each role's own complete draft of each type, and the editor's draft of each (someone else's, for the others). */
const own = {} as Record<Role, Record<Kind, string>>;

function call(role: Role, method: string, url: string, body?: unknown) {
  const agent = request(ctx.app.server);
  const m = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const req = agent[m](url).set(staff[role].auth);
  return body === undefined ? req : req.send(body as object);
}

async function create(role: Role, kind: Kind, fields: Record<string, unknown> = {}): Promise<string> {
  const res = await call(role, 'POST', `/api/${kind}`, { title: `${role} ${kind} ${Math.random().toString(36).slice(2, 7)}`, ...COMPLETE[kind], status: 'draft', ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of ROLES) staff[role] = await signedInStaff(ctx.app, { role, name: `The ${role}` });
  for (const role of ROLES) {
    own[role] = {} as Record<Kind, string>;
    for (const kind of KINDS) own[role][kind] = await create(role, kind);
  }
}, 60_000);
afterAll(async () => ctx?.close());

/** One row: a route, what each role gets [contributor, editor, admin], and the request when the default (unknown ids, no body) will not do. */
interface Row {
  route: ApiRoute;
  expect: [number, number, number];
  /** Path parameters by role (default: every parameter an unknown UUID). */
  params?: (role: Role) => Record<string, string>;
  query?: Record<string, string>;
  body?: (role: Role) => unknown;
}

const ownId = (kind: Kind) => (role: Role) => ({ id: own[role][kind] });
const R = (route: ApiRoute, expectations: [number, number, number], more: Omit<Row, 'route' | 'expect'> = {}): Row => ({ route, expect: expectations, ...more });

/** The rows of one content type's shared routes (the same for the four). */
function contentRows(kind: Kind): Row[] {
  const k = kind as 'articles';
  return [
    R(`GET /${k}`, [200, 200, 200]),
    R(`POST /${k}`, [201, 201, 201], { body: () => ({ title: 'A new draft', status: 'draft' }) }),
    R(`GET /${k}/:id`, [200, 200, 200], { params: ownId(kind) }),
    R(`PUT /${k}/:id`, [200, 200, 200], { params: ownId(kind), body: () => ({ title: 'Retitled draft' }) }),
    R(`DELETE /${k}/:id`, [404, 404, 404]),
    R(`POST /${k}/:id/send-back`, [403, 409, 409], { params: ownId(kind), body: () => ({ note: 'Not in review' }) }),
    R(`POST /${k}/:id/preview-links`, [201, 201, 201], { params: ownId(kind), body: () => ({}) }),
    R(`GET /${k}/:id/preview-links`, [200, 200, 200], { params: ownId(kind) }),
    R(`DELETE /${k}/:id/preview-links/:linkId`, [404, 404, 404], { params: (role) => ({ id: own[role][kind], linkId: MISSING }) }),
    R(`GET /${k}/:id/revisions`, [200, 200, 200], { params: ownId(kind) }),
    R(`GET /${k}/:id/revisions/:rev`, [404, 404, 404], { params: (role) => ({ id: own[role][kind], rev: MISSING }) }),
    R(`POST /${k}/:id/revisions/:rev/restore`, [404, 404, 404], { params: (role) => ({ id: own[role][kind], rev: MISSING }), body: () => ({}) }),
    R(`GET /${k}/:id/autosave`, [200, 200, 200], { params: ownId(kind) }),
    R(`PUT /${k}/:id/autosave`, [200, 200, 200], { params: ownId(kind), body: () => ({ title: 'Autosaved draft' }) }),
    R(`DELETE /${k}/:id/autosave`, [200, 200, 200], { params: ownId(kind) }),
    R(`POST /${k}/:id/presence`, [200, 200, 200], { params: ownId(kind), body: () => ({ tab: 'tab-0001' }) }),
    R(`DELETE /${k}/:id/presence`, [200, 200, 200], { params: ownId(kind), query: { tab: 'tab-0001' } }),
  ];
}

const ROWS: Row[] = [
  ...KINDS.flatMap(contentRows),
  // Articles: rendering, curated lists (reading them is harmless), curation (editors)
  R('POST /articles/preview', [200, 200, 200], { body: () => ({ content: '**Bold**' }) }),
  R('GET /articles/trending', [200, 200, 200]),
  R('GET /articles/featured', [200, 200, 200]),
  R('PUT /articles/featured/order', [403, 200, 200], { body: () => ({ ids: [] }) }),
  R('GET /articles/main-articles', [200, 200, 200]),
  R('PUT /articles/main-articles/swap', [403, 409, 409]),
  R('GET /articles/latest-excluding-main', [200, 200, 200]),
  R('PUT /articles/:id/set-main', [403, 404, 404], { body: () => ({ position: 'main' }) }),
  R('PUT /articles/:id/remove-main', [403, 404, 404]),
  // TV seasons and podcast series are the site's structure: editors
  R('GET /tvshows/stats', [200, 200, 200]),
  R('GET /tvshows/seasons', [200, 200, 200]),
  R('POST /tvshows/seasons', [403, 400, 400], { body: () => ({}) }),
  R('DELETE /tvshows/seasons/:id', [403, 404, 404]),
  R('GET /podcasts/stats', [200, 200, 200]),
  R('GET /podcasts/series', [200, 200, 200]),
  R('POST /podcasts/series', [403, 400, 400], { body: () => ({}) }),
  R('PUT /podcasts/series/:id', [403, 404, 404], { body: () => ({ title: 'A series' }) }),
  R('DELETE /podcasts/series/:id', [403, 404, 404]),
  R('GET /podcasts/guests', [200, 200, 200]),
  R('POST /podcasts/guests', [400, 400, 400], { body: () => ({}) }),
  R('POST /podcasts/audio', [400, 400, 400]),
  R('GET /podcasts/audio/limits', [200, 200, 200]),
  R('GET /podcasts/audio', [200, 200, 200]),
  R('DELETE /podcasts/audio/:id', [403, 404, 404]),
  R('GET /podcasts/audio/:id/deletion', [403, 404, 404]),
  R('GET /podcasts/downloads', [200, 200, 200]),
  R('GET /podcasts/:id/downloads', [200, 200, 200], { params: ownId('podcasts') }),
  // Comments: moderation is for editors
  R('GET /comments', [403, 200, 200]),
  R('POST /comments/bulk-delete', [403, 400, 400], { body: () => ({}) }),
  R('DELETE /comments/comment/:commentId', [403, 404, 404]),
  R('GET /comments/pending-count', [403, 200, 200]),
  R('POST /comments/moderate', [403, 400, 400], { body: () => ({}) }),
  R('POST /comments/comment/:commentId/reply', [403, 404, 404], { body: () => ({ content: 'Thanks' }) }),
  R('GET /comments/settings', [403, 200, 200]),
  R('PUT /comments/settings', [403, 200, 200], { body: () => ({}) }),
  R('DELETE /comments/settings/commenters/:ruleId', [403, 404, 404]),
  R('GET /comments/items', [403, 200, 200]),
  R('PUT /comments/items/:id/mode', [403, 404, 404], { body: () => ({ mode: 'default' }) }),
  // Site settings and categories: administrators (categories are read by every editor form)
  R('GET /site', [403, 403, 200]),
  R('PUT /site', [403, 403, 200], { body: () => ({}) }),
  R('GET /categories', [200, 200, 200]),
  R('POST /categories', [403, 403, 400], { body: () => ({ name: '' }) }),
  R('PUT /categories/order', [403, 403, 400], { body: () => ({ ids: [MISSING] }) }),
  R('PUT /categories/:id', [403, 403, 404], { body: () => ({ name: 'Renamed' }) }),
  R('POST /categories/:id/retire', [403, 403, 404], { body: () => ({ move_to: MISSING }) }),
  R('POST /categories/:id/restore', [403, 403, 404]),
  // Dashboard: the audience figures are for editors
  R('GET /dashboard/stats', [200, 200, 200]),
  R('GET /dashboard/recent-articles', [200, 200, 200]),
  R('GET /dashboard/analytics', [403, 200, 200]),
  // Subscribers and newsletters: editors
  R('GET /newsletter/subscribers', [403, 200, 200]),
  R('DELETE /newsletter/subscribers/:id', [403, 404, 404]),
  R('GET /newsletter/subscribers/:id/deletion', [403, 404, 404]),
  R('POST /newsletter/subscribers/ask-to-confirm', [403, 200, 200]),
  R('GET /newsletter/stats', [403, 200, 200]),
  R('GET /newsletter/items', [403, 200, 200]),
  R('GET /newsletter/issues', [403, 200, 200]),
  R('POST /newsletter/issues', [403, 201, 201], { body: () => ({}) }),
  R('GET /newsletter/issues/:id', [403, 404, 404]),
  R('PUT /newsletter/issues/:id', [403, 404, 404], { body: () => ({ subject: 'A subject' }) }),
  R('DELETE /newsletter/issues/:id', [403, 404, 404]),
  R('GET /newsletter/issues/:id/deletion', [403, 404, 404]),
  R('GET /newsletter/issues/:id/preview', [403, 404, 404]),
  R('POST /newsletter/issues/:id/test', [403, 404, 404]),
  R('POST /newsletter/issues/:id/send', [403, 404, 404], { body: () => ({}) }),
  R('POST /newsletter/issues/:id/cancel', [403, 404, 404]),
  R('POST /newsletter/issues/:id/retry', [403, 404, 404]),
  R('GET /newsletter/issues/:id/deliveries', [403, 404, 404]),
  R('GET /newsletter/digest', [403, 200, 200]),
  R('PUT /newsletter/digest', [403, 400, 400], { body: () => ({}) }),
  R('GET /newsletter/digest/preview', [403, 200, 200]),
  // Media: everyone uploads and browses; deleting others' uploads is for editors
  R('POST /media', [400, 400, 400]),
  R('GET /tags', [200, 200, 200]),
  R('POST /media/fetch', [400, 400, 400], { body: () => ({ url: 'ftp://example.org/a.jpg' }) }),
  R('GET /media', [200, 200, 200]),
  R('DELETE /media/:id', [404, 404, 404]),
  R('GET /media/podcast-cover', [200, 200, 200]),
  R('PUT /media/podcast-cover', [403, 404, 404], { body: () => ({ media_id: MISSING }) }),
  // Author profiles: each member edits their own; editors manage everyone's and the guests
  R('GET /authors', [200, 200, 200]),
  R('POST /authors', [403, 400, 400], { body: () => ({ name: '' }) }),
  R('GET /authors/me', [200, 200, 200]),
  R('PUT /authors/me', [200, 200, 200], { body: (role) => ({ name: `The ${role}`, bio: 'Writes about schools.' }) }),
  R('GET /authors/:id', [404, 404, 404]),
  R('PUT /authors/:id', [404, 404, 404], { body: () => ({ name: 'Renamed' }) }),
  R('POST /authors/:id/merge', [403, 404, 404], { body: () => ({ into: MISSING }) }),
  R('DELETE /authors/:id', [403, 404, 404]),
  // The team: editors see it, administrators run it
  R('GET /team', [403, 200, 200]),
  R('POST /team', [403, 403, 400], { body: () => ({ name: '', email: 'not-an-address' }) }),
  R('POST /team/:id/invite', [403, 403, 404]),
  R('PUT /team/:id', [403, 403, 404], { body: () => ({ role: 'editor' }) }),
  R('DELETE /team/:id', [403, 403, 404]),
  R('GET /team/:id/deletion', [403, 403, 404]),
  R('GET /team/security', [200, 200, 200]),
  R('PUT /team/security', [403, 403, 400], { body: () => ({ require_two_factor: 'yes' }) }),
  R('DELETE /team/:id/two-factor', [403, 403, 404]),
  R('DELETE /team/:id/sessions', [403, 403, 404]),
  // Backups, exports, imports, the audit log: administrators
  R('GET /backups', [403, 403, 200]),
  R('POST /backups/:id/link', [403, 403, 404]),
  R('POST /transfer/export/link', [403, 403, 200]),
  R('POST /transfer/import', [403, 403, 400]),
  R('GET /audit', [403, 403, 200]),
  // Review: the queue is for editors; anyone reads their own work and an item's state
  R('GET /review', [403, 200, 200]),
  R('GET /review/count', [403, 200, 200]),
  R('GET /review/mine', [200, 200, 200]),
  R('GET /review/items/:id', [200, 200, 200], { params: ownId('articles') }),
  // The trash: anyone reads it; restoring what others deleted, putting back on the homepage and emptying are not a contributor's
  R('GET /trash', [200, 200, 200]),
  R('DELETE /trash', [403, 403, 200]),
  R('GET /trash/:type/:id', [404, 404, 404], { params: () => ({ type: 'articles', id: MISSING }) }),
  R('POST /trash/:type/:id/restore', [404, 404, 404], { params: () => ({ type: 'articles', id: MISSING }) }),
  R('POST /trash/:type/:id/put-back', [403, 404, 404], { params: () => ({ type: 'articles', id: MISSING }), body: () => ({ places: ['featured'] }) }),
  R('DELETE /trash/:type/:id', [403, 403, 404], { params: () => ({ type: 'articles', id: MISSING }) }),
];

/** A route whose call starts real work (a whole backup in the background): its 403s are checked, the administrator's call is not sent. */
const ADMIN_NOT_SENT: ApiRoute[] = ['POST /backups'];

function urlOf(row: Row, role: Role): string {
  const [, path] = row.route.split(' ');
  const params = row.params?.(role) ?? {};
  const filled = path.replace(/:([A-Za-z_]+)/g, (_, name: string) => params[name] ?? MISSING);
  const query = row.query ? `?${new URLSearchParams(row.query)}` : '';
  return `/api${filled}${query}`;
}

describe('every staff route as contributor, editor and administrator', () => {
  it('has a row for every staff route of the API map', () => {
    const covered = new Set<string>([...ROWS.map((r) => r.route), ...ADMIN_NOT_SENT]);
    const missing = Object.keys(API_ROUTES).filter((route) => !isPublic(route) && !covered.has(route));
    expect(missing).toEqual([]);
    expect(ROWS.length).toBeGreaterThan(150);
  });

  it('answers each role as the table says, a refusal with a clear message', async () => {
    const failures: string[] = [];
    for (const row of ROWS) {
      const [method] = row.route.split(' ');
      for (const [i, role] of ROLES.entries()) {
        const res = await call(role, method, urlOf(row, role), row.body?.(role));
        if (res.status !== row.expect[i]) failures.push(`${row.route} as ${role}: ${res.status} (expected ${row.expect[i]}) ${JSON.stringify(res.body).slice(0, 160)}`);
        else if (res.status === 403 && (res.body.success !== false || !/only|contributor/i.test(res.body.message))) failures.push(`${row.route} as ${role}: 403 without a clear message`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses the routes not sent above to contributors and editors', async () => {
    for (const route of ADMIN_NOT_SENT) {
      const [method, path] = route.split(' ');
      for (const role of ['contributor', 'editor'] as const) {
        const res = await call(role, method, `/api${path}`);
        expect(res.status, `${route} as ${role}`).toBe(403);
      }
    }
  });
});

describe("a contributor's rights over content", () => {
  it('may not publish, schedule or curate: 403 and nothing changes', async () => {
    for (const kind of KINDS) {
      const id = own.contributor[kind];
      const before = (await call('contributor', 'GET', `/api/${kind}/${id}`)).body.data;
      for (const body of [{ status: 'published' }, { status: 'scheduled', publish_date: '2099-01-01T10:00:00.000Z', upload_date: '2099-01-01T10:00:00.000Z' }, { featured: true }]) {
        const res = await call('contributor', 'PUT', `/api/${kind}/${id}`, { title: 'Sneaky', ...body });
        expect(res.status, `${kind} ${JSON.stringify(body)}`).toBe(403);
        expect(res.body.message).toMatch(/contributors cannot/i);
      }
      const after = (await call('contributor', 'GET', `/api/${kind}/${id}`)).body.data;
      expect(after).toEqual(before);
      const created = await call('contributor', 'POST', `/api/${kind}`, { title: 'Straight to the site', ...COMPLETE[kind], status: 'published' });
      expect(created.status).toBe(403);
    }
    const pick = await call('contributor', 'POST', '/api/articles', { title: 'Picked', editors_pick: true });
    expect(pick.status).toBe(403);
  });

  it("may not change, autosave, share or trash another member's item, nor an item without an owner", async () => {
    for (const kind of KINDS) {
      const theirs = own.editor[kind];
      expect((await call('contributor', 'PUT', `/api/${kind}/${theirs}`, { title: 'Mine now' })).status).toBe(403);
      expect((await call('contributor', 'PUT', `/api/${kind}/${theirs}/autosave`, { title: 'Mine now' })).status).toBe(403);
      expect((await call('contributor', 'POST', `/api/${kind}/${theirs}/preview-links`, {})).status).toBe(403);
      expect((await call('contributor', 'DELETE', `/api/${kind}/${theirs}`)).status).toBe(403);
      const res = await call('contributor', 'GET', `/api/review/items/${theirs}`);
      expect(res.body.data).toMatchObject({ can_edit: false, owner: { id: staff.editor.id } });
    }
    // An item from before owners were kept (the seed, an import) is nobody's: a contributor changes none.
    const ownerless = makeArticle(ctx.app.db, { title: 'From the seed', status: 'draft' });
    const edit = await call('contributor', 'PUT', `/api/articles/${ownerless}`, { title: 'Mine now' });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe('Contributors can change only their own items');
    expect((await call('editor', 'PUT', `/api/articles/${ownerless}`, { title: 'Edited by an editor' })).status).toBe(200);
    // Restoring an old text is a save too.
    const revs = await call('editor', 'GET', `/api/articles/${own.editor.articles}/revisions`);
    const restore = await call('contributor', 'POST', `/api/articles/${own.editor.articles}/revisions/${revs.body.data[0].id}/restore`, {});
    expect(restore.status).toBe(403);
  });

  it('loses the item once an editor publishes it, and may trash and restore only their own drafts', async () => {
    const id = await create('contributor', 'articles');
    const published = await call('editor', 'PUT', `/api/articles/${id}`, { status: 'published' });
    expect(published.status).toBe(200);
    const edit = await call('contributor', 'PUT', `/api/articles/${id}`, { title: 'Changed after publishing' });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toMatch(/no longer a draft/i);
    expect((await call('contributor', 'DELETE', `/api/articles/${id}`)).status).toBe(403);
    expect((await call('contributor', 'PUT', `/api/articles/${id}`, { status: 'draft' })).status).toBe(403);

    const draft = await create('contributor', 'videos');
    const trashed = await call('contributor', 'DELETE', `/api/videos/${draft}`);
    expect(trashed.status).toBe(200);
    const restored = await call('contributor', 'POST', `/api/trash/videos/${draft}/restore`);
    expect(restored.status).toBe(200);
    // What an editor moved to the trash stays theirs to restore.
    const editorsDraft = await create('editor', 'videos');
    expect((await call('editor', 'DELETE', `/api/videos/${editorsDraft}`)).status).toBe(200);
    const refused = await call('contributor', 'POST', `/api/trash/videos/${editorsDraft}/restore`);
    expect(refused.status).toBe(403);
  });

  it("uploads media and deletes only their own uploads", async () => {
    const upload = (role: Role, seed: number) =>
      request(ctx.app.server).post('/api/media').set(staff[role].auth).attach('file', makePng(8, 8, () => [seed, 40, 90]), `${role}.png`);
    const mine = await upload('contributor', 10);
    expect(mine.status).toBe(201);
    const theirs = await upload('editor', 200);
    expect(theirs.status).toBe(201);
    const refused = await call('contributor', 'DELETE', `/api/media/${theirs.body.data.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Contributors can delete only their own uploads");
    expect((await call('contributor', 'GET', '/api/media')).body.data.map((m: { id: string }) => m.id)).toContain(theirs.body.data.id);
    expect((await call('contributor', 'DELETE', `/api/media/${mine.body.data.id}`)).status).toBe(200);
  });
});
