/**
 * A profile's slug (/author/<slug>): slugify(name) as the author pages always were, with -2, -3...
 * when another profile has it or once had it (an old slug keeps redirecting to its profile).
 */
import { slugify } from '../../../shared/slug.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { pendingSlugs, slugTaken, updateAuthor } from './repository.ts';

export function uniqueSlug(db: Db, name: string, exceptId?: string): string {
  // A name with nothing readable in Latin letters ('ላሊበላ') still needs an address.
  const base = slugify(name) || 'author';
  let slug = base;
  for (let n = 2; slugTaken(db, slug, exceptId); n++) slug = `${base}-${n}`;
  return slug;
}

/**
 * Gives the profiles the migration made (migrations/0023_author_profiles.sql, placeholder slugs)
 * their slugs, in the order they were made, so the author pages keep their addresses. Run after the
 * migrations at each start: one indexed look-up when there is nothing to do.
 */
export function settlePendingSlugs(db: Db): void {
  const pending = pendingSlugs(db);
  if (pending.length === 0) return;
  inTransaction(db, (tx) => {
    for (const { id, name } of pending) updateAuthor(tx, id, { slug: uniqueSlug(tx, name, id) });
  });
}
