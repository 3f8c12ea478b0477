/**
 * Media library: images staff upload from the back office (POST /api/media, multipart/form-data
 * with one `file` field and an optional `alt` text field). The answer's `url` goes into any image
 * field of the content forms, exactly like a pasted address.
 */
import { Type, type Static } from 'typebox';
import { Envelope, IsoDate, ListEnvelope, Nullable, PageQuery } from './common.ts';

/** What the server accepts, decided from the file's first bytes (never its name or declared type). */
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/** The messages the server answers with; the admin client checks first and shows the same words. */
export const UPLOAD_MESSAGES = {
  wrongType: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded',
  tooLarge: 'Image must be at most 8 MB',
  noFile: 'Choose an image to upload',
} as const;
export const ALT_MAX = 300;

export const MediaFile = Type.Object({
  id: Type.String({ format: 'uuid' }),
  /** Site-relative address, e.g. /media/uploads/2026/11/<uuid>.jpg */
  url: Type.String(),
  /** The original file name, cleaned up. */
  filename: Type.String(),
  mime_type: Type.String(),
  /** Bytes. */
  size: Type.Integer(),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  alt: Type.String(),
  created_at: IsoDate,
});
export type MediaFile = Static<typeof MediaFile>;

export const MediaUploadResponse = Envelope(MediaFile);
export type MediaUploadResponse = Static<typeof MediaUploadResponse>;

export const MediaListQuery = Type.Object({
  ...PageQuery.properties,
  /** Part of the file name or alt text, case-insensitive. */
  q: Type.Optional(Type.String({ maxLength: 200 })),
});
export type MediaListQuery = Static<typeof MediaListQuery>;

export const MediaListResponse = ListEnvelope(MediaFile);
export type MediaListResponse = Static<typeof MediaListResponse>;

/** Any string: an id that is not a UUID is simply not found (404), like the other staff deletes. */
export const MediaParams = Type.Object({ id: Type.String({ maxLength: 200 }) });
export type MediaParams = Static<typeof MediaParams>;
