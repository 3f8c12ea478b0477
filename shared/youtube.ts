/**
 * The 11-character YouTube id from a watch, short (youtu.be), embed or shorts link, or null.
 * Links that yield no id are refused by the forms and shown as 'Video not available'.
 */
export function youtubeId(url: string | null | undefined): string | null {
  if (!url) return null;
  const match = url
    .trim()
    .match(/^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/|v\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?&#/].*)?$/);
  return match ? match[1] : null;
}

/**
 * The player a page frames: youtube-nocookie (no YouTube cookies until the visitor plays), without
 * other channels' videos at the end. Also the embedUrl of the page's VideoObject.
 */
export const youtubeEmbedUrl = (id: string): string => `https://www.youtube-nocookie.com/embed/${id}?rel=0`;

/** YouTube's own still of a video (480x360), for an item that has no thumbnail of its own. */
export const youtubeThumbnailUrl = (id: string): string => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
