/**
 * Turning another platform's posts (source-site.ts) into articles. Each post becomes an article
 * with an id made from the source site and the post's own id (UUIDv5), so a second import of the
 * same file finds what the first brought and adds nothing twice; comments likewise (new comments
 * on a post imported before still come in). Pictures are fetched into the Media Library when they
 * can be (image-fetch.ts) and otherwise linked where they were. The magazine has a fixed list of
 * categories: a post's category is used when it is one of them, else the default one, and the
 * source's categories are kept as tags. Everything that changed on the way is in the report.
 */
import { eq } from 'drizzle-orm';
import type { ImportReport } from '../../../shared/api/transfer.ts';
import { nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { comments, contentItems } from '../../db/schema.ts';
import { canonicalCategory, offeredCategoryNames, defaultCategory, importedByline, insertArticle, LIMITS, uuidV5 } from './content-access.ts';
import { htmlToMarkdown, imagesIn } from './html-to-markdown.ts';
import { createImageFetcher } from './image-fetch.ts';
import { countAdded, newReport } from './report.ts';
import { htmlToText, type SourcePost, type SourceSite } from './source-site.ts';

/** The namespace of imported items' ids (a random UUID fixed here: changing it would import everything again). */
const IMPORT_NAMESPACE = '0b7e6a52-8d0c-4f0e-9f5e-3c1a2d4b6e88';
const TITLE_MAX = 200;
const COMMENT_NAME_MAX = LIMITS.commentNameMax;

export interface PostImportOptions {
  /** The magazine category for posts whose own is not one (default: the site's default category). */
  category?: string;
  /** Whether pictures may be fetched from private and loopback addresses (the command line; tests). */
  allowPrivateImages?: boolean;
}

const idOf = (key: string) => uuidV5(key, IMPORT_NAMESPACE);

/** A summary of `text` at a word boundary, at most `max` characters. */
function summary(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}\u2026`;
}

/** Runs `fn` over `items`, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width) out.push(...(await Promise.all(items.slice(i, i + width).map(fn))));
  return out;
}

export async function importSite(db: Db, dataDir: string, source: 'wordpress' | 'ghost', site: SourceSite, options: PostImportOptions = {}): Promise<ImportReport> {
  const report = newReport(source, site.name);
  report.skipped.push(...site.skipped);
  const offered = offeredCategoryNames(db);
  const fallback = canonicalCategory(options.category ?? '', offered) ?? defaultCategory(offered);
  const fetchImage = createImageFetcher(db, dataDir, options.allowPrivateImages ?? false);
  for (const post of site.posts) {
    const id = idOf(post.key);
    if (db.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.id, id)).get()) report.already_present++;
    else await importPost(db, post, id, fallback, fetchImage, report);
    importComments(db, post, id, report);
  }
  return report;
}

async function importPost(db: Db, post: SourcePost, id: string, fallback: string, fetchImage: ReturnType<typeof createImageFetcher>, report: ImportReport): Promise<void> {
  const notes = [...post.notes];
  const addresses = [...new Set([...(post.featuredImage ? [post.featuredImage.url] : []), ...imagesIn(post.html)])];
  const fetched = new Map<string, string>();
  await inBatches(addresses, 4, async (address) => {
    const result = await fetchImage(address);
    if ('url' in result) {
      fetched.set(address, result.url);
      report.images.fetched++;
    } else if (!report.images.kept_as_links.some((k) => k.url === address)) {
      report.images.kept_as_links.push({ url: address, reason: result.error });
    }
  });
  const content = htmlToMarkdown(post.html, fetched) || post.title;
  const plain = htmlToText(post.html);

  const offered = offeredCategoryNames(db);
  const category = post.categories.map((c) => canonicalCategory(c, offered)).find(Boolean);
  const unmatched = post.categories.filter((c) => !canonicalCategory(c, offered));
  if (!category && post.categories.length) notes.push(`category "${post.categories[0]}" is not one of the magazine's: filed under ${fallback}, kept as a tag`);
  const tags = [...new Map([...post.tags, ...unmatched].map((t) => [t.toLowerCase(), t])).values()];

  let title = post.title;
  if (title.length > TITLE_MAX) {
    title = summary(title, TITLE_MAX);
    notes.push('title shortened to 200 characters');
  }
  const excerpt = summary(post.excerpt || plain || post.title, LIMITS.excerptMax);
  const bodyImage = imagesIn(post.html)[0];
  const featured = post.featuredImage ? (fetched.get(post.featuredImage.url) ?? post.featuredImage.url) : bodyImage ? (fetched.get(bodyImage) ?? bodyImage) : '';
  if (!post.featuredImage) notes.push(featured ? 'no featured image: the first picture of the post is used' : 'no featured image: add one before featuring it');
  // A scheduled post whose date has passed would be published by now.
  const status = post.status === 'scheduled' && post.date <= nowIso() ? 'published' : post.status;

  const byline = importedByline(db, { ...post.author, image: post.author.image && /^https?:\/\//.test(post.author.image) ? post.author.image : '' });
  insertArticle(db, {
    id,
    title,
    excerpt,
    content,
    categoryName: category ?? fallback,
    authorId: byline.id,
    author: byline.name,
    tags: tags.join(', '),
    featuredImage: featured,
    featuredImageAlt: post.featuredImage?.alt ?? '',
    metaDescription: summary(excerpt, LIMITS.metaDescriptionMax),
    status,
    publishDate: post.date,
    createdAt: post.date,
  });
  report.imported.push({ kind: 'article', title, id, status, notes });
  countAdded(report, 'articles');
}

/**
 * The site threads one level deep (a comment and its replies, as its own replies are), so a reply
 * to a reply, at any depth, goes under the conversation's first comment, in date order: the thread
 * reads as it did. A reply whose first comment did not come in (never approved, no text) stands
 * on its own rather than being lost.
 */
function threadRoots(kept: SourcePost['comments']): Map<string, string | undefined> {
  const byKey = new Map(kept.map((c) => [c.key, c]));
  const roots = new Map<string, string | undefined>();
  for (const c of kept) {
    let root: string | undefined;
    const seen = new Set([c.key]);
    for (let up = c.parentKey; up && byKey.has(up) && !seen.has(up); up = byKey.get(up)!.parentKey) {
      root = up;
      seen.add(up);
    }
    roots.set(c.key, root);
  }
  return roots;
}

function importComments(db: Db, post: SourcePost, itemId: string, report: ImportReport): void {
  report.comments.skipped.push(...post.skippedComments.map((c) => ({ kind: 'comment', ...c })));
  const kept = post.comments.filter((c) => {
    if (!c.text) report.comments.skipped.push({ kind: 'comment', title: `${c.name} on "${post.title}"`, reason: 'no text' });
    return Boolean(c.text);
  });
  const roots = threadRoots(kept);
  // First comments before replies: a reply names its thread, which must be there.
  const ordered = [...kept].sort((a, b) => Number(Boolean(roots.get(a.key))) - Number(Boolean(roots.get(b.key))) || a.date.localeCompare(b.date));
  for (const c of ordered) {
    const root = roots.get(c.key);
    const inserted = db
      .insert(comments)
      .values({ id: idOf(c.key), itemId, name: c.name.slice(0, COMMENT_NAME_MAX), email: c.email, content: c.text, createdAt: c.date, parentId: root ? idOf(root) : null })
      .onConflictDoNothing()
      .run().changes;
    if (inserted) report.comments.imported++;
    else report.comments.already_present++;
  }
}
