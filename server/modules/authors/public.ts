/** An author's profile as the public author page finds it: by its slug, or by a slug it had before. */
import type { Db } from '../../db/client.ts';
import { findByOldSlug, findBySlug, type AuthorRow } from './repository.ts';

export const authorBySlug = (db: Db, slug: string): AuthorRow | undefined => findBySlug(db, slug) ?? findByOldSlug(db, slug);

/** The slug a profile answers now when `slug` is one it had before (its page redirects there), else undefined. */
export const movedAuthorSlug = (db: Db, slug: string): string | undefined => (findBySlug(db, slug) ? undefined : findByOldSlug(db, slug)?.slug);
