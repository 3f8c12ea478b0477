/**
 * Public lists stay fast on a big table: each list query, as Drizzle writes it, walks the index made
 * for its filter in the list's order (server/db/schema.ts, migrations/0004, 0011 and 0012) and
 * never scans the table nor sorts in a temp B-tree; the total of a public list is counted once per
 * public version (content-table.ts selectPublicPage), not on every page, and is right after a write
 * or when a scheduled date arrives.
 *
 * The SQL checked is what the services run: every statement is captured from the connection while
 * the call runs, with its bound values, and explained as it is. Without ANALYZE statistics SQLite's
 * planner does not look at row counts, but a few thousand rows keep the test honest if it ever does.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { testClock } from '../helpers/clock.ts';
import { makeArticle } from '../helpers/content.ts';
import * as articlesPublic from '../../server/modules/articles/public.ts';
import * as videosPublic from '../../server/modules/videos/public.ts';
import * as tvPublic from '../../server/modules/tvshows/public.ts';
import * as podcastsPublic from '../../server/modules/podcasts/public.ts';
import * as feeds from '../../server/modules/feeds/service.ts';
import * as commentsService from '../../server/modules/comments/service.ts';
import { publicVersion } from '../../server/modules/content/public-version.ts';
import { publicTrendingCandidates } from '../../server/modules/articles/repository.ts';
import * as articlesPublicRepo from '../../server/modules/articles/public-repository.ts';

const clock = testClock();
let ctx: TestContext;
const db = () => ctx.app.db;
const api = () => request(ctx.app.server);

const CATEGORIES = ['Tech Trends', 'Research World', 'Mind Battles', 'Campus Life', 'Policy Watch'];
const DAY = 86_400_000;
const STATUSES = ['published', 'published', 'published', 'published', 'published', 'published', 'scheduled', 'draft', 'review'];
let commentedId: string;
const SEASON_ID = randomUUID();
const AUTHOR_ID = randomUUID();
const SERIES_ID = randomUUID();

/** A few thousand rows of every content type, straight through the connection in one transaction. */
function fill(articles: number, videosAndEpisodes: number) {
  const c = db().$client;
  const iso = (ms: number) => new Date(ms).toISOString();
  const registry = c.prepare('INSERT INTO content_items (id, type, created_at) VALUES (?, ?, ?)');
  const article = c.prepare(
    `INSERT INTO articles (id, title, content, category_name, author, featured_image, featured, trending, editors_pick, status, publish_date, created_at)
     VALUES (?, ?, 'Body', ?, 'Author', '/media/x.jpg', ?, ?, ?, ?, ?, ?)`,
  );
  const video = (table: string) =>
    c.prepare(`INSERT INTO ${table} (id, title, category, section, featured, status, upload_date, created_at) VALUES (?, ?, ?, 'Magazine', ?, ?, ?, ?)`);
  const podcast = c.prepare('INSERT INTO podcast_episodes (id, title, category, featured, status, publish_date, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const comment = c.prepare("INSERT INTO comments (id, item_id, name, content, created_at) VALUES (?, ?, 'Reader', 'Hello', ?)");
  const now = clock();
  // Dates spread over years (some to come), several rows per second so the tie-breakers matter.
  const dated = (i: number) => iso(now - (i % 1500) * DAY + (i % 7 === 0 ? 30 * DAY : 0));
  c.transaction(() => {
    for (let i = 0; i < articles; i++) {
      const id = randomUUID();
      const date = dated(i);
      registry.run(id, 'article', date);
      const flag = (every: number) => (i % every === 0 ? 1 : 0);
      article.run(id, `Article ${i}`, CATEGORIES[i % 5], flag(40), flag(70), i < 4 * 97 ? flag(97) : 0, STATUSES[i % 9], date, date);
      if (i === 1) commentedId = id;
    }
    for (const [table, type] of [['videos', 'video'], ['tv_episodes', 'tvshow']] as const) {
      const insert = video(table);
      for (let i = 0; i < videosAndEpisodes; i++) {
        const id = randomUUID();
        registry.run(id, type, dated(i));
        insert.run(id, `${table} ${i}`, CATEGORIES[i % 5], i % 20 === 0 ? 1 : 0, STATUSES[i % 9], dated(i), dated(i));
      }
    }
    for (let i = 0; i < videosAndEpisodes; i++) {
      const id = randomUUID();
      registry.run(id, 'podcast', dated(i));
      podcast.run(id, `Episode ${i}`, CATEGORIES[i % 5], i % 20 === 0 ? 1 : 0, STATUSES[i % 9], dated(i), dated(i));
    }
    for (let i = 0; i < 200; i++) comment.run(randomUUID(), commentedId, iso(now - i * 60_000));
    // The browse pages' groups: one author, season and series holding every third row.
    c.prepare("INSERT INTO authors (id, slug, name) VALUES (?, 'ama-mensah', 'Ama Mensah')").run(AUTHOR_ID);
    c.prepare("UPDATE articles SET author = 'Ama Mensah', author_id = ? WHERE rowid % 3 = 0").run(AUTHOR_ID);
    c.prepare("INSERT INTO tv_seasons (id, season_number, title, created_at) VALUES (?, 1, 'Season 1', ?)").run(SEASON_ID, iso(now));
    c.prepare('UPDATE tv_episodes SET season_id = ? WHERE rowid % 3 = 0').run(SEASON_ID);
    c.prepare("INSERT INTO podcast_series (id, title, created_at) VALUES (?, 'Learning Out Loud', ?)").run(SERIES_ID, iso(now));
    c.prepare('UPDATE podcast_episodes SET series_id = ? WHERE rowid % 3 = 0').run(SERIES_ID);
  })();
}

interface Statement {
  sql: string;
  params: unknown[];
}

/** Runs `call` and answers every statement it ran on the connection, with its bound values. */
function statementsOf(call: () => unknown): Statement[] {
  const client = db().$client;
  const prepare = client.prepare;
  const ran: Statement[] = [];
  const record = (sql: string, target: object): object =>
    new Proxy(target, {
      get(t, prop) {
        const value = Reflect.get(t, prop) as unknown;
        if (typeof value !== 'function') return value;
        if (prop === 'all' || prop === 'get' || prop === 'run' || prop === 'iterate') {
          return (...params: unknown[]) => {
            ran.push({ sql, params });
            return value.apply(t, params) as unknown;
          };
        }
        // raw(), pluck(), ... return the statement itself: keep recording it.
        return (...args: unknown[]) => {
          const result = value.apply(t, args) as unknown;
          return result === t ? record(sql, t) : result;
        };
      },
    });
  client.prepare = ((sql: string) => record(sql, prepare.call(client, sql))) as typeof client.prepare;
  try {
    call();
  } finally {
    client.prepare = prepare;
  }
  return ran;
}

const explain = ({ sql, params }: Statement): string[] =>
  (db().$client.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail);

/** A scalar subquery in a column list (an episode's counted downloads), up to two levels of parentheses inside. */
const SUBQUERY = /\(select (?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)/g;
/** The table a statement reads first ("select ... from "articles" ..."), past the subqueries of its columns. */
const mainTable = (sql: string) => /^select .*? from "(\w+)"/.exec(sql.replace(SUBQUERY, '(subquery)'))?.[1];
/** Statements finding rows by id (the item itself, its images, likes, comment counts): not lists. */
const byId = (sql: string) => /"(id|item_id|article_id)" in \(/.test(sql) || /"id" = \?/.test(sql);
const isCount = (sql: string) => /^select count\(\*\)/.test(sql);

/**
 * A write to public content: moves the public version, so the next list counts again. Reading the
 * version right away keeps its own queries (the next scheduled date) out of the statements checked.
 */
function touch() {
  db().$client.prepare('UPDATE articles SET updated_at = updated_at WHERE rowid = (SELECT min(rowid) FROM articles)').run();
  publicVersion(db());
}

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  fill(3000, 400);
});
afterAll(async () => ctx.close());

type Case = [name: string, call: () => unknown, indexes: Record<string, string>, paged: boolean];

const article = (q: Parameters<typeof articlesPublic.listArticles>[1]) => () => articlesPublic.listArticles(db(), q);
const deep = { page: 30, limit: 20 };
const cases: Case[] = [
  ['articles', article({}), { articles: 'articles_public_order_idx' }, true],
  ['articles, a deep page', article(deep), { articles: 'articles_public_order_idx' }, true],
  ['articles by category (any case)', article({ category: 'research WORLD' }), { articles: 'articles_public_category_idx' }, true],
  ['articles by category, a deep page', article({ category: 'Tech Trends', ...deep }), { articles: 'articles_public_category_idx' }, true],
  ['featured articles', article({ featured: true }), { articles: 'articles_featured_idx' }, true],
  ['trending articles', article({ trending: true }), { articles: 'articles_trending_idx' }, true],
  ["editor's pick articles", article({ editors_pick: true }), { articles: 'articles_editors_pick_idx' }, true],
  ['articles not in a homepage slot', () => articlesPublic.listRegularArticles(db(), { limit: 20 }), { articles: 'articles_public_order_idx' }, true],
  ["editor's pick (home)", () => articlesPublic.editorsPicks(db()), { articles: 'articles_editors_pick_idx' }, true],
  ['featured (home)', () => articlesPublic.featuredArticles(db(), 3), { articles: 'articles_featured_idx' }, true],
  ['main slots', () => articlesPublic.mainArticles(db()), { articles: 'articles_main_position_uq' }, false],
  // The browse pages (/author/<slug>, /tv-show?season=, /podcast?series=), deep pages included.
  ["an author's articles", () => articlesPublicRepo.listArticles(db(), { authorId: AUTHOR_ID }, { page: 20, limit: 12 }), { articles: 'articles_public_author_idx' }, true],
  ['TV episodes of a season', () => tvPublic.listTvShows(db(), { season: '1', page: 5, limit: 20 }), { tv_episodes: 'tv_episodes_season_idx' }, true],
  ['podcast episodes of a series', () => podcastsPublic.listPodcasts(db(), { series: 'learning-out-loud', page: 5, limit: 20 }), { podcast_episodes: 'podcast_episodes_series_idx' }, true],
];
/** The lists of videos, TV episodes and podcast episodes: their name, service call and table. */
const VIDEO_AND_EPISODE_LISTS = [
  ['videos', videosPublic.listVideos, 'videos'],
  ['TV episodes', tvPublic.listTvShows, 'tv_episodes'],
  ['podcast episodes', podcastsPublic.listPodcasts, 'podcast_episodes'],
] as const;
for (const [name, list, table] of VIDEO_AND_EPISODE_LISTS) {
  cases.push(
    [name, () => list(db(), {}), { [table]: `${table}_public_order_idx` }, true],
    [`${name}, a deep page`, () => list(db(), { page: 10, limit: 20 }), { [table]: `${table}_public_order_idx` }, true],
    [`${name} by category`, () => list(db(), { category: 'mind battles' }), { [table]: `${table}_public_category_idx` }, true],
    [`featured ${name}`, () => list(db(), { featured: true }), { [table]: `${table}_featured_idx` }, true],
  );
}
const everyOrder = {
  articles: 'articles_public_order_idx',
  videos: 'videos_public_order_idx',
  tv_episodes: 'tv_episodes_public_order_idx',
  podcast_episodes: 'podcast_episodes_public_order_idx',
};
cases.push(
  ['RSS feed', () => feeds.buildRss(db(), 'http://localhost'), everyOrder, false],
  ['podcast feed', () => feeds.buildPodcastFeed(db(), 'http://localhost'), { podcast_episodes: 'podcast_episodes_public_order_idx' }, false],
  ['sitemap', () => feeds.buildSitemap(db(), 'http://localhost'), everyOrder, false],
  ['an archive sitemap', () => feeds.buildSitemapArchive(db(), 'http://localhost', 'videos-2.xml'), { videos: 'videos_public_order_idx' }, false],
  ["an item's comments", () => commentsService.listComments(db(), commentedId, { page: 2, limit: 3 }), { comments: 'comments_public_idx' }, true],
);

describe('query plans of the public lists', () => {
  it.each(cases)('%s: walks its index in order, no table scan, no sort', (_name, call, indexes, paged) => {
    touch();
    const statements = statementsOf(call).filter((s) => {
      const table = mainTable(s.sql);
      return table !== undefined && table in indexes && !byId(s.sql);
    });
    for (const [table, index] of Object.entries(indexes)) {
      const own = statements.filter((s) => mainTable(s.sql) === table);
      expect(own.filter((s) => !isCount(s.sql)).length, `a list query on ${table}`).toBeGreaterThan(0);
      if (paged) expect(own.filter((s) => isCount(s.sql)).length, `the count of ${table}`).toBe(1);
      for (const statement of own) {
        const plan = explain(statement);
        const shown = `${statement.sql}\n  ${plan.join('\n  ')}`;
        expect(plan.filter((d) => /^SCAN |TEMP B-TREE/.test(d)), shown).toEqual([]);
        expect(plan.some((d) => new RegExp(`^SEARCH ${table} USING (COVERING )?INDEX ${index}\\b`).test(d)), shown).toBe(true);
      }
    }
  });
});

describe('flag filters', () => {
  // A flag with a category, or a flag's false side, walks the category's or the order's index; the
  // flags at the end of both (migration 0012) let each row be tested there, so the count never
  // reads a row of the table.
  const flagged: [name: string, call: () => unknown, table: string, index: string][] = [
    ['featured articles of a category', article({ category: 'tech trends', featured: true, ...deep }), 'articles', 'articles_public_category_idx'],
    ['trending articles of a category', article({ category: 'Campus Life', trending: true }), 'articles', 'articles_public_category_idx'],
    ["editor's pick articles of a category", article({ category: 'Policy Watch', editors_pick: true }), 'articles', 'articles_public_category_idx'],
    ['articles not featured', article({ featured: false, ...deep }), 'articles', 'articles_public_order_idx'],
    ['articles not trending', article({ trending: false }), 'articles', 'articles_public_order_idx'],
    ["articles not an editor's pick", article({ editors_pick: false }), 'articles', 'articles_public_order_idx'],
  ];
  for (const [name, list, table] of VIDEO_AND_EPISODE_LISTS) {
    flagged.push(
      [`featured ${name} of a category`, () => list(db(), { category: 'mind battles', featured: true }), table, `${table}_public_category_idx`],
      [`${name} not featured`, () => list(db(), { featured: false, page: 5, limit: 20 }), table, `${table}_public_order_idx`],
    );
  }
  it.each(flagged)('%s: the page walks its index in order, the count reads it alone', (_name, call, table, index) => {
    touch();
    const own = statementsOf(call).filter((s) => mainTable(s.sql) === table && !byId(s.sql));
    const counts = own.filter((s) => isCount(s.sql));
    const pages = own.filter((s) => !isCount(s.sql));
    expect(counts).toHaveLength(1);
    expect(pages.length).toBeGreaterThan(0);
    const [count] = counts;
    for (const statement of [count, ...pages]) {
      const plan = explain(statement);
      expect(plan.filter((d) => /^SCAN |TEMP B-TREE/.test(d)), plan.join('\n')).toEqual([]);
      expect(plan.some((d) => d.startsWith(`SEARCH ${table} USING `) && d.includes(` INDEX ${index} `)), plan.join('\n')).toBe(true);
    }
    expect(explain(count), count.sql).toContainEqual(expect.stringMatching(new RegExp(`^SEARCH ${table} USING COVERING INDEX ${index} `)));
  });
});

describe('a flag bound inside an OR', () => {
  // SQLite 3.53 fails to plan `(trending = ? OR id IN (...))` with the partial articles_trending_idx
  // when the bound 1 is what proves the index ("internal query planner error") and the query could
  // read the index alone (a count, or only indexed columns). The public lists write their flags as
  // SQL text (content/public-lists.ts flagIs); the one query binding a flag inside an OR must still run.
  it('the trending candidates query plans and runs', () => {
    const ids = db()
      .$client.prepare("SELECT id FROM articles WHERE status = 'published' AND trending = 0 AND publish_date <= ? LIMIT 3")
      .pluck()
      .all(new Date(clock()).toISOString()) as string[];
    const found = publicTrendingCandidates(db(), ids).map((r) => r.id);
    expect(found).toEqual(expect.arrayContaining(ids));
    expect(found.length).toBeGreaterThan(ids.length); // and the flagged ones
  });
});

describe('the total of a public list', () => {
  const counts = (call: () => unknown) => statementsOf(call).filter((s) => isCount(s.sql) && mainTable(s.sql) === 'articles').length;
  const publicCount = (category: string) =>
    db()
      .$client.prepare(
        "SELECT count(*) FROM articles WHERE status IN ('published', 'scheduled') AND publish_date <= ? AND category_name = ? COLLATE NOCASE",
      )
      .pluck()
      .get(new Date(clock()).toISOString(), category) as number;

  it('is counted once per version of the public content, not on every page', () => {
    touch();
    const first = articlesPublic.listArticles(db(), { category: 'Campus Life' });
    const again: typeof first[] = [];
    expect(counts(() => again.push(articlesPublic.listArticles(db(), { category: 'Campus Life', page: 3 })))).toBe(0);
    expect(counts(() => articlesPublic.listArticles(db(), { category: 'campus life', limit: 5 }))).toBe(1); // another filter value
    expect(counts(() => articlesPublic.listArticles(db(), { category: 'Campus Life', featured: true }))).toBe(1); // another filter
    expect(first.pagination.total).toBe(publicCount('Campus Life'));
    expect(again[0].pagination.total).toBe(first.pagination.total);
  });

  it('is right after an article is published, and after one is taken down', async () => {
    const total = async () => (await api().get('/api/public/articles?category=Policy%20Watch&limit=5')).body.data.pagination.total as number;
    const before = await total();
    expect(before).toBe(publicCount('Policy Watch'));

    const id = makeArticle(db(), { categoryName: 'Policy Watch', status: 'draft' });
    expect(await total()).toBe(before);
    db().$client.prepare("UPDATE articles SET status = 'published' WHERE id = ?").run(id);
    expect(await total()).toBe(before + 1);
    db().$client.prepare("UPDATE articles SET status = 'draft' WHERE id = ?").run(id);
    expect(await total()).toBe(before);
  });

  it('counts a scheduled article once its date comes', async () => {
    const list = async () => (await api().get('/api/public/articles?category=Mind%20Battles&limit=1')).body.data;
    const before = (await list()).pagination.total as number;
    const id = makeArticle(db(), { categoryName: 'Mind Battles', status: 'scheduled', publishDate: new Date(clock() + 60_000).toISOString() });
    expect((await list()).pagination.total).toBe(before);
    clock.advance(120_000);
    const after = await list();
    expect(after.pagination.total).toBe(before + 1);
    expect(after.articles[0].id).toBe(id);
  });
});
