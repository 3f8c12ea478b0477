/**
 * The rules of a newsletter issue, run by the server (server/modules/newsletter/issues.ts) and by
 * the back office's compose screen, with the same messages. A draft may be unfinished; what is
 * sent needs a subject and at least one item.
 */
import type { IssueBody } from '../api/newsletter.ts';
import { FieldErrors } from './fields.ts';

export const ISSUE_LIMITS = { subject: 150, intro: 5_000, items: 20 } as const;

export interface IssueValues {
  subject: string;
  intro: string;
  items: string[];
}

/** The cleaned issue (trimmed, items without repeats); every problem is added to `errors`. */
export function checkIssue(errors: FieldErrors, body: IssueBody): IssueValues {
  const subject = (body.subject ?? '').trim();
  const intro = (body.intro ?? '').trim().replace(/\r\n?/g, '\n');
  const items = [...new Set((body.items ?? []).map((id) => id.toLowerCase()))];
  if (subject.length > ISSUE_LIMITS.subject) errors.add('subject', `Subject must be at most ${ISSUE_LIMITS.subject} characters`);
  if (intro.length > ISSUE_LIMITS.intro) errors.add('intro', `Introduction must be at most ${ISSUE_LIMITS.intro} characters`);
  if (items.length > ISSUE_LIMITS.items) errors.add('items', `Pick at most ${ISSUE_LIMITS.items} items`);
  return { subject, intro, items };
}

/** What sending (or a test) asks on top: a subject and something to read. */
export function checkSendable(errors: FieldErrors, issue: IssueValues): void {
  if (!issue.subject) errors.add('subject', 'Subject is required');
  if (issue.items.length === 0) errors.add('items', 'Pick at least one item');
}
