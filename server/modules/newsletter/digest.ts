/**
 * The weekly digest: when staff turn it on, every week at the day and hour they chose (UTC) the
 * sender makes an issue of the newest public items since the last digest (at most `max_items`) and
 * sends it to the subscribers who want the digest. One per ISO week (newsletter_issues.digest_week,
 * unique, so two processes cannot both make it). A week with nothing new is recorded as skipped.
 * A slot missed by more than a day (the server was down) is not caught up: the next week's comes.
 * Only slots after the settings were saved count, so turning it on never sends one at once.
 */
import type { DigestSettings, DigestState } from '../../../shared/api/newsletter.ts';
import { now, nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { readSetting, writeSetting } from '../content/site-settings.ts';
import { siteName } from '../site/service.ts';
import * as issues from './issues-repository.ts';
import { itemsSince } from './items.ts';
import type { IssueContent } from './mail.ts';

const KEY = 'newsletter_digest';
const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;
/** A slot missed by more than this is skipped. */
const LATE_LIMIT = 24 * HOUR;

const DEFAULT_DIGEST: DigestSettings = { enabled: false, weekday: 5, hour: 8, max_items: 6 };

interface Stored extends DigestSettings {
  /** When the settings were saved: slots before it do not count. */
  since: string;
}

function stored(db: Db): Stored {
  try {
    return { ...DEFAULT_DIGEST, since: nowIso(), ...(JSON.parse(readSetting(db, KEY) ?? '{}') as Partial<Stored>) };
  } catch {
    return { ...DEFAULT_DIGEST, since: nowIso() };
  }
}

/** The latest slot (weekday at hour, UTC) at or before `at`. */
function lastSlot(settings: DigestSettings, at: number): number {
  const d = new Date(at);
  const slot = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), settings.hour);
  const back = (d.getUTCDay() - settings.weekday + 7) % 7;
  const candidate = slot - back * 24 * HOUR;
  return candidate > at ? candidate - WEEK : candidate;
}

/** ISO 8601 week of a time, 'YYYY-Www'. */
function isoWeek(at: number): string {
  const d = new Date(at);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  const weekday = (d.getUTCDay() + 6) % 7; // Monday 0
  const thursday = new Date(day - weekday * 24 * HOUR + 3 * 24 * HOUR);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = 1 + Math.floor((thursday.getTime() - yearStart) / WEEK);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export function digestState(db: Db): DigestState {
  const { since: _since, ...settings } = stored(db);
  return { ...settings, next_at: settings.enabled ? new Date(lastSlot(settings, now()) + WEEK).toISOString() : null };
}

export function saveDigest(db: Db, settings: DigestSettings): DigestState {
  writeSetting(db, KEY, JSON.stringify({ ...settings, since: nowIso() }));
  return digestState(db);
}

/** The digest of the slot at `slot`: the newest public items since the last digest (or the week before), newest first. */
export function digestContent(db: Db, publicUrl: string, slot: number): IssueContent {
  const since = issues.lastDigestAt(db) ?? new Date(slot - WEEK).toISOString();
  const items = itemsSince(db, publicUrl, since, stored(db).max_items);
  const site = siteName(db);
  return {
    subject: items.length ? `This week at ${site}: ${items[0].title}` : `This week at ${site}`,
    intro: `The newest stories from ${site} this week, in case you missed them.`,
    items,
  };
}

/**
 * The digest due now, made as an issue scheduled for its slot (the sender starts it like any other),
 * or recorded as skipped when nothing is new; undefined when none is due (or another process made it).
 */
export function makeDueDigest(db: Db, publicUrl: string): issues.IssueRow | undefined {
  const settings = stored(db);
  if (!settings.enabled) return undefined;
  const at = now();
  const slot = lastSlot(settings, at);
  if (slot < Date.parse(settings.since) || at - slot > LATE_LIMIT) return undefined;
  const week = isoWeek(slot);
  if (issues.digestOfWeek(db, week)) return undefined;
  const content = digestContent(db, publicUrl, slot);
  const base = { kind: 'digest' as const, digestWeek: week, subject: content.subject, intro: content.intro, items: JSON.stringify(content.items.map((i) => i.id)) };
  try {
    if (content.items.length === 0) {
      return issues.insertIssue(db, { ...base, subject: `Weekly digest ${week}: nothing new this week`, status: 'cancelled', startedAt: nowIso(), finishedAt: nowIso() });
    }
    return issues.insertIssue(db, { ...base, status: 'scheduled', scheduledAt: new Date(slot).toISOString() });
  } catch (err) {
    // Another process made this week's digest between the check and the insert.
    if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return undefined;
    throw err;
  }
}
