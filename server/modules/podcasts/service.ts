/**
 * Rules of the podcast admin: episodes checked by the shared podcast rules (only the title is
 * required; links and numbers must be well-formed; linked guests and series must exist; an address
 * of the audio store must name an uploaded file, whose size, type, duration and bitrate the episode
 * then carries, its length the duration), series (each a show with its own feed and artwork) and
 * guests kept in the database.
 */
import type { Pagination } from '../../../shared/api/common.ts';
import type { PodcastEpisode, PodcastGuest, PodcastSeries } from '../../../shared/api/content.ts';
import type { PodcastBody, PodcastGuestBody, PodcastListQuery, PodcastSeriesBody, PodcastStats } from '../../../shared/api/podcasts.ts';
import { nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { podcastEpisodes } from '../../db/schema.ts';
import { conflict, notFound, validationFailed } from '../../errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { writeUnique } from '../../lib/unique-write.ts';
import { contentAdmin } from '../content/content-admin.ts';
import { equalsIf, filterValue } from '../content/list-filters.ts';
import { toPodcastEpisode, toPodcastGuest, toPodcastSeries } from './mapper.ts';
import { podcastEpisodeTable } from './table.ts';
import { definedOnly } from '../content/partial-update.ts';
import type { SaveContext } from '../content/revisions.ts';
import { FieldErrors } from '../../../shared/validation/fields.ts';
import { checkGuest, checkPodcastFields, checkSeries, type PodcastFieldValues, type PodcastRefs } from '../../../shared/validation/podcast.ts';
import { AUDIO_URL_PREFIX } from '../../../shared/podcast-audio.ts';
import { findAudioFileByUrl } from './audio-repository.ts';
import {
  findGuest,
  findGuestByName,
  findSeries,
  findSeriesByTitle,
  insertGuest,
  insertSeries,
  listGuests,
  listSeries,
  podcastStats,
  updateSeries,
} from './repository.ts';

const TOP_GUESTS = 5;

/** Column values of a checked episode payload. */
interface PodcastValues extends PodcastFieldValues {
  guestId: string | null;
  seriesId: string | null;
}

const admin = contentAdmin(podcastEpisodeTable, toPodcastEpisode, 'Podcast episode not found', { type: 'podcast', noun: 'podcast episode', fieldsOf: (p) => bodyOf(p) });
const refOf = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');

/** The uploaded file an audio address of the site's store names (null: none is stored there); undefined for any other address. */
function audioFileOf(db: Db, url: string | undefined): PodcastRefs['audio'] {
  const address = refOf(url);
  return address.startsWith(AUDIO_URL_PREFIX) ? (findAudioFileByUrl(db, address) ?? null) : undefined;
}

/** The column values of an episode payload by the podcast rules, their messages collected in `errors` (a preview shows them anyway). */
export function episodeValues(db: Db, input: PodcastBody, errors: FieldErrors): PodcastValues {
  const guestRef = refOf(input.guest_id);
  const seriesRef = refOf(input.series_id);
  const guest = guestRef ? (findGuest(db, guestRef) ?? null) : undefined;
  const refs = { guest, seriesExists: seriesRef ? Boolean(findSeries(db, seriesRef)) : undefined, audio: audioFileOf(db, input.audio_url) };
  const values = checkPodcastFields(errors, input, { now: nowIso(), refs });
  return { ...values, guestId: guest ? guest.id : null, seriesId: seriesRef || null };
}

function checked(db: Db, input: PodcastBody): PodcastValues {
  const errors = new FieldErrors();
  const values = episodeValues(db, input, errors);
  if (!errors.empty) throw validationFailed(errors.items);
  return values;
}

/** A stored episode in body shape, the base a partial update (or a preview's fields) is merged onto. */
export function bodyOf(p: PodcastEpisode): PodcastBody {
  return {
    title: p.title,
    description: p.description,
    duration: p.duration,
    guest_name: p.guest_name,
    guest_id: p.guest_id,
    series_id: p.series_id,
    episode_number: p.episode_number,
    image: p.image,
    youtube_url: p.youtube_url,
    spotify_url: p.spotify_url,
    apple_url: p.apple_url,
    google_url: p.google_url,
    audio_url: p.audio_url,
    transcript: p.transcript,
    tags: p.tags,
    meta_description: p.meta_description,
    rating: p.rating,
    featured: p.featured,
    // The status staff see (a scheduled episode whose date passed reads as published).
    status: p.status,
    publish_date: p.publish_date,
    allow_comments: p.allow_comments,
  };
}

export function listPodcastsPage(db: Db, query: PodcastListQuery): { data: PodcastEpisode[]; pagination: Pagination } {
  return admin.list(db, query, {
    where: [equalsIf(podcastEpisodes.featured, query.featured), equalsIf(podcastEpisodes.seriesId, filterValue(query.series_id))],
  });
}

export const getPodcast = admin.get;

export const createPodcastFrom = (db: Db, body: PodcastBody, ctx?: SaveContext): PodcastEpisode => admin.create(db, checked(db, definedOnly(body)), ctx);

/** PUT is partial: the body is merged onto the stored episode and the result is checked as a whole. */
export function updatePodcastFrom(db: Db, id: string, body: PodcastBody, ctx?: SaveContext): PodcastEpisode {
  const patch = definedOnly(body);
  return admin.update(
    db,
    id,
    (current) => {
      // Choosing another guest without naming them takes that guest's name, not the previous one's.
      const newGuest = refOf(patch.guest_id) !== '' && refOf(patch.guest_id) !== current.guest_id && patch.guest_name === undefined;
      return checked(db, { ...bodyOf(current), ...(newGuest ? { guest_name: '' } : {}), ...patch });
    },
    ctx,
  );
}

/** Podcast episodes as revisions, autosave and the editing routes read them. */
export const podcastEditing = admin.editable;


export const getPodcastStats = (db: Db): PodcastStats => podcastStats(db, TOP_GUESTS);

export const getSeries = (db: Db): PodcastSeries[] => listSeries(db).map(toPodcastSeries);

/** A series' fields checked; a title another series has (in any letter case) is a 409. */
function checkedSeries(db: Db, body: PodcastSeriesBody, id?: string) {
  const errors = new FieldErrors();
  const values = checkSeries(errors, body);
  if (!errors.empty) throw validationFailed(errors.items);
  const taken = `A series titled "${values.title}" already exists`;
  const holder = findSeriesByTitle(db, values.title);
  // A trashed series keeps its title, to come back to it.
  if (holder && holder.id !== id && holder.deletedAt) throw conflict(`A series titled "${holder.title}" is in the trash: restore it, or empty it from the trash first`);
  if (holder && holder.id !== id) throw conflict(taken);
  return { values, taken };
}

export function createSeries(db: Db, body: PodcastSeriesBody): PodcastSeries {
  const { values, taken } = checkedSeries(db, body);
  return toPodcastSeries(writeUnique(taken, () => insertSeries(db, values)));
}

/** PUT is partial: the body is merged onto the stored series and checked as a whole. */
export function updateSeriesFrom(db: Db, id: string, body: PodcastSeriesBody): PodcastSeries {
  const current = isUuid(id) ? findSeries(db, id) : undefined;
  if (!current) throw notFound('Series not found');
  const { values, taken } = checkedSeries(db, { ...toPodcastSeries(current), ...definedOnly(body) }, id);
  return toPodcastSeries(writeUnique(taken, () => updateSeries(db, id, values)));
}

export const getGuests = (db: Db): PodcastGuest[] => listGuests(db).map(toPodcastGuest);

export function createGuest(db: Db, body: PodcastGuestBody): PodcastGuest {
  const errors = new FieldErrors();
  const { fullName, title, organization, bio } = checkGuest(errors, body);
  if (!errors.empty) throw validationFailed(errors.items);

  const taken = `A guest named "${fullName}" already exists`;
  if (findGuestByName(db, fullName)) throw conflict(taken);
  return toPodcastGuest(writeUnique(taken, () => insertGuest(db, { fullName, title, organization, bio })));
}
