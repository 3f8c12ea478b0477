/**
 * Search fixtures: items inserted straight into the tables (as bench/search.ts does, triggers and
 * all), and the answer a query should get, from every public row matched with the shared rules
 * word by word, the "Did you mean" included: no index, no lookup of near words, just every word of
 * every row compared with every query word.
 */
import { randomUUID } from 'node:crypto';
import {
  compareByDate,
  compareByPopularity,
  compareByRelevance,
  itemWords,
  matchItem,
  queryWords,
  suggestedQuery,
  type ItemMatch,
  type QueryWords,
  type SearchableText,
} from '../../shared/search-scoring.ts';
import { betterSuggestion, type Suggestion, suggestionDistance, wordMatch } from '../../shared/search-words.ts';
import type { TestContext } from './app.ts';

export interface RawItem {
  type: 'article' | 'video' | 'tvshow' | 'podcast';
  title: string;
  description?: string;
  category?: string;
  people?: string;
  tags?: string;
  body?: string;
  date: string;
  views?: number;
  status?: string;
}

/** Inserts rows straight into the tables (one transaction), as the benchmark does; returns the ids. */
export function insertRaw(db: TestContext['app']['db'], rows: RawItem[]): string[] {
  const sqlite = db.$client;
  const registry = sqlite.prepare('INSERT INTO content_items (id, type) VALUES (?, ?)');
  const article = sqlite.prepare(`INSERT INTO articles
    (id, title, subtitle, excerpt, content, content_html, category_name, author, tags, featured_image, read_time, status, publish_date, views)
    VALUES (?, ?, '', ?, ?, '', ?, ?, ?, '/media/seed/placeholder.jpg', 1, ?, ?, ?)`);
  const video = (table: string) =>
    sqlite.prepare(`INSERT INTO ${table}
      (id, title, description, category, section, creator, youtube_url, thumbnail, duration, views, tags, transcript, status, upload_date)
      VALUES (?, ?, ?, ?, 'Magazine', ?, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', '/media/seed/placeholder.jpg', '3:00', ?, ?, ?, ?, ?)`);
  const inserts = { video: video('videos'), tvshow: video('tv_episodes') };
  const podcast = sqlite.prepare(`INSERT INTO podcast_episodes
    (id, title, description, guest_name, category, duration, views, plays, tags, transcript, status, publish_date, image)
    VALUES (?, ?, ?, ?, ?, '3:00', 0, ?, ?, ?, ?, ?, '/media/seed/placeholder.jpg')`);
  return sqlite.transaction(() =>
    rows.map((r) => {
      const id = randomUUID();
      registry.run(id, r.type);
      const [description, category, people, tags, body, status, views] = [
        r.description ?? '', r.category ?? 'Research World', r.people ?? '', r.tags ?? '', r.body ?? '', r.status ?? 'published', r.views ?? 0,
      ];
      if (r.type === 'article') article.run(id, r.title, description, body, category, people, tags, status, r.date, views);
      else if (r.type === 'podcast') podcast.run(id, r.title, description, people, r.category ?? 'Podcast', views, tags, body, status, r.date);
      else inserts[r.type].run(id, r.title, description, category, people, views, tags, body, status, r.date);
      return id;
    }),
  )();
}

type NaiveRow = SearchableText & { id: string; type: string; date: string; views: number; status: string };

/** Every row of the four tables with the fields search reads. */
function naiveRows(db: TestContext['app']['db']): NaiveRow[] {
  return db.$client
    .prepare(
      `SELECT id, 'article' AS type, title, category_name AS category, excerpt AS description, author AS people, tags,
              subtitle || char(10) || content AS body, publish_date AS date, views, status FROM articles
       UNION ALL SELECT id, 'video', title, category, description, creator, tags, transcript, upload_date, views, status FROM videos
       UNION ALL SELECT id, 'tvshow', title, category, description, creator, tags, transcript, upload_date, views, status FROM tv_episodes
       UNION ALL SELECT id, 'podcast', title, category, description, guest_name, tags, transcript, publish_date, plays, status FROM podcast_episodes`,
    )
    .all() as NaiveRow[];
}

type Ranked = ItemMatch & { id: string; date: string; views: number };

/** The rows `params` selects (type, category), scored and sorted. */
function ranked(rows: NaiveRow[], query: QueryWords, params: URLSearchParams): Ranked[] {
  const type = params.get('type')?.replace(/s$/, '');
  const category = params.get('category')?.toLowerCase();
  const scored = rows
    .filter((r) => !type || type === 'all' || r.type === type)
    .filter((r) => (category === 'podcast' ? r.type === 'podcast' : !category || category === 'all' || (r.category ?? '').toLowerCase() === category))
    .flatMap((r) => {
      const match = matchItem(r, query);
      return match ? [{ id: r.id, date: r.date, views: r.views, ...match }] : [];
    });
  const sort = params.get('sort');
  return scored.sort(sort === 'date' ? compareByDate : sort === 'popularity' ? compareByPopularity : compareByRelevance);
}

/** The "Did you mean" of a query that found nothing, from every word of every visible row. */
function naiveSuggestion(rows: NaiveRow[], query: QueryWords, params: URLSearchParams): string | null {
  const holders = new Map<string, number>();
  for (const row of rows) for (const word of new Set(itemWords(row).words)) holders.set(word, (holders.get(word) ?? 0) + 1);
  const replacements = query.distinct.map((q) => {
    if ([...holders.keys()].some((word) => wordMatch(q, word))) return undefined;
    let best: Suggestion | undefined;
    for (const [word, items] of holders) {
      const suggestion = { word, items, distance: suggestionDistance(q, word) };
      if (suggestion.distance !== Infinity && betterSuggestion(suggestion, best)) best = suggestion;
    }
    return best?.word;
  });
  const text = suggestedQuery(query, replacements);
  return text !== null && ranked(rows, queryWords(text), params).length > 0 ? text : null;
}

/** What the spec says a query returns: every public row matched with the shared rules, sorted, paged. */
export function naiveRanking(db: TestContext['app']['db'], params: URLSearchParams, now = new Date().toISOString()) {
  const rows = naiveRows(db).filter((r) => ['published', 'scheduled'].includes(r.status) && r.date <= now);
  const query = queryWords(params.get('q') ?? '');
  const scored = ranked(rows, query, params);
  const limit = Number(params.get('limit') ?? 20);
  const page = Number(params.get('page') ?? 1);
  const didYouMean = scored.length === 0 ? naiveSuggestion(rows, query, params) : null;
  return { total: scored.length, page: scored.slice((page - 1) * limit, page * limit), didYouMean };
}
