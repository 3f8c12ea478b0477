/**
 * Site settings and categories (/api/site, /api/categories, /api/public/site): administrators
 * change them, editors are refused, bad input changes nothing, and the public pages, lists, search
 * filter and forms follow a change on the very next request (the response cache included).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { ensureWebBuilt } from '../helpers/browser.ts';
import { makeArticle, makeVideo } from '../helpers/content.ts';
import { articles, users, videos } from '../../server/db/schema.ts';
import { ARTICLE_CATEGORIES } from '../../shared/constants.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let editor: Awaited<ReturnType<typeof signedInStaff>>;
const api = () => request(ctx.app.server);

beforeAll(async () => {
  await ensureWebBuilt();
  ctx = await createTestApp({}, { web: 'prod' });
  admin = await signedInStaff(ctx.app, { email: 'admin-site@example.org', name: 'Ada Admin' });
  editor = await signedInStaff(ctx.app, { email: 'editor-site@example.org', name: 'Eddie Editor' });
  ctx.app.db.update(users).set({ role: 'editor' }).where(eq(users.id, editor.id)).run();
});
afterAll(() => ctx?.close());

const categoriesNow = async () => (await api().get('/api/categories').set(admin.auth)).body.data as { id: string; name: string; retired: boolean; items: number }[];
const publicSite = async () => (await api().get('/api/public/site')).body.data;

describe('site settings', () => {
  it('an untouched site shows today\'s values on its pages', async () => {
    const site = await publicSite();
    expect(site).toMatchObject({ site_name: 'Insight Media', contact_phone: '+250 788 123 456', contact_email: 'info@insightmedia.africa', location: 'Kigali, Rwanda' });
    expect(site.categories.map((c: { name: string }) => c.name)).toEqual([...ARTICLE_CATEGORIES]);
    const contact = await api().get('/contact');
    expect(contact.text).toContain('+250 788 123 456');
    expect(contact.text).toContain('Monday to Friday: 8:00 AM to 6:00 PM EAT');
    expect(contact.text).toContain('mailto:admin@insightmedia.africa?subject=');
  });

  it('editors get 403 and change nothing; signed-out callers 401', async () => {
    expect((await api().get('/api/site').set(editor.auth)).status).toBe(403);
    const put = await api().put('/api/site').set(editor.auth).send({ contact_phone: '+1 555 000 1111' });
    expect(put.status).toBe(403);
    expect(put.body.message).toBe('Only administrators can change the site settings');
    expect((await api().put('/api/site').send({ contact_phone: '+1 555 000 1111' })).status).toBe(401);
    const first = (await categoriesNow())[0];
    expect((await api().post('/api/categories').set(editor.auth).send({ name: 'Editors Corner' })).status).toBe(403);
    expect((await api().put(`/api/categories/${first.id}`).set(editor.auth).send({ name: 'Renamed' })).status).toBe(403);
    expect((await api().post(`/api/categories/${first.id}/retire`).set(editor.auth).send({ move_to: first.id })).status).toBe(403);
    // Editors still read the list their forms offer.
    expect((await api().get('/api/categories').set(editor.auth)).status).toBe(200);
    expect((await publicSite()).contact_phone).toBe('+250 788 123 456');
  });

  it('bad input answers 400 with every field\'s message and changes nothing', async () => {
    const res = await api()
      .put('/api/site')
      .set(admin.auth)
      .send({ contact_email: 'not-an-address', contact_phone: 'call us', partner_target: 'javascript:alert(1)', social_links: { x: 'ftp://x.example.org' }, site_name: ' ', footer_links: [{ label: 'Docs', url: '//evil.example' }], location: 'Kigali' });
    expect(res.status).toBe(400);
    const paths = Object.fromEntries((res.body.errors as { path: string; msg: string }[]).map((e) => [e.path, e.msg]));
    expect(paths).toMatchObject({
      contact_email: 'Please enter a valid email address',
      contact_phone: expect.stringContaining('valid phone number'),
      partner_target: 'Partner with Us must be an e-mail address or a web address starting with https://',
      'social_links.x': expect.stringContaining('web address'),
      site_name: 'Site name is required',
      'footer_links.0.url': expect.stringContaining('site path'),
    });
    expect((await api().put('/api/site').set(admin.auth).send({ about_title: 'x'.repeat(201) })).status).toBe(400);
    expect((await api().put('/api/site').set(admin.auth).send({ contact_email: 42 })).status).toBe(400);
    const site = await publicSite();
    expect(site.location).toBe('Kigali, Rwanda');
    expect(site.contact_email).toBe('info@insightmedia.africa');
  });

  it('an administrator\'s change shows on the public pages at the next request, cached copies included', async () => {
    // Warm the response cache first.
    expect((await api().get('/contact')).text).toContain('+250 788 123 456');
    await publicSite();
    const res = await api()
      .put('/api/site')
      .set(admin.auth)
      .send({
        contact_phone: '+250 700 000 111',
        contact_email: 'newsroom@example.org',
        advertise_target: 'https://ads.example.org/book',
        about_title: 'We are the newsroom of the young',
        about_intro: 'First paragraph.\n\nSecond paragraph.',
        social_links: { youtube: 'https://www.youtube.com/@insight' },
        footer_links: [{ label: 'Jobs', url: '/about' }],
      });
    expect(res.status).toBe(200);
    expect(res.body.data.settings).toMatchObject({ contact_phone: '+250 700 000 111', location: 'Kigali, Rwanda' });
    const contact = (await api().get('/contact')).text;
    expect(contact).toContain('+250 700 000 111');
    expect(contact).toContain('href="tel:+250700000111"');
    expect(contact).toContain('newsroom@example.org');
    expect(contact).toContain('href="https://ads.example.org/book"');
    expect(contact).toContain('https://www.youtube.com/@insight');
    const about = (await api().get('/about')).text;
    expect(about).toContain('We are the newsroom of the young');
    expect(about).toContain('<p>First paragraph.</p><p>Second paragraph.</p>');
    expect((await api().get('/api/public/site/about')).body.data.about_title).toBe('We are the newsroom of the young');
    const home = (await api().get('/')).text;
    expect(home).toContain('+250 700 000 111');
    expect(home).toContain('Jobs');
  });
});

describe('categories', () => {
  it('rename: the items follow, and so do the public strip, the lists, the search filter and the forms', async () => {
    const article = makeArticle(ctx.app.db, { title: 'Robots in rural classrooms', categoryName: 'Tech Trends' });
    const video = makeVideo(ctx.app.db, { title: 'Coding club tour', category: 'Tech Trends' });
    await api().get('/magazine/tech-trends'); // cached before the change
    const tech = (await categoriesNow()).find((c) => c.name === 'Tech Trends')!;
    const res = await api().put(`/api/categories/${tech.id}`).set(admin.auth).send({ name: 'Digital Futures' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Digital Futures', slug: 'digital-futures' });
    expect(ctx.app.db.select().from(articles).where(eq(articles.id, article)).get()!.categoryName).toBe('Digital Futures');
    expect(ctx.app.db.select().from(videos).where(eq(videos.id, video)).get()!.category).toBe('Digital Futures');

    expect((await publicSite()).categories.map((c: { name: string }) => c.name)).toContain('Digital Futures');
    const page = await api().get('/magazine/digital-futures');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Robots in rural classrooms');
    expect((await api().get('/magazine/tech-trends')).status).toBe(404);
    const home = (await api().get('/')).text;
    expect(home).toContain('href="/magazine/digital-futures"');
    expect(home).not.toContain('href="/magazine/tech-trends"');
    const list = await api().get('/api/public/articles').query({ category: 'Digital Futures' });
    expect(list.body.data.articles.map((a: { id: string }) => a.id)).toContain(article);
    const search = await api().get('/api/public/search').query({ q: 'robots', category: 'Digital Futures' });
    expect(search.body.data.results.map((r: { id: string }) => r.id)).toContain(article);
    expect((await api().get('/search').query({ q: 'robots' })).text).toContain('<option value="Digital Futures">');

    // The forms take the new name and refuse the old one.
    const ok = await api().put(`/api/articles/${article}`).set(editor.auth).send({ category_name: 'digital futures' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.category_name).toBe('Digital Futures');
    const old = await api().put(`/api/articles/${article}`).set(editor.auth).send({ category_name: 'Tech Trends' });
    expect(old.status).toBe(400);
    expect(old.body.errors).toEqual([{ path: 'category_name', msg: 'Please choose a valid category' }]);
  });

  it('add and reorder: the new order is the strip\'s, the footer\'s first six and the search filter\'s', async () => {
    const add = await api().post('/api/categories').set(admin.auth).send({ name: '  Green   Campus ' });
    expect(add.status).toBe(201);
    expect(add.body.data.name).toBe('Green Campus');
    expect((await api().post('/api/categories').set(admin.auth).send({ name: 'green campus' })).status).toBe(409);
    expect((await api().post('/api/categories').set(admin.auth).send({ name: '!!!' })).status).toBe(400);
    expect((await api().post('/api/categories').set(admin.auth).send({ name: '' })).status).toBe(400);

    const offered = (await categoriesNow()).filter((c) => !c.retired);
    const ids = [add.body.data.id, ...offered.map((c) => c.id).filter((id) => id !== add.body.data.id)];
    expect((await api().put('/api/categories/order').set(admin.auth).send({ ids: ids.slice(1) })).status).toBe(400); // one missing
    const before = (await publicSite()).categories;
    expect(before[0].name).not.toBe('Green Campus');
    const res = await api().put('/api/categories/order').set(admin.auth).send({ ids });
    expect(res.status).toBe(200);
    const names = (await publicSite()).categories.map((c: { name: string }) => c.name);
    expect(names[0]).toBe('Green Campus');
    const home = (await api().get('/')).text;
    const footer = home.slice(home.indexOf('<footer'));
    expect(footer.indexOf('Green Campus')).toBeGreaterThan(-1);
    expect(footer).not.toContain(`>${names[6]}</a>`); // only the first six
  });

  it('retire: its items move to the chosen category, nothing is lost, and it can be restored', async () => {
    const a1 = makeArticle(ctx.app.db, { title: 'Sleep before exams', categoryName: 'Mind and Body Quest' });
    const a2 = makeArticle(ctx.app.db, { title: 'Breathing in the exam hall', categoryName: 'Mind and Body Quest' });
    const total = ctx.app.db.select().from(articles).all().length;
    const all = await categoriesNow();
    const mind = all.find((c) => c.name === 'Mind and Body Quest')!;
    const career = all.find((c) => c.name === 'Career Campus')!;
    expect(mind.items).toBeGreaterThanOrEqual(2);

    expect((await api().post(`/api/categories/${mind.id}/retire`).set(admin.auth).send({ move_to: mind.id })).status).toBe(400);
    expect((await api().post(`/api/categories/${mind.id}/retire`).set(admin.auth).send({ move_to: 'nope' })).status).toBe(400);
    expect(ctx.app.db.select().from(articles).where(eq(articles.id, a1)).get()!.categoryName).toBe('Mind and Body Quest');

    const res = await api().post(`/api/categories/${mind.id}/retire`).set(admin.auth).send({ move_to: career.id });
    expect(res.status).toBe(200);
    expect(res.body.data.moved).toBeGreaterThanOrEqual(2);
    expect(res.body.message).toMatch(/moved to Career Campus$/);
    expect(ctx.app.db.select().from(articles).all().length).toBe(total);
    for (const id of [a1, a2]) expect(ctx.app.db.select().from(articles).where(eq(articles.id, id)).get()!.categoryName).toBe('Career Campus');

    expect((await publicSite()).categories.map((c: { name: string }) => c.name)).not.toContain('Mind and Body Quest');
    expect((await api().get('/magazine/mind-and-body-quest')).status).toBe(404);
    expect((await api().get('/magazine/career-campus')).text).toContain('Sleep before exams');
    const refused = await api().put(`/api/articles/${a1}`).set(admin.auth).send({ category_name: 'Mind and Body Quest' });
    expect(refused.status).toBe(400);
    // Its name stays reserved while retired.
    expect((await api().post('/api/categories').set(admin.auth).send({ name: 'Mind and Body Quest' })).status).toBe(409);

    const restore = await api().post(`/api/categories/${mind.id}/restore`).set(admin.auth);
    expect(restore.status).toBe(200);
    expect(restore.body.data.retired).toBe(false);
    expect((await publicSite()).categories.map((c: { name: string }) => c.name).at(-1)).toBe('Mind and Body Quest');
  });
});
