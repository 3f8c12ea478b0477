/**
 * Author profiles' rules. Every staff member has a profile (made when they join, else the first
 * time one is asked for); guest profiles are outside writers. Administrators and editors manage
 * every profile; a member edits their own. An article names a profile (`author_id`) and keeps a
 * copy of its name, bio and portrait, rewritten here whenever the profile changes, so readers,
 * feeds and search see the change at once. A profile with articles is never deleted without
 * giving them to another first; merging keeps the merged profile's addresses as redirects.
 */
import { randomUUID } from 'node:crypto';
import type { Author, AuthorBody, AuthorListQuery } from '../../../shared/api/authors.ts';
import { can, deniedMessage, type StaffRole } from '../../../shared/roles.ts';
import { checkAuthor, type AuthorLink, type AuthorValues } from '../../../shared/validation/author.ts';
import { FieldErrors } from '../../../shared/validation/fields.ts';
import { nowIso } from '../../clock.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound, validationFailed } from '../../errors.ts';
import { pagination } from '../../lib/pagination.ts';
import * as repo from './repository.ts';
import type { AuthorRow } from './repository.ts';
import { uniqueSlug } from './slugs.ts';

const NOT_FOUND = 'Author not found';

/** Editors and administrators manage every profile (guests included); others edit only their own. */
const canManage = (role: StaffRole) => can(role, 'manageAuthors');

interface Actor {
  id: string;
  name: string;
  role: StaffRole;
}

export function linksOf(row: Pick<AuthorRow, 'links'>): AuthorLink[] {
  try {
    const links = JSON.parse(row.links) as unknown;
    return Array.isArray(links) ? links.filter((l): l is AuthorLink => typeof l?.url === 'string').map((l) => ({ label: String(l.label ?? ''), url: l.url })) : [];
  } catch {
    return [];
  }
}

function toAuthor(row: AuthorRow, counts: repo.ItemCounts | undefined, staff: { name: string; role: StaffRole } | undefined): Author {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    bio: row.bio,
    image: row.image,
    links: linksOf(row),
    user_id: row.userId,
    staff: staff ?? null,
    item_count: counts?.items ?? 0,
    trashed_count: counts?.trashed ?? 0,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

function answer(db: Db, row: AuthorRow): Author {
  return toAuthor(row, repo.itemCounts(db, [row.id]).get(row.id), repo.staffOf(db, row.userId));
}

function found(db: Db, id: string): AuthorRow {
  const row = repo.findAuthor(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

function mayEdit(actor: Actor, row: AuthorRow): void {
  if (!canManage(actor.role) && row.userId !== actor.id) throw forbidden('You can edit only your own author profile');
}

function requireManager(actor: Actor): void {
  if (!canManage(actor.role)) throw forbidden(deniedMessage('manageAuthors'));
}

// ---------------------------------------------------------------------------------------------
// Reading

export function listAuthors(db: Db, q: AuthorListQuery) {
  const page = { page: q.page ?? 1, limit: q.limit ?? 20 };
  const { rows, total } = repo.listAuthors(db, { q: q.q?.trim() || undefined, kind: q.kind }, page);
  const counts = repo.itemCounts(db, rows.map((r) => r.author.id));
  const data = rows.map((r) => toAuthor(r.author, counts.get(r.author.id), r.staffName && r.staffRole ? { name: r.staffName, role: r.staffRole } : undefined));
  return { data, pagination: pagination(page.page, page.limit, total) };
}

export const getAuthor = (db: Db, id: string): Author => answer(db, found(db, id));

// ---------------------------------------------------------------------------------------------
// Staff members' own profiles

/**
 * The member's profile, made when missing: a guest profile with their name and no staff member
 * becomes theirs (an outside writer who joined the team keeps their byline), else a new one.
 */
export function ensureStaffProfile(db: Db, user: { id: string; name: string; bio?: string }): AuthorRow {
  const own = repo.findByUser(db, user.id);
  if (own) return own;
  return inTransaction(db, (tx) => {
    const guest = repo.findByName(tx, user.name);
    if (guest && !guest.userId) {
      repo.updateAuthor(tx, guest.id, { userId: user.id });
      return repo.findAuthor(tx, guest.id)!;
    }
    const at = nowIso();
    const id = randomUUID();
    repo.insertAuthor(tx, { id, slug: uniqueSlug(tx, user.name), name: user.name.trim(), bio: user.bio ?? '', userId: user.id, createdAt: at, updatedAt: at });
    return repo.findAuthor(tx, id)!;
  });
}

export const myProfile = (db: Db, actor: Actor): Author => answer(db, ensureStaffProfile(db, actor));

// ---------------------------------------------------------------------------------------------
// Writing

function checked(body: AuthorBody, current?: AuthorValues): AuthorValues {
  const errors = new FieldErrors();
  const values = checkAuthor(errors, { ...current, ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) });
  if (!errors.empty) throw validationFailed(errors.items);
  return values;
}

const valuesOf = (row: AuthorRow): AuthorValues => ({ name: row.name, bio: row.bio, image: row.image, links: linksOf(row) });

/** A guest author (an outside writer). */
export function createGuest(db: Db, actor: Actor, body: AuthorBody): Author {
  requireManager(actor);
  const values = checked(body);
  return inTransaction(db, (tx) => answer(tx, insertProfile(tx, values)));
}

function insertProfile(tx: Db, values: AuthorValues, userId: string | null = null): AuthorRow {
  const at = nowIso();
  const id = randomUUID();
  repo.insertAuthor(tx, { id, slug: uniqueSlug(tx, values.name), name: values.name, bio: values.bio, image: values.image, links: JSON.stringify(values.links), userId, createdAt: at, updatedAt: at });
  return repo.findAuthor(tx, id)!;
}

/**
 * Saves a profile's changes and copies them to its articles. A new name takes a new slug; the old
 * one keeps answering (a redirect), so a renamed author's links out in the world still work.
 */
function saveProfile(tx: Db, row: AuthorRow, values: AuthorValues): AuthorRow {
  const renamed = values.name !== row.name;
  const slug = renamed ? uniqueSlug(tx, values.name, row.id) : row.slug;
  if (slug !== row.slug) {
    repo.keepOldSlug(tx, row.slug, row.id);
    repo.forgetOldSlug(tx, slug);
  }
  const links = JSON.stringify(values.links);
  const changed = renamed || slug !== row.slug || values.bio !== row.bio || values.image !== row.image || links !== row.links;
  if (!changed) return row;
  repo.updateAuthor(tx, row.id, { name: values.name, slug, bio: values.bio, image: values.image, links, updatedAt: nowIso() });
  const saved = repo.findAuthor(tx, row.id)!;
  repo.copyToArticles(tx, saved);
  return saved;
}

export function updateAuthor(db: Db, actor: Actor, id: string, body: AuthorBody): Author {
  return inTransaction(db, (tx) => {
    const row = found(tx, id);
    mayEdit(actor, row);
    return answer(tx, saveProfile(tx, row, checked(body, valuesOf(row))));
  });
}

export function updateMyProfile(db: Db, actor: Actor, body: AuthorBody): Author {
  const own = ensureStaffProfile(db, actor);
  return inTransaction(db, (tx) => answer(tx, saveProfile(tx, found(tx, own.id), checked(body, valuesOf(own)))));
}

function otherProfile(tx: Db, id: string, path: string, self: AuthorRow): AuthorRow {
  const other = repo.findAuthor(tx, id);
  if (!other) throw badRequest('Choose an existing author', [{ path, msg: 'Author not found' }]);
  if (other.id === self.id) throw badRequest('Choose another author', [{ path, msg: 'Choose another author than the one being removed' }]);
  return other;
}

/**
 * Merges a duplicate into another profile: its articles take the other byline, its addresses
 * redirect to the other's page, and it is deleted. A staff member's profile may be merged into a
 * guest's (the guest's becomes theirs), not into another member's.
 */
export function mergeAuthor(db: Db, actor: Actor, id: string, into: string): { author: Author; moved: number; merged: AuthorRow } {
  requireManager(actor);
  return inTransaction(db, (tx) => {
    const from = found(tx, id);
    const target = otherProfile(tx, into, 'into', from);
    if (from.userId && target.userId) throw conflict(`${from.name} and ${target.name} are both staff members' profiles: each member keeps their own`);
    const moved = repo.reassignArticles(tx, from.id, target);
    repo.moveOldSlugs(tx, from.id, target.id);
    repo.deleteAuthor(tx, from.id);
    repo.keepOldSlug(tx, from.slug, target.id);
    if (from.userId) repo.updateAuthor(tx, target.id, { userId: from.userId, updatedAt: nowIso() });
    return { author: answer(tx, found(tx, target.id)), moved, merged: from };
  });
}

/**
 * Deletes a profile. One with articles (trashed ones too: they come back with their byline) is
 * deleted only when `reassignTo` names who takes them; the answer names how many. A staff member's
 * own profile goes with the member (Team screen), not from here.
 */
export function deleteAuthor(db: Db, actor: Actor, id: string, reassignTo?: string): { deleted: AuthorRow; moved: number; to: AuthorRow | null } {
  requireManager(actor);
  return inTransaction(db, (tx) => {
    const row = found(tx, id);
    if (row.userId) throw conflict(`${row.name} is a staff member's profile: it stays while they are on the team`);
    const counts = repo.itemCounts(tx, [row.id]).get(row.id) ?? { items: 0, trashed: 0 };
    const total = counts.items + counts.trashed;
    let to: AuthorRow | null = null;
    if (total > 0) {
      if (!reassignTo) {
        const trashed = counts.trashed ? ` (${counts.trashed} of them in the trash)` : '';
        throw conflict(`${row.name} is the author of ${total} article${total === 1 ? '' : 's'}${trashed}: choose who takes them before deleting`);
      }
      to = otherProfile(tx, reassignTo, 'reassign_to', row);
      repo.reassignArticles(tx, row.id, to);
    }
    repo.deleteAuthor(tx, row.id);
    return { deleted: row, moved: total, to };
  });
}

// ---------------------------------------------------------------------------------------------
// An article's byline

export interface BylineInput {
  author_id?: string | null;
  /** A name: the profile with it (any case), or a new guest profile. Clients from before profiles send it. */
  author?: string;
  author_bio?: string;
  author_image?: string;
}

/**
 * The profile an article save names: `author_id` (which must exist: else 400 and nothing changes),
 * else the `author` name (its profile, or a new guest one), else the article's current one, else
 * the writer's own. A name-only save from an older client may also send `author_bio` and
 * `author_image`: they are the profile's now, so they change it (the article rules check them first).
 * `allow` is asked before the profile is used or changed (the writer's rights: a contributor's
 * byline is their own, content/editorial.ts); it throws to refuse, and the save's transaction
 * takes back a guest profile made for the name.
 */
export function bylineFor(
  tx: Db,
  input: BylineInput,
  current: AuthorRow | undefined,
  writer: { id: string; name: string } | undefined,
  allow: (profile: AuthorRow, editsProfile: boolean) => void = () => undefined,
): AuthorRow {
  let profile: AuthorRow | undefined;
  if (input.author_id) {
    profile = repo.findAuthor(tx, input.author_id);
    if (!profile) throw badRequest('Author not found', [{ path: 'author_id', msg: 'Author not found: choose an author from the list or add a guest author' }]);
  } else if (input.author?.trim()) {
    const name = input.author.trim();
    profile = current && current.name.toLowerCase() === name.toLowerCase() ? current : repo.findByName(tx, name);
    if (!profile) {
      const added = profileNamed(tx, name, input.author_bio, input.author_image);
      allow(added, false);
      return added;
    }
  } else {
    profile = current ?? (writer ? ensureStaffProfile(tx, writer) : profileNamed(tx, ''));
  }
  const bio = input.author_bio?.trim();
  const image = input.author_image?.trim();
  const edits = (bio !== undefined && bio !== profile.bio) || (image !== undefined && image !== profile.image);
  allow(profile, edits);
  if (edits) profile = saveProfile(tx, profile, { ...valuesOf(profile), bio: bio ?? profile.bio, image: image ?? profile.image });
  return profile;
}

/**
 * The profile with this name (any case), or a new guest profile with it and the bio and portrait
 * given: how a byline arrives from an older client, the sample content and an import. A bio or a
 * portrait given replaces the found profile's (the newest word on who the author is); a blank one
 * leaves it.
 */
export function profileNamed(tx: Db, name: string, bio = '', image = ''): AuthorRow {
  const clean = name.trim() || 'Unknown author';
  const found = repo.findByName(tx, clean);
  if (!found) return insertProfile(tx, { name: clean, bio: bio.trim(), image: image.trim(), links: [] });
  const fill = { bio: bio.trim() || found.bio, image: image.trim() || found.image };
  return fill.bio === found.bio && fill.image === found.image ? found : saveProfile(tx, found, { ...valuesOf(found), ...fill });
}

/**
 * A profile from an export (server/modules/transfer): the one with its id, else the one with its
 * name (any case: a staff member here keeps their byline), else it is added as a guest profile with
 * its slug (or the next free one). Answers the id the site knows it by.
 */
export function importedProfile(tx: Db, record: { id: string; slug: string; name: string; bio?: string; image?: string; links?: string; created_at?: string; updated_at?: string }): { id: string; added: boolean } {
  const known = repo.findAuthor(tx, record.id) ?? repo.findByName(tx, record.name);
  if (known) return { id: known.id, added: false };
  const errors = new FieldErrors();
  const values = checkAuthor(errors, { name: record.name, bio: record.bio, image: record.image, links: linksOf({ links: record.links ?? '[]' }) });
  const at = nowIso();
  repo.insertAuthor(tx, {
    id: record.id,
    slug: repo.slugTaken(tx, record.slug) ? uniqueSlug(tx, record.name) : record.slug,
    name: values.name || record.name,
    bio: record.bio ?? '',
    image: record.image ?? '',
    links: JSON.stringify(errors.empty ? values.links : linksOf({ links: record.links ?? '[]' })),
    createdAt: record.created_at ?? at,
    updatedAt: record.updated_at ?? at,
  });
  return { id: record.id, added: true };
}

/**
 * The byline of a post imported from WordPress or Ghost: the profile of the staff member with the
 * author's e-mail address when there is one, else the profile of that name (a new guest profile
 * when none), with the bio, portrait and links the source has where the profile has none.
 */
export function importedByline(
  tx: Db,
  author: { name: string; bio: string; image: string; email?: string | null; links?: AuthorLink[] },
): AuthorRow {
  const staff = author.email ? repo.staffByEmail(tx, author.email) : undefined;
  const profile = staff ? ensureStaffProfile(tx, staff) : profileNamed(tx, author.name, author.bio, author.image);
  const fill = {
    bio: profile.bio || author.bio.trim(),
    image: profile.image || author.image.trim(),
    links: linksOf(profile).length ? linksOf(profile) : (author.links ?? []),
  };
  const same = fill.bio === profile.bio && fill.image === profile.image && JSON.stringify(fill.links) === profile.links;
  return same ? profile : saveProfile(tx, profile, { ...valuesOf(profile), ...fill });
}

export const profileByName = (db: Db, name: string): AuthorRow | undefined => repo.findByName(db, name);

export const findProfile = (db: Db, id: string | null): AuthorRow | undefined => (id ? repo.findAuthor(db, id) : undefined);
