/**
 * GET /api/public/search: server-side search over every public item: each query word matches a
 * word, a word start or a word within its typos; ranked exact first, then by where the words are
 * found (shared/search-scoring.ts). Result fields are camelCase, as the search page reads them.
 */
import { Type, type Static } from 'typebox';
import { SEARCH_SORTS, SEARCH_TYPE_FILTERS } from '../constants.ts';
import { Envelope, Nullable, pageQuery, Pagination } from './common.ts';

export const SEARCH_QUERY_MAX = 200;

const SEARCH_TYPES = [...SEARCH_TYPE_FILTERS, 'article', 'video', 'tvshow', 'podcast'] as const;

export const SearchQuery = Type.Object({
  q: Type.Optional(Type.String({ description: `search text, 1-${SEARCH_QUERY_MAX} characters after trimming` })),
  type: Type.Optional(Type.Enum([...SEARCH_TYPES], { default: 'all', description: 'content type' })),
  category: Type.Optional(Type.String({ maxLength: 100, description: 'exact category, "Podcast" for podcasts, empty or "all" for every one' })),
  sort: Type.Optional(
    Type.Enum([...SEARCH_SORTS], {
      default: 'relevance',
      description: 'relevance (score, then newest), date (newest first), popularity (views; plays for podcasts)',
    }),
  ),
  ...pageQuery(20).properties,
});
export type SearchQuery = Static<typeof SearchQuery>;

const SearchResultType = Type.Enum(['article', 'video', 'tvshow', 'podcast']);

export const SearchResult = Type.Object({
  id: Type.String(),
  type: SearchResultType,
  title: Type.String(),
  description: Type.String({ description: 'description, or the excerpt of an article' }),
  category: Type.String(),
  author: Type.String({ description: 'article author or video creator; empty for podcasts' }),
  guest: Type.String({ description: 'podcast guest; empty otherwise' }),
  publishDate: Type.String({ description: 'publish date (upload date of videos and TV episodes)' }),
  readTime: Nullable(Type.Integer({ description: 'minutes, articles only' })),
  duration: Type.String(),
  views: Type.Integer({ description: 'views; plays for podcast episodes' }),
  image: Type.String(),
  score: Type.Integer({
    description:
      'relevance score: for each query word, the weights of the fields it is found in (title 10, category 5, author/guest 4, description 3, tags 2, body 1), ' +
      'plus 5 when the title begins with the query. Relevance order puts exact matches first, then word starts, then matches with a typo, each by score',
  }),
});
export type SearchResult = Static<typeof SearchResult>;

export const SearchData = Type.Object({
  results: Type.Array(SearchResult),
  /** Number of matches: every public item matching each word of the query. */
  total: Type.Integer({ minimum: 0 }),
  /** Always false: every match is ranked (kept so existing clients keep reading the same shape). */
  capped: Type.Boolean(),
  pagination: Pagination,
  did_you_mean: Nullable(
    Type.String({
      description:
        'when nothing was found: the query with its unknown words replaced by the nearest words of public items, offered only if it finds something with the same filters; otherwise null',
    }),
  ),
});
export type SearchData = Static<typeof SearchData>;

export const SearchResponse = Envelope(SearchData);
export type SearchResponse = Static<typeof SearchResponse>;
