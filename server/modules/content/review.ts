/**
 * Review: contributors submit, editors decide. An item goes into review by any save that gives it
 * the status `review` (the editor's "Submit for review"); editorial.ts stamps when and by whom. This
 * file is the rest: the queue (oldest submission first), its count, an item's editorial state, a
 * contributor's own work by where it stands, and the mails: every editor and administrator hears of
 * a submission, the contributor of a send-back with its note.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { EditorialState, MyWork, ReviewItem } from '../../../shared/api/review.ts';
import type { ContentType } from '../../../shared/constants.ts';
import { CONTENT_TYPE_LABELS, editorPath, REVIEW_QUEUE_PATH } from '../../../shared/review.ts';
import type { StaffRole } from '../../../shared/roles.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { pageOffset, pagination } from '../../lib/pagination.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { assertMayChange, type EditorialActor } from './editorial.ts';
import * as repo from './review-repository.ts';
import { siteName } from '../site/service.ts';

const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

function toItem(row: repo.ReviewRow): ReviewItem {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    status: row.status,
    owner: person(row.ownerId, row.ownerName),
    submitted_at: row.submittedAt,
    submitted_by: person(row.submittedById, row.submittedByName),
    review_note: row.reviewNote !== null ? { note: row.reviewNote, by: person(row.reviewNoteById, row.reviewNoteByName), at: row.reviewNoteAt ?? row.updatedAt } : null,
    updated_at: row.updatedAt,
  };
}

/** The Review queue: every item in review, oldest submission first. */
export function reviewQueue(db: Db, query: { page?: number; limit?: number }) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 50;
  const { rows, total } = repo.reviewQueue(db, { limit, offset: pageOffset({ page, limit }) });
  return { data: rows.map(toItem), pagination: pagination(page, limit, total) };
}

/** How many items wait for review (the dashboard's and the menu's count). */
export const reviewCount = (db: Db): number => repo.countInReview(db);

/** An item's editorial state for its editor; 404 for an unknown item or one in the trash. */
export function editorialState(db: Db, id: string, actor: EditorialActor & { role: StaffRole }): EditorialState {
  const row = repo.reviewRow(db, id);
  if (!row) throw notFound('Item not found');
  let canEdit = true;
  try {
    assertMayChange(db, actor, row);
  } catch {
    canEdit = false;
  }
  return { ...toItem(row), published_by: person(row.publishedById, row.publishedByName), can_edit: canEdit };
}

const MY_WORK_LIMIT = 20;
/** Far more items than one writer makes. */
const OWN_LIMIT = 10_000;

/** A member's own items: drafts, in review, sent back (drafts with an editor's note), published or scheduled. */
export function myWork(db: Db, ownerId: string): MyWork {
  const list = (statuses: Parameters<typeof repo.ownItems>[2], sentBack?: boolean) => repo.ownItems(db, ownerId, statuses, MY_WORK_LIMIT, sentBack).map(toItem);
  return {
    drafts: list(['draft'], false),
    in_review: list(['review']),
    sent_back: list(['draft'], true),
    published: list(['published', 'scheduled']),
    own_ids: repo.ownIds(db, ownerId, OWN_LIMIT),
  };
}

// ---------------------------------------------------------------------------------------------
// Mails

interface MailContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

interface Submitted {
  id: string;
  type: ContentType;
  title: string;
}

/** A mail to a member of staff, signed with the site's name as administrators set it. */
function mailOf(ctx: MailContext, to: string, subject: string, paragraphs: string[], link: { href: string; label: string }) {
  const text = [...paragraphs.flatMap((p) => [p, '']), `${link.label}: ${link.href}`].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">
${paragraphs.map((p) => `<p style="white-space: pre-wrap">${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>
<p style="font-size: 0.9em; color: #6b7280">${escapeHtml(siteName(ctx.db))} back office</p>
</body></html>`;
  return { to, subject, text, html };
}

/** Sends the mails at once (the mailer's pool spreads them); one that fails is logged and the others still go (the save itself is done). */
async function sendAll(ctx: MailContext, mails: ReturnType<typeof mailOf>[], what: string): Promise<void> {
  await Promise.all(mails.map((mail) => ctx.mailer.send(mail).catch((err: unknown) => ctx.log.error({ err }, `${what} mail could not be sent`))));
}

/** Tells every editor and administrator (but the submitter) that an item waits for review. */
export async function mailSubmission(ctx: MailContext, item: Submitted, submitter: { id: string; name: string; email: string }): Promise<void> {
  const noun = CONTENT_TYPE_LABELS[item.type].toLowerCase();
  const reviewers = repo.membersWithRoles(ctx.db, ['admin', 'editor']).filter((m) => m.email !== submitter.email);
  const href = `${ctx.publicUrl}${REVIEW_QUEUE_PATH}`;
  const mails = reviewers.map((r) =>
    mailOf(ctx, r.email, `Waiting for review: ${item.title}`, [`Hello ${r.name},`, `${submitter.name} submitted the ${noun} "${item.title}" for review.`, 'It is not on the site until an editor publishes it.'], {
      href,
      label: 'Open the Review queue',
    }),
  );
  await sendAll(ctx, mails, 'review submission');
}

/** Tells the item's contributor (its owner, else whoever submitted it) that it came back, with the note. */
export async function mailSendBack(ctx: MailContext, item: Submitted, recipientId: string | null, reviewer: string, note: string): Promise<void> {
  const to = recipientId ? repo.memberById(ctx.db, recipientId) : undefined;
  if (!to) return;
  const noun = CONTENT_TYPE_LABELS[item.type].toLowerCase();
  const mail = mailOf(
    ctx,
    to.email,
    `Sent back: ${item.title}`,
    [`Hello ${to.name},`, `${reviewer} sent your ${noun} "${item.title}" back to you as a draft, with this note:`, note, 'Change it and submit it for review again.'],
    { href: `${ctx.publicUrl}${editorPath(item.type, item.id)}`, label: `Open the ${noun}` },
  );
  await sendAll(ctx, [mail], 'review send-back');
}
