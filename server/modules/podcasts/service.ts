/**
 * Rules of the podcast admin: episode validation with the spec's messages (only the title is
 * required; links and numbers must be well-formed), series and guests kept in the database.
 */
import type { Pagination } from '../../../shared/api/common.ts';
import type { PodcastEpisode, PodcastGuest, PodcastSeries } from '../../../shared/api/content.ts';
import type { PodcastBody, PodcastGuestBody, PodcastListQuery, PodcastSeriesBody, PodcastStats } from '../../../shared/api/podcasts.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound, validationFailed } from '../../errors.ts';
import { toPodcastEpisode, toPodcastGuest, toPodcastSeries } from '../content/mappers.ts';
import { FieldErrors, metaDescription } from '../content/validation.ts';
import { isUniqueViolation } from '../videos/conflicts.ts';
import { filterValue, pagination, sortKey, statusFilter } from '../videos/list-filters.ts';
import {
  TEXT_LIMITS,
  dateField,
  definedOnly,
  episodeNumberField,
  ratingField,
  statusField,
  tagsField,
  textField,
  urlField,
  youtubeField,
} from '../videos/video-fields.ts';
import {
  PODCAST_SORTS,
  createPodcast,
  findGuest,
  findGuestByName,
  findPodcast,
  findSeries,
  findSeriesByTitle,
  insertGuest,
  insertSeries,
  listGuests,
  listPodcasts,
  listSeries,
  podcastStats,
  removePodcast,
  updatePodcast,
  type PodcastValues,
  type PodcastWithSeries,
} from './repository.ts';

const NOT_FOUND = 'Podcast episode not found';
const TOP_GUESTS = 5;

const toApi = ({ episode, series }: PodcastWithSeries): PodcastEpisode => toPodcastEpisode(episode, series);
const refOf = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');

function checked(db: Db, input: PodcastBody): PodcastValues {
  const errors = new FieldErrors();
  const text = (path: string, value: string | undefined, label: string, max: number, requiredMsg?: string) =>
    textField(errors, path, value, { label, max, requiredMsg });

  const title = text('title', input.title, 'Title', TEXT_LIMITS.title, 'Title is required');
  const description = text('description', input.description, 'Description', TEXT_LIMITS.description);
  const duration = text('duration', input.duration, 'Duration', TEXT_LIMITS.duration);
  const guestRef = refOf(input.guest_id);
  const guest = guestRef ? findGuest(db, guestRef) : undefined;
  if (guestRef && !guest) errors.add('guest_id', 'Guest not found');
  // A linked guest names the episode unless the form gave a name of its own.
  const guestName = text('guest_name', input.guest_name?.trim() || guest?.fullName, 'Guest name', TEXT_LIMITS.name);
  const seriesRef = refOf(input.series_id);
  if (seriesRef && !findSeries(db, seriesRef)) errors.add('series_id', 'Series not found');
  const episodeNumber = episodeNumberField(errors, input.episode_number);
  const image = urlField(errors, 'image', input.image, 'Image URL');
  const youtubeUrl = youtubeField(errors, input.youtube_url);
  const spotifyUrl = urlField(errors, 'spotify_url', input.spotify_url, 'Spotify URL');
  const appleUrl = urlField(errors, 'apple_url', input.apple_url, 'Apple Podcasts URL');
  const googleUrl = urlField(errors, 'google_url', input.google_url, 'Google Podcasts URL');
  const audioUrl = urlField(errors, 'audio_url', input.audio_url, 'Audio URL');
  const transcript = text('transcript', input.transcript, 'Transcript', TEXT_LIMITS.transcript);
  const tags = tagsField(errors, input.tags);
  const meta = (input.meta_description ?? '').trim();
  metaDescription(errors, meta);
  const rating = ratingField(errors, input.rating);
  const publishDate = dateField(errors, 'publish_date', input.publish_date, new Date().toISOString());
  const status = statusField(errors, input.status, publishDate, 'publish_date');
  if (!errors.empty) throw validationFailed(errors.items);

  return {
    title,
    description,
    duration,
    guestName,
    guestId: guest ? guest.id : null,
    seriesId: seriesRef || null,
    episodeNumber,
    image,
    youtubeUrl,
    spotifyUrl,
    appleUrl,
    googleUrl,
    audioUrl,
    transcript,
    tags,
    metaDescription: meta,
    rating,
    featured: input.featured ?? false,
    status,
    publishDate,
    allowComments: input.allow_comments ?? true,
  };
}

/** A stored episode in body shape, the base a partial update is merged onto. */
function bodyOf(p: PodcastEpisode): PodcastBody {
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
  const page = query.page ?? 1;
  const limit = query.limit ?? 10;
  const { rows, total } = listPodcasts(db, {
    status: statusFilter(query.status),
    featured: query.featured,
    seriesId: filterValue(query.series_id),
    q: query.q,
    sort: sortKey(query.sort, PODCAST_SORTS, 'newest'),
    page,
    limit,
  });
  return { data: rows.map(toApi), pagination: pagination(page, limit, total) };
}

export function getPodcast(db: Db, id: string): PodcastEpisode {
  const found = findPodcast(db, id);
  if (!found) throw notFound(NOT_FOUND);
  return toApi(found);
}

export function createPodcastFrom(db: Db, body: PodcastBody): PodcastEpisode {
  return toApi(createPodcast(db, checked(db, definedOnly(body))));
}

/** PUT is partial: the body is merged onto the stored episode and the result is checked as a whole. */
export function updatePodcastFrom(db: Db, id: string, body: PodcastBody): PodcastEpisode {
  const current = getPodcast(db, id);
  const patch = definedOnly(body);
  // Choosing another guest without naming them takes that guest's name, not the previous one's.
  const newGuest = refOf(patch.guest_id) !== '' && refOf(patch.guest_id) !== current.guest_id && patch.guest_name === undefined;
  const base = { ...bodyOf(current), ...(newGuest ? { guest_name: '' } : {}) };
  const updated = updatePodcast(db, id, checked(db, { ...base, ...patch }));
  if (!updated) throw notFound(NOT_FOUND);
  return toApi(updated);
}

export function deletePodcast(db: Db, id: string): void {
  if (!removePodcast(db, id)) throw notFound(NOT_FOUND);
}

export function getPodcastStats(db: Db): PodcastStats {
  const s = podcastStats(db, TOP_GUESTS);
  return { ...s, avgRating: s.avgRating === null ? 0 : Math.round(s.avgRating * 10) / 10 };
}

export const getSeries = (db: Db): PodcastSeries[] => listSeries(db).map(toPodcastSeries);

export function createSeries(db: Db, body: PodcastSeriesBody): PodcastSeries {
  const errors = new FieldErrors();
  const title = textField(errors, 'title', body.title, { label: 'Title', max: TEXT_LIMITS.title, requiredMsg: 'Title is required' });
  const description = textField(errors, 'description', body.description, { label: 'Description', max: TEXT_LIMITS.description });
  if (!errors.empty) throw validationFailed(errors.items);

  const taken = () => conflict(`A series titled "${title}" already exists`);
  if (findSeriesByTitle(db, title)) throw taken();
  try {
    return toPodcastSeries(insertSeries(db, { title, description }));
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

export const getGuests = (db: Db): PodcastGuest[] => listGuests(db).map(toPodcastGuest);

export function createGuest(db: Db, body: PodcastGuestBody): PodcastGuest {
  const errors = new FieldErrors();
  const fullName = textField(errors, 'full_name', body.full_name, { label: 'Full name', max: TEXT_LIMITS.name, requiredMsg: 'Full name is required' });
  const title = textField(errors, 'title', body.title, { label: 'Title', max: TEXT_LIMITS.name });
  const organization = textField(errors, 'organization', body.organization, { label: 'Organization', max: TEXT_LIMITS.name });
  const bio = textField(errors, 'bio', body.bio, { label: 'Bio', max: TEXT_LIMITS.bio });
  if (!errors.empty) throw validationFailed(errors.items);

  const taken = () => conflict(`A guest named "${fullName}" already exists`);
  if (findGuestByName(db, fullName)) throw taken();
  try {
    return toPodcastGuest(insertGuest(db, { fullName, title, organization, bio }));
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}
