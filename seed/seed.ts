/**
 * Sample content for a fresh install (issue 2 item 4), like a new Ghost blog comes with its welcome
 * posts: 26 articles over the 8 categories (24 public, one draft, one scheduled), each with its
 * writer's illustrated portrait, magazine videos, two TV seasons, two podcast series with guests,
 * comments, likes, 14 days of view counts, newsletter sign-ups and the first admin account.
 *
 * Idempotent by construction: every row's id is derived from a stable name (./ids.ts), an item that
 * already exists is skipped together with its comments, likes and views, and lookup rows (seasons,
 * series, guests, subscribers) are matched on their unique keys. Seeding twice leaves the same rows;
 * seeding after staff deleted a sample item puts that item back.
 *
 * Content goes through the content store (registry row, rendered Markdown, read time), all in one
 * transaction so an interrupted seed leaves nothing half-written. Dates are relative to "now" so a
 * freshly seeded site always looks current.
 */
import { ensureStaffProfile } from '../server/modules/authors/service.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import { count, eq } from 'drizzle-orm';
import { LIMITS } from '../shared/constants.ts';
import { inTransaction, type Db } from '../server/db/client.ts';
import {
  articles,
  comments,
  contentItems,
  dailyViews,
  likes,
  newsletterSubscribers,
  podcastDownloads,
  podcastGuests,
  podcastSeries,
  tvSeasons,
  users,
} from '../server/db/schema.ts';
import { insertArticle } from '../server/modules/articles/store.ts';
import { insertVideo } from '../server/modules/videos/table.ts';
import { insertTvEpisode } from '../server/modules/tvshows/table.ts';
import { insertPodcastEpisode } from '../server/modules/podcasts/table.ts';
import {
  seedArticles,
  seedComments,
  seedGuests,
  seedPodcastEpisodes,
  seedSeasons,
  seedSeries,
  seedSubscribers,
  seedTvEpisodes,
  seedVideos,
} from './content/index.ts';
import { prng, stableId, youtubeIdFor } from './ids.ts';
import type { PodcastAudio } from '../shared/api/podcasts.ts';
import { authorKeyOf } from './content/authors.ts';
import {
  articleImageFile,
  authorImageFile,
  galleryImageFile,
  mediaUrl,
  podcastAudioFile,
  podcastImageFile,
  seedAudio,
  seedPictures,
  seriesImageFile,
  tvImageFile,
  videoImageFile,
} from './media.ts';
import { episodeDuration } from '../shared/validation/podcast.ts';
import { completeAllInBackground, variantsSettled } from '../server/modules/media/variants.ts';

export interface SeedOptions {
  adminEmail?: string;
  adminPassword?: string;
  log?: (message: string) => void;
  /**
   * The data folder: the pictures are stored there as uploads with their variants (media.ts).
   * Without it content points at the files in seed/images, shown as they are.
   */
  dataDir?: string;
  /**
   * When the pictures' variants are made: 'now' (before seedDatabase returns: `npm run db:seed`),
   * 'background' (right after: the server's first start), or 'on-demand' (each when first asked
   * for: tests and benchmarks, which only look at a few). Default 'on-demand'.
   */
  variants?: 'now' | 'background' | 'on-demand';
  /** false: the admin account only, no sample content (see seedFirstStart). Default true. */
  sampleContent?: boolean;
}

/** Documented development password (README); production sets none (see AdminPassword). */
export const DEFAULT_ADMIN_EMAIL = 'admin@insightmedia.africa';
export const DEFAULT_ADMIN_PASSWORD = 'ChangeMe-2026!';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** True when no staff account exists yet: the server seeds such a database on start. */
export function isDatabaseEmpty(db: Db): boolean {
  return db.select({ id: users.id }).from(users).limit(1).all().length === 0;
}

/**
 * The server's first start: a database without a staff account gets the admin account, and the
 * sample content only when it holds no content at all. A site just filled by `npm run import`
 * (from WordPress, Ghost or another Insight Media) has no account yet, and its articles must not
 * end up among two dozen sample ones. Returns whether it seeded anything.
 */
export async function seedFirstStart(db: Db, options: Omit<SeedOptions, 'sampleContent'>): Promise<boolean> {
  if (!isDatabaseEmpty(db)) return false;
  const hasContent = db.select({ id: contentItems.id }).from(contentItems).limit(1).all().length > 0;
  await seedDatabase(db, { ...options, sampleContent: !hasContent });
  return true;
}

interface AdminPlan {
  email: string;
  /** Set only when the account is about to be created. */
  create: { hash: string; password: AdminPassword } | null;
}

/**
 * Where the first admin's password comes from. Production never shows one: what the server prints
 * at start lands in its log, and a password in a log is anyone's who can read it.
 */
type AdminPassword =
  | { from: 'default'; value: string }
  | { from: 'ADMIN_PASSWORD' }
  /** Production without ADMIN_PASSWORD: a random one nobody knows; the operator sets one with the admin command. */
  | { from: 'none' };

interface SeedCounts {
  added: number;
  skipped: number;
}

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<void> {
  const log = options.log ?? ((message: string) => console.log(message));
  // Hashing is async and SQLite transactions are synchronous: settle the admin before the transaction.
  const admin = await planAdmin(db, options);
  const now = Date.now();
  const withContent = options.sampleContent !== false;
  const pictures = withContent && options.dataDir ? await seedPictures(db, options.dataDir, seedPictureFiles(), new Date(now).toISOString()) : null;
  const audio = withContent && options.dataDir
    ? await seedAudio(db, options.dataDir, seedPodcastEpisodes.map((p) => podcastAudioFile(p.slug)), new Date(now).toISOString())
    : () => undefined;

  const counts = inTransaction(db, (tx) => {
    if (admin.create) {
      tx.insert(users)
        .values({
          id: stableId(`user:${admin.email}`),
          name: 'Insight Admin',
          email: admin.email,
          passwordHash: admin.create.hash,
          role: 'admin',
          bio: 'Runs the Insight Media back office.',
        })
        .onConflictDoNothing()
        .run();
      ensureStaffProfile(tx, { id: stableId(`user:${admin.email}`), name: 'Insight Admin', bio: 'Runs the Insight Media back office.' });
    }
    if (!withContent) return null;
    const seeder = new ContentSeeder(tx, now, pictures?.urlOf ?? mediaUrl, audio);
    return {
      articles: seeder.articles(),
      videos: seeder.videos(),
      tv: seeder.tvEpisodes(),
      podcasts: seeder.podcastEpisodes(),
      subscribers: seeder.subscribers(),
    };
  });

  const added = counts ? counts.articles.added + counts.videos.added + counts.tv.added + counts.podcasts.added : 0;
  if (!counts) {
    log('The site already has content: no sample content added.');
  } else if (added === 0) {
    log('Sample content already present: nothing added.');
  } else {
    log(
      `Sample content added: ${counts.articles.added} articles, ${counts.videos.added} magazine videos, ` +
        `${counts.tv.added} TV episodes, ${counts.podcasts.added} podcast episodes` +
        (counts.articles.skipped + counts.videos.skipped + counts.tv.skipped + counts.podcasts.skipped > 0
          ? ' (others were already present).'
          : '.'),
    );
  }
  logAdmin(log, admin);

  if (pictures && options.dataDir && options.variants !== 'on-demand' && options.variants !== undefined) {
    const failed = (err: unknown) => log(`Sample picture variants could not all be made: ${String(err)}`);
    void completeAllInBackground(db, options.dataDir, pictures.uploads, failed);
    if (options.variants === 'now') {
      await variantsSettled();
      log(`Sample pictures stored with their variants (${pictures.uploads.length} pictures).`);
    }
  }
}

/** The portrait file of a sample writer (content/authors.ts), undefined for anyone else. */
function authorPortraitFile(name: string): string | undefined {
  const key = authorKeyOf(name);
  return key ? authorImageFile(key) : undefined;
}

/** Every picture the sample content shows. */
function seedPictureFiles(): string[] {
  return [
    ...seedArticles.flatMap((a) => [articleImageFile(a.slug), ...(a.gallery ?? []).map((_, i) => galleryImageFile(a.slug, i))]),
    ...seedArticles.map((a) => authorPortraitFile(a.author)).filter((f): f is string => f !== undefined),
    ...seedVideos.map((v) => videoImageFile(v.slug)),
    ...seedTvEpisodes.map((e) => tvImageFile(e.slug)),
    ...seedPodcastEpisodes.map((p) => podcastImageFile(p.slug)),
    ...seedSeries.map((s) => seriesImageFile(s.key)),
  ];
}

async function planAdmin(db: Db, options: SeedOptions): Promise<AdminPlan> {
  const email = (options.adminEmail?.trim() || DEFAULT_ADMIN_EMAIL).toLowerCase();
  const existing = db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
  // Never overwrite a password staff may have changed since the first seed.
  if (existing) return { email, create: null };
  const password: AdminPassword = options.adminPassword
    ? { from: 'ADMIN_PASSWORD' }
    : process.env.NODE_ENV === 'production'
      ? { from: 'none' }
      : { from: 'default', value: DEFAULT_ADMIN_PASSWORD };
  const plain = options.adminPassword ?? (password.from === 'default' ? password.value : randomBytes(32).toString('hex'));
  const hash = await argon2.hash(plain, { type: argon2.argon2id });
  return { email, create: { hash, password } };
}

function logAdmin(log: (message: string) => void, admin: AdminPlan): void {
  if (!admin.create) {
    log(`Admin account ${admin.email} already exists (password unchanged). Sign in at /admin/login.`);
    return;
  }
  const { password } = admin.create;
  const lines =
    password.from === 'default'
      ? [`  │  password:  ${password.value}`, '  │  (development default: change it in Settings, or set ADMIN_PASSWORD)']
      : password.from === 'ADMIN_PASSWORD'
        ? ['  │  password:  the one ADMIN_PASSWORD holds']
        : ['  │  password:  none yet. Choose one with', `  │    npm run admin -- reset-password ${admin.email}`];
  log(
    [
      '',
      '  ┌─ Admin account created ─────────────────────────────',
      `  │  sign in:   /admin/login`,
      `  │  email:     ${admin.email}`,
      ...lines,
      '  └─────────────────────────────────────────────────────',
      '',
    ].join('\n'),
  );
}

/** Writes each group of sample content, skipping items that are already there. */
class ContentSeeder {
  /** A fixed pool of anonymous visitors, so likes are stable across runs. */
  private readonly visitors = Array.from({ length: 120 }, (_, i) => stableId(`visitor:${i}`));

  constructor(
    private readonly db: Db,
    private readonly now: number,
    /** The address content uses for a seed picture. */
    private readonly picture: (file: string) => string,
    /** A sample episode's stored audio (none without a data folder). */
    private readonly audio: (file: string) => PodcastAudio | undefined,
  ) {}

  articles(): SeedCounts {
    const result: SeedCounts = { added: 0, skipped: 0 };
    for (const a of seedArticles) {
      const id = stableId(`article:${a.slug}`);
      if (this.exists(id)) {
        result.skipped++;
        continue;
      }
      const status = a.status ?? 'published';
      const publishDate = this.dateFor(a.daysAgo, a.slug);
      const created = status === 'published' ? publishDate : this.iso(this.now - DAY_MS);
      insertArticle(
        this.db,
        {
          id,
          title: a.title,
          subtitle: a.subtitle,
          excerpt: a.excerpt,
          content: a.body,
          categoryName: a.category,
          author: a.author,
          authorBio: a.authorBio,
          authorImage: this.authorPortrait(a.author),
          tags: a.tags,
          featuredImage: this.picture(articleImageFile(a.slug)),
          featuredImageAlt: a.imageAlt,
          metaDescription: a.metaDescription,
          featured: a.featured ?? false,
          trending: a.trending ?? false,
          editorsPick: Boolean(a.editorsPick) && this.editorsPickHasRoom(),
          mainPosition: a.mainPosition && this.slotIsFree(a.mainPosition) ? a.mainPosition : null,
          status,
          publishDate,
          views: a.views,
          allowComments: true,
          createdAt: created,
          updatedAt: created,
        },
        (a.gallery ?? []).map((g, i) => ({ url: this.picture(galleryImageFile(a.slug, i)), alt: g.alt, caption: g.caption })),
      );
      if (status === 'published') this.engagement(id, a.slug, publishDate, a.views, a.momentum ?? 'steady', 350);
      result.added++;
    }
    return result;
  }

  /** The address of a writer's portrait (stored as an upload like the other pictures), '' for none. */
  private authorPortrait(name: string): string {
    const file = authorPortraitFile(name);
    return file ? this.picture(file) : '';
  }

  videos(): SeedCounts {
    const result: SeedCounts = { added: 0, skipped: 0 };
    for (const v of seedVideos) {
      const id = stableId(`video:${v.slug}`);
      if (this.exists(id)) {
        result.skipped++;
        continue;
      }
      const uploadDate = this.dateFor(v.daysAgo, v.slug);
      insertVideo(this.db, {
        id,
        title: v.title,
        description: v.description,
        category: v.category,
        section: 'Magazine',
        creator: v.creator,
        youtubeUrl: `https://www.youtube.com/watch?v=${youtubeIdFor(v.slug)}`,
        thumbnail: this.picture(videoImageFile(v.slug)),
        duration: v.duration,
        views: v.views,
        rating: v.rating,
        status: 'published',
        featured: v.featured ?? false,
        isNew: v.isNew ?? false,
        tags: v.tags,
        transcript: v.transcript ?? '',
        metaDescription: v.metaDescription,
        uploadDate,
        createdAt: uploadDate,
        updatedAt: uploadDate,
      });
      this.engagement(id, v.slug, uploadDate, v.views, v.daysAgo <= 10 ? 'rising' : 'steady', 600);
      result.added++;
    }
    return result;
  }

  tvEpisodes(): SeedCounts {
    const seasonIds = new Map<number, string>();
    for (const season of seedSeasons) {
      const existing = this.db.select({ id: tvSeasons.id }).from(tvSeasons).where(eq(tvSeasons.seasonNumber, season.number)).get();
      const id = existing?.id ?? stableId(`tv-season:${season.number}`);
      if (!existing) this.db.insert(tvSeasons).values({ id, seasonNumber: season.number, title: season.title }).run();
      seasonIds.set(season.number, id);
    }
    const result: SeedCounts = { added: 0, skipped: 0 };
    for (const e of seedTvEpisodes) {
      const id = stableId(`tv:${e.slug}`);
      if (this.exists(id)) {
        result.skipped++;
        continue;
      }
      const uploadDate = this.dateFor(e.daysAgo, e.slug);
      insertTvEpisode(this.db, {
        id,
        title: e.title,
        description: e.description,
        category: e.category,
        section: e.section,
        creator: 'Insight TV',
        youtubeUrl: `https://youtu.be/${youtubeIdFor(e.slug)}`,
        thumbnail: this.picture(tvImageFile(e.slug)),
        duration: e.duration,
        views: e.views,
        rating: e.rating,
        status: 'published',
        featured: e.featured ?? false,
        isNew: e.isNew ?? false,
        tags: e.tags,
        transcript: e.transcript ?? '',
        metaDescription: e.metaDescription,
        uploadDate,
        seasonId: seasonIds.get(e.season) ?? null,
        episodeNumber: e.episode,
        createdAt: uploadDate,
        updatedAt: uploadDate,
      });
      this.engagement(id, e.slug, uploadDate, e.views, e.daysAgo <= 14 ? 'rising' : 'cooling', 700);
      result.added++;
    }
    return result;
  }

  podcastEpisodes(): SeedCounts {
    const seriesIds = new Map<string, string>();
    for (const s of seedSeries) {
      const existing = this.db.select({ id: podcastSeries.id, image: podcastSeries.image }).from(podcastSeries).where(eq(podcastSeries.title, s.title)).get();
      const id = existing?.id ?? stableId(`podcast-series:${s.key}`);
      const image = this.picture(seriesImageFile(s.key));
      if (!existing) this.db.insert(podcastSeries).values({ id, title: s.title, description: s.description, image }).run();
      // A series seeded before series had pictures gets its own; one staff gave a picture keeps it.
      else if (!existing.image) this.db.update(podcastSeries).set({ image }).where(eq(podcastSeries.id, id)).run();
      seriesIds.set(s.key, id);
    }
    const guests = new Map<string, { id: string; name: string }>();
    for (const g of seedGuests) {
      const existing = this.db.select({ id: podcastGuests.id }).from(podcastGuests).where(eq(podcastGuests.fullName, g.fullName)).get();
      const id = existing?.id ?? stableId(`podcast-guest:${g.key}`);
      if (!existing) {
        this.db.insert(podcastGuests).values({ id, fullName: g.fullName, title: g.title, organization: g.organization, bio: g.bio }).run();
      }
      guests.set(g.key, { id, name: g.fullName });
    }
    const result: SeedCounts = { added: 0, skipped: 0 };
    for (const p of seedPodcastEpisodes) {
      const id = stableId(`podcast:${p.slug}`);
      if (this.exists(id)) {
        result.skipped++;
        continue;
      }
      const guest = guests.get(p.guest);
      const publishDate = this.dateFor(p.daysAgo, p.slug);
      const audio = this.audio(podcastAudioFile(p.slug));
      insertPodcastEpisode(this.db, {
        id,
        title: p.title,
        description: p.description,
        episodeNumber: p.episode,
        guestName: guest?.name ?? '',
        guestId: guest?.id ?? null,
        seriesId: seriesIds.get(p.series) ?? null,
        category: 'Podcast',
        // The spoken sample is what plays: its length, as saving an episode with that upload gives.
        duration: episodeDuration(p.duration, audio?.duration ?? 0),
        // Page views of the episode; plays and downloads count listens (downloads per day, below).
        views: Math.round(p.plays * 1.35),
        plays: p.plays,
        rating: p.rating,
        image: this.picture(podcastImageFile(p.slug)),
        youtubeUrl: p.withYoutube ? `https://www.youtube.com/watch?v=${youtubeIdFor(p.slug)}` : '',
        audioUrl: audio?.url ?? '',
        audioSize: audio?.size ?? 0,
        audioType: audio?.mime_type ?? '',
        audioDuration: audio?.duration ?? 0,
        audioBitrate: audio?.bitrate ?? 0,
        transcript: p.transcript ?? '',
        tags: p.tags,
        metaDescription: p.metaDescription,
        featured: p.featured ?? false,
        status: 'published',
        publishDate,
        createdAt: publishDate,
        updatedAt: publishDate,
      });
      this.engagement(id, p.slug, publishDate, Math.round(p.plays * 1.35), p.daysAgo <= 14 ? 'rising' : 'steady', 500);
      for (const row of this.dailyDownloads(Date.parse(publishDate), p.downloads, prng(`downloads:${p.slug}`))) {
        this.db.insert(podcastDownloads).values({ episodeId: id, ...row }).onConflictDoNothing().run();
      }
      result.added++;
    }
    return result;
  }

  subscribers(): SeedCounts {
    const result: SeedCounts = { added: 0, skipped: 0 };
    seedSubscribers.forEach((email, i) => {
      const changes = this.db
        .insert(newsletterSubscribers)
        // Sample readers who confirmed their subscription an hour after signing up (double opt-in).
        .values({
          id: stableId(`subscriber:${email}`),
          email,
          status: 'active',
          manageToken: randomUUID(),
          createdAt: this.iso(this.now - (i * 5 + 2) * DAY_MS),
          confirmedAt: this.iso(this.now - (i * 5 + 2) * DAY_MS + 3_600_000),
        })
        .onConflictDoNothing()
        .run().changes;
      if (changes > 0) result.added++;
      else result.skipped++;
    });
    return result;
  }

  /** Comments, likes and daily views for an item written in this run. */
  private engagement(
    itemId: string,
    slug: string,
    published: string,
    views: number,
    momentum: 'rising' | 'steady' | 'cooling',
    viewsPerLike: number,
  ): void {
    const publishedAt = Date.parse(published);
    const random = prng(`engagement:${slug}`);

    seedComments
      .filter((c) => c.on === slug)
      .forEach((c, i) => {
        const at = Math.min(publishedAt + c.hoursAfter * HOUR_MS, this.now - (i + 1) * 7 * 60_000);
        this.db
          .insert(comments)
          .values({ id: stableId(`comment:${slug}:${i}`), itemId, name: c.name, content: c.content, createdAt: this.iso(at) })
          .onConflictDoNothing()
          .run();
      });

    const likeCount = Math.min(this.visitors.length, Math.round(views / viewsPerLike) + Math.floor(random() * 6));
    const offset = Math.floor(random() * this.visitors.length);
    for (let i = 0; i < likeCount; i++) {
      const at = publishedAt + random() * Math.max(HOUR_MS, this.now - publishedAt);
      this.db
        .insert(likes)
        .values({ itemId, visitorId: this.visitors[(offset + i) % this.visitors.length], createdAt: this.iso(Math.min(at, this.now)) })
        .onConflictDoNothing()
        .run();
    }

    for (const row of this.dailyViews(publishedAt, views, momentum, random)) {
      this.db.insert(dailyViews).values({ itemId, ...row }).onConflictDoNothing().run();
    }
  }

  /**
   * The last 14 UTC days of views, shaped so "trending by 7-day growth" has something to rank:
   * rising items gain views day by day, cooling ones fade. The rows never add up to more than the
   * item's total views.
   */
  private dailyViews(publishedAt: number, views: number, momentum: 'rising' | 'steady' | 'cooling', random: () => number) {
    const ageDays = Math.max(1, (this.now - publishedAt) / DAY_MS);
    const windowShare = ageDays <= 14 ? 0.85 : Math.min(0.6, Math.max(0.12, (14 / ageDays) * 1.2));
    const days: { day: string; weight: number }[] = [];
    for (let d = 13; d >= 0; d--) {
      const dayStart = Date.parse(this.iso(this.now - d * DAY_MS).slice(0, 10));
      if (dayStart + DAY_MS <= publishedAt) continue; // not out yet that day
      const position = 13 - d; // 0 = oldest day in the window, 13 = today
      const trend = momentum === 'rising' ? 1 + position * 0.22 : momentum === 'cooling' ? 1 + (13 - position) * 0.18 : 1;
      const partialToday = d === 0 ? 0.45 : 1;
      days.push({ day: this.iso(this.now - d * DAY_MS).slice(0, 10), weight: trend * partialToday * (0.8 + random() * 0.4) });
    }
    const total = days.reduce((sum, d) => sum + d.weight, 0);
    const budget = Math.floor(views * windowShare);
    return days.map((d) => ({ day: d.day, views: Math.floor((budget * d.weight) / total) }));
  }

  /**
   * An episode's `total` downloads spread over the UTC days since it came out, the way podcast
   * downloads arrive: most in the first days (subscribers' apps fetch new episodes), then a long
   * tail. The rows add up to `total` exactly.
   */
  private dailyDownloads(publishedAt: number, total: number, random: () => number): { date: string; downloads: number }[] {
    const firstDay = Date.parse(this.iso(publishedAt).slice(0, 10));
    const days = Math.max(1, Math.floor((this.now - firstDay) / DAY_MS) + 1);
    const weights = Array.from({ length: days }, (_, d) => (Math.exp(-d / 4) + 0.06) * (0.8 + random() * 0.4));
    const sum = weights.reduce((a, w) => a + w, 0);
    const counts = weights.map((w) => Math.floor((total * w) / sum));
    counts[0] += total - counts.reduce((a, n) => a + n, 0);
    return counts.map((downloads, d) => ({ date: this.iso(firstDay + d * DAY_MS).slice(0, 10), downloads })).filter((row) => row.downloads > 0);
  }

  private exists(id: string): boolean {
    return this.db.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.id, id)).get() !== undefined;
  }

  /** Staff may have moved the homepage slots since the first seed: never fight them for one. */
  private slotIsFree(position: 'main' | 'second'): boolean {
    return this.db.select({ id: articles.id }).from(articles).where(eq(articles.mainPosition, position)).get() === undefined;
  }

  private editorsPickHasRoom(): boolean {
    const [row] = this.db.select({ n: count() }).from(articles).where(eq(articles.editorsPick, true)).all();
    return (row?.n ?? 0) < LIMITS.editorsPickMax;
  }

  /**
   * An ISO date `daysAgo` days before now at a stable time of day (or in the future for negative
   * values). Past dates are always strictly before now, so "published" items are public at once.
   */
  private dateFor(daysAgo: number, slug: string): string {
    if (daysAgo === 0) return this.iso(this.now - HOUR_MS);
    const day = new Date(this.now - daysAgo * DAY_MS);
    const hour = 5 + Math.floor(prng(`time:${slug}`)() * 12);
    day.setUTCHours(hour, (hour * 7) % 60, 0, 0);
    if (daysAgo > 0 && day.getTime() >= this.now) day.setTime(this.now - HOUR_MS);
    return this.iso(day.getTime());
  }

  private iso(ms: number): string {
    return new Date(ms).toISOString();
  }
}
