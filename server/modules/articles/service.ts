/**
 * Article rules: the shared article rules (shared/validation/article.ts, all messages at once), partial updates that
 * revalidate the merged result, the editor's pick cap, the two homepage slots and the trending list.
 * Every check that guards a write runs inside the write's transaction.
 */
import type { CreateArticleBody, MainArticles, TrendingArticle, UpdateArticleBody } from '../../../shared/api/articles.ts';
import type { Article } from '../../../shared/api/content.ts';
import type { FieldError } from '../../../shared/api/common.ts';
import type { Place } from '../../../shared/api/trash.ts';
import {
  CONTENT_STATUSES,
  LIMITS,
  MAIN_POSITIONS,
  type MainPosition,
} from '../../../shared/constants.ts';
import { nowIso } from '../../clock.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { conflict, badRequest, notFound, validationFailed } from '../../errors.ts';
import { pageOffset, pagination } from '../../lib/pagination.ts';
import { withImages } from './items.ts';
import { staffStatusFilter } from '../content/list-filters.ts';
import { articleBodyOf, toArticle, type ArticleRow } from './mapper.ts';
import { createdWithHistory, savedWithHistory, type EditableType, type SaveContext } from '../content/revisions.ts';
import { definedOnly } from '../content/partial-update.ts';
import { articleBodyFields, insertArticle, replaceArticleImages } from './store.ts';
import { renderMarkdown } from '../content/markdown.ts';
import { assertByline, bylineRefusal, type EditorialActor } from '../content/editorial.ts';
import { bylineFor, ensureStaffProfile, findProfile, profileByName, profileNamed } from '../authors/service.ts';
import { ownWorkOnly } from '../../../shared/editorial.ts';
import { FieldErrors } from '../../../shared/validation/fields.ts';
import { categoryNames, offeredCategoryNames } from '../site/service.ts';
import { canonicalCategory, checkArticle, checkContent, type ArticleDraft, type ArticleImageDraft, type ArticleValues } from '../../../shared/validation/article.ts';
import { isPubliclyVisible } from '../content/visibility.ts';
import { growthRate, utcDay } from '../content/view-growth.ts';
import * as repo from './repository.ts';
import type { SortField, SortSpec } from './repository.ts';

const NOT_FOUND = 'Article not found';

type ImageValues = ArticleImageDraft;

// ---------------------------------------------------------------------------------------------
// Reading

export function getArticle(db: Db, id: string): Article {
  const row = repo.findArticle(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return withImages(db, [row])[0];
}

/** Articles as revisions, autosave and the editing routes read them. */
export const articleEditing: EditableType<Article> = {
  type: 'article',
  noun: 'article',
  notFoundMessage: NOT_FOUND,
  find(db, id) {
    const row = repo.findArticle(db, id);
    return row && withImages(db, [row])[0];
  },
  fieldsOf: articleBodyOf,
};

/** The `status` query of the article lists; a refused value gets the article form's 400 answer. */
const statusFilter = (value: string | undefined) =>
  staffStatusFilter(value, () => validationFailed([{ path: 'status', msg: `Status must be one of ${CONTENT_STATUSES.join(', ')} or all` }]));

const SORT_ALIASES: Record<string, SortField> = {
  createdat: 'createdAt',
  created_at: 'createdAt',
  created: 'createdAt',
  publishdate: 'publishDate',
  publish_date: 'publishDate',
  published: 'publishDate',
  date: 'publishDate',
  newest: 'publishDate',
  oldest: 'publishDate',
  updatedat: 'updatedAt',
  updated_at: 'updatedAt',
  views: 'views',
  popular: 'views',
  title: 'title',
};
const DEFAULT_SORT: SortSpec = { field: 'publishDate', direction: 'desc' };

/** 'createdAt', '-views', 'title:desc', 'publish_date_asc', 'newest', 'oldest' ... */
function parseSort(value: string | undefined): SortSpec {
  let v = value?.trim().toLowerCase();
  if (!v) return DEFAULT_SORT;
  let direction: SortSpec['direction'] | undefined;
  if (v.startsWith('-')) {
    direction = 'desc';
    v = v.slice(1);
  } else if (v.startsWith('+')) {
    direction = 'asc';
    v = v.slice(1);
  }
  const suffix = /[:_\s.](asc|desc)$/.exec(v);
  if (suffix) {
    direction = suffix[1] as SortSpec['direction'];
    v = v.slice(0, suffix.index);
  }
  const field = SORT_ALIASES[v];
  if (!field) {
    throw validationFailed([{ path: 'sort', msg: 'Sort must be one of createdAt, publishDate, updatedAt, views, title (prefix - or suffix :asc/:desc)' }]);
  }
  if (v === 'oldest') direction = 'asc';
  return { field, direction: direction ?? (field === 'title' ? 'asc' : 'desc') };
}


export interface ListParams {
  page?: number;
  limit?: number;
  status?: string;
  category?: string;
  featured?: boolean;
  trending?: boolean;
  editors_pick?: boolean;
  sort?: string;
  q?: string;
}

export function listArticles(db: Db, params: ListParams) {
  const page = params.page ?? 1;
  const limit = params.limit ?? 10;
  const category = params.category?.trim();
  const filters: repo.ArticleFilters = {
    status: statusFilter(params.status),
    category: !category || category.toLowerCase() === 'all' ? undefined : canonicalCategory(category, categoryNames(db)) ?? category,
    featured: params.featured,
    trending: params.trending,
    editorsPick: params.editors_pick,
    q: params.q?.trim() || undefined,
  };
  const { rows, total } = repo.listArticles(db, filters, parseSort(params.sort), page, limit);
  return { data: withImages(db, rows), pagination: pagination(page, limit, total) };
}

/** Featured articles in the order staff gave them on the Featured screen, the others after, newest first. */
export function listFeatured(db: Db, params: { page?: number; limit?: number; status?: string }) {
  const page = params.page ?? 1;
  const limit = params.limit ?? 10;
  const { rows, total } = repo.listFeatured(db, statusFilter(params.status), repo.featuredOrder(db), page, limit);
  return { data: withImages(db, rows), pagination: pagination(page, limit, total) };
}

/**
 * Trending: public articles staff flagged as trending (manual promotion, listed first) plus those
 * whose views grew over the last 7 days against the 7 before, biggest growth first. Each carries its
 * 1-based position in the whole list and the growth as text.
 */
export function listTrending(db: Db, params: { page?: number; limit?: number; status?: string }) {
  const page = params.page ?? 1;
  const limit = params.limit ?? 10;
  const status = statusFilter(params.status);
  // Every trending article is public, so asking for drafts (or anything but published) finds none.
  if (status && status !== 'published') return { data: [] as TrendingArticle[], pagination: pagination(page, limit, 0) };

  const windows = repo.articleViewWindows(db, utcDay(13), utcDay(6));
  const byId = new Map(windows.map((w) => [w.id, w]));
  const growers = windows.filter((w) => w.recent > w.previous).map((w) => w.id);
  const ranked = repo
    .publicTrendingCandidates(db, growers)
    .map((c) => {
      const w = byId.get(c.id);
      const recent = w?.recent ?? 0;
      const previous = w?.previous ?? 0;
      return { ...c, recent, previous, delta: recent - previous };
    })
    .sort(
      (a, b) =>
        Number(b.trending) - Number(a.trending) ||
        b.delta - a.delta ||
        b.recent - a.recent ||
        b.views - a.views ||
        b.publishDate.localeCompare(a.publishDate) ||
        a.id.localeCompare(b.id),
    );

  const offset = pageOffset({ page, limit });
  const slice = ranked.slice(offset, offset + limit);
  const full = new Map(withImages(db, repo.findArticles(db, slice.map((s) => s.id))).map((a) => [a.id, a]));
  const data: TrendingArticle[] = slice.map((s, i) => ({
    ...full.get(s.id)!,
    position: offset + i + 1,
    growthRate: growthRate(s.recent, s.previous),
    recent_views: s.recent,
    previous_views: s.previous,
  }));
  return { data, pagination: pagination(page, limit, ranked.length) };
}

// ---------------------------------------------------------------------------------------------
// Writing

/** Checks a whole article by the shared article rules: the values to store, or every message at once. */
function validateArticle(db: Db, draft: ArticleDraft, images: ImageValues[] | undefined, defaultDate: string): ArticleValues {
  const errors = new FieldErrors();
  const values = checkArticle(errors, draft, images, { defaultDate, now: nowIso(), categories: offeredCategoryNames(db) });
  if (!errors.empty) throw validationFailed(errors.items);
  return values;
}

/** The gallery of a payload as the rules take it (undefined: not sent). */
export function imagesOf(input: CreateArticleBody['additional_images']): ImageValues[] | undefined {
  return input?.map((i) => ({ url: i.url ?? '', alt: i.alt?.trim() || undefined, caption: i.caption?.trim() ?? '' }));
}

function assertEditorsPickRoom(tx: Db, exceptId?: string): void {
  const used = repo.countEditorsPicks(tx, exceptId);
  if (used >= LIMITS.editorsPickMax) {
    throw conflict(
      `Editor's Pick is full: remove an article first (${LIMITS.editorsPickMax} of ${LIMITS.editorsPickMax} slots used)`,
    );
  }
}

const cleanImages = (images: ImageValues[]) => images.map((i) => ({ ...i, url: i.url.trim() }));

/** The body's HTML as a save would store it (content_html: store.ts renders with the same function). */
export function previewContent(content: string): string {
  const errors = new FieldErrors();
  checkContent(errors, content);
  if (!errors.empty) throw validationFailed(errors.items);
  return renderMarkdown(content);
}

/**
 * The article's draft with its byline's name when `author_id` names a profile (the rules check
 * the name), and the profile the save gives it (authors/service.ts `bylineFor`), in the save's
 * transaction. A contributor bylines with their own profile (a new article naming none gets it
 * before the rules check it) or keeps the one the article has
 * (content/editorial.ts `assertByline`: 403 otherwise). A restore whose revision names a profile
 * since merged or deleted, or one the restorer may not name, keeps the article's author, or its
 * name's profile.
 */
function withByline(tx: Db, draft: ArticleDraft, body: CreateArticleBody, row: ArticleRow | undefined, ctx: SaveContext) {
  const input = { author_id: body.author_id, author: body.author, author_bio: body.author_bio, author_image: body.author_image };
  const current = row && (findProfile(tx, row.authorId) ?? profileNamed(tx, row.author, row.authorBio, row.authorImage));
  if (ctx.restoredFrom !== undefined) {
    // Bio and portrait are the profile's: an old revision's copies must not overwrite it. A profile
    // merged or deleted since (or a name no profile has now) leaves the article's author as it is.
    input.author_bio = input.author_image = undefined;
    if (input.author_id && !findProfile(tx, input.author_id)) input.author_id = undefined;
    if (!input.author_id && input.author && !profileByName(tx, input.author)) input.author = undefined;
    const old = input.author_id ? findProfile(tx, input.author_id) : input.author ? profileByName(tx, input.author) : undefined;
    if (old && bylineRefusal(ctx.actor, old, current, false)) input.author_id = input.author = undefined;
  }
  // A contributor's new article is theirs to sign, so it needs no author named to be complete.
  if (!row && !input.author_id && !input.author?.trim() && ctx.actor?.role && ownWorkOnly(ctx.actor.role)) input.author_id = ensureStaffProfile(tx, ctx.actor).id;
  const named = findProfile(tx, input.author_id ?? null);
  if (input.author_id && !named) throw badRequest('Author not found', [{ path: 'author_id', msg: 'Author not found: choose an author from the list or add a guest author' }]);
  if (named) assertByline(ctx.actor, named, current, false);
  return {
    draft: named ? { ...draft, author_id: named.id, author: named.name } : draft,
    byline: (values: ArticleValues): ArticleValues & { authorId: string } => {
      const profile = bylineFor(tx, input, current, ctx.actor, (chosen, edits) => assertByline(ctx.actor, chosen, current, edits));
      return { ...values, authorId: profile.id, author: profile.name, authorBio: profile.bio, authorImage: profile.image };
    },
  };
}

/**
 * A preview link's fields show the byline their `author_id` names (preview.ts): 403 when the
 * member's save could not name it (a contributor: their own profile or the article's), so a
 * shared preview never signs a contributor's draft with someone else's name.
 */
export function checkPreviewByline(db: Db, actor: EditorialActor, id: string, fields: Record<string, unknown>): void {
  const named = typeof fields.author_id === 'string' ? findProfile(db, fields.author_id) : undefined;
  const row = repo.findArticle(db, id);
  if (named && row) assertByline(actor, named, findProfile(db, row.authorId), false);
}

export function createArticle(db: Db, body: CreateArticleBody, ctx: SaveContext = {}): Article {
  const images = imagesOf(body.additional_images);
  return createdWithHistory(db, articleEditing, ctx, (tx) => {
    const { draft, byline } = withByline(tx, body, body, undefined, ctx);
    const values = byline(validateArticle(tx, draft, images, nowIso()));
    if (values.editorsPick) assertEditorsPickRoom(tx);
    return getArticle(tx, insertArticle(tx, values, cleanImages(images ?? [])));
  });
}

/**
 * The stored article as a form would send it, from the mapper (articleBodyOf, as videoBodyOf for
 * videos), for an edit to be merged onto. Its status is the effective one: a scheduled article
 * whose date passed is published now, and editing it must not trip the "scheduled needs a future
 * date" rule. Its pictures are left out: an edit that names none keeps the stored ones.
 */
function draftOf(row: ArticleRow): ArticleDraft {
  const { additional_images: _images, ...draft } = articleBodyOf(toArticle(row));
  return draft;
}

/** PUT is partial: the body is merged onto the stored article and checked as a whole, versioned and kept as a revision. */
export function updateArticle(db: Db, id: string, body: UpdateArticleBody, ctx: SaveContext = {}): Article {
  return savedWithHistory(db, articleEditing, id, ctx, (tx) => {
    const row = repo.findArticle(tx, id)!;
    const { version: _version, ...patch } = definedOnly(body);
    // An empty or null date in an edit means "keep the date", not "now".
    if (patch.publish_date === null || patch.publish_date === '') delete patch.publish_date;
    const images = imagesOf(body.additional_images);
    const { draft, byline } = withByline(tx, { ...draftOf(row), ...patch }, patch, row, ctx);
    const values = byline(validateArticle(tx, draft, images, row.publishDate));
    if (values.editorsPick && !row.editorsPick) assertEditorsPickRoom(tx, id);

    const changes = {
      ...values,
      ...(values.content !== row.content ? articleBodyFields(values.content) : {}),
      // An article that stops being public (unpublished, or its date moved ahead) leaves its homepage slot.
      ...(isPubliclyVisible(values.status!, values.publishDate!) ? {} : { mainPosition: null }),
    };
    // A save that changes nothing (the form re-sending the stored article) keeps updated_at.
    const changed = (Object.keys(changes) as (keyof typeof changes)[]).some((k) => changes[k] !== row[k as keyof ArticleRow]);
    if (changed) repo.updateArticle(tx, id, changes);
    if (images) {
      replaceArticleImages(tx, id, cleanImages(images));
      if (!changed) repo.updateArticle(tx, id, {});
    }
    return getArticle(tx, id);
  });
}

/**
 * A restored article back in homepage places it held (articles/trash.ts): a main slot as setMain
 * puts it there (public articles only; the slot's holder gives way), the flags with Editor's Pick's
 * room checked. Curation, not an edit: updated_at stays.
 */
export function putBackPlaces(db: Db, id: string, places: Place[]): void {
  const slot = places.find((p): p is MainPosition => (MAIN_POSITIONS as readonly string[]).includes(p));
  if (slot) setMain(db, id, slot);
  inTransaction(db, (tx) => {
    const row = repo.findArticle(tx, id);
    if (!row) throw notFound(NOT_FOUND);
    if (places.includes('editors_pick') && !row.editorsPick) assertEditorsPickRoom(tx, id);
    repo.setCuration(tx, id, {
      featured: row.featured || places.includes('featured'),
      editorsPick: row.editorsPick || places.includes('editors_pick'),
      trending: row.trending || places.includes('trending'),
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Featured order

/**
 * Stores the order of the featured articles (the Featured screen's up/down arrows): `ids` first, in
 * that order, on the screen and in the public Featured section; featured articles it leaves out
 * come after them, newest first. Every id must name a featured article, once: anything else is
 * refused whole, so a stale screen cannot store a half-wrong order.
 */
export function setFeaturedOrder(db: Db, ids: string[]): void {
  inTransaction(db, (tx) => {
    const featured = new Set(repo.featuredAmong(tx, ids));
    const seen = new Set<string>();
    const errors = ids.flatMap((id, i): FieldError[] => {
      const msg = seen.has(id) ? `Article ${id} is listed more than once` : featured.has(id) ? undefined : `Article ${id} is not a featured article`;
      seen.add(id);
      return msg ? [{ path: `ids.${i}`, msg }] : [];
    });
    if (errors.length) throw badRequest('Only featured articles can be ordered, each once', errors);
    repo.saveFeaturedOrder(tx, ids);
  });
}

// ---------------------------------------------------------------------------------------------
// Homepage slots

export function parsePosition(value: string | undefined): MainPosition {
  const v = value?.trim().toLowerCase();
  if (!v || !(MAIN_POSITIONS as readonly string[]).includes(v)) {
    throw validationFailed([{ path: 'position', msg: "Position must be 'main' or 'second'" }] satisfies FieldError[]);
  }
  return v as MainPosition;
}

export function getMainArticles(db: Db): MainArticles {
  const main = repo.slotOccupant(db, 'main');
  const second = repo.slotOccupant(db, 'second');
  const [mainArticle, secondArticle] = [main, second].map((r) => (r ? withImages(db, [r])[0] : null));
  return { main: mainArticle, second: secondArticle };
}

/**
 * Puts an article in a slot. In one transaction: the article leaves any slot it held, the slot's
 * previous occupant is cleared, then the article takes it — so each slot holds at most one article
 * and an article at most one slot, whatever the order of calls.
 */
export function setMain(db: Db, id: string, position: MainPosition): Article {
  inTransaction(db, (tx) => {
    const row = repo.findArticle(tx, id);
    if (!row) throw notFound(NOT_FOUND);
    if (!isPubliclyVisible(row.status, row.publishDate)) throw badRequest('Only published articles can be set as main');
    if (row.mainPosition === position) return;
    repo.setMainPosition(tx, id, null);
    repo.clearSlot(tx, position);
    repo.setMainPosition(tx, id, position);
  });
  return getArticle(db, id);
}

/** Empties the article's slot; returns the slot it held (null when it held none). */
export function removeMain(db: Db, id: string): { article: Article; position: MainPosition | null } {
  const position = inTransaction(db, (tx) => {
    const row = repo.findArticle(tx, id);
    if (!row) throw notFound(NOT_FOUND);
    if (row.mainPosition) repo.setMainPosition(tx, id, null);
    return row.mainPosition ?? null;
  });
  return { article: getArticle(db, id), position };
}

/** Exchanges the two slots (persisted). Both must be filled. */
export function swapMain(db: Db): MainArticles {
  inTransaction(db, (tx) => {
    const main = repo.slotOccupant(tx, 'main');
    const second = repo.slotOccupant(tx, 'second');
    if (!main || !second) throw conflict('Both main slots must be filled to swap positions');
    // Clear first: the unique index on main_position allows no moment with two articles in one slot.
    repo.setMainPosition(tx, main.id, null);
    repo.setMainPosition(tx, second.id, 'main');
    repo.setMainPosition(tx, main.id, 'second');
  });
  return getMainArticles(db);
}

export function latestExcludingMain(db: Db, limit = 3): Article[] {
  return withImages(db, repo.latestExcludingMain(db, limit));
}

/** How the messages name a slot (the screen's 'Main Article' and 'Second Main Article'). */
const SLOT_NAMES: Record<MainPosition, string> = { main: 'main article', second: 'second main article' };

/** 'Article set as second main article successfully!', 'Main article removed successfully!'. */
export function slotMessage(position: MainPosition, change: 'set' | 'removed'): string {
  const name = SLOT_NAMES[position];
  return change === 'set' ? `Article set as ${name} successfully!` : `${name.charAt(0).toUpperCase()}${name.slice(1)} removed successfully!`;
}
