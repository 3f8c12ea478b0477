/**
 * A library past 10,000 items of a type: /sitemap.xml keeps the newest 10,000 of each type, and
 * every older item is in an archive sitemap (/sitemaps/<type>-<n>.xml, 10,000 a file) that
 * robots.txt names, so a search engine is told of every public page, each once, and of no draft.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { makeArticle } from '../helpers/content.ts';

const SITE = 'http://localhost:5555'; // PUBLIC_URL of createTestApp
const PUBLIC_ARTICLES = 10_003;
const PUBLIC_VIDEOS = 20_001;

let ctx: TestContext;
const get = (path: string) => request(ctx.app.server).get(path);
const parser = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'url' });

/** The `loc` of every URL of a sitemap, in its order (and checks that it is a valid urlset). */
async function locs(path: string): Promise<string[]> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  expect(XMLValidator.validate(res.text)).toBe(true);
  return (parser.parse(res.text).urlset.url as Array<{ loc: string }>).map((u) => u.loc);
}

const articleIds: string[] = []; // newest first
const videoIds: string[] = [];
let draftArticle: string;
let draftVideo: string;

/** Public items a minute apart, newest first, straight through the connection in one transaction. */
beforeAll(async () => {
  ctx = await createTestApp();
  const c = ctx.app.db.$client;
  const registry = c.prepare('INSERT INTO content_items (id, type, created_at) VALUES (?, ?, ?)');
  const article = c.prepare(
    "INSERT INTO articles (id, title, content, category_name, author, featured_image, status, publish_date, created_at) VALUES (?, ?, 'Body', 'Tech Trends', 'Amina Okafor', '/media/x.jpg', ?, ?, ?)",
  );
  const video = c.prepare("INSERT INTO videos (id, title, category, section, status, upload_date, created_at) VALUES (?, ?, 'Tech Trends', 'Magazine', ?, ?, ?)");
  const minutesAgo = (m: number) => new Date(Date.now() - (m + 1) * 60_000).toISOString();
  c.transaction(() => {
    for (let i = 0; i < PUBLIC_ARTICLES; i++) {
      const id = randomUUID();
      registry.run(id, 'article', minutesAgo(i));
      article.run(id, `Article ${i}`, 'published', minutesAgo(i), minutesAgo(i));
      articleIds.push(id);
    }
    for (let i = 0; i < PUBLIC_VIDEOS; i++) {
      const id = randomUUID();
      registry.run(id, 'video', minutesAgo(i));
      video.run(id, `Video ${i}`, 'published', minutesAgo(i), minutesAgo(i));
      videoIds.push(id);
    }
    draftVideo = randomUUID();
    registry.run(draftVideo, 'video', minutesAgo(5));
    video.run(draftVideo, 'A draft video', 'draft', minutesAgo(5), minutesAgo(5));
  })();
  draftArticle = makeArticle(ctx.app.db, { title: 'A draft', status: 'draft', publishDate: minutesAgo(3) });
});
afterAll(async () => ctx.close());

describe('sitemaps of a library past 10,000 items of a type', () => {
  it('robots.txt names /sitemap.xml and one archive per further 10,000 items of each type', async () => {
    const res = await get('/robots.txt');
    expect(res.text.split('\n').filter((line) => line.startsWith('Sitemap: '))).toEqual([
      `Sitemap: ${SITE}/sitemap.xml`,
      `Sitemap: ${SITE}/sitemaps/articles-2.xml`,
      `Sitemap: ${SITE}/sitemaps/videos-2.xml`,
      `Sitemap: ${SITE}/sitemaps/videos-3.xml`,
    ]);
  });

  it('lists every public article and video once across the files, newest first, and no draft', async () => {
    const files = [await locs('/sitemap.xml'), await locs('/sitemaps/articles-2.xml'), await locs('/sitemaps/videos-2.xml'), await locs('/sitemaps/videos-3.xml')];
    const of = (prefix: string, list: string[]) => list.filter((loc) => loc.startsWith(`${SITE}${prefix}`)).map((loc) => loc.slice(`${SITE}${prefix}`.length));
    const [main, articles2, videos2, videos3] = files;
    expect(of('/article/', main)).toEqual(articleIds.slice(0, 10_000));
    expect(of('/article/', articles2)).toEqual(articleIds.slice(10_000));
    expect(articles2).toHaveLength(PUBLIC_ARTICLES - 10_000); // an archive holds one type only
    expect(of('/video/', main)).toEqual(videoIds.slice(0, 10_000));
    expect(of('/video/', videos2)).toEqual(videoIds.slice(10_000, 20_000));
    expect(videos3).toEqual([`${SITE}/video/${videoIds[20_000]}`]);
    const everything = files.flat().join('\n');
    expect(everything).not.toContain(draftArticle);
    expect(everything).not.toContain(draftVideo);
  });

  it('answers 404 for a block that does not exist or is in /sitemap.xml, and for any other name', async () => {
    for (const path of [
      '/sitemaps/articles-1.xml',
      '/sitemaps/articles-3.xml',
      '/sitemaps/videos-4.xml',
      '/sitemaps/tv-episodes-2.xml',
      '/sitemaps/articles-02.xml',
      '/sitemaps/articles-2.xml.gz',
      '/sitemaps/pages-2.xml',
      '/sitemaps/articles-99999999999.xml',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Sitemap not found' });
    }
  });

  it('is cached like /sitemap.xml: an hour for browsers, an ETag and a 304', async () => {
    const res = await get('/sitemaps/videos-2.xml');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600, s-maxage=5, stale-while-revalidate=30');
    const again = await get('/sitemaps/videos-2.xml').set('if-none-match', res.headers.etag);
    expect(again.status).toBe(304);
  });
});
