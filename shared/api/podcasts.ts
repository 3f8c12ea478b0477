/**
 * Admin contract of podcast episodes (/api/podcasts), with the series and guests kept in the
 * database and the statistics tiles. Body schemas are permissive about values for the same reason
 * as videos.ts: the service answers with the field messages of shared/validation.
 */
import { Type, type Static } from 'typebox';
import { Envelope, ListEnvelope, NumberLike, OptionalRef, PageQuery, TagsField, Uuid } from './common.ts';
import { PodcastEpisode, PodcastGuest, PodcastSeries } from './content.ts';
import { versionField } from './editing.ts';
import { LIMITS } from '../constants.ts';

export const PodcastBody = Type.Object({
  title: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  duration: Type.Optional(Type.String({ description: "e.g. '58 min'" })),
  /** Defaults to the guest's full_name when guest_id is given. */
  guest_name: Type.Optional(Type.String()),
  guest_id: Type.Optional(OptionalRef),
  series_id: Type.Optional(OptionalRef),
  episode_number: Type.Optional(NumberLike),
  image: Type.Optional(Type.String({ description: 'http(s) or site-relative image URL' })),
  youtube_url: Type.Optional(Type.String()),
  spotify_url: Type.Optional(Type.String()),
  apple_url: Type.Optional(Type.String()),
  google_url: Type.Optional(Type.String()),
  /** A direct audio file (http(s) or site-relative), played in the page when present. */
  audio_url: Type.Optional(Type.String()),
  transcript: Type.Optional(Type.String()),
  tags: Type.Optional(TagsField),
  meta_description: Type.Optional(Type.String({ description: `at most ${LIMITS.metaDescriptionMax} characters` })),
  rating: Type.Optional(NumberLike),
  featured: Type.Optional(Type.Boolean()),
  status: Type.Optional(Type.String({ description: 'draft | review | scheduled | published' })),
  publish_date: Type.Optional(Type.String({ description: "'YYYY-MM-DD' or ISO date-time; defaults to now" })),
  allow_comments: Type.Optional(Type.Boolean()),
  ...versionField,
});
export type PodcastBody = Static<typeof PodcastBody>;

export const PodcastListQuery = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(Type.String({ description: "draft | review | scheduled | published ('' or 'all' = any)" })),
  featured: Type.Optional(Type.Boolean()),
  series_id: Type.Optional(Type.String({ maxLength: 200, description: "a series' id ('' or 'all' = any)" })),
  q: Type.Optional(Type.String({ maxLength: 200, description: 'search in title, description and guest name' })),
  sort: Type.Optional(Type.String({ description: 'newest | oldest | plays | downloads | rating | title | episode_number' })),
});
export type PodcastListQuery = Static<typeof PodcastListQuery>;

export const PodcastResponse = Envelope(PodcastEpisode);
export type PodcastResponse = Static<typeof PodcastResponse>;
export const PodcastListResponse = ListEnvelope(PodcastEpisode);
export type PodcastListResponse = Static<typeof PodcastListResponse>;

const TopGuest = Type.Object({ guest_name: Type.String(), episodes: Type.Integer(), plays: Type.Integer() });
const SeriesCount = Type.Object({ series_id: Uuid, title: Type.String(), count: Type.Integer() });

export const PodcastStats = Type.Object({
  total: Type.Integer(),
  /** Published, including scheduled episodes whose date has come. */
  published: Type.Integer(),
  draft: Type.Integer(),
  featured: Type.Integer(),
  /** Mean rating of the rated episodes (rating > 0), one decimal; 0 when none is rated. */
  avgRating: Type.Number(),
  totalPlays: Type.Integer(),
  totalDownloads: Type.Integer(),
  /** Up to 5 guests by total plays. */
  topGuests: Type.Array(TopGuest),
  /** Episodes per series (series without episodes included, count 0), most episodes first. */
  seriesBreakdown: Type.Array(SeriesCount),
});
export type PodcastStats = Static<typeof PodcastStats>;
export const PodcastStatsResponse = Envelope(PodcastStats);
export type PodcastStatsResponse = Static<typeof PodcastStatsResponse>;

/** A new series, or the fields to change of one (PUT is partial). */
export const PodcastSeriesBody = Type.Object({
  title: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  image: Type.Optional(Type.String({ description: "http(s) or site-relative image URL: the series feed's artwork is made from it (1,400 px square or more)" })),
});
export type PodcastSeriesBody = Static<typeof PodcastSeriesBody>;
export const PodcastSeriesResponse = Envelope(PodcastSeries);
export type PodcastSeriesResponse = Static<typeof PodcastSeriesResponse>;
export const PodcastSeriesListResponse = Envelope(Type.Array(PodcastSeries));
export type PodcastSeriesListResponse = Static<typeof PodcastSeriesListResponse>;

export const PodcastGuestBody = Type.Object({
  full_name: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
  organization: Type.Optional(Type.String()),
  bio: Type.Optional(Type.String()),
});
export type PodcastGuestBody = Static<typeof PodcastGuestBody>;
export const PodcastGuestResponse = Envelope(PodcastGuest);
export type PodcastGuestResponse = Static<typeof PodcastGuestResponse>;
export const PodcastGuestListResponse = Envelope(Type.Array(PodcastGuest));
export type PodcastGuestListResponse = Static<typeof PodcastGuestListResponse>;


/**
 * An uploaded episode audio file (POST /api/podcasts/audio, multipart/form-data with one `file`):
 * MP3 or M4A/AAC decided by the content, with what was read from the file. Its `url` goes into the
 * episode's `audio_url`; saving the episode then copies size, type, duration and bitrate from it.
 */
export const PodcastAudio = Type.Object({
  id: Uuid,
  /** Site-relative address of the stored file, e.g. /media/audio/2026/11/<uuid>/episode-12.mp3 */
  url: Type.String(),
  filename: Type.String(),
  mime_type: Type.String({ description: "'audio/mpeg' or 'audio/mp4'" }),
  size: Type.Integer({ description: 'bytes' }),
  duration: Type.Integer({ description: 'seconds' }),
  bitrate: Type.Integer({ description: 'kbit/s' }),
});
export type PodcastAudio = Static<typeof PodcastAudio>;
export const PodcastAudioResponse = Envelope(PodcastAudio);
export type PodcastAudioResponse = Static<typeof PodcastAudioResponse>;

/** An episode that plays an uploaded audio file. */
export const AudioFileUse = Type.Object({ id: Uuid, title: Type.String() });
export type AudioFileUse = Static<typeof AudioFileUse>;

/** GET /api/podcasts/audio: the uploaded audio files, newest first, with the episodes that play each. */
export const AudioFileItem = Type.Object({
  ...PodcastAudio.properties,
  created_at: Type.String(),
  used_by: Type.Array(AudioFileUse),
});
export type AudioFileItem = Static<typeof AudioFileItem>;
export const AudioListQuery = Type.Object({
  ...PageQuery.properties,
  /** Part of the file name, case-insensitive. */
  q: Type.Optional(Type.String({ maxLength: 200 })),
});
export type AudioListQuery = Static<typeof AudioListQuery>;
export const AudioListResponse = ListEnvelope(AudioFileItem);
export type AudioListResponse = Static<typeof AudioListResponse>;

/** GET /api/podcasts/audio/limits: what POST /api/podcasts/audio accepts, so a form can refuse a file before sending it. */
export const AudioUploadLimits = Type.Object({
  max_bytes: Type.Integer({ description: 'Largest file accepted, in bytes (AUDIO_UPLOAD_MAX_MB)' }),
  max_mb: Type.Integer({ description: 'The same in megabytes, as the messages say it' }),
});
export type AudioUploadLimits = Static<typeof AudioUploadLimits>;
export const AudioUploadLimitsResponse = Envelope(AudioUploadLimits);
export type AudioUploadLimitsResponse = Static<typeof AudioUploadLimitsResponse>;

/** Downloads counted per day (UTC), oldest first, every day of the window present (0 when none). */
export const DownloadDay = Type.Object({ date: Type.String({ description: 'YYYY-MM-DD (UTC)' }), downloads: Type.Integer() });
export type DownloadDay = Static<typeof DownloadDay>;

export const DownloadsQuery = Type.Object({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 366, default: 30, description: 'days back from today (1-366)' })),
});
export type DownloadsQuery = Static<typeof DownloadsQuery>;

/** GET /api/podcasts/downloads: the whole show, per day and per episode. */
export const ShowDownloads = Type.Object({
  /** All counted downloads, ever. */
  total: Type.Integer(),
  /** Within the window. */
  window_total: Type.Integer(),
  days: Type.Array(DownloadDay),
  /** Episodes with downloads in the window, most first (at most 50). */
  episodes: Type.Array(Type.Object({ id: Uuid, title: Type.String(), downloads: Type.Integer() })),
});
export type ShowDownloads = Static<typeof ShowDownloads>;
export const ShowDownloadsResponse = Envelope(ShowDownloads);
export type ShowDownloadsResponse = Static<typeof ShowDownloadsResponse>;

/** GET /api/podcasts/:id/downloads: one episode, per day. */
export const EpisodeDownloads = Type.Object({
  id: Uuid,
  total: Type.Integer(),
  window_total: Type.Integer(),
  days: Type.Array(DownloadDay),
});
export type EpisodeDownloads = Static<typeof EpisodeDownloads>;
export const EpisodeDownloadsResponse = Envelope(EpisodeDownloads);
export type EpisodeDownloadsResponse = Static<typeof EpisodeDownloadsResponse>;
