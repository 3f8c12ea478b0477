/**
 * Response shapes of the four content types, used by public and admin calls alike. snake_case
 * field names are the spec's admin payload names (DESIGN.md). Response schemas drop unlisted fields.
 */
import { Type, type Static } from 'typebox';
import { IsoDate, Nullable, Uuid } from './common.ts';

export const StatusField = Type.Union([
  Type.Literal('draft'),
  Type.Literal('review'),
  Type.Literal('scheduled'),
  Type.Literal('published'),
]);

/** How many times the item was saved: its ETag, and what a save names to be refused if another came first. */
const EditVersion = Type.Integer({ minimum: 1, description: 'Saves so far: the ETag of the staff item; a save may name it (If-Match or version)' });

const ArticleImage = Type.Object({ id: Uuid, url: Type.String(), alt: Type.String(), caption: Type.String() });

export const Article = Type.Object({
  id: Uuid,
  title: Type.String(),
  subtitle: Type.String(),
  excerpt: Type.String(),
  /** Markdown source. */
  content: Type.String(),
  /** Sanitized HTML rendered from `content`; safe to insert into a page. */
  content_html: Type.String(),
  category_name: Type.String(),
  /** The author's profile (/api/authors); the three fields after it are copies of its name, bio and portrait. */
  author_id: Nullable(Uuid),
  author: Type.String(),
  author_bio: Type.String(),
  /** The author's photo: an http(s) or site-relative image address; '' for none. */
  author_image: Type.String(),
  /** The author's page: /author/{author_slug}. */
  author_slug: Type.String(),
  tags: Type.String({ description: 'comma-separated' }),
  featured_image: Type.String(),
  featured_image_alt: Type.String(),
  additional_images: Type.Array(ArticleImage),
  meta_description: Type.String(),
  read_time: Type.Integer(),
  allow_comments: Type.Boolean(),
  featured: Type.Boolean(),
  trending: Type.Boolean(),
  editors_pick: Type.Boolean(),
  status: StatusField,
  publish_date: IsoDate,
  main_position: Nullable(Type.Union([Type.Literal('main'), Type.Literal('second')])),
  views: Type.Integer(),
  version: EditVersion,
  created_at: IsoDate,
  updated_at: IsoDate,
});
export type Article = Static<typeof Article>;

const videoFields = {
  id: Uuid,
  title: Type.String(),
  description: Type.String(),
  category: Type.String(),
  section: Type.String(),
  creator: Type.String(),
  youtube_url: Type.String(),
  thumbnail: Type.String(),
  duration: Type.String(),
  views: Type.Integer(),
  rating: Type.Number(),
  status: StatusField,
  featured: Type.Boolean(),
  is_new: Type.Boolean(),
  tags: Type.String(),
  transcript: Type.String(),
  meta_description: Type.String(),
  allow_comments: Type.Boolean(),
  upload_date: IsoDate,
  version: EditVersion,
  created_at: IsoDate,
  updated_at: IsoDate,
};

export const Video = Type.Object(videoFields);
export type Video = Static<typeof Video>;

export const TvSeason = Type.Object({ id: Uuid, season_number: Type.Integer(), title: Type.String() });
export type TvSeason = Static<typeof TvSeason>;

export const TvEpisode = Type.Object({
  ...videoFields,
  season_id: Nullable(Uuid),
  /** The season's number, for labels like S1E4 (null when the episode has no season). */
  season_number: Nullable(Type.Integer()),
  episode_number: Nullable(Type.Integer()),
});
export type TvEpisode = Static<typeof TvEpisode>;

export const PodcastSeries = Type.Object({
  id: Uuid,
  title: Type.String(),
  description: Type.String(),
  image: Type.String({ description: "the series' picture (an upload's address); its feed's artwork is the square made from it, '' for the show's" }),
});
export type PodcastSeries = Static<typeof PodcastSeries>;

export const PodcastGuest = Type.Object({
  id: Uuid,
  full_name: Type.String(),
  title: Type.String(),
  organization: Type.String(),
  bio: Type.String(),
});
export type PodcastGuest = Static<typeof PodcastGuest>;

export const PodcastEpisode = Type.Object({
  id: Uuid,
  title: Type.String(),
  description: Type.String(),
  episode_number: Nullable(Type.Integer()),
  guest_name: Type.String(),
  guest_id: Nullable(Uuid),
  series_id: Nullable(Uuid),
  podcast_series: Nullable(Type.Object({ id: Uuid, title: Type.String() })),
  category: Type.String(),
  duration: Type.String(),
  views: Type.Integer(),
  plays: Type.Integer(),
  /** Counted downloads of the audio (podcast_downloads), plus any figure carried over from before counting. */
  downloads: Type.Integer(),
  rating: Type.Number(),
  image: Type.String(),
  youtube_url: Type.String(),
  spotify_url: Type.String(),
  apple_url: Type.String(),
  google_url: Type.String(),
  /** The episode's audio: an uploaded file (/media/audio/...) or an outside http(s) address; '' for none. */
  audio_url: Type.String(),
  /** Read from an uploaded file (server/modules/podcasts/audio-*.ts); 0 / '' when unknown (outside address). */
  audio_size: Type.Integer({ description: 'bytes' }),
  audio_type: Type.String({ description: "MIME type, e.g. 'audio/mpeg'" }),
  audio_duration: Type.Integer({ description: 'seconds' }),
  audio_bitrate: Type.Integer({ description: 'kbit/s' }),
  transcript: Type.String(),
  tags: Type.String(),
  meta_description: Type.String(),
  featured: Type.Boolean(),
  allow_comments: Type.Boolean(),
  status: StatusField,
  publish_date: IsoDate,
  version: EditVersion,
  created_at: IsoDate,
  updated_at: IsoDate,
});
export type PodcastEpisode = Static<typeof PodcastEpisode>;
