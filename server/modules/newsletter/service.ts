/** The staff's subscriber list: paged and searched, exported as CSV, an address removed. */
import type { SubscriberListQuery } from '../../../shared/api/newsletter.ts';
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

export function removeSubscriber(db: Db, id: string): void {
  if (!isUuid(id) || !repo.removeSubscriber(db, id)) throw notFound('Subscriber not found');
}
