/**
 * The public items a newsletter can show: the newest of every type for the compose screen's
 * picker and the weekly digest, and an issue's chosen items in its order. Only what the public may
 * see now (the feeds' reads, server/modules/feeds/repository.ts): an item taken down after it was
 * picked drops out of the mail.
 */
import type { NewsletterItem } from '../../../shared/api/newsletter.ts';
import type { Db } from '../../db/client.ts';
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
