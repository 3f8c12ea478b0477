/**
 * Writing content rows. Every item gets its `content_items` registry row in the same transaction
 * (likes, comments and views reference it); article bodies are rendered and timed here, so every
 * writer (admin API, seed, tests) stores the same derived fields.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { readTime } from '../../../shared/read-time.ts';
import type { ContentType } from '../../../shared/constants.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { articleImages, articles, contentItems, podcastEpisodes, tvEpisodes, videos } from '../../db/schema.ts';
import { markdownToText, renderMarkdown } from './markdown.ts';

type ArticleInsert = Omit<typeof articles.$inferInsert, 'id' | 'contentHtml' | 'readTime'>;
type ImageInsert = { url: string; alt?: string; caption?: string };

/** Derived article fields, recomputed whenever the Markdown body changes. */
export function articleBodyFields(content: string) {
  return { contentHtml: renderMarkdown(content), readTime: readTime(markdownToText(content)) };
}

export function insertArticle(db: Db, values: ArticleInsert & { id?: string }, images: ImageInsert[] = []): string {
  const id = values.id ?? randomUUID();
  inTransaction(db, (tx) => {
    tx.insert(contentItems).values({ id, type: 'article' }).run();
    tx.insert(articles).values({ ...values, id, ...articleBodyFields(values.content) }).run();
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

type MediaTable = typeof videos | typeof tvEpisodes | typeof podcastEpisodes;

/** The insert of a media table: the registry row and the item's row, in one transaction. */
export function registeredInsert<T extends MediaTable>(table: T, type: ContentType) {
  return (db: Db, values: Omit<T['$inferInsert'], 'id'> & { id?: string }): string => {
    const id = values.id ?? randomUUID();
    inTransaction(db, (tx) => {
      tx.insert(contentItems).values({ id, type }).run();
      tx.insert(table).values({ ...values, id } as T['$inferInsert']).run();
    });
    return id;
  };
}


/** The type of any content item, or null when the id is unknown. */
export function contentTypeOf(db: Db, id: string): ContentType | null {
  // Asked by every like, comment and like-state request: prepared once (db/prepared.ts).
  const statement = preparedOnce(db, 'content type of an id', () =>
    db.select({ type: contentItems.type }).from(contentItems).where(eq(contentItems.id, sql.placeholder('id'))).prepare(),
  );
  return statement.get({ id })?.type ?? null;
}

/** Deletes an item with its likes, comments, views and images (all cascade from the registry row). */
export function deleteContent(db: Db, id: string): boolean {
  return db.delete(contentItems).where(eq(contentItems.id, id)).run().changes > 0;
}
