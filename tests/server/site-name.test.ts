/**
 * The site's name as administrators set it (/api/site) is the name the site gives itself
 * everywhere, from the next request on: mails (sender, subject, text), feeds (titles, copyright,
 * owner), page titles, og:site_name, structured data, the footer and the feed links of every page,
 * the installed app's manifest and the back office's shell.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { ensureWebBuilt } from '../helpers/browser.ts';
import { makeArticle, makePodcastEpisode } from '../helpers/content.ts';
import { startSmtpServer, type SmtpTestServer } from '../helpers/smtp.ts';
import { shortNameOf } from '../../server/modules/site/web-manifest.ts';

const NAME = 'Kigali Learning Review';
const OLD = 'Insight Media';

let ctx: TestContext;
let smtp: SmtpTestServer;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let articleId: string;
const api = () => request(ctx.app.server);

/** Every JSON-LD node of a page (a block holds one node, or several in its @graph). */
function jsonLd(html: string): Array<Record<string, unknown>> {
  const block = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!block) return [];
  const parsed = JSON.parse(block[1]) as Record<string, unknown>;
  return Array.isArray(parsed['@graph']) ? (parsed['@graph'] as Array<Record<string, unknown>>) : [parsed];
}

const headerOf = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1] ?? '';

beforeAll(async () => {
  await ensureWebBuilt();
  smtp = await startSmtpServer();
  ctx = await createTestApp({ SMTP_URL: smtp.smtpUrl }, { web: 'prod' });
  admin = await signedInStaff(ctx.app, { email: 'admin-name@example.org', name: 'Ada Admin' });
  articleId = makeArticle(ctx.app.db, { title: 'Robots in the classroom' });
  makePodcastEpisode(ctx.app.db, { title: 'Episode one', audioUrl: 'https://cdn.example.org/one.mp3' });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

describe("the site's name", () => {
  it('an untouched site sends mail under its default name', async () => {
    await api().post('/api/auth/forgotpassword').send({ email: admin.email }).expect(200);
    const mail = await smtp.waitForMail((m) => m.to.includes(admin.email));
    expect(headerOf(mail.raw, 'From')).toBe(`${OLD} <no-reply@localhost>`);
    expect(headerOf(mail.raw, 'Subject')).toBe(`Reset your ${OLD} password`);
  });

  it('renamed by an administrator, it is the name of every mail from the next one on', async () => {
    await api().put('/api/site').set(admin.auth).send({ site_name: NAME }).expect(200);

    await api().post('/api/auth/forgotpassword').send({ email: admin.email }).expect(200);
    const reset = await smtp.waitForMail((m) => m.to.includes(admin.email));
    expect(headerOf(reset.raw, 'From')).toBe(`${NAME} <no-reply@localhost>`);
    expect(headerOf(reset.raw, 'Subject')).toBe(`Reset your ${NAME} password`);
    expect(reset.decoded).toContain(`your ${NAME} staff account`);
    expect(reset.decoded).not.toContain(OLD);

    await api().post('/api/team').set(admin.auth).send({ name: 'Kofi Mensah', email: 'kofi-name@example.org', role: 'editor' }).expect(201);
    const invite = await smtp.waitForMail((m) => m.to.includes('kofi-name@example.org'));
    expect(headerOf(invite.raw, 'Subject')).toBe(`You have been invited to the ${NAME} back office`);
    expect(invite.decoded).not.toContain(OLD);

    await api().post('/api/public/newsletter').send({ email: 'reader-name@example.org' }).expect(200);
    const confirm = await smtp.waitForMail((m) => m.to.includes('reader-name@example.org'));
    expect(headerOf(confirm.raw, 'Subject')).toBe(`Confirm your subscription to ${NAME}`);
    expect(headerOf(confirm.raw, 'From')).toBe(`${NAME} <no-reply@localhost>`);
    expect(confirm.decoded).toContain(`get the ${NAME} newsletter`);
    expect(confirm.decoded).not.toContain(OLD);
  });

  it('names the feeds: the RSS channel, the podcast, its copyright and owner', async () => {
    const rss = (await api().get('/rss.xml').expect(200)).text;
    expect(rss).toContain(`<title>${NAME}</title>`);
    expect(rss).toContain(`<description>${NAME} tells the stories`);
    const podcast = (await api().get('/podcast.xml').expect(200)).text;
    expect(podcast).toContain(`<title>${NAME} Podcast</title>`);
    expect(podcast).toContain(`<copyright>© ${NAME}</copyright>`);
    expect(podcast).toContain(`<itunes:author>${NAME}</itunes:author>`);
    expect(podcast).toContain(`<itunes:name>${NAME}</itunes:name>`);
    expect(rss + podcast).not.toContain(OLD);
  });

  it("names the pages: title, og:site_name, structured data, feed links and footer", async () => {
    const article = (await api().get(`/article/${articleId}`).expect(200)).text;
    expect(article).toContain(`<title>Robots in the classroom | ${NAME}</title>`);
    expect(article).toContain(`<meta property="og:site_name" content="${NAME}" />`);
    expect(article).toContain(`title="${NAME}" href="/rss.xml"`);
    expect(article).toContain(`title="${NAME} Podcast" href="/podcast.xml"`);
    const news = jsonLd(article).find((n) => n['@type'] === 'NewsArticle');
    expect(news?.publisher).toMatchObject({ '@type': 'Organization', name: NAME });
    expect(article).toMatch(new RegExp(`© (<!-- -->)?\\d{4}(<!-- -->)? (<!-- -->)?${NAME}`));

    const home = (await api().get('/').expect(200)).text;
    expect(home).toContain(`<title>${NAME}: Education and Innovation in Africa</title>`);
    const site = jsonLd(home).find((n) => n['@type'] === 'WebSite');
    expect(site).toMatchObject({ name: NAME, publisher: { name: NAME } });
    expect(site?.description).toBe(`${NAME} tells the stories of education and innovation in Africa for young readers: a magazine, a TV show and a podcast.`);

    const podcastPage = (await api().get('/podcast').expect(200)).text;
    expect(jsonLd(podcastPage).find((n) => n['@type'] === 'PodcastSeries')).toMatchObject({ name: `${NAME} Podcast`, author: { name: NAME } });

    // The reader-facing pages no longer carry the old name anywhere (the page data included).
    for (const html of [article, home, podcastPage]) expect(html).not.toContain(OLD);
  });

  it('signs the newsroom\'s reply to a comment', async () => {
    const comment = await api().post(`/api/comments/${articleId}`).send({ name: 'Reader', content: 'Great piece, thank you!' });
    expect(comment.status).toBeLessThan(300);
    const id = comment.body.data.id as string;
    const reply = await api().post(`/api/comments/comment/${id}/reply`).set(admin.auth).send({ content: 'Thank you for reading.' });
    expect(reply.status).toBeLessThan(300);
    expect(reply.body.data.name).toBe(NAME);
  });

  it("names the back office's shell: its tab, and the settings its brand reads; no feed links there", async () => {
    const shell = (await api().get('/admin/login').expect(200)).text;
    expect(shell).toContain(`<title>${NAME} admin</title>`);
    const data = /<script type="application\/json" id="__DATA__">([\s\S]*?)<\/script>/.exec(shell);
    expect((JSON.parse(data![1]) as { site: { site_name: string } }).site.site_name).toBe(NAME);
    expect(shell).not.toContain('href="/rss.xml"');
    expect(shell).not.toContain(OLD);
  });

  it('names the installed app: the manifest follows a rename at once, under a new ETag', async () => {
    const first = await api().get('/manifest.webmanifest').expect(200);
    expect(first.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30');
    expect(JSON.parse(first.text)).toMatchObject({ id: '/', name: NAME, short_name: 'Kigali', start_url: '/', scope: '/', display: 'standalone', theme_color: '#dc2626' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    await api().get('/manifest.webmanifest').set('If-None-Match', etag).expect(304);

    await api().put('/api/site').set(admin.auth).send({ site_name: 'Ubumenyi' }).expect(200);
    const renamed = await api().get('/manifest.webmanifest').set('If-None-Match', etag).expect(200);
    expect(JSON.parse(renamed.text)).toMatchObject({ name: 'Ubumenyi', short_name: 'Ubumenyi' });
    expect(renamed.headers.etag).not.toBe(etag);
    await api().get('/manifest.webmanifest').set('If-None-Match', renamed.headers.etag as string).expect(304);
  });
});

describe("the installed app's short name (under its icon on a home screen)", () => {
  it.each([
    ['Ubumenyi', 'Ubumenyi'],
    ['Twelve Chars', 'Twelve Chars'],
    // Longer than a home screen shows: the first word when it is a name on its own...
    ['Insight Media', 'Insight'],
    ['Kigali Learning Review', 'Kigali'],
    // ...else the initials; a single long word is cut.
    ['The Africa Report', 'TAR'],
    ['Educationandinnovation', 'Educationand'],
  ])('%s -> %s', (name, short) => {
    expect(shortNameOf(name)).toBe(short);
  });
});
