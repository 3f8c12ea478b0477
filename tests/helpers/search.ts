/**
 * Search fixtures: items inserted straight into the tables (as bench/search.ts does, triggers and
 * all), and the answer a query should get, from every public row scored with the shared scorer.
 */
import { randomUUID } from 'node:crypto';
import {
  compareByDate,
  compareByPopularity,
  compareByRelevance,
  normalizeQuery,
  scoreNormalized,
  type SearchableText,
} from '../../shared/search-scoring.ts';
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

/** What the spec says a query returns: every public row scored with the shared scorer, sorted, paged. */
export function naiveRanking(db: TestContext['app']['db'], params: URLSearchParams, now = new Date().toISOString()) {
  const rows = db.$client
    .prepare(
      `SELECT id, 'article' AS type, title, category_name AS category, excerpt AS description, author AS people, tags,
              subtitle || char(10) || content AS body, publish_date AS date, views, status FROM articles
       UNION ALL SELECT id, 'video', title, category, description, creator, tags, transcript, upload_date, views, status FROM videos
       UNION ALL SELECT id, 'tvshow', title, category, description, creator, tags, transcript, upload_date, views, status FROM tv_episodes
       UNION ALL SELECT id, 'podcast', title, category, description, guest_name, tags, transcript, publish_date, plays, status FROM podcast_episodes`,
    )
    .all() as (SearchableText & { id: string; type: string; date: string; views: number; status: string })[];
  const needle = normalizeQuery(params.get('q') ?? '');
  const type = params.get('type')?.replace(/s$/, '');
  const category = params.get('category')?.toLowerCase();
  const scored = rows
    .filter((r) => ['published', 'scheduled'].includes(r.status) && r.date <= now)
    .filter((r) => !type || r.type === type)
    .filter((r) => (category === 'podcast' ? r.type === 'podcast' : !category || (r.category ?? '').toLowerCase() === category))
    .map((r) => ({ id: r.id, date: r.date, views: r.views, score: scoreNormalized(r, needle) }))
    .filter((r) => r.score > 0);
  const sort = params.get('sort');
  scored.sort(sort === 'date' ? compareByDate : sort === 'popularity' ? compareByPopularity : compareByRelevance);
  const limit = Number(params.get('limit') ?? 20);
  const page = Number(params.get('page') ?? 1);
  return { total: scored.length, page: scored.slice((page - 1) * limit, page * limit) };
}
