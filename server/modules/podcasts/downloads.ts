/**
 * Honest download counts, after the IAB podcast measurement guidelines' rules of thumb:
 *
 * - A download is a GET of an episode's enclosure (/podcast/:id/audio.:ext), counted once per
 *   listener per episode per 24 hours; a listener is the client address with the user agent
 *   (a keyed hash of both is stored, never either: lib/client-address.ts). An app fetching the file
 *   in pieces, a player seeking, a reader coming back within the day: one download.
 * - Not counted: HEAD; requests from bots, crawlers and feed fetchers, or with no user agent
 *   (listener-agents.ts);
 *   revalidations of a copy the client holds (If-None-Match / If-Modified-Since: counted when
 *   fetched); and byte ranges too small to be a listen: probes such as Safari's and Apple
 *   Podcasts' `bytes=0-1`, or a look at the tags at the end of the file. A range counts when it
 *   asks for at least MIN_COUNTED_BYTES or for the whole file; the 24-hour window keeps the
 *   rest of a listener's ranges from counting again.
 * - Counts live in SQLite (downloads-repository.ts), per UTC day, so restarts and several
 *   processes keep them; the staff reports read windows of days from there.
 *
 * `downloads` is a live counter like views and plays: it does not move the public version (the
 * response cache lets it lag at most its 2 seconds: plugins/public-cache.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { DownloadDay, EpisodeDownloads, ShowDownloads } from '../../../shared/api/podcasts.ts';
import { now } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { utcDay } from '../content/view-growth.ts';
import { countedSince, countedTotal, downloadsByDay, pruneListeners, recordDownload, topEpisodes } from './downloads-repository.ts';
import { isListenerAgent } from './listener-agents.ts';
import { findEpisodeTitle } from './repository.ts';

const LISTENER_WINDOW_MS = 24 * 3_600_000;
/** The smallest range that counts: a probe or a tag lookup asks for less, a player starting a listen for more. */
const MIN_COUNTED_BYTES = 64 * 1024;
/** Listener rows older than the window are deleted at most this often (per process). */
const PRUNE_EVERY_MS = 3_600_000;
/** Episodes listed in the show's report. */
const TOP_EPISODES = 50;

/**
 * How many bytes a request asks for of a file of `size` bytes (null: unknown, an outside address),
 * as @fastify/send answers it: the whole file without a Range header or with one it answers whole
 * (several ranges, another unit), the one range's length, or 0 for a range it refuses (416).
 */
function requestedBytes(range: string | undefined, size: number | null): number {
  const whole = size ?? Infinity;
  const m = /^\s*bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(range ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return whole;
  if (m[1] === '') return Math.min(Number(m[2]), whole); // the last N bytes
  const start = Number(m[1]);
  const end = m[2] === '' ? whole - 1 : Math.min(Number(m[2]), whole - 1);
  return end >= start ? end - start + 1 : 0;
}

/** Whether this request is a listener's download (before the 24-hour window has its say). */
export function isCountedRequest(request: FastifyRequest, size: number | null): boolean {
  if (request.method !== 'GET') return false;
  if (!isListenerAgent(request.headers['user-agent'])) return false;
  if (request.headers['if-none-match'] || request.headers['if-modified-since']) return false;
  const asked = requestedBytes(request.headers.range, size);
  return asked >= Math.min(MIN_COUNTED_BYTES, size ?? Infinity) && asked > 0;
}

const lastPrune = new WeakMap<Db, number>();

/** Counts one download of the episode by this listener unless one was counted in the last 24 hours; true when counted. */
export function countDownload(db: Db, episodeId: string, listenerHash: string): boolean {
  const at = now();
  const since = new Date(at - LISTENER_WINDOW_MS).toISOString();
  if (countedSince(db, episodeId, listenerHash, since)) return false;
  const counted = recordDownload(db, { episodeId, listenerHash, at: new Date(at).toISOString(), since, date: utcDay() });
  if (at - (lastPrune.get(db) ?? 0) >= PRUNE_EVERY_MS) {
    lastPrune.set(db, at);
    pruneListeners(db, since);
  }
  return counted;
}

/** Every UTC day of the window, oldest first, with its downloads (0 when none). */
function dayList(byDay: Map<string, number>, days: number): DownloadDay[] {
  return Array.from({ length: days }, (_, i) => {
    const date = utcDay(days - 1 - i);
    return { date, downloads: byDay.get(date) ?? 0 };
  });
}

const sum = (days: DownloadDay[]) => days.reduce((total, d) => total + d.downloads, 0);

export function showDownloads(db: Db, days: number): ShowDownloads {
  const from = utcDay(days - 1);
  const list = dayList(downloadsByDay(db, from), days);
  return { total: countedTotal(db), window_total: sum(list), days: list, episodes: topEpisodes(db, from, TOP_EPISODES) };
}

export function episodeDownloads(db: Db, id: string, days: number): EpisodeDownloads {
  const key = id.toLowerCase();
  if (!isUuid(id) || findEpisodeTitle(db, key) === undefined) throw notFound('Podcast episode not found');
  const list = dayList(downloadsByDay(db, utcDay(days - 1), key), days);
  return { id: key, total: countedTotal(db, key), window_total: sum(list), days: list };
}
