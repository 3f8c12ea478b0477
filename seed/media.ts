/**
 * Where each seed picture lives. Files ship in seed/images/ and the app serves them at /media/seed/
 * (server/plugins/web.ts), so the seeded site looks complete with no internet. The image generator
 * (tools/generate-images.ts) uses the same functions, so names cannot drift apart.
 */
const MEDIA_PREFIX = '/media/seed/';
export const PLACEHOLDER_FILE = 'placeholder.jpg';

export const articleImageFile = (slug: string) => `article-${slug}.jpg`;
export const galleryImageFile = (slug: string, index: number) => `gallery-${slug}-${index + 1}.jpg`;
export const videoImageFile = (slug: string) => `video-${slug}.jpg`;
export const tvImageFile = (slug: string) => `tv-${slug}.jpg`;
export const podcastImageFile = (slug: string) => `podcast-${slug}.jpg`;

export const mediaUrl = (file: string) => `${MEDIA_PREFIX}${file}`;
