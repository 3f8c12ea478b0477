/** Dashboard calls: stat cards, recent articles, analytics. */
import { Type, type Static } from 'typebox';
import { Envelope, IsoDate, PageLimit, Uuid } from './common.ts';
import { StatusField } from './content.ts';

export const StatCard = Type.Object({
  title: Type.Union([
    Type.Literal('Total Articles'),
    Type.Literal('TV Episodes'),
    Type.Literal('Podcast Episodes'),
    Type.Literal('Total Views'),
  ]),
  value: Type.Integer(),
  /** Last 30 days against the 30 before: items created (views for Total Views), e.g. '+12%'. */
  change: Type.String(),
  changeType: Type.Union([Type.Literal('increase'), Type.Literal('decrease')]),
  color: Type.String(),
  /** lucide icon name: BookOpen, Tv, Mic, Eye. */
  icon: Type.String(),
});
export type StatCard = Static<typeof StatCard>;

export const StatsResponse = Envelope(Type.Array(StatCard));
export type StatsResponse = Static<typeof StatsResponse>;

export const RecentArticlesQuery = Type.Object({ limit: PageLimit(3) });
export type RecentArticlesQuery = Static<typeof RecentArticlesQuery>;

export const RecentArticle = Type.Object({
  id: Uuid,
  title: Type.String(),
  status: StatusField,
  category: Type.String(),
  views: Type.Integer(),
  /** The publish date. */
  date: IsoDate,
  created_at: IsoDate,
});
export type RecentArticle = Static<typeof RecentArticle>;

export const RecentArticlesResponse = Envelope(Type.Array(RecentArticle));
export type RecentArticlesResponse = Static<typeof RecentArticlesResponse>;

export const Analytics = Type.Object({
  /** Article category with the most views; 'N/A' when there are no articles. */
  mostPopularCategory: Type.String(),
  /** Mean read time of all articles in minutes, one decimal (0 without articles). */
  avgReadTime: Type.Number(),
  /** (likes + comments) per 100 views over all content, as text with one decimal: '4.2%'. */
  engagementRate: Type.String(),
  /** Articles, videos, TV and podcast episodes created in the last 30 days. */
  newContent: Type.Integer(),
  /** Newsletter subscriptions confirmed in the last 30 days. */
  newSubscribers: Type.Integer(),
  totalViews: Type.Integer(),
  totalLikes: Type.Integer(),
  totalComments: Type.Integer(),
});
export type Analytics = Static<typeof Analytics>;

export const AnalyticsResponse = Envelope(Analytics);
export type AnalyticsResponse = Static<typeof AnalyticsResponse>;
