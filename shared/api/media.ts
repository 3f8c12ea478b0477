/**
 * Media library: images staff upload from the back office (POST /api/media, multipart/form-data
 * with one `file` field and an optional `alt` text field). The answer's `url` goes into any image
 * field of the content forms, exactly like a pasted address.
 */
import { Type, type Static } from 'typebox';
import { Envelope, IsoDate, ListEnvelope, Nullable, PageQuery } from './common.ts';

export { ALT_MAX, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, type UploadMimeType } from '../media-upload.ts';

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
