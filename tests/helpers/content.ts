/**
 * Test fixtures: content rows with believable defaults, written through the same store the admin
 * API and the seed use. Override any field; dates default to "published a day ago".
 */
import type { Db } from '../../server/db/client.ts';
import { insertArticle } from '../../server/modules/articles/store.ts';
import { insertVideo } from '../../server/modules/videos/table.ts';
import { insertTvEpisode } from '../../server/modules/tvshows/table.ts';
import { insertPodcastEpisode } from '../../server/modules/podcasts/table.ts';

let n = 0;
const next = () => ++n;
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

export function makeArticle(db: Db, fields: Partial<Parameters<typeof insertArticle>[1]> = {}, images: Parameters<typeof insertArticle>[2] = []) {
  const i = next();
  return insertArticle(
    db,
    {
      title: `Fixture article ${i}`,
      excerpt: `Excerpt of fixture article ${i}`,
      content: `Body of fixture article ${i} with enough words to read.`,
      categoryName: 'Tech Trends',
      author: 'Amina Okafor',
      featuredImage: '/media/seed/placeholder.jpg',
      status: 'published',
      publishDate: daysAgo(1),
      ...fields,
    },
    images,
  );
}

export function makeVideo(db: Db, fields: Partial<Parameters<typeof insertVideo>[1]> = {}) {
  const i = next();
  return insertVideo(db, {
    title: `Fixture video ${i}`,
    description: `Description of fixture video ${i}`,
    category: 'Tech Trends',
    section: 'Magazine',
    youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    status: 'published',
    uploadDate: daysAgo(1),
    ...fields,
  });
}

export function makeTvEpisode(db: Db, fields: Partial<Parameters<typeof insertTvEpisode>[1]> = {}) {
  const i = next();
  return insertTvEpisode(db, {
    title: `Fixture episode ${i}`,
    description: `Description of fixture episode ${i}`,
    category: 'Full Episodes',
    section: 'FullEpisodes',
    youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
    status: 'published',
    uploadDate: daysAgo(1),
    ...fields,
  });
}

export function makePodcastEpisode(db: Db, fields: Partial<Parameters<typeof insertPodcastEpisode>[1]> = {}) {
  const i = next();
  return insertPodcastEpisode(db, {
    title: `Fixture podcast ${i}`,
    description: `Description of fixture podcast ${i}`,
    guestName: 'Kwame Mensah',
    status: 'published',
    publishDate: daysAgo(1),
    ...fields,
  });
}
