/** The staff's subscriber list: paged and searched, exported as CSV, an address removed. */
import type { DeletionPreview } from '../../../shared/api/deletion.ts';
import type { SubscriberListQuery } from '../../../shared/api/newsletter.ts';
import { countOf } from '../../../shared/words.ts';
import { requireConfirmed } from '../../lib/confirm-delete.ts';
import { deliveriesTo } from './issues-repository.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { pageOffset, pagination } from '../../lib/pagination.ts';
import { isUuid } from '../../lib/uuid.ts';
import * as repo from './repository.ts';

export function listSubscribers(db: Db, q: SubscriberListQuery) {
  const page = q.page ?? 1;
  const limit = q.limit ?? 10;
  const { rows, total } = repo.listSubscribers(db, { limit, offset: pageOffset({ page, limit }) }, { q: q.q?.trim() || undefined, status: q.status });
  return { data: rows, pagination: pagination(page, limit, total) };
}

/** A spreadsheet cell can start a formula with = + - @; prefix those so opening the file is safe. */
function csvCell(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const LISTS = (s: { newsroom: boolean; digest: boolean }) => [s.newsroom ? 'newsletter' : '', s.digest ? 'digest' : ''].filter(Boolean).join(' ');

export function subscribersCsv(db: Db): string {
  const lines = [
    'email,subscribed_at,status,confirmed_at,unsubscribed_at,newsletters',
    ...repo.allSubscribers(db).map((s) => [s.email, s.created_at, s.status, s.confirmed_at, s.unsubscribed_at, LISTS(s)].map(csvCell).join(',')),
  ];
  return lines.join('\r\n') + '\r\n';
}

function subscriberOrThrow(db: Db, id: string): repo.SubscriberRow {
  const row = isUuid(id) ? repo.findById(db, id) : undefined;
  if (!row) throw notFound('Subscriber not found');
  return row;
}

/**
 * What removing a subscriber destroys: the address, its subscription and preferences and, for an
 * address that unsubscribed or bounced, the record that keeps it from being mailed (a new sign-up
 * would have to confirm again). The send reports keep their copy of the address.
 */
export function subscriberDeletion(db: Db, id: string): DeletionPreview {
  const row = subscriberOrThrow(db, id);
  const sent = deliveriesTo(db, row.id);
  const suppressed = row.status === 'unsubscribed' || row.status === 'bounced';
  return {
    name: row.email,
    will_lose: [
      `the address ${row.email} and its subscription (${row.status}${row.status === 'active' ? `: ${LISTS(row) || 'no newsletter'}` : ''})`,
      ...(suppressed ? [`the record that it ${row.status === 'bounced' ? 'bounced' : 'unsubscribed'}, which keeps it off every send`] : []),
    ],
    keeps: sent ? [`The reports of the ${countOf(sent, 'newsletter')} sent to it keep the address`] : [],
  };
}

/** Removes a subscriber for good once `confirm` names the address. */
export function removeSubscriber(db: Db, id: string, confirm: string | undefined): void {
  requireConfirmed(subscriberDeletion(db, id), confirm);
  if (!repo.removeSubscriber(db, id)) throw notFound('Subscriber not found');
}
