/**
 * The portable export and the imports: an export imported into an empty site gives the same site;
 * WordPress and Ghost exports come in as articles with their comments and pictures, twice without
 * adding anything the second time; the back-office upload; and the export's committed JSON Schema.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '../../server/app.ts';
import { ExportSchema } from '../../server/modules/transfer/export-format.ts';
import { writeExport } from '../../server/modules/transfer/export.ts';
import { runImport } from '../../server/modules/transfer/service.ts';
import { seedFirstStart } from '../../seed/seed.ts';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { makeArticle, makePodcastEpisode, makeTvEpisode, makeVideo } from '../helpers/content.ts';
import { makePng } from '../helpers/images.ts';
import { answers, fileBytes, openSite, publicUrls } from '../helpers/site-compare.ts';

const scratch = mkdtempSync(join(tmpdir(), 'insight-transfer-'));
const MP3 = readFileSync(join(import.meta.dirname, '../fixtures/tone.mp3'));
const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../fixtures/import', name), 'utf8');

// The pictures the fixtures name, served on loopback.
let images: Server;
let origin: string;
const served: string[] = [];
beforeAll(async () => {
  const png = makePng(320, 200);
  images = createServer((req, res) => {
    served.push(req.url ?? '');
    if (req.url === '/missing.png') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((r) => images.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});
afterAll(async () => {
  images.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** A fixture with IMAGES pointing at the picture server, written to a file. */
function fixtureFile(name: string): string {
  const path = join(scratch, name);
  writeFileSync(path, fixture(name).replaceAll('IMAGES', origin));
  return path;
}

describe('export, then import into an empty site', () => {
  let a: TestContext;
  let b: App;
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('gives the same site: every public answer and file, and a second import adds nothing', async () => {
    a = await createTestApp({ BACKUP_SCHEDULE: 'off' });
    const staff = await signedInStaff(a.app);
    const upload = await request(a.app.server).post('/api/media').set(staff.auth).attach('file', makePng(800, 450), 'cover.png');
    const audio = await request(a.app.server).post('/api/podcasts/audio').set(staff.auth).attach('file', MP3, 'intro.mp3');
    const main = makeArticle(a.app.db, { featuredImage: upload.body.data.url, mainPosition: 'main', featured: true, editorsPick: true, tags: 'robots, schools' }, [{ url: upload.body.data.url, caption: 'Gallery' }]);
    makeArticle(a.app.db, { trending: true, status: 'draft' });
    makeArticle(a.app.db, { mainPosition: 'second', content: `![in the body](${upload.body.data.url})` });
    makeVideo(a.app.db, { featured: true });
    const season = await request(a.app.server).post('/api/tvshows/seasons').set(staff.auth).send({ season_number: 3, title: 'Season three' });
    makeTvEpisode(a.app.db, { seasonId: season.body.data.id, episodeNumber: 1 });
    const series = await request(a.app.server).post('/api/podcasts/series').set(staff.auth).send({ title: 'Campus Talks' });
    makePodcastEpisode(a.app.db, { seriesId: series.body.data.id, audioUrl: audio.body.data.url, audioSize: MP3.length, audioType: 'audio/mpeg', audioDuration: 3, legacyDownloads: 40 });
    await request(a.app.server).put('/api/articles/featured/order').set(staff.auth).send({ ids: [main] });
    await request(a.app.server).post(`/api/comments/${main}`).send({ name: 'Reader', content: 'A comment that travels' }).expect(201);
    for (const visitor of ['5b1f0c2e-1d5e-4a3c-9a37-1f0e5f6b7c8d', '9d3e7a1b-2c4f-4e6a-8b1d-3f5a7c9e1b2d']) await request(a.app.server).post(`/api/likes/${main}/increment`).set('x-visitor-id', visitor).expect(200);

    const archive = join(scratch, 'site-a.tar.gz');
    await writeExport(a.app.db, a.config.dataDir, archive);

    const dirB = join(scratch, 'site-b');
    b = await openSite(dirB);
    const report = await runImport(b.db, dirB, { from: 'insight', file: archive });
    expect(report.added).toMatchObject({ articles: 3, videos: 1, tv_episodes: 1, tv_seasons: 1, podcast_episodes: 1, podcast_series: 1, comments: 1, media_files: 1, audio_files: 1 });

    const urls = await publicUrls(a.app, a.config.dataDir);
    const before = await answers(a.app, urls);
    const after = await answers(b, urls);
    expect(urls.filter((u) => after.get(u) !== before.get(u))).toEqual([]);
    expect(await fileBytes(join(dirB, 'media', 'uploads'))).toEqual(await fileBytes(join(a.config.dataDir, 'media', 'uploads')));
    expect(await fileBytes(join(dirB, 'media', 'audio'))).toEqual(await fileBytes(join(a.config.dataDir, 'media', 'audio')));

    const again = await runImport(b.db, dirB, { from: 'insight', file: archive });
    expect(again.added).toEqual({});
    expect(again.already_present).toBe(6);
  }, 60_000);

  it('refuses an archive that is not an export, and a damaged export, changing nothing', async () => {
    const dir = join(scratch, 'site-c');
    const c = await openSite(dir);
    const bogus = join(scratch, 'bogus.tar.gz');
    writeFileSync(bogus, 'not an archive');
    await expect(runImport(c.db, dir, { from: 'insight', file: bogus })).rejects.toThrow(/damaged|not an Insight Media export/);
    expect(c.db.$client.prepare('select count(*) as n from content_items').get()).toEqual({ n: 0 });
    await c.close();
  });

  it('keeps docs/export.schema.json equal to the schema the export follows', () => {
    const committed = JSON.parse(readFileSync(join(import.meta.dirname, '../../docs/export.schema.json'), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(ExportSchema)));
  });
});

describe('import from WordPress', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ BACKUP_SCHEDULE: 'off' });
  });
  afterAll(async () => ctx.close());

  it('brings posts in as articles with their status, dates, authors, categories, tags, pictures and comments; a second run adds nothing', async () => {
    const file = fixtureFile('wordpress.xml');
    const report = await runImport(ctx.app.db, ctx.config.dataDir, { from: 'wordpress', file, allowPrivateImages: true });
    expect(report.site).toBe('Campus Voices');
    const byTitle = Object.fromEntries(report.imported.map((i) => [i.title, i]));
    expect(Object.keys(byTitle).sort()).toEqual(['Answers to the mock exam', 'Exam season survival guide', 'Graduation day, live', 'Guest post awaiting review', 'Half-written draft', 'Robots in the classroom', 'Staff-only budget notes']);
    expect(byTitle['Robots in the classroom'].status).toBe('published');
    expect(byTitle['Half-written draft'].status).toBe('draft');
    expect(byTitle['Graduation day, live'].status).toBe('scheduled');
    expect(byTitle['Guest post awaiting review'].status).toBe('review');
    expect(byTitle['Staff-only budget notes']).toMatchObject({ status: 'draft', notes: expect.arrayContaining([expect.stringMatching(/private in WordPress/)]) });
    expect(byTitle['Answers to the mock exam']).toMatchObject({ status: 'draft', notes: expect.arrayContaining([expect.stringMatching(/password-protected/)]) });
    expect(report.skipped.map((s) => `${s.kind}: ${s.title}`).sort()).toEqual(['nav_menu_item: Home', 'page: About us', 'post: Deleted rant']);
    expect(report.skipped.find((s) => s.kind === 'page')!.reason).toMatch(/page/);
    expect(report.comments.imported).toBe(2);
    expect(report.comments.skipped.map((s) => s.reason).sort()).toEqual(['a pingback, not a reader\'s comment', 'marked as spam in WordPress', 'never approved in WordPress']);
    expect(report.images.fetched).toBe(2);
    expect(report.images.kept_as_links).toEqual([{ url: 'http://127.0.0.1:9/uploads/2025/11/library.jpg', reason: expect.any(String) }]);

    const robots = await request(ctx.app.server).get(`/api/public/articles/${byTitle['Robots in the classroom'].id}`);
    expect(robots.body.data).toMatchObject({
      title: 'Robots in the classroom',
      author: 'Wanjiru Kamau',
      category_name: 'Tech Trends',
      excerpt: 'Twelve-year-olds in Kibera build robots from recycled parts.',
      featured_image_alt: 'A robot arm made of bottle caps',
      publish_date: '2026-01-05T08:30:00.000Z',
    });
    expect(robots.body.data.tags).toBe('Robotics');
    expect(robots.body.data.featured_image).toMatch(/^\/media\/uploads\//);
    const body = ctx.app.db.$client.prepare('select content from articles where id = ?').get(byTitle['Robots in the classroom'].id) as { content: string };
    expect(body.content).toContain('At Nairobi\'s **Kibera Tech Hub**, twelve-year-olds build robots from _recycled_ parts.');
    expect(body.content).toContain('## What they learn');
    expect(body.content).toMatch(/-\s+Soldering/);
    expect(body.content).toMatch(/!\[Pupils at a workbench\]\(\/media\/uploads\/[^)]+\)/);
    expect(body.content).toContain('> We fix what we break.');
    const comments = Object.values((await request(ctx.app.server).get(`/api/comments/${byTitle['Robots in the classroom'].id}`)).body.data).find(Array.isArray) as Array<{ name: string; content: string; replies: Array<{ name: string; content: string }> }>;
    // Kofi's answer stays under the comment it answers.
    expect(comments.map((c) => [`${c.name}: ${c.content}`, c.replies.map((r) => `${r.name}: ${r.content}`)])).toEqual([['Achieng & friends: My brother goes there!\n\nHe built a line follower.', ['Kofi Mensah: Thanks for reading, Achieng.']]]);

    const exam = ctx.app.db.$client.prepare("select content, category_name, tags, excerpt, featured_image from articles where title = 'Exam season survival guide'").get() as Record<string, string>;
    expect(exam.category_name).toBe('Tech Trends');
    expect(exam.tags).toBe('Exams, Campus Life');
    expect(exam.excerpt).toMatch(/^Three weeks before the exams/);
    expect(exam.content).toContain('Three weeks before the exams, start with the syllabus.  \nMake a list of every topic.');
    expect(exam.content).toContain('![The library at night](http://127.0.0.1:9/uploads/2025/11/library.jpg)');
    expect(exam.content).toContain('_The library stays open until midnight_');
    expect(exam.content).toContain('### Sleep is part of revision');
    expect(exam.content).toContain('Nobody remembers anything at 3 a.m. \u2014 go to bed.');
    // The [embed] is the site's own YouTube figure (the click-to-load player), not a bare link.
    expect(exam.content).toContain('\n\n![](https://www.youtube.com/watch?v=dQw4w9WgXcQ)');
    expect(exam.content).not.toMatch(/\[(caption|gallery)/);
    expect(exam.featured_image).toBe('http://127.0.0.1:9/uploads/2025/11/library.jpg');

    const fetches = served.length;
    const again = await runImport(ctx.app.db, ctx.config.dataDir, { from: 'wordpress', file, allowPrivateImages: true });
    expect(again.imported).toEqual([]);
    expect(again.already_present).toBe(7);
    expect(again.comments).toMatchObject({ imported: 0, already_present: 2 });
    expect(served.length).toBe(fetches);
    expect(ctx.app.db.$client.prepare('select count(*) as n from articles').get()).toEqual({ n: 7 });
  });

  it('keeps replies to replies under the conversation they belong to, and reads titles and names as text', async () => {
    const file = fixtureFile('wordpress-threads.xml');
    const report = await runImport(ctx.app.db, ctx.config.dataDir, { from: 'wordpress', file });
    const [post] = report.imported;
    expect(post.title).toBe('Should phones be allowed in class? Yes & no');
    expect((await request(ctx.app.server).get(`/api/public/articles/${post.id}`)).body.data.title).toBe('Should phones be allowed in class? Yes & no');
    expect(report.comments.imported).toBe(5);
    expect(report.comments.skipped.map((s) => `${s.title}: ${s.reason}`).sort()).toEqual([
      'Guest on "Should phones be allowed in class? Yes & no": never approved in WordPress',
      'Phones in class \u00ab School Tech Blog on "Should phones be allowed in class? Yes & no": a pingback, not a reader\'s comment',
    ]);
    const names = ctx.app.db.$client.prepare('select name from comments where item_id = ? order by created_at').all(post.id) as Array<{ name: string }>;
    expect(names.map((n) => n.name)).toEqual(['Tendai', 'Nomvula', 'Amina & the panel', 'Tendai', 'Kwame']);

    const thread = async () => {
      const data = Object.values((await request(ctx.app.server).get(`/api/comments/${post.id}`)).body.data).find(Array.isArray) as Array<{ name: string; content: string; replies: Array<{ name: string; content: string }> }>;
      return data.map((c) => [`${c.name}: ${c.content}`, c.replies.map((r) => `${r.name}: ${r.content}`)]);
    };
    const expected = [
      // Its comment was never approved: the reply stands on its own rather than being lost.
      ['Kwame: This one is spam, ignore it. Phones are fine by me.', []],
      // Three levels deep in WordPress, one conversation here, in the order it was written.
      ['Tendai: Phones are calculators and dictionaries.', ['Nomvula: And distractions.', 'Amina & the panel: Not in exams, surely?', 'Tendai: Fair, during exams they go.']],
    ];
    expect(await thread()).toEqual(expected);

    const again = await runImport(ctx.app.db, ctx.config.dataDir, { from: 'wordpress', file });
    expect(again.comments).toMatchObject({ imported: 0, already_present: 5 });
    expect(await thread()).toEqual(expected);
  });
});

describe('import from WordPress: galleries', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ BACKUP_SCHEDULE: 'off' });
  });
  afterAll(async () => ctx.close());

  it('brings a [gallery] in as its pictures, with their captions, in WordPress\'s order', async () => {
    const report = await runImport(ctx.app.db, ctx.config.dataDir, { from: 'wordpress', file: fixtureFile('wordpress-gallery.xml'), allowPrivateImages: true });
    expect(report.imported.map((i) => i.title).sort()).toEqual(['Best of the year', 'Our trip to Lake Victoria']);
    expect(report.images).toMatchObject({ fetched: 3, kept_as_links: [] });
    const body = (title: string) => (ctx.app.db.$client.prepare('select content from articles where title = ?').get(title) as { content: string }).content;
    // No ids: the pictures uploaded to the post, by their menu order.
    expect(body('Our trip to Lake Victoria')).toMatch(
      /^The class went to the lake\.\n\n!\[The class on the pier\]\(\/media\/uploads\/[^)]+\)\n\n!\[Boats on the lake\]\(\/media\/uploads\/[^)]+\)\n\n_Fishing boats leaving Kisumu_\n\nAnd came back tired\.$/,
    );
    // ids: the pictures it names, wherever they were uploaded.
    expect(body('Best of the year')).toMatch(/^Our favourite picture:\n\n!\[Boats on the lake\]\(\/media\/uploads\/[^)]+\)\n\n_Fishing boats leaving Kisumu_$/);
  });

  it('leaves the imported site without sample content on the server\'s first start, adding only the admin', async () => {
    // The documented way to move a site: `npm run import` into a new data folder, then start the server.
    const articlesNow = () => (ctx.app.db.$client.prepare('select count(*) as n from articles').get() as { n: number }).n;
    const before = articlesNow();
    expect(before).toBe(2);
    const log: string[] = [];
    expect(await seedFirstStart(ctx.app.db, { adminEmail: 'editor@fieldtrips.example.org', adminPassword: 'a-long-enough-password', log: (m) => log.push(m) })).toBe(true);
    expect(articlesNow()).toBe(before);
    expect(ctx.app.db.$client.prepare('select email, role from users').all()).toEqual([{ email: 'editor@fieldtrips.example.org', role: 'admin' }]);
    expect(log.join('\n')).toMatch(/already has content: no sample content added/);
    // Started again: there is an account now, nothing more is added.
    expect(await seedFirstStart(ctx.app.db, { log: () => {} })).toBe(false);
  });
});

describe('import from Ghost', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    // The pictures come from a loopback server, which only this override lets the upload fetch from.
    ctx = await createTestApp({ BACKUP_SCHEDULE: 'off' }, {}, { remoteImagesFromPrivateAddresses: true });
    admin = await signedInStaff(ctx.app);
  });
  afterAll(async () => ctx.close());

  it('through the back-office upload: posts from html, Lexical and Mobiledoc, the primary tag as category; a second upload adds nothing', async () => {
    const file = fixtureFile('ghost.json');
    const upload = () => request(ctx.app.server).post('/api/transfer/import').set(admin.auth).field('source', 'ghost').attach('file', file);
    const res = await upload();
    expect(res.status).toBe(200);
    const report = res.body.data;
    expect(report.site).toBe('Learning Lab');
    const byTitle = Object.fromEntries(report.imported.map((i: { title: string }) => [i.title, i]));
    expect(Object.keys(byTitle).sort()).toEqual(['Coding clubs across Kigali', 'From the 2021 archive', 'Interview notes', "Members' scholarship list", 'Open lesson plans in Accra', 'Results day', 'Weekly digest #12']);
    expect(byTitle["Members' scholarship list"]).toMatchObject({ status: 'draft', notes: expect.arrayContaining([expect.stringMatching(/members only in Ghost/)]) });
    expect(byTitle['Weekly digest #12']).toMatchObject({ status: 'draft', notes: expect.arrayContaining([expect.stringMatching(/newsletter only/)]) });
    expect(byTitle['Results day'].status).toBe('scheduled');
    expect(byTitle['Interview notes'].status).toBe('draft');
    expect(report.skipped).toEqual([{ kind: 'page', title: 'Contact', reason: expect.stringMatching(/page/) }]);

    const clubs = (await request(ctx.app.server).get(`/api/public/articles/${byTitle['Coding clubs across Kigali'].id}`)).body.data;
    expect(clubs).toMatchObject({ author: 'Aline Uwase', author_bio: 'Editor in Kigali.', category_name: 'Career Campus', excerpt: "Every Saturday, Kigali's coding clubs teach what school does not.", featured_image_alt: 'Children at laptops' });
    expect(clubs.tags).toBe('Career Campus, Rwanda');
    expect(clubs.featured_image).toMatch(/^\/media\/uploads\//);
    const body = (title: string) => (ctx.app.db.$client.prepare('select content from articles where title = ?').get(title) as { content: string }).content;
    expect(body('Coding clubs across Kigali')).toMatch(/Mentors are \*\*former members\*\*\.[\s\S]*!\[Club members\]\(\/media\/uploads\/[^)]+\)[\s\S]*_Saturday club_[\s\S]*\[club page\]\(\/join\/\)/);
    expect(body('Open lesson plans in Accra')).toMatch(/Teachers in Accra share \[open lesson plans\]\(https:\/\/example.org\/lessons\)\.[\s\S]*1\.\s+Maths\s+2\.\s+Physics[\s\S]*!\[A lesson plan\]\(\/media\/uploads\/[^)]+\)[\s\S]*---[\s\S]*_Shared under CC BY\._/);
    expect(body('From the 2021 archive')).toMatch(/## From the archive\s+This post was written in \*\*Markdown\*\*\.[\s\S]*Read \[about us\]\(\/about\/\) or the _old_ newsletter\.[\s\S]*!\[\]\(http:\/\/127\.0\.0\.1:9\/content\/images\/2021\/old\.jpg\)/);
    expect(report.images.kept_as_links.map((k: { url: string }) => k.url).sort()).toEqual(['/content/images/2021/05/archive.jpg', 'http://127.0.0.1:9/content/images/2021/old.jpg']);

    const again = await upload();
    expect(again.body.data).toMatchObject({ imported: [], already_present: 7 });
    expect(ctx.app.db.$client.prepare('select count(*) as n from articles').get()).toEqual({ n: 7 });
  });

  it('refuses a file that is not what it says, a missing source, and editors, adding nothing', async () => {
    const wrong = await request(ctx.app.server).post('/api/transfer/import').set(admin.auth).field('source', 'wordpress').attach('file', Buffer.from('{"db": []}'), 'ghost.json');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/not a WordPress export/);
    const noSource = await request(ctx.app.server).post('/api/transfer/import').set(admin.auth).attach('file', Buffer.from('x'), 'x.xml');
    expect(noSource.status).toBe(400);
    const editor = await signedInStaff(ctx.app);
    ctx.app.db.$client.prepare("update users set role = 'editor' where id = ?").run(editor.id);
    expect((await request(ctx.app.server).post('/api/transfer/import').set(editor.auth).field('source', 'ghost').attach('file', Buffer.from('{}'), 'g.json')).status).toBe(403);
    expect(ctx.app.db.$client.prepare('select count(*) as n from articles').get()).toEqual({ n: 7 });
  });

  it('downloads the export through a signed link', async () => {
    const link = await request(ctx.app.server).post('/api/transfer/export/link').set(admin.auth);
    expect(link.status).toBe(200);
    const res = await request(ctx.app.server).get(link.body.data.url).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="insight-media-export-\d{4}-\d{2}-\d{2}\.tar\.gz"/);
    const path = join(scratch, 'downloaded.tar.gz');
    writeFileSync(path, res.body as Buffer);
    const dir = join(scratch, 'site-from-download');
    const d = await openSite(dir);
    const report = await runImport(d.db, dir, { from: 'insight', file: path });
    expect(report.added.articles).toBe(7);
    await d.close();
    expect((await request(ctx.app.server).get('/api/transfer/export?token=forged')).status).toBe(401);
  });
});

describe('import from Ghost 4, its cards as Ghost renders them', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ BACKUP_SCHEDULE: 'off' });
  });
  afterAll(async () => ctx.close());

  it('keeps a code card and a Markdown card whole, and a bookmark card as its link', async () => {
    const report = await runImport(ctx.app.db, ctx.config.dataDir, { from: 'ghost', file: fixtureFile('ghost-4-cards.json'), siteUrl: 'https://lessons.example.org' });
    expect(report.imported.map((i) => i.title).sort()).toEqual(['Templates for lesson pages', 'Writing a brief']);
    const body = (title: string) => (ctx.app.db.$client.prepare('select content from articles where title = ?').get(title) as { content: string }).content;

    expect(body('Templates for lesson pages')).toContain(
      '```handlebars\n{{#lesson}}\n<section class="lesson">\n\n    <h2>{{title}}</h2>\n\n\t<p>{{summary}}</p>\n\n</section>\n{{/lesson}}\n```\n\n_The lesson template_',
    );
    // The bookmark card is its link, title and description; the other site's icon and thumbnail are not the post's pictures.
    expect(body('Templates for lesson pages')).toContain('Read more on the open curriculum:\n\n[Open Curriculum Project](https://curriculum.example.org/)  \nFree lesson plans for African classrooms.\n\nQuestions? [Write to us](https://lessons.example.org/contact/).');
    expect(body('Templates for lesson pages')).not.toMatch(/favicon|card\.png|\[\s*\n/);
    expect(report.images.kept_as_links).toEqual([]);
    expect(body('Writing a brief')).toBe('Before the card.\n\nThree steps:\n\n1. Read the brief\n2. Draft\n\n    indented code stays code\n\nDone.');
  });
});
