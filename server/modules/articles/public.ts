/**
 * Articles and their authors for readers (/api/public/articles, /api/public/authors and the
 * magazine, author and home pages): public ones only (the visibility rule is in the repository),
 * with their engagement; not-found answers; an article's view.
 */
import type { ArticleSummary, AuthorQuery, PublicArticle, PublicArticlesQuery, PublicAuthor } from '../../../shared/api/public.ts';
import type { HomeStoriesData } from '../../../shared/api/next-reads.ts';
import { LIMITS } from '../../../shared/constants.ts';
import { splitTags } from '../../../shared/format.ts';
import { PAGE_SIZES } from '../../../shared/page-data.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { pagination } from '../../lib/pagination.ts';
import { isUuid } from '../../lib/uuid.ts';
import { filterValue } from '../content/list-filters.ts';
import { opened } from '../content/public-detail.ts';
import { memoByVersion } from '../content/public-version.ts';
import type { Viewer } from '../content/view-window.ts';
import { articleSummaries, publicArticles, withImages } from './items.ts';
import type { ArticleRow } from './mapper.ts';
import * as repo from './public-repository.ts';
import { featuredOrder, findArticles } from './repository.ts';
import { listTrending } from './service.ts';
import { authorBySlug } from '../authors/public.ts';
import { findProfile, linksOf } from '../authors/service.ts';

// ---------------------------------------------------------------------------------------------
// Articles
// ---------------------------------------------------------------------------------------------

export function listArticles(db: Db, q: PublicArticlesQuery) {
  const page = { page: q.page ?? 1, limit: q.limit ?? 10 };
  const { rows, total } = repo.listArticles(
    db,
    { category: filterValue(q.category), featured: q.featured, trending: q.trending, editorsPick: q.editors_pick },
    page,
  );
  return { articles: articleSummaries(db, rows), pagination: pagination(page.page, page.limit, total) };
}

/** Published articles holding no homepage slot, newest first. */
export function listRegularArticles(db: Db, q: { limit?: number; page?: number }) {
  const page = { page: q.page ?? 1, limit: q.limit ?? 20 };
  const { rows, total } = repo.listArticles(db, { notInMainSlot: true }, page);
  return { articles: articleSummaries(db, rows), pagination: pagination(page.page, page.limit, total) };
}

// ---------------------------------------------------------------------------------------------
// Authors
// ---------------------------------------------------------------------------------------------

/**
 * An author's page: their profile (name, bio, portrait, links) and a page of their public
 * articles, newest first. An old slug (the profile renamed or merged) answers the profile, whose
 * `slug` is the one to link (the page redirects there). 404 when no profile has the slug, or the
 * profile has no public article (an author page lists their work: a profile alone is not a page).
 */
export function authorPage(db: Db, slug: string, q: AuthorQuery) {
  const profile = authorBySlug(db, slug);
  if (!profile) throw notFound('Author not found');
  const page = { page: q.page ?? 1, limit: q.limit ?? 12 };
  const { rows, total } = repo.listArticles(db, { authorId: profile.id }, page);
  if (total === 0) throw notFound('Author not found');
  const author: PublicAuthor = { slug: profile.slug, name: profile.name, bio: profile.bio, image: profile.image, links: linksOf(profile) };
  return { author, articles: articleSummaries(db, rows), pagination: pagination(page.page, page.limit, total) };
}

export function editorsPicks(db: Db): ArticleSummary[] {
  const { rows } = repo.listArticles(db, { editorsPick: true }, { page: 1, limit: LIMITS.editorsPickMax });
  return articleSummaries(db, rows);
}

/** The home page's Featured section: in the order staff gave it on the Featured screen, then newest first. */
export function featuredArticles(db: Db, limit: number): ArticleSummary[] {
  return articleSummaries(db, repo.featuredArticles(db, featuredOrder(db), limit));
}

/**
 * The home page's Trending list: the same ranking staff see (flagged articles first, then the
 * biggest 7-day view growth), public articles only.
 */
export function trendingArticles(db: Db, limit: number): ArticleSummary[] {
  const ranked = listTrending(db, { limit, page: 1 }).data;
  const byId = new Map(articleSummaries(db, findArticles(db, ranked.map((a) => a.id))).map((a) => [a.id, a]));
  return ranked.flatMap((a) => byId.get(a.id) ?? []);
}

export function mainArticles(db: Db) {
  const rows = repo.mainSlotArticles(db);
  const [main, second] = (['main', 'second'] as const).map((slot) => rows.find((r) => r.mainPosition === slot));
  const full = publicArticles(db, [main, second].filter((r): r is ArticleRow => !!r));
  return {
    mainArticle: main ? full.find((a) => a.id === main.id)! : null,
    secondMainArticle: second ? full.find((a) => a.id === second.id)! : null,
  };
}

export function openArticle(db: Db, id: string, viewer: Viewer): PublicArticle {
  const build = (db: Db, id: string) => {
    const row = repo.findArticle(db, id);
    const profile = row && findProfile(db, row.authorId);
    return row && { ...withImages(db, [row])[0], author_links: profile ? linksOf(profile) : [] };
  };
  return opened(db, 'article', id, viewer, build, 'Article not found');
}

// ---------------------------------------------------------------------------------------------
// What to read next, and the home page's stories shown once
// ---------------------------------------------------------------------------------------------

/** Summaries of the public articles `ids` names, in that order (one gone since is left out). */
function summariesInOrder(db: Db, ids: string[]): ArticleSummary[] {
  const byId = new Map(articleSummaries(db, findArticles(db, ids)).map((a) => [a.id, a]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * An article's related stories: public articles in its category or sharing one of its tags, newest
 * first, never the article itself. Which they are is kept per public version (it changes only with
 * public content); their cards, with live counters, are read afresh.
 */
export function relatedArticles(db: Db, id: string): ArticleSummary[] {
  const article = isUuid(id) ? repo.findArticle(db, id) : undefined;
  if (!article) throw notFound('Article not found');
  const ids = memoByVersion(db, 'detail', `related ${id}`, () =>
    repo.relatedArticleRows(db, id, article.categoryName, splitTags(article.tags), PAGE_SIZES.related).map((r) => r.id),
  );
  return summariesInOrder(db, ids);
}

/**
 * The home page's stories, none shown twice. The main slots come first; Editor's Pick (at most
 * LIMITS.editorsPickMax, chosen by staff) leaves out a slot's article and shows the others; Featured
 * leaves out those two and fills its places from the next featured articles; Latest leaves out all
 * of them and fills from the next newest. Editor's Pick goes before Featured, though Featured is
 * shown above it: its few places cannot be filled, Featured's can. `latest`: how many Latest
 * Articles to send (the first screen's 6, or the list's 20 for Load More).
 */
export function homeStories(db: Db, latest: number = PAGE_SIZES.regularInitial): HomeStoriesData {
  const slots = articleSummaries(db, repo.mainSlotArticles(db));
  const slotOf = (position: 'main' | 'second') => slots.find((a) => a.main_position === position) ?? null;
  const shown = new Set(slots.map((a) => a.id));
  const unseen = (list: ArticleSummary[], limit: number) => {
    const kept = list.filter((a) => !shown.has(a.id)).slice(0, limit);
    for (const a of kept) shown.add(a.id);
    return kept;
  };
  const editors = unseen(editorsPicks(db), PAGE_SIZES.editorsPick);
  const featured = unseen(featuredArticles(db, PAGE_SIZES.featured + shown.size), PAGE_SIZES.featured);
  // The regular list holds no slot article; it may hold the picks and featured ones shown above.
  const above = editors.length + featured.length;
  const regular = listRegularArticles(db, { limit: latest + above, page: 1 });
  return {
    main_article: slotOf('main'),
    second_main_article: slotOf('second'),
    editors_pick: editors,
    featured,
    latest: unseen(regular.articles, latest),
    latest_total: Math.max(0, Math.min(regular.pagination.total - above, PAGE_SIZES.regular)),
  };
}
