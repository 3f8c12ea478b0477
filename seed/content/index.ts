/** All seed content in one place, in the order it is written. */
import { researchAndSpiritArticles } from './articles-research-spirit.ts';
import { techAndKnowArticles } from './articles-tech-know.ts';
import { homeAndCareerArticles } from './articles-home-career.ts';
import { mindAndEntertainmentArticles } from './articles-mind-entertainment.ts';
import type { SeedArticle } from './types.ts';

export const seedArticles: SeedArticle[] = [
  ...researchAndSpiritArticles,
  ...techAndKnowArticles,
  ...homeAndCareerArticles,
  ...mindAndEntertainmentArticles,
];

export { seedVideos } from './videos.ts';
export { seedSeasons, seedTvEpisodes } from './tv.ts';
export { seedGuests, seedPodcastEpisodes, seedSeries } from './podcasts.ts';
export { seedComments, seedSubscribers } from './engagement.ts';
export type * from './types.ts';
