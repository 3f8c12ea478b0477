/**
 * Shapes of the seed content. Dates are relative (days before the seed runs) so a freshly seeded site
 * always looks current; image files are derived from the slug (see ../media.ts) so the data, the
 * database rows and the image generator can never disagree about a file name.
 */
import type { ArticleCategory, TvCategory, TvSection } from '../../shared/constants.ts';

interface SeedGalleryImage {
  alt: string;
  caption: string;
  /** One or two words drawn large on the generated picture. */
  kicker: string;
}

export interface SeedArticle {
  slug: string;
  title: string;
  subtitle: string;
  excerpt: string;
  category: ArticleCategory;
  author: string;
  authorBio: string;
  tags: string;
  imageAlt: string;
  /** One or two words drawn large on the generated featured image. */
  kicker: string;
  metaDescription: string;
  /** Published this many days ago (negative: scheduled in the future). */
  daysAgo: number;
  views: number;
  status?: 'published' | 'draft' | 'scheduled';
  featured?: boolean;
  trending?: boolean;
  editorsPick?: boolean;
  mainPosition?: 'main' | 'second';
  /** Shape of the last 14 days of views: trending is computed from 7-day growth. */
  momentum?: 'rising' | 'steady' | 'cooling';
  gallery?: SeedGalleryImage[];
  /** Markdown. */
  body: string;
}

export interface SeedVideo {
  slug: string;
  title: string;
  description: string;
  category: ArticleCategory;
  creator: string;
  duration: string;
  daysAgo: number;
  views: number;
  rating: number;
  featured?: boolean;
  isNew?: boolean;
  tags: string;
  transcript?: string;
  metaDescription: string;
  kicker: string;
}

export interface SeedTvEpisode {
  slug: string;
  season: 1 | 2;
  episode: number;
  title: string;
  description: string;
  category: TvCategory;
  section: TvSection;
  duration: string;
  daysAgo: number;
  views: number;
  rating: number;
  featured?: boolean;
  isNew?: boolean;
  tags: string;
  transcript?: string;
  metaDescription: string;
  kicker: string;
}

export interface SeedGuest {
  key: string;
  fullName: string;
  title: string;
  organization: string;
  bio: string;
}

export interface SeedSeries {
  key: string;
  title: string;
  description: string;
}

export interface SeedPodcastEpisode {
  slug: string;
  series: string;
  episode: number;
  guest: string;
  title: string;
  description: string;
  duration: string;
  daysAgo: number;
  plays: number;
  downloads: number;
  rating: number;
  featured?: boolean;
  withYoutube?: boolean;
  tags: string;
  transcript?: string;
  metaDescription: string;
}

export interface SeedComment {
  /** Slug of the article, video, TV or podcast episode commented on. */
  on: string;
  name: string;
  content: string;
  /** Posted this many hours after the item went live. */
  hoursAfter: number;
}
