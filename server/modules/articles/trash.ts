/**
 * Articles in the trash (content/trash-items.ts): the homepage places an article holds are its
 * main slot (1 or 2), Featured, Editor's Pick and Trending; put back by the same rules as the
 * homepage screens (a main slot takes a public article, Editor's Pick has room for four).
 */
import { articles } from '../../db/schema.ts';
import { contentItemTrash } from '../content/trash-items.ts';
import { slotOccupant } from './repository.ts';
import { putBackPlaces } from './service.ts';

export const articleTrash = contentItemTrash({
  type: 'articles',
  label: 'Article',
  table: articles,
  places: {
    of: (row) => [
      ...(row.mainPosition ? [row.mainPosition] : []),
      ...(row.featured ? (['featured'] as const) : []),
      ...(row.editorsPick ? (['editors_pick'] as const) : []),
      ...(row.trending ? (['trending'] as const) : []),
    ],
    freed: { mainPosition: null, featured: false, editorsPick: false, trending: false },
    holder: (db, place) => (place === 'main' || place === 'second' ? (slotOccupant(db, place)?.title ?? '') : ''),
    putBack: putBackPlaces,
  },
});
