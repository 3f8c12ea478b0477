/**
 * Admin contract of podcast episodes (/api/podcasts), with the series and guests kept in the
 * database and the statistics tiles. Body schemas are permissive about values for the same reason
 * as videos.ts: the service answers with the field messages of shared/validation.
 */
import { Type, type Static } from 'typebox';
import { Envelope, ListEnvelope, PageQuery, Uuid } from './common.ts';
import { PodcastEpisode, PodcastGuest, PodcastSeries } from './content.ts';
import { LIMITS } from '../constants.ts';
import { NumberLike, OptionalRef, TagsField } from './videos.ts';

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

export const PodcastSeriesBody = Type.Object({
  title: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
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

