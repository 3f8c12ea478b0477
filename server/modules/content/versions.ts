/**
 * Edit versions: every content row counts its saves (`version`, bumped by each write of the item's
 * fields). The staff GET and every save answer it as the item's ETag (`"3"`); a save may name the
 * version it started from, as `If-Match: "3"` or as a `version` field of its body, and is refused
 * with 409 and the current item when another save came first, so that two people editing one item
 * never overwrite each other unseen. A save that names no version is accepted as before (API
 * clients that predate versions). A malformed If-Match is a 400.
 *
 * Weak tags (`W/"3"`) are read as the version they name: a compressing proxy in front (nginx's gzip)
 * weakens the strong tags the app sends, and the editor echoes what it was given.
 */
import type { FastifyReply } from 'fastify';
import { badRequest, HttpError } from '../../errors.ts';

const etagOf = (version: number): string => `"${version}"`;

/** Sets the item's version as the answer's ETag (staff answers: `private, no-store` stays). */
export function sendVersion(reply: FastifyReply, item: { version: number }): void {
  reply.header('ETag', etagOf(item.version));
}

/** The versions a save may start from: any ('*'), or a list (a tag that names no version: none). */
export type ExpectedVersion = '*' | readonly number[];

const TAG = /\s*(?:W\/)?"([\x21\x23-\x7e\x80-\xff]*)"\s*(?:,|$)/y;

const malformed = () =>
  badRequest('If-Match must be the ETag of the item as you read it, e.g. "3" (or *)', [{ path: 'if-match', msg: 'If-Match is not a list of entity tags' }]);

/** An If-Match header read: undefined when absent, '*' or the versions its tags name; 400 when malformed. */
function parseIfMatch(header: string | string[] | undefined): ExpectedVersion | undefined {
  if (header === undefined) return undefined;
  const text = (Array.isArray(header) ? header.join(',') : header).trim();
  if (text === '*') return '*';
  if (!text) throw malformed();
  const versions: number[] = [];
  TAG.lastIndex = 0;
  while (TAG.lastIndex < text.length) {
    const start = TAG.lastIndex;
    const match = TAG.exec(text);
    if (!match || TAG.lastIndex === start) throw malformed();
    // A tag this app never sent (not a version number) is well formed but matches nothing.
    if (/^[1-9]\d{0,14}$/.test(match[1])) versions.push(Number(match[1]));
  }
  return versions;
}

/**
 * The version a save started from, from its If-Match header or its body's `version` (undefined:
 * none named, the save is not checked). Both given and disagreeing is a 400.
 */
export function expectedVersion(headers: { 'if-match'?: string | string[] }, bodyVersion: number | undefined): ExpectedVersion | undefined {
  const fromHeader = parseIfMatch(headers['if-match']);
  if (bodyVersion === undefined) return fromHeader;
  if (fromHeader !== undefined && fromHeader !== '*' && !fromHeader.includes(bodyVersion)) {
    throw badRequest('If-Match and the body’s version name different versions', [{ path: 'version', msg: 'version must be the one If-Match names' }]);
  }
  return [bodyVersion];
}

export const matchesVersion = (expected: ExpectedVersion | undefined, version: number): boolean =>
  expected === undefined || expected === '*' || expected.includes(version);

/** Who saved the version a refused save did not start from, and when (from its revision). */
export interface LastSave {
  by: string | null;
  at: string;
}

/**
 * The 409 of a save that started from an older version: the message names who saved since and
 * the answer carries the item as it is now (`current`), for the editor to show beside the writer's.
 */
export function staleVersion(noun: string, current: { version: number }, last: LastSave | undefined): HttpError {
  const who = last?.by ? `${last.by} saved` : 'Someone saved';
  return new HttpError(409, `${who} this ${noun} after you opened it: compare the two versions before saving again`, undefined, {
    current,
    current_version: current.version,
    last_saved_by: last?.by ?? null,
    last_saved_at: last?.at ?? null,
  });
}
