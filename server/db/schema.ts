/**
 * Drizzle tables. Every content item (article, video, TV episode, podcast episode) has a row in
 * `content_items` with the same UUID: likes, comments and daily views point at that row, and
 * deleting it cascades to the typed row and to all of them, so no orphans are possible.
 *
 * Times are ISO 8601 UTC strings ('2026-11-21T10:00:00.000Z'): they compare correctly as text,
 * which keeps "publish date has come" a plain SQL comparison on any database.
 */
import { sql } from 'drizzle-orm';
import { TRASH_TYPES } from '../../shared/constants.ts';
import { blob, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { COMMENT_STATUSES } from '../../shared/api/comments.ts';
import { DELIVERY_STATUSES, ISSUE_STATUSES, SUBSCRIBER_STATUSES } from '../../shared/api/newsletter.ts';
import { STAFF_ROLES } from '../../shared/roles.ts';

const id = () => text('id').primaryKey();
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const createdAt = () => text('created_at').notNull().default(now);
const updatedAt = () => text('updated_at').notNull().default(now);
const flag = (name: string) => integer(name, { mode: 'boolean' }).notNull().default(false);
const count = (name: string) => integer(name).notNull().default(0);
/**
 * When the row was moved to the trash (server/modules/content/trash.ts), null while it is not
 * there. A trashed item's status is 'draft' as well, so the one visibility rule (and every public
 * index) leaves it out without a condition of its own; staff lists leave out rows where this is set.
 */
const deletedAt = () => text('deleted_at');
/** The registry row every typed content row shares its id with. */
const contentId = () =>
  text('id')
    .primaryKey()
    .references(() => contentItems.id, { onDelete: 'cascade' });

export const users = sqliteTable('users', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(), // always stored lower-case
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: STAFF_ROLES }).notNull().default('admin'),
  bio: text('bio').notNull().default(''),
  phone: text('phone').notNull().default(''),
  lastLogin: text('last_login'),
  /** Bumped on password change/reset: tokens carrying an older version are refused. */
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Logged-out tokens (by jti) until they would have expired anyway. */
export const revokedTokens = sqliteTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: text('expires_at').notNull(),
});

/**
 * One row per signed-in browser (server/modules/auth/sessions.ts): the id is the session token's
 * jti. A request is let in only while its row exists, so ending a session (deleting the row, its
 * jti kept in revoked_tokens until it expires) takes effect on the very next request. last_seen_at,
 * address and user_agent move at most once a minute. Expired rows go in the daily housekeeping.
 */
export const staffSessions = sqliteTable(
  'staff_sessions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull(),
    lastSeenAt: text('last_seen_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    address: text('address').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('staff_sessions_user_idx').on(t.userId), index('staff_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * A member's second factor (server/modules/auth/two-factor.ts): the TOTP secret, encrypted with a
 * key derived from JWT_SECRET (secret-box.ts), once confirmed with a code; `pending_secret` while
 * setting up; `last_step`, the 30-second step of the last accepted code, which may not be used again.
 */
export const staffTwoFactor = sqliteTable('staff_two_factor', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  enabledAt: text('enabled_at'),
  lastStep: integer('last_step'),
});

/** Ten one-time recovery codes per member with two-factor sign-in, stored as SHA-256 hashes. */
export const staffRecoveryCodes = sqliteTable(
  'staff_recovery_codes',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: text('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId)],
);

/**
 * The second step of a sign-in: after the right password, a short-lived single-purpose token
 * (stored as its SHA-256) that can only be traded, with a code, for a session: `verify` (the member
 * has two-factor sign-in) or `setup` (the site requires it and they must set it up first, the new
 * secret kept here until confirmed). Wrong codes are counted; five end it.
 */
export const signInChallenges = sqliteTable(
  'sign_in_challenges',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'setup'] }).notNull(),
    remember: integer('remember', { mode: 'boolean' }).notNull().default(false),
    pendingSecret: text('pending_secret'),
    failures: integer('failures').notNull().default(0),
    expiresAt: text('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_challenges_expires_idx').on(t.expiresAt)],
);

export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the token sent by mail; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Counters of the sign-in, reset-mail and password-change limits (modules/auth/throttle.ts): one
 * row per counted attempt of one limit (`scope`) for one address, account or device (`key`), kept
 * until its window has passed. In the database so a restart keeps them and processes share them;
 * times are epoch milliseconds because the limits do arithmetic on them.
 */
export const throttleHits = sqliteTable(
  'throttle_hits',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    at: integer('at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('throttle_hits_key_idx').on(t.scope, t.key, t.at), index('throttle_hits_expires_idx').on(t.expiresAt)],
);

/** The growing wait of one email+IP pair after wrong passwords (epoch milliseconds). */
export const signInBackoff = sqliteTable(
  'sign_in_backoff',
  {
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    failures: integer('failures').notNull(),
    lastAt: integer('last_at').notNull(),
    lockedUntil: integer('locked_until').notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.ip] }), index('sign_in_backoff_last_idx').on(t.lastAt)],
);

/**
 * The audit trail (server/modules/audit/): one row per staff action that changed something, kept a
 * year. Who is copied into the row (name and address as they were), so an entry outlives the
 * account it names; `details` is a small JSON object. Append-only: triggers refuse any UPDATE, and
 * any DELETE but the daily pruning's, which first writes its cut-off into `audit_log_prune` within
 * the same transaction (migrations/0013_audit_log.sql).
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: id(),
    at: text('at').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    actorEmail: text('actor_email').notNull().default(''),
    address: text('address'),
    userAgent: text('user_agent'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetTitle: text('target_title'),
    details: text('details').notNull().default('{}'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at),
  ],
);

/** The pruning's permit: present only inside its own transaction (see auditLog). */
export const auditLogPrune = sqliteTable('audit_log_prune', { before: text('before').notNull() });

/**
 * An author's profile (server/modules/authors/): the byline of articles and the public author page
 * (/author/<slug>). A staff member's own profile has their `user_id` (one each); a profile without
 * one is a guest author, an outside writer. `links` is a JSON array of {label, url}
 * (shared/validation/author.ts). Articles point at it with `author_id` and keep a copy of its
 * name, bio and portrait (`author`, `author_bio`, `author_image`), rewritten whenever the profile
 * changes, so public lists, feeds and search read one table as before.
 */
export const authors = sqliteTable(
  'authors',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    bio: text('bio').notNull().default(''),
    /** The portrait: an http(s) or site-relative image address (an upload, usually); '' for none. */
    image: text('image').notNull().default(''),
    links: text('links').notNull().default('[]'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('authors_slug_uq').on(t.slug),
    uniqueIndex('authors_user_uq').on(t.userId),
    // The editor's picker and the name lookups compare without case.
    index('authors_name_idx').on(sql`${t.name} collate nocase`),
  ],
);

/**
 * Slugs a profile answered before (a rename, a merge): /author/<old slug> redirects to the
 * profile's page, so links out in the world keep working.
 */
export const authorSlugs = sqliteTable(
  'author_slugs',
  {
    slug: text('slug').primaryKey(),
    authorId: text('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
  },
  (t) => [index('author_slugs_author_idx').on(t.authorId)],
);

/**
 * The registry row of every content item, with who owns it and where it stands in review
 * (server/modules/content/editorial.ts): the same for the four types, so the Review queue and a
 * contributor's rights read one table. `owner_id` is who created it (null for items from before
 * owners were kept, imports and the seed: a contributor may touch none of those).
 */
export const contentItems = sqliteTable(
  'content_items',
  {
    id: id(),
    type: text('type', { enum: ['article', 'video', 'tvshow', 'podcast'] }).notNull(),
    createdAt: createdAt(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the item last went into review (the queue's order: oldest first), and by whom; null out of review. */
    submittedAt: text('submitted_at'),
    submittedBy: text('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    /** The note of the last send-back (what the contributor should change), its time and reviewer; cleared on the next submission. */
    reviewNote: text('review_note'),
    reviewNoteAt: text('review_note_at'),
    reviewNoteBy: text('review_note_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who last published or scheduled it. */
    publishedBy: text('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('content_items_owner_idx').on(t.ownerId),
    index('content_items_submitted_idx').on(t.submittedAt).where(sql`submitted_at is not null`),
  ],
);

const status = () =>
  text('status', { enum: ['draft', 'review', 'scheduled', 'published'] })
    .notNull()
    .default('draft');
/**
 * Counts the saves of an item: a save names the version it started from and is refused (409) when
 * another save came first (server/modules/content/versions.ts). Only edits move it; views, likes
 * and a homepage slot do not.
 */
const version = () => integer('version').notNull().default(1);

export const articles = sqliteTable(
  'articles',
  {
    id: contentId(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    excerpt: text('excerpt').notNull().default(''),
    /** Markdown as written by staff. */
    content: text('content').notNull(),
    /** Sanitized HTML rendered from `content` on every write. */
    contentHtml: text('content_html').notNull().default(''),
    categoryName: text('category_name').notNull(),
    /** The profile (authors) whose name, bio and portrait the three columns below copy. */
    authorId: text('author_id').references(() => authors.id),
    author: text('author').notNull(),
    authorBio: text('author_bio').notNull().default(''),
    /** The author's photo: an http(s) or site-relative image address (an upload, usually); '' for none. */
    authorImage: text('author_image').notNull().default(''),
    tags: text('tags').notNull().default(''),
    featuredImage: text('featured_image').notNull(),
    featuredImageAlt: text('featured_image_alt').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    readTime: integer('read_time').notNull().default(1),
    allowComments: integer('allow_comments', { mode: 'boolean' }).notNull().default(true),
    featured: flag('featured'),
    trending: flag('trending'),
    editorsPick: flag('editors_pick'),
    status: status(),
    publishDate: text('publish_date').notNull().default(now),
    /** Homepage slot: 'main', 'second' or null. The unique index keeps one article per slot. */
    mainPosition: text('main_position', { enum: ['main', 'second'] }),
    views: count('views'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    // Partial: only the two slot holders are entries (not every NULL), and `main_position is null`
    // (the "regular" list) cannot pick this index over the date order below.
    uniqueIndex('articles_main_position_uq').on(t.mainPosition).where(sql`main_position is not null`),
    // Public lists (visibility.ts): newest first (publish date, created_at, id), then status, slot
    // and flags so the visibility test, the not-in-a-slot and not-flagged tests (?featured=false)
    // and their counts read the index alone. Serves the unfiltered, regular and not-flagged lists,
    // the feeds, the sitemap and public-version's next-date seek.
    index('articles_public_order_idx').on(t.publishDate, t.createdAt, t.id, t.status, t.mainPosition, t.featured, t.trending, t.editorsPick),
    // Public lists by category: the filter compares `collate nocase`, so the key does too. The flags
    // come last so that a category with a flag (?category=...&featured=true) is tested, and counted,
    // in the index alone: without them each of a category's rows was read from the table
    // (migrations/0012_flag_indexes.sql).
    index('articles_public_category_idx').on(sql`${t.categoryName} collate nocase`, t.publishDate, t.createdAt, t.id, t.status, t.featured, t.trending, t.editorsPick),
    // An author's page (/author/<slug>), in the public order; also counts a profile's items.
    index('articles_public_author_idx').on(t.authorId, t.publishDate, t.createdAt, t.id, t.status),
    // Public featured / trending / editor's pick lists: only flagged rows, in the public order.
    index('articles_featured_idx').on(t.publishDate, t.createdAt, t.id, t.status).where(sql`featured = 1`),
    index('articles_trending_idx').on(t.publishDate, t.createdAt, t.id, t.status).where(sql`trending = 1`),
    index('articles_editors_pick_idx').on(t.publishDate, t.createdAt, t.id, t.status).where(sql`editors_pick = 1`),
    // Staff list category filter (exact comparison; the public one is case-insensitive, above).
    index('articles_category_idx').on(t.categoryName),
    // Where an upload is used (Media Library): image addresses looked up exactly.
    index('articles_featured_image_idx').on(t.featuredImage),
    index('articles_author_image_idx').on(t.authorImage),
    reviewIndex('articles', t),
  ],
);

export const articleImages = sqliteTable(
  'article_images',
  {
    id: id(),
    articleId: text('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    alt: text('alt').notNull().default('Article image'),
    caption: text('caption').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('article_images_article_idx').on(t.articleId, t.position), index('article_images_url_idx').on(t.url)],
);

/**
 * What waits for review, for the Review queue and its counts (server/modules/content/review-repository.ts):
 * only the few rows in review are entries, oldest save first (migrations/0022_contributors_review.sql).
 */
const reviewIndex = (name: string, t: { updatedAt: SQLiteColumn }) => index(`${name}_review_idx`).on(t.updatedAt).where(sql`status = 'review'`);

/** Fields magazine videos and TV episodes share. */
const videoColumns = () => ({
  id: contentId(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  category: text('category').notNull(),
  section: text('section').notNull(),
  creator: text('creator').notNull().default(''),
  youtubeUrl: text('youtube_url').notNull().default(''),
  thumbnail: text('thumbnail').notNull().default(''),
  duration: text('duration').notNull().default(''),
  views: count('views'),
  rating: real('rating').notNull().default(0),
  status: status(),
  featured: flag('featured'),
  isNew: flag('is_new'),
  tags: text('tags').notNull().default(''),
  transcript: text('transcript').notNull().default(''),
  metaDescription: text('meta_description').notNull().default(''),
  allowComments: integer('allow_comments', { mode: 'boolean' }).notNull().default(true),
  /** Also the publish date: a video is public once published and this date has come. */
  uploadDate: text('upload_date').notNull().default(now),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
});

/**
 * The indexes of a public list of videos or episodes (newest first by `date`, visibility.ts): its
 * order with the status and the featured flag at the end (the visibility test, ?featured=false and
 * the counts read the index alone; also the next-date seek of public-version.ts), the same by
 * category (compared `collate nocase`, like the filter), and the featured rows only.
 */
const publicListIndexes = (name: string, t: { id: SQLiteColumn; createdAt: SQLiteColumn; status: SQLiteColumn; featured: SQLiteColumn; category: SQLiteColumn }, date: SQLiteColumn) => [
  index(`${name}_public_order_idx`).on(date, t.createdAt, t.id, t.status, t.featured),
  index(`${name}_public_category_idx`).on(sql`${t.category} collate nocase`, date, t.createdAt, t.id, t.status, t.featured),
  index(`${name}_featured_idx`).on(date, t.createdAt, t.id, t.status).where(sql`featured = 1`),
];

export const videos = sqliteTable('videos', videoColumns(), (t) => [...publicListIndexes('videos', t, t.uploadDate), index('videos_thumbnail_idx').on(t.thumbnail), reviewIndex('videos', t)]);

export const tvSeasons = sqliteTable('tv_seasons', {
  id: id(),
  seasonNumber: integer('season_number').notNull().unique(),
  title: text('title').notNull(),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
});

export const tvEpisodes = sqliteTable(
  'tv_episodes',
  {
    ...videoColumns(),
    seasonId: text('season_id').references(() => tvSeasons.id, { onDelete: 'set null' }),
    episodeNumber: integer('episode_number'),
  },
  (t) => [...publicListIndexes('tv_episodes', t, t.uploadDate), index('tv_episodes_season_idx').on(t.seasonId, t.uploadDate, t.createdAt, t.id, t.status), index('tv_episodes_thumbnail_idx').on(t.thumbnail), reviewIndex('tv_episodes', t)],
);

export const podcastSeries = sqliteTable('podcast_series', {
  id: id(),
  title: text('title').notNull().unique(),
  description: text('description').notNull().default(''),
  /**
   * The series' picture (an upload's address, like an episode's image): its feed's artwork is the
   * square made from it (server/modules/feeds/artwork.ts); '' or a picture too small for one gives
   * the series feed the show's artwork.
   */
  image: text('image').notNull().default(''),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
});

export const podcastGuests = sqliteTable('podcast_guests', {
  id: id(),
  fullName: text('full_name').notNull().unique(),
  title: text('title').notNull().default(''),
  organization: text('organization').notNull().default(''),
  bio: text('bio').notNull().default(''),
  createdAt: createdAt(),
});

export const podcastEpisodes = sqliteTable(
  'podcast_episodes',
  {
    id: contentId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    episodeNumber: integer('episode_number'),
    /** Denormalised display name; `guest_id` links the guest record when there is one. */
    guestName: text('guest_name').notNull().default(''),
    guestId: text('guest_id').references(() => podcastGuests.id, { onDelete: 'set null' }),
    seriesId: text('series_id').references(() => podcastSeries.id, { onDelete: 'set null' }),
    category: text('category').notNull().default('Podcast'),
    duration: text('duration').notNull().default(''),
    views: count('views'),
    plays: count('plays'),
    /**
     * Downloads carried over from before they were counted (typed by staff or imported); the API's
     * `downloads` adds the counted ones of podcast_downloads. New episodes keep 0 here.
     */
    legacyDownloads: count('downloads'),
    rating: real('rating').notNull().default(0),
    image: text('image').notNull().default(''),
    youtubeUrl: text('youtube_url').notNull().default(''),
    spotifyUrl: text('spotify_url').notNull().default(''),
    appleUrl: text('apple_url').notNull().default(''),
    googleUrl: text('google_url').notNull().default(''),
    /** The episode's audio: an uploaded file (/media/audio/...) or an outside http(s) address; '' for none. */
    audioUrl: text('audio_url').notNull().default(''),
    /** Read from the uploaded file (audio_files) when the episode is saved; 0 / '' for an outside address. */
    audioSize: integer('audio_size').notNull().default(0),
    audioType: text('audio_type').notNull().default(''),
    /** Seconds. */
    audioDuration: integer('audio_duration').notNull().default(0),
    /** kbit/s. */
    audioBitrate: integer('audio_bitrate').notNull().default(0),
    transcript: text('transcript').notNull().default(''),
    tags: text('tags').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    featured: flag('featured'),
    allowComments: integer('allow_comments', { mode: 'boolean' }).notNull().default(true),
    status: status(),
    publishDate: text('publish_date').notNull().default(now),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    ...publicListIndexes('podcast_episodes', t, t.publishDate),
    index('podcast_episodes_series_idx').on(t.seriesId, t.publishDate, t.createdAt, t.id, t.status),
    index('podcast_episodes_image_idx').on(t.image),
    reviewIndex('podcast_episodes', t),
  ],
);

/**
 * The revisions of every content item (server/modules/content/revisions.ts): what a save left the
 * item holding (its editable fields as the API's save body names them, JSON deflated), who saved
 * it, when, and which fields changed since the revision before. Saves by one author within a few
 * minutes share one revision (`saves` counts them); a publish, an unpublish or a restore always
 * starts one. Kept 30 days, then the last of each day (revisions-retention.ts). `number` counts an
 * item's revisions from 1; `restored_from` names the one a restore brought back.
 */
export const contentRevisions = sqliteTable(
  'content_revisions',
  {
    id: id(),
    itemId: text('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** Null once the account is removed; the name stays. */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull().default(''),
    kind: text('kind', { enum: ['original', 'create', 'save', 'autosave', 'publish', 'schedule', 'review', 'unpublish', 'restore'] }).notNull(),
    /** The item's status after the save. */
    status: text('status').notNull(),
    /** The item's version after the save. */
    version: integer('version').notNull(),
    fields: blob('fields', { mode: 'buffer' }).notNull(),
    /** JSON list of the field names that differ from the revision before. */
    changed: text('changed').notNull().default('[]'),
    saves: integer('saves').notNull().default(1),
    restoredFrom: integer('restored_from'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('content_revisions_item_number_uq').on(t.itemId, t.number), index('content_revisions_updated_idx').on(t.updatedAt)],
);

/**
 * Changes to an item that is not a draft (published, scheduled, in review), autosaved while one
 * staff member edits it (server/modules/content/autosave.ts): kept apart from the item, which keeps
 * its public text until that person presses Update. One per item and person; `fields` is JSON in
 * the save body's names, `base_version` the item's version the changes started from.
 */
export const contentWorkingCopies = sqliteTable(
  'content_working_copies',
  {
    itemId: text('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fields: text('fields').notNull(),
    baseVersion: integer('base_version').notNull(),
    savedAt: text('saved_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId] })],
);

/** One row per visitor and item: the like count is the row count, exact under concurrency. */
export const likes = sqliteTable(
  'likes',
  {
    itemId: text('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    /**
     * Keyed hash of the client address the like came from (lib/client-address.ts), never the
     * address: the per-address cap on new likes counts these (likes/service.ts). Null before 0006.
     */
    addressHash: text('address_hash'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.visitorId] }), index('likes_address_idx').on(t.itemId, t.addressHash, t.createdAt)],
);

export const comments = sqliteTable(
  'comments',
  {
    id: id(),
    itemId: text('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Never returned by public calls. */
    email: text('email'),
    content: text('content').notNull(),
    /** Keyed hash of the poster's address, for the per-address caps (comments/service.ts); never returned. Null before 0006. */
    addressHash: text('address_hash'),
    /** Only approved comments are public (comments/moderation.ts decides); rows from before moderation existed read approved. */
    status: text('status', { enum: COMMENT_STATUSES }).notNull().default('approved'),
    /** Why a comment was held or filed as spam, in words for the moderators ('Contains a blocked word: ...'). */
    heldReason: text('held_reason'),
    /** A staff reply's comment (one level: a reply is never a parent); deleting the comment deletes its replies. */
    parentId: text('parent_id').references((): SQLiteColumn => comments.id, { onDelete: 'cascade' }),
    /** Written by staff from the back office, shown as the newsroom with a Staff mark. */
    isStaff: flag('is_staff'),
    /** The staff member who wrote a staff reply; null for readers (and once the account is gone). */
    authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The last moderation decision: when and by whom (null for none, or once the account is gone). */
    moderatedAt: text('moderated_at'),
    moderatedBy: text('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_item_idx').on(t.itemId, t.createdAt),
    index('comments_created_idx').on(t.createdAt),
    index('comments_address_idx').on(t.addressHash, t.createdAt),
    // The public thread of an item (approved, top-level, newest first) and the moderation queue.
    index('comments_public_idx').on(t.itemId, t.status, t.parentId, t.createdAt),
    index('comments_status_idx').on(t.status, t.createdAt),
    index('comments_parent_idx').on(t.parentId),
  ],
);

/** An item's own comment setting, over the site's (comments/settings.ts); no row: the site's. */
export const commentItemModes = sqliteTable('comment_item_modes', {
  itemId: text('item_id')
    .primaryKey()
    .references(() => contentItems.id, { onDelete: 'cascade' }),
  mode: text('mode', { enum: ['live', 'held', 'off'] }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * Commenters staff trusted (their comments go live when the site holds comments for review) or
 * blocked (their comments go to spam), by the name and e-mail they give, both lower-case ('' when
 * they give no e-mail).
 */
export const commentAuthorRules = sqliteTable(
  'comment_author_rules',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    rule: text('rule', { enum: ['trusted', 'blocked'] }).notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('comment_author_rules_pair_idx').on(t.name, t.email)],
);

/** Views per item per UTC day, for trending growth and dashboard changes. */
export const dailyViews = sqliteTable(
  'daily_views',
  {
    itemId: text('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    day: text('day').notNull(), // YYYY-MM-DD
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.day] }), index('daily_views_day_idx').on(t.day)],
);

/**
 * Newsletter subscribers (server/modules/newsletter). An address is `pending` until its owner
 * follows the confirmation link (double opt-in), then `active`; only active addresses are sent
 * anything. `unsubscribed` and `bounced` rows stay, so those addresses are suppressed from every
 * later send (a sign-up again asks them to confirm again). `manage_token` is in every mail's
 * preferences link; the confirmation token is kept only as its SHA-256.
 */
export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text('email').notNull().unique(),
    /** Rows from before double opt-in never confirmed: pending, with no confirmation sent yet. */
    status: text('status', { enum: SUBSCRIBER_STATUSES }).notNull().default('pending'),
    /** Which newsletters they want: the newsroom's issues, the weekly digest. */
    newsroom: integer('newsroom', { mode: 'boolean' }).notNull().default(true),
    digest: integer('digest', { mode: 'boolean' }).notNull().default(true),
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmSentAt: text('confirm_sent_at'),
    confirmedAt: text('confirmed_at'),
    unsubscribedAt: text('unsubscribed_at'),
    bouncedAt: text('bounced_at'),
    bounceReason: text('bounce_reason'),
    manageToken: text('manage_token').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('newsletter_subscribers_status_idx').on(t.status, t.confirmSentAt)],
);

/**
 * A newsletter issue: composed by staff (`kind` newsroom) or the weekly digest (`digest`, one per
 * ISO week: `digest_week`). `items` is the JSON list of content ids in the order they show.
 */
export const newsletterIssues = sqliteTable(
  'newsletter_issues',
  {
    id: id(),
    kind: text('kind', { enum: ['newsroom', 'digest'] }).notNull(),
    subject: text('subject').notNull(),
    intro: text('intro').notNull().default(''),
    items: text('items').notNull().default('[]'),
    status: text('status', { enum: ISSUE_STATUSES }).notNull().default('draft'),
    scheduledAt: text('scheduled_at'),
    startedAt: text('started_at'),
    finishedAt: text('finished_at'),
    digestWeek: text('digest_week').unique(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('newsletter_issues_status_idx').on(t.status, t.scheduledAt), index('newsletter_issues_created_idx').on(t.createdAt)],
);

/**
 * The send ledger: one row per issue and recipient, written when the send starts (the recipients
 * are the active subscribers of that moment). A row is claimed (`sending`) before its mail goes to
 * SMTP and marked `sent` or `failed` after, so a restart resumes with the `queued` rows and never
 * mails anyone twice; a row still `sending` after a crash is reported `unknown`, never retried by
 * itself. `skipped`: the address unsubscribed or bounced before its turn.
 */
export const newsletterDeliveries = sqliteTable(
  'newsletter_deliveries',
  {
    issueId: text('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    /** No foreign key: the report keeps the row when staff delete the subscriber. */
    subscriberId: text('subscriber_id').notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('queued'),
    claimedAt: text('claimed_at'),
    sentAt: text('sent_at'),
    error: text('error'),
    /** The SMTP reply code of a failure (550...); a 5xx is permanent. */
    errorCode: integer('error_code'),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.subscriberId] }), index('newsletter_deliveries_status_idx').on(t.issueId, t.status)],
);

/**
 * Images staff uploaded from the back office (and the seed's pictures). `url` is the upload's main
 * file, /media/uploads/YYYY/MM/<uuid>/<W>x<H>-<colour>.jpg, beside its variants in the same folder
 * (shared/responsive-image.ts); content refers to it by that URL like any other image address. The
 * original bytes are kept unserved in data/media/originals (server/modules/media/storage.ts).
 * `width`/`height` are the original's as displayed; `size` its bytes.
 */
export const mediaFiles = sqliteTable(
  'media_files',
  {
    id: id(),
    url: text('url').notNull().unique(),
    /** The name the file had on the uploader's device, cleaned up for display and search. */
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    alt: text('alt').notNull().default(''),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * SHA-256 (hex) of the bytes the server received, so the same file sent again is recognised and
     * the upload that holds it is reused. Null until the background backfill has read an upload
     * from before this column (server/modules/media/hash-backfill.ts).
     */
    sha256: text('sha256'),
    /**
     * For an upload from before hashing whose bytes an older upload already holds: that upload's
     * id (kept as it was, never merged: its alt text and uses are its own). Null for every other.
     */
    duplicateOf: text('duplicate_of'),
  },
  (t) => [
    index('media_files_created_idx').on(t.createdAt),
    // One upload per file: a second upload of the same bytes finds the first through this index.
    uniqueIndex('media_files_sha256_idx').on(t.sha256).where(sql`${t.duplicateOf} is null`),
  ],
);

/**
 * Site-wide settings staff change from the back office, one row per key (writes move the public
 * version: migrations/0008_media_variants.sql), read and written by server/modules/content/site-settings.ts.
 * Keys: `podcast_cover`, the address of the square artwork /podcast.xml names (server/modules/media);
 * `featured_order`, the JSON list of article ids the Featured section follows (server/modules/articles).
 */
export const siteSettings = sqliteTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The magazine's categories, which articles and magazine videos name in their `category_name` /
 * `category` column (by name: a rename updates the items, server/modules/site/categories.ts).
 * `position` orders the public strip, the footer, the search filter and the back office's
 * selects; a retired category (`retired_at` set) is offered nowhere and holds no item (retiring
 * moves its items to another category), and may be restored. Names are unique in any case, so a
 * retired name is not reused by a new category. Writes move the public version
 * (migrations/0019_site_settings.sql). The eight categories of an untouched site are inserted by that migration.
 */
export const categories = sqliteTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    retiredAt: text('retired_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('categories_name_idx').on(sql`lower(${t.name})`)],
);

/**
 * Episode audio staff uploaded (and the seed's spoken intros): MP3 or M4A decided by the content,
 * with what was read from the file. `url` is where it is served, /media/audio/YYYY/MM/<uuid>/<name>,
 * the file being <dataDir>/media/audio/YYYY/MM/<uuid>/<name> (server/modules/podcasts/audio-store.ts);
 * an episode's audio_url names it. `duration` in seconds, `bitrate` in kbit/s, `size` in bytes.
 */
export const audioFiles = sqliteTable(
  'audio_files',
  {
    id: id(),
    url: text('url').notNull().unique(),
    /** The name the file had on the uploader's device, cleaned up for display. */
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    duration: integer('duration').notNull(),
    bitrate: integer('bitrate').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('audio_files_created_idx').on(t.createdAt)],
);

/**
 * Counted downloads of an episode's audio per UTC day (server/modules/podcasts/downloads.ts): one
 * per listener per episode per 24 hours. The staff reports read windows of days from it; an
 * episode's total is the sum of its rows (the primary key's prefix) plus its legacy_downloads.
 */
export const podcastDownloads = sqliteTable(
  'podcast_downloads',
  {
    episodeId: text('episode_id')
      .notNull()
      .references(() => podcastEpisodes.id, { onDelete: 'cascade' }),
    date: text('date').notNull(), // YYYY-MM-DD (UTC)
    downloads: integer('downloads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.episodeId, t.date] }), index('podcast_downloads_date_idx').on(t.date)],
);

/**
 * The listeners counted for an episode within the last 24 hours: a keyed hash of the client address
 * and user agent (lib/client-address.ts), never either of them. A row older than 24 hours no longer
 * stops a count and is pruned now and then.
 */
export const podcastDownloadListeners = sqliteTable(
  'podcast_download_listeners',
  {
    episodeId: text('episode_id')
      .notNull()
      .references(() => podcastEpisodes.id, { onDelete: 'cascade' }),
    listenerHash: text('listener_hash').notNull(),
    countedAt: text('counted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.episodeId, t.listenerHash] }), index('podcast_download_listeners_counted_idx').on(t.countedAt)],
);

/**
 * Every backup the server or `npm run backup` took (server/modules/backup): when, what it wrote and
 * where, and how it ended, so the back office can list them and show administrators a failure.
 * A run is 'running' until it ends 'ok' or 'failed'; a run left 'running' by a killed process is
 * read as failed (its archive never got its final name). `s3_status` is null when no copy was
 * asked for, else 'ok' or 'failed' with `s3_error`.
 */
export const backupRuns = sqliteTable(
  'backup_runs',
  {
    id: id(),
    /** 'scheduled' (the server's timer), 'manual' (the back office) or 'cli' (npm run backup). */
    trigger: text('trigger', { enum: ['scheduled', 'manual', 'cli'] }).notNull(),
    status: text('status', { enum: ['running', 'ok', 'failed'] }).notNull(),
    /** The process taking it, so a run left 'running' by a process that died reads as interrupted. */
    pid: integer('pid').notNull(),
    startedAt: text('started_at').notNull(),
    finishedAt: text('finished_at'),
    /** The archive's file name in its folder, once complete. */
    fileName: text('file_name'),
    /** The folder it was written to (BACKUP_DIR, or the one `npm run backup --out` named). */
    folder: text('folder').notNull(),
    size: integer('size'),
    error: text('error'),
    /** The object's address when copied off the box (BACKUP_S3_URL). */
    s3Key: text('s3_key'),
    s3Status: text('s3_status', { enum: ['ok', 'failed'] }),
    s3Error: text('s3_error'),
  },
  (t) => [index('backup_runs_started_idx').on(t.startedAt)],
);

/**
 * The trash: one row per thing deleted in the last 30 days, until it is restored or emptied (by an
 * administrator, or by the background job once its 30 days are over). Content items, seasons and
 * series stay in their tables, marked (`deleted_at`, the item's status 'draft'), so their likes,
 * comments, views and episodes stay attached; a comment or an upload has nothing attached and is
 * moved here whole (`restore.row`), so no reader's query of comments or uploads changes.
 * `restore` (JSON) is what restoring needs: the status it had, the homepage places it held, the row.
 */
export const trash = sqliteTable(
  'trash',
  {
    type: text('type', { enum: TRASH_TYPES }).notNull(),
    itemId: text('item_id').notNull(),
    title: text('title').notNull(),
    /** The season or series (its id) an episode went to the trash with: restored and emptied together. */
    groupId: text('group_id'),
    deletedAt: text('deleted_at').notNull(),
    deletedBy: text('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was, so the screen still names who deleted it after their account is gone. */
    deletedByName: text('deleted_by_name').notNull().default(''),
    restore: text('restore').notNull().default('{}'),
  },
  (t) => [primaryKey({ columns: [t.type, t.itemId] }), index('trash_deleted_idx').on(t.deletedAt), index('trash_group_idx').on(t.groupId)],
);

/**
 * Links that show an unpublished item (or unsaved changes to one) on the real site to anyone who
 * has them, without an account (server/modules/content/preview-links.ts). The token is in the link
 * only; the database keeps its SHA-256. `fields` (JSON of the type's save body) is the editor's
 * form as it was when the link was made, shown over the stored item; null shows the stored item.
 */
export const previewLinks = sqliteTable(
  'preview_links',
  {
    id: id(),
    itemId: text('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    fields: text('fields'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    revokedAt: text('revoked_at'),
  },
  (t) => [index('preview_links_item_idx').on(t.itemId, t.createdAt), index('preview_links_expires_idx').on(t.expiresAt)],
);
