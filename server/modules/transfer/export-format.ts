/**
 * The portable export's JSON (`export.json` in the export archive): one array per kind of record,
 * each record the row's fields under their database names (snake_case), so the document follows
 * the schema as it grows. What is left out: derived fields (an article's rendered HTML and read
 * time, made again on import), secrets (the keyed address hashes of comments), who uploaded a file
 * and whose an author profile is (staff accounts are not exported) and each like (only its count, `like_count`, on every item).
 *
 * Its JSON Schema is built here from the same table definitions and committed as
 * docs/export.schema.json (tests/server/transfer.test.ts keeps the two equal).
 */
import { getTableColumns } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { Type, type TSchema } from 'typebox';
import {
  articleImages,
  articles,
  audioFiles,
  authorSlugs,
  authors,
  comments,
  dailyViews,
  mediaFiles,
  newsletterSubscribers,
  podcastDownloads,
  podcastEpisodes,
  podcastGuests,
  podcastSeries,
  siteSettings,
  categories,
  trash,
  tvEpisodes,
  tvSeasons,
  videos,
} from '../../db/schema.ts';

export const EXPORT_FORMAT = 'insight-media-export';
export const EXPORT_VERSION = 1;
export const EXPORT_FILE = 'export.json';

interface Section {
  table: SQLiteTable;
  /** Database columns left out (derived or secret). */
  omit?: string[];
  /** Whether each record carries `like_count` (content items). */
  likes?: boolean;
  /** Rewrites a record on its way out (leaves a secret behind). */
  exported?: (record: ExportRecord) => ExportRecord;
  description: string;
}

/** In insert order: a record only refers to records of sections above it. */
export const SECTIONS = {
  media_files: { table: mediaFiles, omit: ['uploaded_by'], description: 'Uploaded pictures; their files are in media/uploads and media/originals of the archive' },
  audio_files: { table: audioFiles, omit: ['uploaded_by'], description: 'Uploaded episode audio; the files are in media/audio of the archive' },
  // Staff accounts are not exported: a profile travels without its `user_id` and comes back a guest one, or the profile of the same name here.
  authors: { table: authors, omit: ['user_id'], description: "Author profiles (bylines): name, bio, portrait and `links` (JSON: [{label, url}]); the author page is /author/`slug`" },
  author_slugs: { table: authorSlugs, description: "Slugs a profile had before (a rename, a merge): its page's old addresses, which lead to it" },
  articles: { table: articles, omit: ['content_html', 'read_time'], likes: true, description: 'Magazine articles; `content` is Markdown, `tags` comma-separated, `main_position` the homepage slot' },
  article_images: { table: articleImages, description: "Articles' additional pictures, in `position` order" },
  videos: { table: videos, likes: true, description: 'Magazine videos' },
  tv_seasons: { table: tvSeasons, description: 'TV show seasons' },
  tv_episodes: { table: tvEpisodes, likes: true, description: 'TV show episodes' },
  podcast_series: { table: podcastSeries, description: 'Podcast series' },
  podcast_guests: { table: podcastGuests, description: 'Podcast guests' },
  podcast_episodes: { table: podcastEpisodes, likes: true, description: 'Podcast episodes; `downloads` counts those from before they were counted per day (see podcast_downloads)' },
  comments: { table: comments, omit: ['address_hash'], description: 'Readers\' comments on any item (`item_id`)' },
  daily_views: { table: dailyViews, description: 'Views per item per UTC day (trending and the dashboard)' },
  podcast_downloads: { table: podcastDownloads, description: 'Counted podcast downloads per episode per UTC day' },
  // The confirmation token's hash is left out: a link in flight; the preferences token goes along, so that the unsubscribe links of mails already sent keep working on the new site.
  newsletter_subscribers: { table: newsletterSubscribers, omit: ['confirm_token_hash'], description: 'Newsletter subscribers: pending, active (confirmed), unsubscribed or bounced' },
  site_settings: { table: siteSettings, description: "Site settings (podcast artwork, the order of the Featured section, and `site`: the site's name, contact, About page, footer and links as JSON)" },
  categories: { table: categories, description: "The magazine's categories in `position` order; a retired one has `retired_at` and holds no item" },
  // Items, seasons and series in the trash are in their sections with `deleted_at` set; these entries let the new site restore them (and empty them after 30 days).
  trash: {
    table: trash,
    omit: ['deleted_by'],
    exported: withoutAddressHashes,
    description: 'The trash: what was deleted in the 30 days before the export. `restore` (JSON) is what restoring needs; a comment or an upload in the trash is only there',
  },
} satisfies Record<string, Section>;

/** A trashed comment (and its replies) travels without its keyed address hash, as comments do. */
function withoutAddressHashes(record: ExportRecord): ExportRecord {
  if (record.type !== 'comments' || typeof record.restore !== 'string') return record;
  const restore = JSON.parse(record.restore) as { row?: Record<string, unknown>; replies?: Record<string, unknown>[] };
  for (const row of [restore.row, ...(restore.replies ?? [])]) if (row) row.addressHash = null;
  return { ...record, restore: JSON.stringify(restore) };
}

export type SectionName = keyof typeof SECTIONS;
export const SECTION_NAMES = Object.keys(SECTIONS) as SectionName[];

/** The exported columns of a section: [property in Drizzle rows, name in the document]. */
export function columnsOf(section: Section): Array<{ key: string; name: string; column: SQLiteColumn }> {
  return Object.entries(getTableColumns(section.table))
    .map(([key, column]) => ({ key, name: column.name, column: column as SQLiteColumn }))
    .filter((c) => !section.omit?.includes(c.name));
}

function fieldSchema(column: SQLiteColumn): TSchema {
  const base = column.dataType === 'boolean' ? Type.Boolean() : column.dataType === 'number' ? Type.Number() : Type.String();
  // A column with a default may be left out; a nullable one may be null.
  const value = column.notNull ? base : Type.Union([base, Type.Null()]);
  return column.notNull && !column.hasDefault ? value : Type.Optional(value);
}

function recordSchema(section: Section): TSchema {
  const props: Record<string, TSchema> = {};
  for (const c of columnsOf(section)) props[c.name] = fieldSchema(c.column);
  if (section.likes) props.like_count = Type.Optional(Type.Integer({ minimum: 0, description: 'Likes the item had' }));
  return Type.Object(props, { additionalProperties: false });
}

export const ExportSchema = Type.Object(
  {
    format: Type.Literal(EXPORT_FORMAT),
    version: Type.Integer({ minimum: 1, description: `${EXPORT_VERSION} for this app` }),
    exported_at: Type.String({ description: 'ISO 8601' }),
    app_version: Type.String(),
    ...Object.fromEntries(SECTION_NAMES.map((name) => [name, Type.Optional(Type.Array(recordSchema(SECTIONS[name]), { description: SECTIONS[name].description }))])),
  },
  {
    $id: 'https://insightmedia.africa/schemas/export-v1.json',
    title: 'Insight Media portable export',
    description: 'export.json of an Insight Media export archive (npm run export). Dates are ISO 8601 UTC strings; ids are UUIDs.',
    additionalProperties: false,
  },
);

export type ExportRecord = Record<string, unknown>;
export type ExportDocument = { format: string; version: number; exported_at: string; app_version: string } & Partial<Record<SectionName, ExportRecord[]>>;
