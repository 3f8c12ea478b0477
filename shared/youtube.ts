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
