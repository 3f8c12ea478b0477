/**
 * The rules of a reader's comment, run by the server (server/modules/comments/service.ts) and by the
 * article page's form before it posts, with the same messages. Fields are cleaned first: control
 * characters other than tab and newlines removed, outer spaces trimmed, line ends made '\n'.
 */
import type { CreateCommentBody } from '../api/comments.ts';
import { LIMITS } from '../constants.ts';
import { EMAIL_MESSAGE, isEmailAddress } from './email.ts';
import { FieldErrors } from './fields.ts';

/** Control characters other than tab and newlines have no place in a comment. */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern removes
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

const clean = (value: string | null | undefined) => (value ?? '').replace(CONTROL, '').trim();
/** Characters as a reader counts them (an emoji is one). */
const length = (value: string) => [...value].length;

export interface CommentValues {
  name: string;
  email: string | null;
  content: string;
}

/** The cleaned comment; every problem is added to `errors` under its field. */
export function checkComment(errors: FieldErrors, body: CreateCommentBody): CommentValues {
  const name = clean(body.name);
  const content = clean(body.content).replace(/\r\n?/g, '\n');
  const email = clean(body.email);
  if (!name) errors.add('name', 'Name is required');
  else if (length(name) > LIMITS.commentNameMax) errors.add('name', `Name must be at most ${LIMITS.commentNameMax} characters`);
  if (email && !isEmailAddress(email)) errors.add('email', EMAIL_MESSAGE);
  checkText(errors, content);
  return { name, email: email ? email.toLowerCase() : null, content };
}

function checkText(errors: FieldErrors, content: string): void {
  if (!content) errors.add('content', 'Comment is required');
  // One character is no comment (a stray key, a test by a script); "ok" or an emoji pair is.
  else if (length(content) < LIMITS.commentContentMin) errors.add('content', `Comment must be at least ${LIMITS.commentContentMin} characters`);
  else if (length(content) > LIMITS.commentContentMax) errors.add('content', `Comment must be at most ${LIMITS.commentContentMax} characters`);
}

/** The newsroom's reply from the back office: the text of a comment, under the same rules. */
export function checkReply(errors: FieldErrors, body: { content?: string }): string {
  const content = clean(body.content).replace(/\r\n?/g, '\n');
  checkText(errors, content);
  return content;
}

/**
 * The honeypot: a field people never see (hidden from sight and from screen readers, out of the Tab
 * order) that simple bots fill in like every other field. Anything in it refuses the comment.
 */
export const HONEYPOT_FIELD = 'website';
export const HONEYPOT_MESSAGE = 'Your comment could not be posted.';
export const filledHoneypot = (body: CreateCommentBody): boolean => clean(body[HONEYPOT_FIELD]) !== '';
