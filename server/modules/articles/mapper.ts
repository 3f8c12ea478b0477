/** Database rows (camelCase) -> API objects (snake_case, shared/api/content.ts). */
import type { Article } from '../../../shared/api/content.ts';
import { effectiveStatus } from '../content/visibility.ts';
import type { articleImages, articles } from '../../db/schema.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleImageRow = typeof articleImages.$inferSelect;

export function toArticle(row: ArticleRow, images: ArticleImageRow[] = []): Article {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    excerpt: row.excerpt,
    content: row.content,
    content_html: row.contentHtml,
    category_name: row.categoryName,
    author: row.author,
    author_bio: row.authorBio,
    author_image: row.authorImage,
    tags: row.tags,
    featured_image: row.featuredImage,
    featured_image_alt: row.featuredImageAlt,
    additional_images: [...images]
      .sort((a, b) => a.position - b.position)
      .map((i) => ({ id: i.id, url: i.url, alt: i.alt, caption: i.caption })),
    meta_description: row.metaDescription,
    read_time: row.readTime,
    allow_comments: row.allowComments,
    featured: row.featured,
    trending: row.trending,
    editors_pick: row.editorsPick,
    status: effectiveStatus(row.status, row.publishDate),
    publish_date: row.publishDate,
    main_position: row.mainPosition ?? null,
    views: row.views,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}
