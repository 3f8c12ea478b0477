/**
 * The public items a newsletter can show: the newest of every type for the compose screen's
 * picker and the weekly digest, and an issue's chosen items in its order. Only what the public may
 * see now (the feeds' reads, server/modules/feeds/repository.ts): an item taken down after it was
 * picked drops out of the mail.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { NewsletterItem, UnavailableItem } from '../../../shared/api/newsletter.ts';
import { CONTENT_TYPES, type ContentType, type TrashType } from '../../../shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { trash } from '../../db/schema.ts';
import { PUBLIC_TABLES } from '../content/visibility.ts';
import { newestOfEachType, type FeedItem } from '../feeds/repository.ts';
import { itemPath } from '../feeds/service.ts';

const toItem = (publicUrl: string, item: FeedItem): NewsletterItem => ({
  id: item.id,
  type: item.type,
  title: item.title,
  summary: item.summary,
  image: item.image,
  url: `${publicUrl}${itemPath(item.type, item.id)}`,
  published: item.published,
});

const newestFirst = (a: FeedItem, b: FeedItem) => b.published.localeCompare(a.published);

/** The newest `limit` public items of all types, newest first; `q`: those whose title contains it. */
export function recentItems(db: Db, publicUrl: string, limit: number, q?: string): NewsletterItem[] {
  const needle = q?.trim().toLowerCase();
  const pool = newestOfEachType(db, needle ? limit * 4 : limit).sort(newestFirst);
  return (needle ? pool.filter((i) => i.title.toLowerCase().includes(needle)) : pool).slice(0, limit).map((i) => toItem(publicUrl, i));
}

/** The items among `ids` that are public now, in the order of `ids`. */
export function chosenItems(db: Db, publicUrl: string, ids: string[]): NewsletterItem[] {
  if (ids.length === 0) return [];
  const found = new Map(newestOfEachType(db, ids.length, ids).map((i) => [i.id, i]));
  return ids.flatMap((id) => {
    const item = found.get(id);
    return item ? [toItem(publicUrl, item)] : [];
  });
}

/** The newest `limit` public items published after `since`, newest first (the weekly digest). */
export function itemsSince(db: Db, publicUrl: string, since: string, limit: number): NewsletterItem[] {
  return newestOfEachType(db, limit)
    .filter((i) => i.published > since)
    .sort(newestFirst)
    .slice(0, limit)
    .map((i) => toItem(publicUrl, i));
}

/** The trash's name for each content type. */
const TRASH_TYPE: Record<ContentType, TrashType> = { article: 'articles', video: 'videos', tvshow: 'tvshows', podcast: 'podcasts' };

const UNAVAILABLE_NOTES: Record<UnavailableItem['reason'], string> = {
  trash: 'In the trash: left out of the mail until it is restored',
  not_public: 'Not public now: left out of the mail until it is published',
  gone: 'Deleted for good: left out of the mail',
};

/**
 * The items among `ids` that are not public now, in the order of `ids`, with why: in the trash
 * (restoring it brings it back into the mail), unpublished or scheduled, or deleted for good. The
 * issue keeps their ids, so nothing a newsroom picked is lost while an item is away.
 */
export function unavailableItems(db: Db, ids: string[], shown: NewsletterItem[]): UnavailableItem[] {
  const public_ = new Set(shown.map((i) => i.id));
  const away = ids.filter((id) => !public_.has(id));
  if (away.length === 0) return [];
  const trashed = new Map(
    db
      .select({ id: trash.itemId, title: trash.title, type: trash.type })
      .from(trash)
      .where(and(inArray(trash.itemId, away), inArray(trash.type, Object.values(TRASH_TYPE))))
      .all()
      .map((r) => [r.id, r]),
  );
  return away.map((id): UnavailableItem => {
    const inTrash = trashed.get(id);
    if (inTrash) {
      const type = CONTENT_TYPES.find((t) => TRASH_TYPE[t] === inTrash.type)!;
      return { id, type, title: inTrash.title, reason: 'trash', note: UNAVAILABLE_NOTES.trash };
    }
    for (const type of CONTENT_TYPES) {
      const { table } = PUBLIC_TABLES[type];
      const row = db.select({ title: table.title }).from(table).where(eq(table.id, id)).get();
      if (row) return { id, type, title: row.title, reason: 'not_public', note: UNAVAILABLE_NOTES.not_public };
    }
    return { id, type: '', title: '', reason: 'gone', note: UNAVAILABLE_NOTES.gone };
  });
}
