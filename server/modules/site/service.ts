/**
 * The site's settings and categories: read by every public page (memoised per public version, so a
 * page costs no query for them and a change shows on the next request), changed by administrators
 * only. The texts are one JSON row of site_settings (`site`): a save replaces it whole, after the
 * shared rules (shared/validation/site.ts) passed, so a bad value changes nothing. Categories are
 * rows of their own; a rename or a retirement moves the items in the same transaction.
 */
import { isAdministrator, type StaffRole } from '../../../shared/roles.ts';
import type { Category, PublicAbout, PublicSite, SiteSettings, UpdateSiteSettingsBody } from '../../../shared/api/site.ts';
import { slugify } from '../../../shared/slug.ts';
import { FieldErrors } from '../../../shared/validation/fields.ts';
import { SITE_DEFAULTS, type SiteSettingsValues } from '../../../shared/site.ts';
import { checkCategoryName, checkSiteSettings } from '../../../shared/validation/site.ts';
import { nowIso } from '../../clock.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { siteSettings } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound, validationFailed } from '../../errors.ts';
import { writeUnique } from '../../lib/unique-write.ts';
import { memoByVersion } from '../content/public-version.ts';
import { readSetting, writeSetting } from '../content/site-settings.ts';
import * as repo from './repository.ts';
import { eq } from 'drizzle-orm';

const SETTINGS_KEY = 'site';

const SITE_MESSAGES = {
  adminOnly: 'Only administrators can change the site settings',
  categoryNotFound: 'Category not found',
  lastCategory: 'The magazine needs at least one category: add another before retiring this one',
  moveTarget: 'Choose an offered category, other than this one, for its items',
  orderIds: 'The order must name every offered category once',
  notRetired: 'This category is not retired',
  retired: 'This category is retired: restore it first',
} as const;

interface Actor {
  role: StaffRole;
}

function requireAdmin(actor: Actor): void {
  if (!isAdministrator(actor.role)) throw forbidden(SITE_MESSAGES.adminOnly);
}

/** The stored settings over the defaults (a setting added later has its default until saved). */
function storedSettings(db: Db): SiteSettingsValues {
  const raw = readSetting(db, SETTINGS_KEY);
  if (!raw) return SITE_DEFAULTS;
  try {
    const saved = JSON.parse(raw) as Partial<SiteSettingsValues>;
    return { ...SITE_DEFAULTS, ...saved, social_links: { ...SITE_DEFAULTS.social_links, ...saved.social_links } };
  } catch {
    return SITE_DEFAULTS; // written by hand and broken: the site still shows something sensible
  }
}

/** The settings as the public pages use them, built once per public version. */
const siteSettingsOf = (db: Db): SiteSettingsValues => memoByVersion(db, 'site', 'settings', () => storedSettings(db));

/**
 * The site's name as administrators set it, wherever the site names itself: mails (subjects, sender,
 * signatures), feeds, structured data, page titles. Memoised with the other settings, so a public
 * request costs no query for it; `db` must be the app's connection, not a transaction.
 */
export const siteName = (db: Db): string => siteSettingsOf(db).site_name;

/** The offered categories' names, in order, for the public pages (once per public version). */
export const categoryNames = (db: Db): string[] => memoByVersion(db, 'site', 'categories', () => repo.activeCategoryNames(db));

/**
 * The same read afresh, for the rules of a write (article and video forms, imports): `db` may be a
 * transaction, which the per-version memo must not see.
 */
export const offeredCategoryNames = (db: Db): string[] => repo.activeCategoryNames(db);

export function publicSite(db: Db): PublicSite {
  return memoByVersion(db, 'site', 'public', () => {
    const { about_title: _t, about_intro: _i, about_story: _s, about_mission: _m, about_vision: _v, ...shown } = siteSettingsOf(db);
    return { ...shown, categories: categoryNames(db).map((name) => ({ name, slug: slugify(name) })) };
  });
}

export function publicAbout(db: Db): PublicAbout {
  const { about_title, about_intro, about_story, about_mission, about_vision } = siteSettingsOf(db);
  return { about_title, about_intro, about_story, about_mission, about_vision };
}

export function getSettings(db: Db, actor: Actor): { settings: SiteSettings; updated_at: string | null } {
  requireAdmin(actor);
  const updatedAt = db.select({ at: siteSettings.updatedAt }).from(siteSettings).where(eq(siteSettings.key, SETTINGS_KEY)).get()?.at ?? null;
  return { settings: storedSettings(db), updated_at: updatedAt };
}

export function updateSettings(db: Db, actor: Actor, body: UpdateSiteSettingsBody) {
  requireAdmin(actor);
  const errors = new FieldErrors();
  const values = checkSiteSettings(errors, body as Partial<SiteSettingsValues>, storedSettings(db));
  if (!errors.empty) throw validationFailed(errors.items);
  writeSetting(db, SETTINGS_KEY, JSON.stringify(values));
  return getSettings(db, actor);
}

// ---------------------------------------------------------------------------------------------
// Categories

function toCategory(row: repo.CategoryRow, counts: Map<string, number>): Category {
  return {
    id: row.id,
    name: row.name,
    slug: slugify(row.name),
    position: row.position,
    retired: row.retiredAt !== null,
    retired_at: row.retiredAt,
    items: counts.get(row.name.toLowerCase()) ?? 0,
  };
}

/** Every category (any staff member: the article and video forms offer them). */
export function listCategories(db: Db): Category[] {
  const counts = repo.itemCounts(db);
  return repo.allCategories(db).map((row) => toCategory(row, counts));
}

function categoryOrThrow(db: Db, id: string): repo.CategoryRow {
  const row = repo.findCategory(db, id);
  if (!row) throw notFound(SITE_MESSAGES.categoryNotFound);
  return row;
}

function checkedName(db: Db, value: string, exceptId?: string): string {
  const errors = new FieldErrors();
  const taken = repo.allCategories(db).filter((c) => c.id !== exceptId).map((c) => c.name);
  const name = checkCategoryName(errors, value, taken);
  if (!errors.empty) throw errors.items[0].msg.startsWith('A category named') ? conflict(errors.items[0].msg) : validationFailed(errors.items);
  return name;
}

const taken = (name: string) => `A category named "${name}" already exists`;

export function addCategory(db: Db, actor: Actor, body: { name: string }): Category {
  requireAdmin(actor);
  const id = inTransaction(db, (tx) => {
    const name = checkedName(tx, body.name);
    return writeUnique(taken(name), () => repo.insertCategory(tx, name));
  });
  return listCategories(db).find((c) => c.id === id)!;
}

/** Renames a category and every item in it; the old address (/magazine/<old slug>) stops answering. */
export function renameCategory(db: Db, actor: Actor, id: string, body: { name: string }): Category {
  requireAdmin(actor);
  inTransaction(db, (tx) => {
    const row = categoryOrThrow(tx, id);
    const name = checkedName(tx, body.name, id);
    if (name !== row.name) writeUnique(taken(name), () => repo.renameCategory(tx, id, row.name, name));
  });
  return listCategories(db).find((c) => c.id === id)!;
}

/** Puts the offered categories in the order of `ids`, which names each of them once. */
export function reorderCategories(db: Db, actor: Actor, ids: string[]): Category[] {
  requireAdmin(actor);
  inTransaction(db, (tx) => {
    const offered = repo.allCategories(tx).filter((c) => c.retiredAt === null).map((c) => c.id);
    const same = ids.length === offered.length && new Set(ids).size === ids.length && ids.every((id) => offered.includes(id));
    if (!same) throw badRequest(SITE_MESSAGES.orderIds, [{ path: 'ids', msg: SITE_MESSAGES.orderIds }]);
    repo.setPositions(tx, ids);
  });
  return listCategories(db);
}

/**
 * Retires a category: its articles and magazine videos first move to `moveTo` (an offered
 * category), so nothing leaves the site; the category is kept, offered nowhere, and can be restored.
 */
export function retireCategory(db: Db, actor: Actor, id: string, moveTo: string): { category: Category; moved: number; to: string } {
  requireAdmin(actor);
  const result = inTransaction(db, (tx) => {
    const row = categoryOrThrow(tx, id);
    if (row.retiredAt !== null) throw conflict(SITE_MESSAGES.retired);
    if (repo.activeCategoryNames(tx).length <= 1) throw conflict(SITE_MESSAGES.lastCategory);
    const target = repo.findCategory(tx, moveTo);
    if (!target || target.id === id || target.retiredAt !== null) throw badRequest(SITE_MESSAGES.moveTarget, [{ path: 'move_to', msg: SITE_MESSAGES.moveTarget }]);
    const moved = repo.moveItems(tx, row.name, target.name);
    repo.setRetired(tx, id, nowIso());
    const offered = repo.allCategories(tx).filter((c) => c.retiredAt === null).map((c) => c.id);
    repo.setPositions(tx, offered);
    return { moved, to: target.name };
  });
  return { category: listCategories(db).find((c) => c.id === id)!, ...result };
}

/** Offers a retired category again, last in the order (its former items stay where they went). */
export function restoreCategory(db: Db, actor: Actor, id: string): Category {
  requireAdmin(actor);
  inTransaction(db, (tx) => {
    const row = categoryOrThrow(tx, id);
    if (row.retiredAt === null) throw conflict(SITE_MESSAGES.notRetired);
    const offered = repo.allCategories(tx).filter((c) => c.retiredAt === null).length;
    repo.setRetired(tx, id, null, offered);
  });
  return listCategories(db).find((c) => c.id === id)!;
}
