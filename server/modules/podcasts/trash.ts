/**
 * Podcast episodes and series in the trash (content/trash-items.ts): an episode's homepage place
 * is Featured, and emptying it also destroys its counted downloads; a series goes with its
 * episodes, and comes back (or is emptied) with them.
 */
import { podcastEpisodes, podcastSeries } from '../../db/schema.ts';
import { contentItemTrash, featuredPlace, groupTrash } from '../content/trash-items.ts';
import { countedTotal } from './downloads-repository.ts';

export const podcastTrash = contentItemTrash({
  type: 'podcasts',
  label: 'Podcast episode',
  table: podcastEpisodes,
  places: featuredPlace(podcastEpisodes),
  losses: (db, row) => ({ downloads: row.legacyDownloads + countedTotal(db, row.id) }),
});

export const seriesTrash = groupTrash({
  type: 'series',
  label: 'Series',
  table: podcastSeries,
  titleOf: (series) => series.title,
  episodes: { kind: podcastTrash, table: podcastEpisodes, link: podcastEpisodes.seriesId },
});
