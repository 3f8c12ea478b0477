/** Database rows (camelCase) -> API objects (snake_case, shared/api/content.ts), and an article back to a save body. */
import type { UpdateArticleBody } from '../../../shared/api/articles.ts';
import type { Article } from '../../../shared/api/content.ts';
import { slugify } from '../../../shared/slug.ts';
import { effectiveStatus } from '../content/visibility.ts';
import type { articleImages, articles } from '../../db/schema.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleImageRow = typeof articleImages.$inferSelect;

/** `authorSlug`: the slug of the row's author profile (slugify of the name when it has none). */
export function toArticle(row: ArticleRow, images: ArticleImageRow[] = [], authorSlug = slugify(row.author)): Article {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    excerpt: row.excerpt,
    content: row.content,
    content_html: row.contentHtml,
    category_name: row.categoryName,
    author_id: row.authorId,
    author: row.author,
    author_bio: row.authorBio,
    author_image: row.authorImage,
    author_slug: authorSlug,
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
    version: row.version,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** A stored article in body shape: what a revision keeps, and a PUT of it changes nothing (content/revisions.ts). */
export function articleBodyOf(a: Article): UpdateArticleBody {
  return {
    title: a.title,
    subtitle: a.subtitle,
    excerpt: a.excerpt,
    content: a.content,
    category_name: a.category_name,
    // The profile, and its name for the revision list; bio and portrait are the profile's own.
    author_id: a.author_id,
    author: a.author,
    tags: a.tags,
    featured_image: a.featured_image,
    featured_image_alt: a.featured_image_alt,
    additional_images: a.additional_images.map((i) => ({ url: i.url, alt: i.alt, caption: i.caption })),
    meta_description: a.meta_description,
    allow_comments: a.allow_comments,
    featured: a.featured,
    trending: a.trending,
    editors_pick: a.editors_pick,
    status: a.status,
    publish_date: a.publish_date,
  };
}
