/** Newsletter rules: one lower-case address per subscriber, the same answer for a repeat. */
import type { SubscribeBody, SubscriberListQuery } from '../../../shared/api/newsletter.ts';
import type { Db } from '../../db/client.ts';
import { EMAIL_PATTERN } from '../../../shared/constants.ts';
import { badRequest, notFound } from '../../errors.ts';
import { pageOffset, pagination } from '../../lib/pagination.ts';
import { isUuid } from '../../lib/uuid.ts';
import * as repo from './repository.ts';

const SUBSCRIBED = 'Thanks for subscribing!';

export async function subscribe(db: Db, body: SubscribeBody, underLimit: () => Promise<void>): Promise<string> {
  const email = (body.email ?? '').trim().toLowerCase();
  if (!email) throw badRequest('Email is required', [{ path: 'email', msg: 'Email is required' }]);
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) {
    throw badRequest('Please enter a valid email address', [{ path: 'email', msg: 'Please enter a valid email address' }]);
  }
  await underLimit();
  repo.subscribe(db, email);
  return SUBSCRIBED;
}

export function listSubscribers(db: Db, q: SubscriberListQuery) {
  const page = q.page ?? 1;
  const limit = q.limit ?? 10;
  const { rows, total } = repo.listSubscribers(db, { limit, offset: pageOffset({ page, limit }) }, q.q?.trim() || undefined);
  return { data: rows, pagination: pagination(page, limit, total) };
}

/** A spreadsheet cell can start a formula with = + - @; prefix those so opening the file is safe. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function subscribersCsv(db: Db): string {
  const lines = ['email,subscribed_at', ...repo.allSubscribers(db).map((s) => `${csvCell(s.email)},${csvCell(s.created_at)}`)];
  return lines.join('\r\n') + '\r\n';
}

export function removeSubscriber(db: Db, id: string): void {
  if (!isUuid(id) || !repo.removeSubscriber(db, id)) throw notFound('Subscriber not found');
}
