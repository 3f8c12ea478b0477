/** The article form's values, defaults, checks (the shared article rules) and the API payload. */
import type { Article } from '../../../../../shared/api/content.ts';
import type { CreateArticleBody } from '../../../../../shared/api/articles.ts';
import { DEFAULT_ARTICLE_CATEGORY, type ContentStatus } from '../../../../../shared/constants.ts';
import { offeredCategories } from '../lib/categories.ts';
import { checkArticle as checkArticleRules } from '../../../../../shared/validation/article.ts';
import { fromLocalInput, toLocalInput } from '../lib/format.ts';
import { checkWith, type FieldMessages } from '../lib/errors.ts';

interface GalleryImage {
  id?: string;
  url: string;
  alt: string;
  caption: string;
}

export interface ArticleFormValues {
  title: string;
  subtitle: string;
  excerpt: string;
  content: string;
  category_name: string;
  /** The author's profile ('' = none chosen: the server gives the writer's own). */
  author_id: string;
  /** Its name, as the picker and the checks show it. */
  author: string;
  tags: string;
  featured_image: string;
  featured_image_alt: string;
  additional_images: GalleryImage[];
  meta_description: string;
  allow_comments: boolean;
  featured: boolean;
  trending: boolean;
  editors_pick: boolean;
  status: ContentStatus;
  /** datetime-local text ('' = now). */
  publish_date: string;
}

/** A stored article's values, or a new one's (its author the signed-in member's own profile when known). */
export function formValues(article?: Article | null, me?: { id: string; name: string } | null): ArticleFormValues {
  if (!article) {
    return {
      title: '',
      subtitle: '',
      excerpt: '',
      content: '',
      category_name: DEFAULT_ARTICLE_CATEGORY,
      author_id: me?.id ?? '',
      author: me?.name ?? '',
      tags: '',
      featured_image: '',
      featured_image_alt: '',
      additional_images: [],
      meta_description: '',
      allow_comments: true,
      featured: false,
      trending: false,
      editors_pick: false,
      // A new article is a draft until the writer publishes or schedules it.
      status: 'draft',
      publish_date: '',
    };
  }
  return {
    title: article.title,
    subtitle: article.subtitle,
    excerpt: article.excerpt,
    content: article.content,
    category_name: article.category_name || DEFAULT_ARTICLE_CATEGORY,
    author_id: article.author_id ?? '',
    author: article.author,
    tags: article.tags,
    featured_image: article.featured_image,
    featured_image_alt: article.featured_image_alt,
    additional_images: article.additional_images.map((i) => ({ id: i.id, url: i.url, alt: i.alt, caption: i.caption })),
    meta_description: article.meta_description,
    allow_comments: article.allow_comments,
    featured: article.featured,
    trending: article.trending,
    editors_pick: article.editors_pick,
    status: article.status,
    publish_date: toLocalInput(article.publish_date),
  };
}

/** Where each field sits in the editor: the writing column ('main') or a side-panel section. */
const FIELD_SECTION: Record<string, string> = {
  title: 'main',
  subtitle: 'main',
  content: 'main',
  excerpt: 'excerpt',
  author: 'author',
  author_id: 'author',
  featured_image: 'image',
  featured_image_alt: 'image',
  meta_description: 'seo',
  tags: 'taxonomy',
  category_name: 'taxonomy',
  status: 'publish',
  publish_date: 'publish',
  featured: 'options',
  trending: 'options',
  editors_pick: 'options',
  allow_comments: 'options',
};

/** How revisions and conflicts name the fields (the editor's labels). */
export const ARTICLE_LABELS: Record<string, string> = {
  title: 'Title',
  subtitle: 'Subtitle',
  content: 'Body',
  excerpt: 'Excerpt',
  author: 'Author',
  author_id: 'Author',
  // Revisions from before author profiles name these.
  author_bio: 'Author bio',
  author_image: 'Author photo',
  featured_image: 'Featured image',
  featured_image_alt: 'Alt text',
  additional_images: 'Gallery',
  meta_description: 'Meta description',
  tags: 'Tags',
  category_name: 'Category',
  status: 'Status',
  publish_date: 'Publish date',
  featured: 'Featured',
  trending: 'Trending',
  editors_pick: "Editor's pick",
  allow_comments: 'Comments',
};

export const articleSectionOf = (field: string) => FIELD_SECTION[field] ?? (field.startsWith('additional_images') ? 'gallery' : 'main');

/** The article rules the server applies, run on the payload before it is sent. */
export function checkArticle(v: ArticleFormValues): FieldMessages {
  const body = toPayload(v);
  const now = new Date().toISOString();
  const images = body.additional_images?.map((i) => ({ url: i.url ?? '', alt: i.alt, caption: i.caption }));
  return checkWith((errors) => checkArticleRules(errors, body, images, { defaultDate: now, now, categories: offeredCategories() }));
}

export const REQUIRED_FIELDS = ['title', 'excerpt', 'content', 'author', 'featured_image'];

export function toPayload(v: ArticleFormValues): CreateArticleBody {
  return {
    title: v.title.trim(),
    subtitle: v.subtitle.trim(),
    excerpt: v.excerpt.trim(),
    content: v.content,
    category_name: v.category_name,
    // The profile when one is chosen; else the name (an older article's byline, kept as it is).
    ...(v.author_id ? { author_id: v.author_id } : { author: v.author.trim() }),
    tags: v.tags,
    featured_image: v.featured_image.trim(),
    featured_image_alt: v.featured_image_alt.trim(),
    additional_images: v.additional_images.map((i) => ({ ...(i.id ? { id: i.id } : {}), url: i.url.trim(), alt: i.alt, caption: i.caption })),
    meta_description: v.meta_description.trim(),
    allow_comments: v.allow_comments,
    featured: v.featured,
    trending: v.trending,
    editors_pick: v.editors_pick,
    status: v.status,
    ...(v.publish_date ? { publish_date: fromLocalInput(v.publish_date) } : {}),
  };
}
