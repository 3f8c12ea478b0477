import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import argon2 from 'argon2';
import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { ARTICLE_CATEGORIES, LIMITS, TV_CATEGORIES } from '../../shared/constants.ts';
import { youtubeId } from '../../shared/youtube.ts';
import { formatClock } from '../../shared/format.ts';
import { parseUploadedImage } from '../../shared/responsive-image.ts';
import type { Db } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema.ts';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, seedDatabase } from '../../seed/seed.ts';

const IMAGES_DIR = fileURLToPath(new URL('../../seed/images/', import.meta.url));
const AUDIO_DIR = fileURLToPath(new URL('../../seed/audio/', import.meta.url));
const ADMIN = { adminEmail: 'Seed.Admin@Example.org', adminPassword: 'seed-password-123' };

let ctx: TestContext;
let db: Db;
const messages: string[] = [];
const nowIso = () => new Date().toISOString();

function tableCounts(database: Db): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(schema)) {
    if (typeof table !== 'object' || !table || !('getSQL' in table)) continue;
    out[name] = database.select({ n: sql<number>`count(*)` }).from(table as typeof schema.users).get()!.n;
  }
  return out;
}

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.app.db;
  await seedDatabase(db, { ...ADMIN, dataDir: ctx.config.dataDir, log: (m) => messages.push(m) });
});
afterAll(async () => ctx.close());

describe('seed content', () => {
  const published = () =>
    db.select().from(schema.articles).all().filter((a) => a.status === 'published' && a.publishDate <= nowIso());

  it('publishes at least 24 articles covering all 8 categories', () => {
    const articles = published();
    expect(articles.length).toBeGreaterThanOrEqual(24);
    for (const category of ARTICLE_CATEGORIES) {
      expect(articles.filter((a) => a.categoryName === category).length, category).toBeGreaterThanOrEqual(3);
    }
  });

  it('fills both homepage slots, 4 editor’s picks, featured and trending lists', () => {
    const articles = published();
    const main = articles.find((a) => a.mainPosition === 'main');
    const second = articles.find((a) => a.mainPosition === 'second');
    expect(main).toBeDefined();
    expect(second).toBeDefined();
    expect(main!.id).not.toBe(second!.id);
    expect(articles.filter((a) => a.editorsPick)).toHaveLength(LIMITS.editorsPickMax);
    expect(articles.filter((a) => a.featured).length).toBeGreaterThanOrEqual(4);
    const trending = articles.filter((a) => a.trending).length;
    expect(trending).toBeGreaterThanOrEqual(4);
    expect(trending).toBeLessThanOrEqual(6);
  });

  it('writes realistic, complete articles (Markdown rendered, limits respected)', () => {
    for (const a of db.select().from(schema.articles).all()) {
      const words = a.content.split(/\s+/).filter(Boolean).length;
      expect(words, a.title).toBeGreaterThanOrEqual(250);
      expect(words, a.title).toBeLessThanOrEqual(700);
      expect(a.content).toMatch(/^## /m);
      expect(a.contentHtml).toContain('<h2>');
      expect(a.content + a.title).not.toMatch(/lorem|ipsum/i);
      expect(a.excerpt.length).toBeGreaterThan(0);
      expect(a.excerpt.length).toBeLessThanOrEqual(LIMITS.excerptMax);
      expect(a.metaDescription.length).toBeGreaterThan(0);
      expect(a.metaDescription.length).toBeLessThanOrEqual(LIMITS.metaDescriptionMax);
      expect(a.tags.split(',').length).toBeGreaterThanOrEqual(3);
      expect(a.authorBio).not.toBe('');
      expect(a.featuredImageAlt).not.toBe('');
      expect(a.readTime).toBeGreaterThanOrEqual(2);
    }
  });

  it('keeps one draft and one scheduled article out of public view', () => {
    const rows = db.select().from(schema.articles).all();
    expect(rows.filter((a) => a.status === 'draft')).toHaveLength(1);
    const scheduled = rows.filter((a) => a.status === 'scheduled');
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0].publishDate > nowIso()).toBe(true);
    expect(scheduled[0].mainPosition).toBeNull();
  });

  it('gives at least 3 articles a gallery with alt text and captions', () => {
    const images = db.select().from(schema.articleImages).all();
    expect(new Set(images.map((i) => i.articleId)).size).toBeGreaterThanOrEqual(3);
    for (const image of images) {
      expect(image.alt).not.toBe('Article image');
      expect(image.caption).not.toBe('');
    }
  });

  it('stores every picture as an upload of the Media Library, made from a file that ships in seed/images', async () => {
    const urls = [
      ...db.select().from(schema.articles).all().flatMap((a) => [a.featuredImage, a.authorImage]),
      ...db.select().from(schema.articleImages).all().map((i) => i.url),
      ...db.select().from(schema.videos).all().map((v) => v.thumbnail),
      ...db.select().from(schema.tvEpisodes).all().map((e) => e.thumbnail),
      ...db.select().from(schema.podcastEpisodes).all().map((p) => p.image),
      ...db.select().from(schema.podcastSeries).all().map((s) => s.image),
    ];
    expect(urls.length).toBeGreaterThan(60);
    const uploads = db.select().from(schema.mediaFiles).all();
    expect(new Set(urls).size).toBe(uploads.length);
    for (const url of urls) {
      const upload = uploads.find((u) => u.url === url);
      expect(upload, url).toBeDefined();
      expect(existsSync(IMAGES_DIR + upload!.filename), url).toBe(true);
      expect(parseUploadedImage(url), url).toMatchObject({ fallback: 'jpg' });
      expect(existsSync(join(ctx.config.dataDir, url)), url).toBe(true);
    }
    expect(existsSync(`${IMAGES_DIR}placeholder.jpg`)).toBe(true);
  });

  it('serves the seed pictures without metadata, their variants made when first asked for, and the files of seed/images as they are', async () => {
    const article = published().find((a) => a.mainPosition === 'main')!;
    const image = parseUploadedImage(article.featuredImage)!;
    expect(image).toMatchObject({ width: 1200, height: 675 });
    for (const url of [article.featuredImage, `${image.folder}/320.avif`]) {
      const res = await request(ctx.app.server)
        .get(url)
        .buffer(true)
        .parse((r, cb) => {
          const parts: Buffer[] = [];
          r.on('data', (c: Buffer) => parts.push(c));
          r.on('end', () => cb(null, Buffer.concat(parts)));
        });
      expect(res.status, url).toBe(200);
      const meta = await sharp(res.body as Buffer).metadata();
      expect({ exif: meta.exif, icc: meta.icc, xmp: meta.xmp }, url).toEqual({ exif: undefined, icc: undefined, xmp: undefined });
    }
    const file = await request(ctx.app.server).get('/media/seed/placeholder.jpg');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
  });

  it('gives every article its writer’s portrait: one square upload per writer, served as a JPEG with its variants', async () => {
    const portraits = new Map<string, string>();
    for (const a of db.select().from(schema.articles).all()) {
      expect(a.authorImage, a.title).not.toBe('');
      // Every article by a writer shows the same portrait.
      expect(portraits.get(a.author) ?? a.authorImage, a.author).toBe(a.authorImage);
      portraits.set(a.author, a.authorImage);
    }
    expect(portraits.size).toBeGreaterThanOrEqual(7);
    expect(new Set(portraits.values()).size).toBe(portraits.size);
    for (const [author, url] of portraits) {
      const image = parseUploadedImage(url);
      expect(image, author).toMatchObject({ width: 480, height: 480, fallback: 'jpg' });
      const upload = db.select().from(schema.mediaFiles).where(eq(schema.mediaFiles.url, url)).get();
      expect(upload?.filename, author).toMatch(/^author-[a-z]+\.jpg$/);
      const res = await request(ctx.app.server).get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('image/jpeg');
      const variant = await request(ctx.app.server).get(`${image!.folder}/320.webp`);
      expect(variant.status, `${url} 320.webp`).toBe(200);
      expect(variant.headers['content-type']).toBe('image/webp');
    }
    // The public API hands it out with the article.
    const article = published()[0];
    const res = await request(ctx.app.server).get(`/api/public/articles/${article.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.author_image).toBe(article.authorImage);
  });

  it('adds 8+ magazine videos with playable YouTube links and m:ss durations', () => {
    const videos = db.select().from(schema.videos).all();
    expect(videos.length).toBeGreaterThanOrEqual(8);
    for (const v of videos) {
      expect(v.section).toBe('Magazine');
      expect(ARTICLE_CATEGORIES).toContain(v.category);
      expect(youtubeId(v.youtubeUrl)).toHaveLength(11);
      expect(v.duration).toMatch(/^\d{1,2}:\d{2}$/);
      expect(v.rating).toBeGreaterThanOrEqual(1);
      expect(v.rating).toBeLessThanOrEqual(5);
    }
  });

  it('adds 8+ TV episodes over the seasons Foundation and Innovation', () => {
    const seasons = db.select().from(schema.tvSeasons).all();
    expect(seasons.map((s) => [s.seasonNumber, s.title]).sort()).toEqual([
      [1, 'Foundation'],
      [2, 'Innovation'],
    ]);
    const episodes = db.select().from(schema.tvEpisodes).all();
    expect(episodes.length).toBeGreaterThanOrEqual(8);
    expect(new Set(episodes.map((e) => e.seasonId)).size).toBe(2);
    for (const e of episodes) {
      expect(TV_CATEGORIES).toContain(e.category);
      expect(e.section).toBe(e.category.replace(/\s+/g, ''));
      expect(youtubeId(e.youtubeUrl)).toHaveLength(11);
      expect(e.episodeNumber).toBeGreaterThan(0);
    }
  });

  it('adds 8+ podcast episodes in 2+ series, each linked to a guest', () => {
    const series = db.select().from(schema.podcastSeries).all();
    expect(series.length).toBeGreaterThanOrEqual(2);
    const guests = db.select().from(schema.podcastGuests).all();
    expect(guests.every((g) => g.title && g.organization && g.bio)).toBe(true);
    const episodes = db.select().from(schema.podcastEpisodes).all();
    expect(episodes.length).toBeGreaterThanOrEqual(8);
    expect(new Set(episodes.map((e) => e.seriesId)).size).toBeGreaterThanOrEqual(2);
    for (const e of episodes) {
      const guest = guests.find((g) => g.id === e.guestId);
      expect(guest?.fullName).toBe(e.guestName);
      expect(e.episodeNumber).toBeGreaterThan(0);
      // As long as its sample audio (a seeded episode used to say '44 min' and play 35 s).
      expect(e.duration).toBe(formatClock(e.audioDuration));
      expect(e.audioDuration).toBeGreaterThan(0);
      // Downloads are counted per day (podcast_downloads), none carried over.
      expect(e.legacyDownloads).toBe(0);
      const downloads = db.select().from(schema.podcastDownloads).all().filter((d) => d.episodeId === e.id);
      const total = downloads.reduce((sum, d) => sum + d.downloads, 0);
      expect(total).toBeGreaterThan(0);
      expect(e.plays).toBeGreaterThan(total);
      expect(downloads.every((d) => d.date >= e.publishDate.slice(0, 10) && d.date <= nowIso().slice(0, 10))).toBe(true);
      if (e.youtubeUrl) expect(youtubeId(e.youtubeUrl)).toHaveLength(11);
    }
    expect(episodes.filter((e) => e.transcript).length).toBeGreaterThanOrEqual(2);
  });

  it("makes each series a show of its own: its feed, with its 1,400 px artwork; /podcast.xml numbers no episode twice", async () => {
    const feedTags = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]);
    for (const s of db.select().from(schema.podcastSeries).all()) {
      const xml = (await request(ctx.app.server).get(`/podcast/series/${s.id}.xml`)).text;
      expect(feedTags(xml, 'title')[0]).toBe(s.title);
      const artwork = /<itunes:image href="http:\/\/localhost:5555([^"]+)"\/>/.exec(xml)![1];
      expect(artwork).toMatch(/\/cover-1400\.jpg$/);
      const meta = await sharp((await request(ctx.app.server).get(artwork).buffer(true)).body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1400, 1400]);
      const numbers = feedTags(xml, 'itunes:episode');
      expect(numbers.length).toBe(feedTags(xml, 'guid').length);
      expect(new Set(numbers).size).toBe(numbers.length);
    }
    const all = (await request(ctx.app.server).get('/podcast.xml')).text;
    const numbered = [...all.matchAll(/<itunes:season>(\d+)<\/itunes:season>[\s\S]*?<itunes:episode>(\d+)<\/itunes:episode>/g)].map((m) => `${m[1]}:${m[2]}`);
    expect(numbered).toHaveLength(db.select().from(schema.podcastEpisodes).all().length);
    expect(new Set(numbered).size).toBe(numbered.length);
  });

  it('gives every podcast episode a short spoken MP3, stored like an upload from a file in seed/audio', () => {
    const episodes = db.select().from(schema.podcastEpisodes).all();
    const files = db.select().from(schema.audioFiles).all();
    expect(files).toHaveLength(episodes.length);
    for (const e of episodes) {
      const file = files.find((f) => f.url === e.audioUrl);
      expect(file, e.title).toBeDefined();
      expect(existsSync(AUDIO_DIR + file!.filename), e.audioUrl).toBe(true);
      expect(statSync(join(ctx.config.dataDir, e.audioUrl)).size).toBe(file!.size);
      expect(e).toMatchObject({ audioType: 'audio/mpeg', audioSize: file!.size, audioDuration: file!.duration, audioBitrate: 32 });
      expect(e.audioDuration).toBeGreaterThanOrEqual(20);
      expect(e.audioDuration).toBeLessThanOrEqual(40);
    }
    // Small enough to ship with the code.
    expect(files.reduce((sum, f) => sum + f.size, 0)).toBeLessThan(2 * 1024 * 1024);
  });

  it('adds comments, likes, newsletter sign-ups and 14 days of views with some articles growing', () => {
    expect(db.select().from(schema.comments).all().length).toBeGreaterThanOrEqual(10);
    expect(db.select().from(schema.likes).all().length).toBeGreaterThan(50);
    expect(db.select().from(schema.newsletterSubscribers).all()).toHaveLength(3);

    const since = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    const rows = db.select().from(schema.dailyViews).all();
    expect(rows.every((r) => r.day >= since(13))).toBe(true);
    const growth = new Map<string, { last: number; prev: number }>();
    for (const r of rows) {
      const g = growth.get(r.itemId) ?? { last: 0, prev: 0 };
      if (r.day >= since(6)) g.last += r.views;
      else g.prev += r.views;
      growth.set(r.itemId, g);
    }
    const articleIds = new Set(published().map((a) => a.id));
    const growing = [...growth].filter(([id, g]) => articleIds.has(id) && g.prev > 0 && g.last > g.prev * 1.2);
    expect(growing.length).toBeGreaterThanOrEqual(3);
    // Daily counts never exceed an article's total views.
    for (const a of published()) {
      const g = growth.get(a.id);
      if (g) expect(g.last + g.prev).toBeLessThanOrEqual(a.views);
    }
  });

  it('creates the admin from the options with an argon2id hash and prints the address, never ADMIN_PASSWORD', async () => {
    const admin = db.select().from(schema.users).where(eq(schema.users.email, 'seed.admin@example.org')).get();
    expect(admin?.role).toBe('admin');
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await argon2.verify(admin!.passwordHash, ADMIN.adminPassword)).toBe(true);
    expect(messages.join('\n')).toContain('seed.admin@example.org');
    expect(messages.join('\n')).toContain('the one ADMIN_PASSWORD holds');
    expect(messages.join('\n')).not.toContain(ADMIN.adminPassword);
  });

  it('seeding twice changes nothing and keeps the admin password', async () => {
    const before = tableCounts(db);
    const hashBefore = db.select().from(schema.users).get()!.passwordHash;
    await seedDatabase(db, { ...ADMIN, adminPassword: 'another-password', dataDir: ctx.config.dataDir, log: () => {} });
    expect(tableCounts(db)).toEqual(before);
    expect(db.select().from(schema.users).get()!.passwordHash).toBe(hashBefore);
  });
});

describe('seed admin defaults', () => {
  let other: TestContext;
  beforeAll(async () => {
    other = await createTestApp();
  });
  afterAll(async () => other.close());

  it('uses the documented development account when no admin is configured', async () => {
    await seedDatabase(other.app.db, { log: () => {} });
    const admin = other.app.db.select().from(schema.users).where(eq(schema.users.email, DEFAULT_ADMIN_EMAIL)).get();
    expect(await argon2.verify(admin!.passwordHash, DEFAULT_ADMIN_PASSWORD)).toBe(true);
  });

  it('sets no known password in production and prints how the operator chooses one', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const log: string[] = [];
    try {
      await seedDatabase(other.app.db, { adminEmail: 'ops@example.org', log: (m) => log.push(m) });
    } finally {
      process.env.NODE_ENV = previous;
    }
    const printed = log.join('\n');
    expect(printed).toContain('ops@example.org');
    expect(printed).toContain('npm run admin -- reset-password ops@example.org');
    const admin = other.app.db.select().from(schema.users).where(eq(schema.users.email, 'ops@example.org')).get();
    expect(admin?.role).toBe('admin');
    // Nothing printed signs in: no word of it that could be a generated password is the password.
    for (const word of printed.split(/\s+/).filter((w) => /^[\w-]{8,}$/.test(w))) expect(await argon2.verify(admin!.passwordHash, word)).toBe(false);
    expect(await argon2.verify(admin!.passwordHash, DEFAULT_ADMIN_PASSWORD)).toBe(false);
  });
});
