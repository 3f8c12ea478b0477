/**
 * What the media library accepts, shared by the server (which decides from the file's bytes) and
 * the admin client (which checks first, with the same words). No typebox here: the web bundle
 * imports this file.
 */
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
export const UPLOAD_MESSAGES = {
  wrongType: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded',
  tooLarge: 'Image must be at most 8 MB',
  noFile: 'Choose an image to upload',
} as const;
/** Longest alt text stored with an upload. */
export const ALT_MAX = 300;
