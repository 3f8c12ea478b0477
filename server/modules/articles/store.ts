/**
 * Writing articles: each with its registry row (content/store.ts) and its gallery, in one
 * transaction. The body is rendered and timed here, so every writer (admin API, seed, tests) stores
 * the same derived fields.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { readTime } from '../../../shared/read-time.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { articleImages, articles } from '../../db/schema.ts';
import { markdownToText, renderMarkdown } from '../content/markdown.ts';
import { registerItem } from '../content/store.ts';
import { findProfile, profileNamed } from '../authors/service.ts';

type ArticleInsert = Omit<typeof articles.$inferInsert, 'id' | 'contentHtml' | 'readTime'>;
type ImageInsert = { url: string; alt?: string; caption?: string };

/** Derived article fields, recomputed whenever the Markdown body changes. */
export function articleBodyFields(content: string) {
  return { contentHtml: renderMarkdown(content), readTime: readTime(markdownToText(content)) };
}

/**
 * Stores a new article. Its byline is the profile `authorId` names, else the profile named
 * `author` (made, with `authorBio` and `authorImage`, when there is none): the article keeps a copy
 * of the profile's name, bio and portrait either way.
 */
export function insertArticle(db: Db, values: ArticleInsert & { id?: string }, images: ImageInsert[] = []): string {
  const id = values.id ?? randomUUID();
  inTransaction(db, (tx) => {
    registerItem(tx, id, 'article');
    const byline = findProfile(tx, values.authorId ?? null) ?? profileNamed(tx, values.author, values.authorBio, values.authorImage);
    const copy = { authorId: byline.id, author: byline.name, authorBio: byline.bio, authorImage: byline.image };
    tx.insert(articles).values({ ...values, ...copy, id, ...articleBodyFields(values.content) }).run();
    replaceArticleImages(tx, id, images);
  });
  return id;
}

export function replaceArticleImages(db: Db, articleId: string, images: ImageInsert[]): void {
  db.delete(articleImages).where(eq(articleImages.articleId, articleId)).run();
  images.forEach((image, position) => {
    db.insert(articleImages)
      .values({ id: randomUUID(), articleId, url: image.url, alt: image.alt || 'Article image', caption: image.caption ?? '', position })
      .run();
  });
}
