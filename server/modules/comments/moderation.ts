/**
 * What happens to a reader's new comment, the newsroom's moderation rules in one place:
 * - a blocked commenter (their name and e-mail) goes to spam; they are told it awaits review, as
 *   anyone held is, so a blocked troll learns nothing;
 * - a blocked word or phrase (in the name, e-mail or text: whole words, any case) holds it for review,
 *   whoever wrote it, trusted or not;
 * - two or more links hold it (the mark of most comment spam, as WordPress holds them by default);
 * - otherwise a trusted commenter goes live, and anyone else by the item's setting: live at once,
 *   or held when comments are reviewed first.
 * The site's setting and the blocked words live in site_settings (`comment_mode`,
 * `comment_blocked_words`); items' own settings and commenters' rules in settings-repository.ts.
 */
import { COMMENT_MODES, type CommentMode, type CommentStatus } from '../../../shared/api/comments.ts';
import type { Db } from '../../db/client.ts';
import { readSetting, writeSetting } from '../content/site-settings.ts';
import * as settings from './settings-repository.ts';

const MODE_KEY = 'comment_mode';
const WORDS_KEY = 'comment_blocked_words';

/**
 * Live at once unless staff choose otherwise, as comments were before moderation existed: an
 * upgrade must not silently hide what readers post. Blocked words, blocked commenters and link
 * spam are held whatever the mode; a newsroom that wants every comment reviewed first sets
 * "held" in Comment settings.
 */
const DEFAULT_COMMENT_MODE: CommentMode = 'live';

export function siteMode(db: Db): CommentMode {
  const stored = readSetting(db, MODE_KEY);
  return COMMENT_MODES.find((m) => m === stored) ?? DEFAULT_COMMENT_MODE;
}

export const setSiteMode = (db: Db, mode: CommentMode) => writeSetting(db, MODE_KEY, mode);

export function blockedWords(db: Db): string[] {
  const stored = readSetting(db, WORDS_KEY);
  if (!stored) return [];
  try {
    const list = JSON.parse(stored) as unknown;
    return Array.isArray(list) ? list.filter((w): w is string => typeof w === 'string') : [];
  } catch {
    return [];
  }
}

/** Trimmed, lower-case, without repeats or empties, in the order given. */
function cleanWords(words: string[]): string[] {
  return [...new Set(words.map((w) => w.trim().replace(/\s+/g, ' ').toLowerCase()).filter(Boolean))];
}

export const setBlockedWords = (db: Db, words: string[]) => writeSetting(db, WORDS_KEY, JSON.stringify(cleanWords(words)));

/** How an item takes comments: off when its editor does not allow them, else its own setting or the site's. */
export function itemMode(db: Db, item: { id: string; allowComments: boolean }): CommentMode {
  if (!item.allowComments) return 'off';
  return settings.itemMode(db, item.id) ?? siteMode(db);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first blocked word or phrase in `texts`, matched as a whole word in any case; undefined for none. */
function findBlockedWord(words: string[], texts: string[]): string | undefined {
  if (words.length === 0) return undefined;
  // Letters and digits of any script around a match would make it part of another word.
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${words.map((w) => escapeRegExp(w).replace(/ /g, '\\s+')).join('|')})(?![\\p{L}\\p{N}])`, 'iu');
  for (const text of texts) {
    const match = pattern.exec(text);
    if (match) return match[1].replace(/\s+/g, ' ').toLowerCase();
  }
  return undefined;
}

const LINK = /\bhttps?:\/\/|\bwww\./gi;
const LINKS_HELD = 2;

export interface Decision {
  status: CommentStatus;
  /** Why, for the moderators; null when it went live. */
  reason: string | null;
}

export function decide(db: Db, mode: CommentMode, comment: { name: string; email: string | null; content: string }): Decision {
  const rule = settings.ruleFor(db, settings.commenterKey(comment));
  if (rule === 'blocked') return { status: 'spam', reason: 'The commenter is blocked' };
  const word = findBlockedWord(blockedWords(db), [comment.name, comment.email ?? '', comment.content]);
  if (word) return { status: 'pending', reason: `Contains a blocked word: "${word}"` };
  const links = comment.content.match(LINK)?.length ?? 0;
  if (links >= LINKS_HELD) return { status: 'pending', reason: `Contains ${links} links` };
  if (rule === 'trusted' || mode === 'live') return { status: 'approved', reason: null };
  return { status: 'pending', reason: 'Comments are reviewed before they appear' };
}

/** A text as a duplicate is recognised: any case, any spacing. */
export const sameText = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();
