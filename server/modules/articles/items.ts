/**
 * Article rows as the API's articles: with their gallery (staff and public answers) and, for
 * readers, their like and comment counts; list items (summaries) leave the body out.
 */
import { inArray } from 'drizzle-orm';
import type { Article } from '../../../shared/api/content.ts';
import type { ArticleSummary, PublicArticle } from '../../../shared/api/public.ts';
import type { Db } from '../../db/client.ts';
import { articleImages } from '../../db/schema.ts';
import { withEngagement } from '../content/engagement.ts';
import { slugsOf } from '../authors/repository.ts';
import { toArticle, type ArticleImageRow, type ArticleRow } from './mapper.ts';

/** Gallery images of many articles at once, grouped by article id (toArticle orders them). */
function imagesByArticle(db: Db, articleIds: string[]): Map<string, ArticleImageRow[]> {
  const byArticle = new Map<string, ArticleImageRow[]>();
  if (articleIds.length === 0) return byArticle;
  for (const image of db.select().from(articleImages).where(inArray(articleImages.articleId, articleIds)).all()) {
    byArticle.set(image.articleId, [...(byArticle.get(image.articleId) ?? []), image]);
  }
  return byArticle;
}

/** Articles with their galleries and their authors' page slugs. */
export function withImages(db: Db, rows: ArticleRow[]): Article[] {
  const images = imagesByArticle(db, rows.map((r) => r.id));
  const slugs = slugsOf(db, [...new Set(rows.flatMap((r) => (r.authorId ? [r.authorId] : [])))]);
  return rows.map((row) => toArticle(row, images.get(row.id), row.authorId ? slugs.get(row.authorId) : undefined));
}

/** Full public articles (detail, hero slots): galleries and engagement. */
export const publicArticles = (db: Db, rows: ArticleRow[]): PublicArticle[] => withEngagement(db, withImages(db, rows));

/** Public list items: the same without the body. */
export function articleSummaries(db: Db, rows: ArticleRow[]): ArticleSummary[] {
  return publicArticles(db, rows).map(({ content: _content, content_html: _html, ...summary }) => summary);
}
