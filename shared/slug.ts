/**
 * Readable URL names of the things the public site lists by name rather than by id: article
 * categories (/magazine/tech-trends), authors (/author/amara-nwosu) and podcast series
 * (/podcast?series=library-talk-founders-edition). The server (page loaders, the API, the sitemap)
 * and the web app build and read them here, so a link and its lookup cannot disagree.
 */
import { ARTICLE_CATEGORIES } from './constants.ts';

/**
 * Lower-case words joined by '-': accents dropped ('Amara Nwosu' -> 'amara-nwosu',
 * 'E! Corner' -> 'e-corner', 'Zoé' -> 'zoe'); '' when nothing readable is left.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The category's page: /magazine/<slug>. */
export const categoryPath = (category: string): string => `/magazine/${slugify(category)}`;

/** The author's page: /author/<slug>, the slug of their profile (an article's `author_slug`). */
export const authorPath = (slug: string): string => `/author/${slug}`;

/** The category a /magazine/<slug> page shows, or undefined for a slug no category has. */
export function categoryBySlug(slug: string, categories: readonly string[] = ARTICLE_CATEGORIES): string | undefined {
  return categories.find((c) => slugify(c) === slug);
}
