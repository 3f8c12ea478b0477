/**
 * Dashboard numbers, all computed from the data. "Change" compares the last 30 days with the 30
 * before: items created for the content cards, views counted per day for Total Views.
 */
import type { Analytics, RecentArticle, StatCard } from '../../../shared/api/dashboard.ts';
import { now } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { effectiveStatus } from '../content/visibility.ts';
import { periodChange, utcDay } from '../content/view-growth.ts';
import * as repo from './repository.ts';

const PERIOD_DAYS = 30;
const DAY_MS = 86_400_000;

function periodWindow(at = now()): repo.Window {
  return {
    from: new Date(at - PERIOD_DAYS * DAY_MS).toISOString(),
    previousFrom: new Date(at - 2 * PERIOD_DAYS * DAY_MS).toISOString(),
  };
}

export function stats(db: Db): StatCard[] {
  const w = periodWindow();
  const card = (
    title: StatCard['title'],
    value: number,
    windows: { current: number; previous: number },
    color: string,
    icon: string,
  ): StatCard => ({ title, value, ...periodChange(windows.current, windows.previous), color, icon });

  // Day keys: today and the 29 days before make the current 30-day period.
  const views = repo.viewsInWindows(db, { from: utcDay(PERIOD_DAYS - 1), previousFrom: utcDay(2 * PERIOD_DAYS - 1) });
  return [
    card('Total Articles', repo.countAll(db, repo.articlesTable), repo.createdInWindows(db, repo.articlesTable, w), 'blue', 'BookOpen'),
    card('TV Episodes', repo.countAll(db, repo.tvTable), repo.createdInWindows(db, repo.tvTable, w), 'purple', 'Tv'),
    card('Podcast Episodes', repo.countAll(db, repo.podcastsTable), repo.createdInWindows(db, repo.podcastsTable, w), 'green', 'Mic'),
    card('Total Views', repo.totalViews(db), views, 'orange', 'Eye'),
  ];
}

export function recentArticles(db: Db, limit = 3): RecentArticle[] {
  return repo.recentArticles(db, limit).map((r) => ({ ...r, status: effectiveStatus(r.status, r.date) }));
}

export function analytics(db: Db): Analytics {
  const w = periodWindow();
  const totalViews = repo.totalViews(db);
  const totalLikes = repo.countLikes(db);
  const totalComments = repo.countComments(db);
  const rate = totalViews > 0 ? ((totalLikes + totalComments) / totalViews) * 100 : 0;
  return {
    mostPopularCategory: repo.mostViewedCategory(db) ?? 'N/A',
    avgReadTime: Math.round(repo.averageReadTime(db) * 10) / 10,
    engagementRate: `${rate.toFixed(1)}%`,
    newContent: repo.contentTables.reduce((n, table) => n + repo.createdInWindows(db, table, w).current, 0),
    newSubscribers: repo.subscribersSince(db, w.from),
    totalViews,
    totalLikes,
    totalComments,
  };
}
