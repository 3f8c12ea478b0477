/**
 * What an import reads from another platform's export, whatever the platform: posts with their
 * HTML bodies, authors, categories, tags, images and comments, and what was left out with the
 * reason. wordpress.ts and ghost.ts fill it; import-posts.ts turns it into articles.
 */
import { decodeHTML } from 'entities';

interface SourceComment {
  /** Stable within the source, with the site: re-importing finds it. */
  key: string;
  /** The key of the comment this one answers, when it is a reply. */
  parentKey?: string;
  name: string;
  email: string | null;
  /** Plain text. */
  text: string;
  date: string;
}

interface SourceAuthor {
  name: string;
  bio: string;
  image: string;
  /** Their address in the source: a staff member here with it keeps the byline as their own. */
  email?: string | null;
  /** Website and social profiles the source knows. */
  links?: Array<{ label: string; url: string }>;
}

export type SourceStatus = 'published' | 'draft' | 'review' | 'scheduled';

export interface SourcePost {
  key: string;
  title: string;
  html: string;
  excerpt: string;
  status: SourceStatus;
  /** ISO 8601 publish date. */
  date: string;
  author: SourceAuthor;
  categories: string[];
  tags: string[];
  featuredImage: { url: string; alt: string } | null;
  comments: SourceComment[];
  /** Comments left out (pending, spam, pingbacks), with the reason. */
  skippedComments: Array<{ title: string; reason: string }>;
  /** What the post had that this site shows differently (private, password, members-only). */
  notes: string[];
}

export interface SourceSite {
  /** The site's address or name: part of every key, so two sites' post 12 are two posts. */
  id: string;
  name: string | null;
  posts: SourcePost[];
  skipped: Array<{ kind: string; title: string; reason: string }>;
}

/** A date as ISO 8601 UTC, or null for an empty or unreadable one ('0000-00-00 00:00:00'). */
export function isoDate(value: unknown, { utc = true } = {}): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value).trim();
  if (/^0000-/.test(text)) return null;
  const sqlDate = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(text);
  const parsed = sqlDate ? Date.parse(`${sqlDate[1]}T${sqlDate[2]}${utc ? 'Z' : ''}`) : Date.parse(text);
  return Number.isNaN(parsed) ? null : new Date(parsed).toISOString();
}

/**
 * Plain text of a bit of HTML (titles, comments, excerpts). Only what looks like a tag goes (a
 * title's "3 < 5" stays); every entity, named or numeric, is decoded once, after the tags are gone,
 * by `entities` (the decoder htmlparser2 uses): WordPress writes "&laquo;" and "&#8217;" in names
 * and titles, and "&amp;lt;" must stay the text "&lt;".
 */
export function htmlToText(html: string): string {
  return decodeHTML(
    html
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
      .replace(/<!--[\s\S]*?-->|<\/?[a-z][^>]*>/gi, ''),
  )
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
