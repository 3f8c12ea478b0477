/**
 * The article form's rules: title, excerpt, content, author and featured image are required; title
 * at most 200 characters, subtitle 300, excerpt 500, content 200,000 (three long reads), author
 * 200, author bio 5,000, tags 500, alt texts 300, captions 1,000, meta description 160 (TEXT_LIMITS);
 * the category one of the magazine's (any letter case); image URLs (featured image, author photo,
 * gallery) http(s) or site-relative, at most 2,000 characters; a scheduled article needs a future
 * date. A draft needs only its title (and lengths, a category and dates that can be stored): the
 * rest is asked for when it is published, scheduled or sent to review. The service runs them on
 * every create and (merged) update; the admin form runs them before sending.
 */
import { ARTICLE_CATEGORIES, LIMITS, type ContentStatus } from '../constants.ts';
import { defaultCategory } from './site.ts';
import { ALT_MAX } from '../media-upload.ts';
import { TEXT_LIMITS, httpUrl, maxLength, metaDescription, mustBeComplete, publishDate, required, statusWithDate, tagsField, urlField, type FieldErrors } from './fields.ts';

const TITLE_MAX = TEXT_LIMITS.title;
/** `Label must be at most N characters` when `value` is longer. */
const limit = (errors: FieldErrors, path: string, value: string | undefined, max: number, label: string) =>
  maxLength(errors, path, value, max, `${label} must be at most ${max} characters`);
/** Date.parse reads '12' as a year; only ISO dates (2026-11-21, optionally with a time) are dates here. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:$|[T ])/;

/** The form's fields as one object, whether they come from a new payload or a stored row. */
export interface ArticleDraft {
  title?: string;
  subtitle?: string;
  excerpt?: string;
  content?: string;
  category_name?: string;
  /** The author's profile (server/modules/authors); `author` is its name. */
  author_id?: string | null;
  author?: string;
  author_bio?: string;
  author_image?: string;
  tags?: string | string[];
  featured_image?: string;
  featured_image_alt?: string;
  meta_description?: string;
  allow_comments?: boolean;
  featured?: boolean;
  trending?: boolean;
  editors_pick?: boolean;
  status?: string;
  publish_date?: string | null;
}

export interface ArticleImageDraft {
  url: string;
  alt?: string;
  caption?: string;
}

/** What a valid draft stores (the article table's columns). */
export interface ArticleValues {
  title: string;
  subtitle: string;
  excerpt: string;
  content: string;
  categoryName: string;
  author: string;
  authorBio: string;
  authorImage: string;
  tags: string;
  featuredImage: string;
  featuredImageAlt: string;
  metaDescription: string;
  allowComments: boolean;
  featured: boolean;
  trending: boolean;
  editorsPick: boolean;
  status: ContentStatus;
  publishDate: string;
}

const trim = (v: string | undefined) => (typeof v === 'string' ? v.trim() : '');

/**
 * 'tech trends' -> 'Tech Trends'; undefined for a name that is not one of `categories`, the site's
 * live categories (server/modules/site; an untouched site has ARTICLE_CATEGORIES).
 */
export const canonicalCategory = (value: string, categories: readonly string[] = ARTICLE_CATEGORIES) =>
  categories.find((c) => c.toLowerCase() === value.trim().toLowerCase());


/** The article body alone (the form's Preview renders it): the same limit as a saved article's. */
export function checkContent(errors: FieldErrors, content: string): void {
  limit(errors, 'content', content, TEXT_LIMITS.body, 'Content');
}

/**
 * Checks a whole article; `defaultDate` is the date kept when none is given (now for a new article,
 * the stored one for an edit). The values are meaningful only when `errors` stayed empty.
 */
export function checkArticle(
  errors: FieldErrors,
  draft: ArticleDraft,
  images: ArticleImageDraft[] | undefined,
  { defaultDate, now, categories = ARTICLE_CATEGORIES }: { defaultDate: string; now: string; categories?: readonly string[] },
): ArticleValues {
  const title = trim(draft.title);
  const excerpt = trim(draft.excerpt);
  const author = trim(draft.author);
  const featuredImage = trim(draft.featured_image);
  const metaDesc = trim(draft.meta_description);
  const status = (trim(draft.status).toLowerCase() || 'published') as ContentStatus;
  const complete = mustBeComplete(status);

  required(errors, 'title', title, 'Title is required');
  maxLength(errors, 'title', title, TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`);
  if (complete) required(errors, 'excerpt', excerpt, 'Excerpt is required');
  maxLength(errors, 'excerpt', excerpt, LIMITS.excerptMax, `Excerpt must be at most ${LIMITS.excerptMax} characters`);
  if (complete) {
    required(errors, 'content', draft.content, 'Content is required');
    if (!draft.author_id) required(errors, 'author', author, 'Author is required');
    required(errors, 'featured_image', featuredImage, 'Featured image is required');
    httpUrl(errors, 'featured_image', featuredImage, 'Featured image');
  }
  checkContent(errors, draft.content ?? '');
  limit(errors, 'author', author, TEXT_LIMITS.name, 'Author');
  limit(errors, 'featured_image', featuredImage, TEXT_LIMITS.url, 'Featured image');
  const subtitle = trim(draft.subtitle);
  limit(errors, 'subtitle', subtitle, TEXT_LIMITS.subtitle, 'Subtitle');
  const authorBio = trim(draft.author_bio);
  limit(errors, 'author_bio', authorBio, TEXT_LIMITS.bio, 'Author bio');
  const featuredImageAlt = trim(draft.featured_image_alt);
  limit(errors, 'featured_image_alt', featuredImageAlt, ALT_MAX, 'Alt text');
  const tags = tagsField(errors, draft.tags);
  const authorImage = urlField(errors, 'author_image', draft.author_image, 'Author photo', complete);
  metaDescription(errors, metaDesc);

  const categoryInput = trim(draft.category_name);
  const category = categoryInput ? canonicalCategory(categoryInput, categories) : defaultCategory(categories);
  if (!category) errors.add('category_name', 'Please choose a valid category');

  images?.forEach((image, i) => {
    const path = `additional_images.${i}.url`;
    if (!complete) return;
    required(errors, path, image.url, 'Image URL is required');
    limit(errors, path, image.url.trim(), TEXT_LIMITS.url, 'Image URL');
    httpUrl(errors, path, image.url.trim(), 'Image URL');
    limit(errors, `additional_images.${i}.alt`, image.alt?.trim(), ALT_MAX, 'Alt text');
    limit(errors, `additional_images.${i}.caption`, image.caption?.trim(), TEXT_LIMITS.caption, 'Caption');
  });

  if (draft.publish_date && !ISO_DATE.test(draft.publish_date.trim())) errors.add('publish_date', 'Please enter a valid date');
  const date = publishDate(errors, 'publish_date', draft.publish_date?.trim() || undefined) ?? (draft.publish_date ? undefined : defaultDate);
  statusWithDate(errors, status, date, 'publish_date', now);

  return {
    title,
    subtitle,
    excerpt,
    content: draft.content ?? '',
    categoryName: category ?? defaultCategory(categories),
    author,
    authorBio,
    authorImage,
    tags,
    featuredImage,
    featuredImageAlt,
    metaDescription: metaDesc,
    allowComments: draft.allow_comments ?? true,
    featured: draft.featured ?? false,
    trending: draft.trending ?? false,
    editorsPick: draft.editors_pick ?? false,
    status,
    publishDate: date ?? defaultDate,
  };
}
