/**
 * Media library: images staff upload from the back office (POST /api/media, multipart/form-data
 * with one `file` field and an optional `alt` text field). The answer's `url` goes into any image
 * field of the content forms, exactly like a pasted address; the site builds its responsive
 * variants' addresses from it (shared/responsive-image.ts). Also the podcast's artwork, made from
 * an upload (GET and PUT /api/media/podcast-cover).
 */
import { Type, type Static } from 'typebox';
import { ALT_MAX } from '../media-upload.ts';
import { Envelope, IsoDate, ListEnvelope, Nullable, PageQuery } from './common.ts';

export { ALT_MAX, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, type UploadMimeType } from '../media-upload.ts';

/** A place an upload is shown: an item's image field, a podcast series' picture, or the podcast's artwork (id null). */
export const MediaUsage = Type.Object({
  type: Type.Union([
    Type.Literal('article'),
    Type.Literal('video'),
    Type.Literal('tvshow'),
    Type.Literal('podcast'),
    Type.Literal('podcast_series'),
    Type.Literal('podcast_cover'),
    Type.Literal('author'),
  ]),
  id: Nullable(Type.String()),
  title: Type.String(),
});
export type MediaUsage = Static<typeof MediaUsage>;

export const MediaFile = Type.Object({
  id: Type.String({ format: 'uuid' }),
  /** Site-relative address of the main file, e.g. /media/uploads/2026/11/<uuid>/1200x675-3a5f7c.jpg */
  url: Type.String(),
  /** The original file name, cleaned up. */
  filename: Type.String(),
  mime_type: Type.String(),
  /** Bytes of the file as uploaded. */
  size: Type.Integer(),
  /** The picture as displayed (upright), before any resizing. */
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  alt: Type.String(),
  created_at: IsoDate,
  /** Where it is shown (item image fields, an article's author photo, gallery images, the podcast artwork). */
  used_by: Type.Array(MediaUsage),
});
export type MediaFile = Static<typeof MediaFile>;

/**
 * An upload's answer: the stored image, and whether it was already in the library (the same bytes
 * uploaded before: that upload is handed back, nothing new is stored).
 */
export const MediaUploaded = Type.Object({
  ...MediaFile.properties,
  reused: Type.Boolean(),
});
export type MediaUploaded = Static<typeof MediaUploaded>;

export const MediaUploadResponse = Envelope(MediaUploaded);
export type MediaUploadResponse = Static<typeof MediaUploadResponse>;

/** A picture at another site to copy into the library (one pasted into the body editor). */
export const MediaFetchBody = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 4096 }),
  alt: Type.Optional(Type.String({ maxLength: ALT_MAX })),
});
export type MediaFetchBody = Static<typeof MediaFetchBody>;

export const MediaListQuery = Type.Object({
  ...PageQuery.properties,
  /** Part of the file name, the alt text or the title of an item showing it, case-insensitive. */
  q: Type.Optional(Type.String({ maxLength: 200 })),
});
export type MediaListQuery = Static<typeof MediaListQuery>;

export const MediaListResponse = ListEnvelope(MediaFile);
export type MediaListResponse = Static<typeof MediaListResponse>;


/** The square artwork /podcast.xml names (Apple Podcasts: JPEG or PNG, 1,400 to 3,000 px). */
export const PodcastCover = Type.Object({
  url: Type.String(),
  /** The upload it was made from; null for the site's built-in artwork. */
  media_id: Nullable(Type.String()),
  /** Pixels per side. */
  size: Type.Integer(),
});
export type PodcastCover = Static<typeof PodcastCover>;
export const PodcastCoverResponse = Envelope(PodcastCover);
export type PodcastCoverResponse = Static<typeof PodcastCoverResponse>;

export const PodcastCoverBody = Type.Object({ media_id: Type.String({ maxLength: 200 }) });
export type PodcastCoverBody = Static<typeof PodcastCoverBody>;
