/**
 * TV episodes and seasons in the trash (content/trash-items.ts): an episode's homepage place is
 * Featured; a season goes with its episodes, and comes back (or is emptied) with them.
 */
import { tvEpisodes, tvSeasons } from '../../db/schema.ts';
import { contentItemTrash, featuredPlace, groupTrash } from '../content/trash-items.ts';

export const tvEpisodeTrash = contentItemTrash({ type: 'tvshows', label: 'TV show episode', table: tvEpisodes, places: featuredPlace(tvEpisodes) });

export const seasonTrash = groupTrash({
  type: 'seasons',
  label: 'Season',
  table: tvSeasons,
  titleOf: (season) => `Season ${season.seasonNumber}${season.title ? ` · ${season.title}` : ''}`,
  episodes: { kind: tvEpisodeTrash, table: tvEpisodes, link: tvEpisodes.seasonId },
});
