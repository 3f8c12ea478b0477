/**
 * Newsletter issues as staff compose them: a subject, an introduction and items picked from the
 * newest public ones, in their order; a preview (HTML and plain text, as subscribers get it); a test
 * to the staff member's own address; then send now or at a time, stop a send, or send again the mails
 * that failed for a reason that may pass. Drafts and scheduled issues can be edited; what has begun
 * to go out cannot.
 */
import type { DeletionPreview } from '../../../shared/api/deletion.ts';
import { countOf } from '../../../shared/words.ts';
import { requireConfirmed } from '../../lib/confirm-delete.ts';
import type { DeliveryCounts, DeliveryListQuery, DigestSettings, IssueBody, IssueDetail, Issue, MailPreview, NewsletterStats, UnavailableItem } from '../../../shared/api/newsletter.ts';
import { FieldErrors } from '../../../shared/validation/fields.ts';
import { checkIssue, checkSendable, type IssueValues } from '../../../shared/validation/newsletter.ts';
import { now, nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, HttpError, notFound, validationFailed } from '../../errors.ts';
import { pageOffset, pagination } from '../../lib/pagination.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { siteName } from '../site/service.ts';
import { digestContent, digestState, saveDigest } from './digest.ts';
import * as repo from './issues-repository.ts';
import { chosenItems, recentItems, unavailableItems } from './items.ts';
import { renderIssue, personalise, type RenderedMail } from './mail.ts';
import * as subscribers from './repository.ts';

const PICKER_SIZE = 60;
const DAY = 86_400_000;

function toIssue(row: repo.IssueRow, counts: DeliveryCounts | undefined): Issue {
  return {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    intro: row.intro,
    items: JSON.parse(row.items) as string[],
    status: row.status,
    scheduled_at: row.scheduledAt,
    started_at: row.startedAt,
    finished_at: row.finishedAt,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    counts: counts ?? { total: 0, queued: 0, sending: 0, sent: 0, failed: 0, skipped: 0, unknown: 0 },
  };
}

const listOf = (row: repo.IssueRow) => (row.kind === 'digest' ? 'digest' : 'newsroom');

function found(db: Db, id: string): repo.IssueRow {
  const row = repo.findIssue(db, id);
  if (!row) throw notFound('Newsletter not found');
  return row;
}

function checked(body: IssueBody): IssueValues {
  const errors = new FieldErrors();
  const values = checkIssue(errors, body);
  if (!errors.empty) throw validationFailed(errors.items);
  return values;
}

const valuesOf = (row: repo.IssueRow): IssueValues => ({ subject: row.subject, intro: row.intro, items: JSON.parse(row.items) as string[] });

export function issueDetail(db: Db, publicUrl: string, id: string): IssueDetail {
  const row = found(db, id);
  const ids = valuesOf(row).items;
  const resolved = chosenItems(db, publicUrl, ids);
  return {
    ...toIssue(row, repo.deliveryCounts(db, [row.id]).get(row.id)),
    resolved,
    unavailable: unavailableItems(db, ids, resolved),
    audience: subscribers.audienceSize(db, listOf(row)),
  };
}

export function listIssues(db: Db, q: { page?: number; limit?: number }) {
  const page = q.page ?? 1;
  const limit = q.limit ?? 20;
  const { rows, total } = repo.listIssues(db, { limit, offset: pageOffset({ page, limit }) });
  const counts = repo.deliveryCounts(db, rows.map((r) => r.id));
  return { data: rows.map((r) => toIssue(r, counts.get(r.id))), pagination: pagination(page, limit, total) };
}

export function createIssue(db: Db, publicUrl: string, body: IssueBody, by: string): IssueDetail {
  const values = checked(body);
  const row = repo.insertIssue(db, { kind: 'newsroom', subject: values.subject, intro: values.intro, items: JSON.stringify(values.items), createdBy: by });
  return issueDetail(db, publicUrl, row.id);
}

const EDITABLE = ['draft', 'scheduled'] as const;

export function updateIssue(db: Db, publicUrl: string, id: string, body: IssueBody): IssueDetail {
  const row = found(db, id);
  if (!(EDITABLE as readonly string[]).includes(row.status)) throw conflict('This newsletter has been sent (or is being sent): it can no longer be changed.');
  const values = checked({ ...valuesOf(row), ...body });
  repo.updateIssue(db, id, { subject: values.subject, intro: values.intro, items: JSON.stringify(values.items) });
  return issueDetail(db, publicUrl, id);
}

/** What deleting a newsletter destroys: the issue as composed and, once sent, its report. */
export function issueDeletion(db: Db, id: string): DeletionPreview {
  const row = found(db, id);
  const counts = repo.deliveryCounts(db, [id]).get(id);
  const items = (JSON.parse(row.items) as string[]).length;
  const state = row.status === 'scheduled' && row.scheduledAt ? `scheduled for ${row.scheduledAt.slice(0, 16).replace('T', ' ')} UTC` : row.status;
  return {
    name: row.subject,
    will_lose: [
      `the newsletter "${row.subject}" (${state}) with its introduction and ${countOf(items, 'chosen item')}`,
      ...(counts?.total ? [`its report: ${countOf(counts.total, 'recipient')}, ${counts.sent} sent, ${counts.failed} failed`] : []),
    ],
    keeps: counts?.sent ? ['The mails already sent stay in their readers\' inboxes', 'The subscribers and the items it showed'] : ['The subscribers and the items it showed'],
  };
}

/** Deletes a newsletter (and its report) once `confirm` names its subject; never one being sent. */
export function deleteIssue(db: Db, id: string, confirm: string | undefined): string {
  const row = found(db, id);
  if (row.status === 'sending') throw conflict('This newsletter is being sent: stop the send first.');
  requireConfirmed(issueDeletion(db, id), confirm);
  repo.deleteIssue(db, id);
  return 'Newsletter deleted';
}

/** The mail as subscribers get it; the preferences and unsubscribe links lead to the site's pages without a token. */
export function preview(db: Db, publicUrl: string, id: string): MailPreview {
  const values = valuesOf(found(db, id));
  return previewMail(db, publicUrl, { ...values, items: chosenItems(db, publicUrl, values.items) });
}

function previewMail(db: Db, publicUrl: string, content: Parameters<typeof renderIssue>[1]): RenderedMail {
  return personalise(renderIssue({ publicUrl, name: siteName(db) }, content), { unsubscribe: `${publicUrl}/newsletter/unsubscribe`, preferences: `${publicUrl}/newsletter/preferences` });
}

function sendable(db: Db, row: repo.IssueRow): void {
  const errors = new FieldErrors();
  checkSendable(errors, valuesOf(row));
  if (errors.empty && chosenItems(db, '', valuesOf(row).items).length === 0) {
    const away = unavailableItems(db, valuesOf(row).items, []);
    const trashed = away.filter((i) => i.reason === 'trash').map((i) => `"${i.title}"`);
    errors.add('items', trashed.length ? `None of the chosen items is public now: ${trashed.join(', ')} ${trashed.length === 1 ? 'is' : 'are'} in the trash. Restore ${trashed.length === 1 ? 'it' : 'them'} or pick others` : 'None of the chosen items is public now');
  }
  if (!errors.empty) throw validationFailed(errors.items);
}

const AWAY_WORD: Record<UnavailableItem['reason'], string> = { trash: 'in the trash', not_public: 'not public', gone: 'deleted for good' };

/** `message` with a warning when chosen items are left out: 'Sending started. Left out of the mail: "A" (in the trash).' */
export function withLeftOut(message: string, away: UnavailableItem[]): string {
  if (away.length === 0) return message;
  return `${message}. Left out of the mail: ${away.map((i) => (i.title ? `"${i.title}" (${AWAY_WORD[i.reason]})` : `an item ${AWAY_WORD[i.reason]}`)).join(', ')}.`;
}

/** A test to one staff address: `[Test]` before the subject; a refusal by the mail server is reported (502). */
export async function sendTest(db: Db, mailer: Mailer, publicUrl: string, id: string, to: string): Promise<string> {
  const row = found(db, id);
  sendable(db, row);
  const mail = preview(db, publicUrl, id);
  try {
    await mailer.send({ to, ...mail, subject: `[Test] ${mail.subject}` });
  } catch (err) {
    throw new HttpError(502, `The mail server refused the test mail: ${(err as Error).message}`);
  }
  const ids = valuesOf(row).items;
  return withLeftOut(`Test sent to ${to}`, unavailableItems(db, ids, chosenItems(db, '', ids)));
}

/** Send now, or schedule for `at` (a time already past sends now). */
export function send(db: Db, publicUrl: string, id: string, at: string | undefined): IssueDetail {
  const row = found(db, id);
  if (!(EDITABLE as readonly string[]).includes(row.status)) throw conflict('This newsletter has already been sent (or is being sent).');
  if (at !== undefined && Number.isNaN(Date.parse(at))) throw badRequest('Please give a valid date and time', [{ path: 'at', msg: 'Please give a valid date and time' }]);
  sendable(db, row);
  const when = at && Date.parse(at) > now() ? new Date(at).toISOString() : nowIso();
  repo.moveIssue(db, id, [...EDITABLE], { status: 'scheduled', scheduledAt: when });
  return issueDetail(db, publicUrl, id);
}

/** A scheduled issue back to a draft; a send under way stops (the recipients not reached yet are skipped). */
export function cancel(db: Db, publicUrl: string, id: string): { message: string; data: IssueDetail } {
  const row = found(db, id);
  if (row.status === 'scheduled') {
    repo.moveIssue(db, id, ['scheduled'], { status: 'draft', scheduledAt: null });
    return { message: 'Schedule cancelled: the newsletter is a draft again', data: issueDetail(db, publicUrl, id) };
  }
  if (row.status === 'sending') {
    const skipped = db.transaction((tx) => {
      repo.moveIssue(tx as unknown as Db, id, ['sending'], { status: 'cancelled', finishedAt: nowIso() });
      return repo.skipQueued(tx as unknown as Db, id, 'The send was stopped by staff');
    });
    return { message: `Sending stopped: ${skipped} ${skipped === 1 ? 'recipient was' : 'recipients were'} not sent the newsletter`, data: issueDetail(db, publicUrl, id) };
  }
  throw conflict('Only a scheduled newsletter or one being sent can be stopped.');
}

/** Sends again the mails that failed for a reason that may pass (not a permanent refusal). */
export function retryFailed(db: Db, publicUrl: string, id: string): { message: string; data: IssueDetail } {
  const row = found(db, id);
  if (row.status !== 'sent' && row.status !== 'sending') throw conflict('Only a newsletter that was sent can be sent again to its failed recipients.');
  const requeued = db.transaction((tx) => {
    const n = repo.requeueTemporaryFailures(tx as unknown as Db, id);
    if (n > 0) repo.moveIssue(tx as unknown as Db, id, ['sent', 'sending'], { status: 'sending', finishedAt: null });
    return n;
  });
  return { message: requeued ? `${requeued} failed ${requeued === 1 ? 'mail' : 'mails'} will be sent again` : 'No failed mail can be sent again', data: issueDetail(db, publicUrl, id) };
}

export function deliveries(db: Db, id: string, q: DeliveryListQuery) {
  found(db, id);
  const page = q.page ?? 1;
  const limit = q.limit ?? 20;
  const { rows, total } = repo.listDeliveries(db, id, q.status, { limit, offset: pageOffset({ page, limit }) });
  return { data: rows, pagination: pagination(page, limit, total) };
}

export const pickerItems = (db: Db, publicUrl: string, q?: string) => recentItems(db, publicUrl, PICKER_SIZE, q);

export function stats(db: Db): NewsletterStats {
  const from = new Date(now() - 30 * DAY).toISOString();
  const counts = subscribers.countByStatus(db);
  const sent = repo.sentSince(db, from);
  return {
    ...counts,
    confirmations_30d: subscribers.confirmedSince(db, from),
    unsubscribes_30d: subscribers.unsubscribedSince(db, from),
    issues_sent_30d: sent.issues,
    mails_sent_30d: sent.mails,
  };
}

export const digest = (db: Db) => digestState(db);
export const updateDigest = (db: Db, settings: DigestSettings) => saveDigest(db, settings);

/** The digest as it would go out now: the newest items since the last one. */
export function digestPreview(db: Db, publicUrl: string): MailPreview {
  return previewMail(db, publicUrl, digestContent(db, publicUrl, now()));
}
