/**
 * Newsletter: the public sign-up's checks and limits (once per address, same answer), and the staff
 * list, export and removal. Confirmation, sending and unsubscribing: newsletter-mail.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { fromIp } from '../helpers/http.ts';
import { newsletterSubscribers } from '../../server/db/schema.ts';
import { SIGNED_UP } from '../../server/modules/newsletter/signup.ts';

let ctx: TestContext;
let auth: { authorization: string };
const api = () => request(ctx.app.server);
let ip = 0;
const subscribe = (payload: unknown, remoteAddress = `10.1.0.${++ip}`) =>
  api().post('/api/public/newsletter').agent(fromIp(remoteAddress)).send(payload as object);

beforeAll(async () => {
  ctx = await createTestApp();
  ({ auth } = await signedInStaff(ctx.app));
});
afterAll(async () => ctx.close());

describe('POST /api/public/newsletter', () => {
  it('stores the address once, lower-case, with the same answer for a repeat', async () => {
    const first = await subscribe({ email: '  Reader@Example.ORG ' });
    const again = await subscribe({ email: 'reader@example.org' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: SIGNED_UP });
    expect(again.body).toEqual(first.body);
    const rows = ctx.app.db.select().from(newsletterSubscribers).all();
    expect(rows.map((r) => [r.email, r.status])).toEqual([['reader@example.org', 'pending']]);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '   ' }, 'Email is required'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ email: 'a b@c.de' }, 'Please enter a valid email address'],
    [{ email: `${'x'.repeat(250)}@example.org` }, 'Please enter a valid email address'],
    [{ email: '"><script>alert(1)</script>@x.com' }, 'Please enter a valid email address'],
    [{ email: 'a@b' }, 'Please enter a valid email address'],
    [{ email: 'name@example.123' }, 'Please enter a valid email address'],
    [{ email: 'two..dots@example.org' }, 'Please enter a valid email address'],
    [{ email: 'x@-bad.example.org' }, 'Please enter a valid email address'],
  ])('refuses %j', async (payload, message) => {
    const res = await subscribe(payload);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
  });

  it('limits sign-ups per address, not typos', async () => {
    const from = '198.51.100.9';
    for (let i = 0; i < 12; i++) expect((await subscribe({ email: 'typo' }, from)).status).toBe(400);
    for (let i = 0; i < 10; i++) expect((await subscribe({ email: `p${i}@example.org` }, from)).status).toBe(200);
    const limited = await subscribe({ email: 'late@example.org' }, from);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many sign-ups.*seconds/);
  });
});

describe('staff subscriber calls', () => {
  it('need a token', async () => {
    expect((await api().get('/api/newsletter/subscribers')).status).toBe(401);
    expect((await api().get('/api/newsletter/subscribers/export')).status).toBe(401);
    expect((await api().delete(`/api/newsletter/subscribers/${randomUUID()}`)).status).toBe(401);
  });

  it('lists subscribers newest first with pages and a search', async () => {
    const res = await api().get('/api/newsletter/subscribers?limit=5&page=1').set(auth);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toHaveLength(5);
    expect(res.body.pagination).toEqual({ page: 1, limit: 5, total: 11, totalPages: 3 });
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['bounce_reason', 'confirmed_at', 'created_at', 'digest', 'email', 'id', 'newsroom', 'status', 'unsubscribed_at']);
    expect((await api().get('/api/newsletter/subscribers?status=active').set(auth)).body.pagination.total).toBe(0);
    expect((await api().get('/api/newsletter/subscribers?status=pending').set(auth)).body.pagination.total).toBe(11);
    const found = await api().get('/api/newsletter/subscribers?q=READER').set(auth);
    expect(found.body.data.map((s: { email: string }) => s.email)).toEqual(['reader@example.org']);
    const literal = await api().get('/api/newsletter/subscribers?q=%25').set(auth);
    expect(literal.body.data).toEqual([]);
  });

  it('exports a CSV download', async () => {
    const res = await api().get('/api/newsletter/subscribers/export').set(auth);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text.trim().split(/\r\n/);
    expect(lines[0]).toBe('email,subscribed_at,status,confirmed_at,unsubscribed_at,newsletters');
    expect(lines).toHaveLength(12);
    expect(lines).toContainEqual(expect.stringMatching(/^reader@example\.org,\d{4}-\d{2}-\d{2}T[^,]+,pending,,,newsletter digest$/));
  });

  it('removes a subscriber; unknown ids are 404', async () => {
    const list = await api().get('/api/newsletter/subscribers?q=reader').set(auth);
    const id = list.body.data[0].id;
    const email = list.body.data[0].email as string;
    const preview = (await api().get(`/api/newsletter/subscribers/${id}/deletion`).set(auth)).body.data;
    expect(preview).toEqual({ name: email, will_lose: [`the address ${email} and its subscription (pending)`], keeps: [] });
    const refused = await api().delete(`/api/newsletter/subscribers/${id}`).query({ confirm: 'someone@else.example' }).set(auth);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`it destroys the address ${email} and its subscription`);
    expect((await api().get('/api/newsletter/subscribers?q=reader').set(auth)).body.data[0].id).toBe(id); // still there
    const res = await api().delete(`/api/newsletter/subscribers/${id}`).query({ confirm: email }).set(auth);
    expect(res.body).toEqual({ success: true, message: 'Subscriber removed' });
    expect((await api().delete(`/api/newsletter/subscribers/${id}`).query({ confirm: email }).set(auth)).status).toBe(404);
    expect((await api().delete('/api/newsletter/subscribers/zzz').set(auth)).status).toBe(404);
  });
});
