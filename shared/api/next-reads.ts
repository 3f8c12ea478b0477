/**
 * What a reader is offered next (public, no token, cached like the other public lists): the
 * stories related to an article, the episode after a TV episode with the rest of its season, the
 * episode after a podcast episode in its series, and the home page's stories with none shown twice.
 */
import { Type, type Static } from 'typebox';
import { Envelope, Nullable } from './common.ts';
import { ArticleSummary, PublicPodcastEpisode, PublicPodcastSeries, PublicTvEpisode, PublicTvSeason } from './public.ts';

/** An episode as a link to it: what a "next episode" card or a season's list shows. */
export const TvEpisodeLink = Type.Pick(PublicTvEpisode, ['id', 'title', 'thumbnail', 'duration', 'upload_date', 'season_number', 'episode_number']);
export type TvEpisodeLink = Static<typeof TvEpisodeLink>;
export const PodcastEpisodeLink = Type.Pick(PublicPodcastEpisode, ['id', 'title', 'image', 'duration', 'publish_date', 'episode_number', 'guest_name']);
export type PodcastEpisodeLink = Static<typeof PodcastEpisodeLink>;

export const TvNextData = Type.Object({
  next: Nullable(TvEpisodeLink),
  season: Nullable(PublicTvSeason),
  /** The season's public episodes in order (this one among them); empty when it has no season. */
  season_episodes: Type.Array(TvEpisodeLink),
});
export type TvNextData = Static<typeof TvNextData>;
export const TvNextResponse = Envelope(TvNextData);
export type TvNextResponse = Static<typeof TvNextResponse>;

export const PodcastNextData = Type.Object({
  next: Nullable(PodcastEpisodeLink),
  series: Nullable(PublicPodcastSeries),
});
export type PodcastNextData = Static<typeof PodcastNextData>;
export const PodcastNextResponse = Envelope(PodcastNextData);
export type PodcastNextResponse = Static<typeof PodcastNextResponse>;

/** How many of the Latest Articles the home page asks for: the first screen's, or the whole list's. */
export const HomeQuery = Type.Object({
  latest: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 6, description: 'Latest Articles to send (1-20)' })),
});
export type HomeQuery = Static<typeof HomeQuery>;

/**
 * The home page's stories, each in one place only: the two main slots, then Editor's Pick (without
 * the slots' articles), Featured (without either, filled from the next featured ones) and Latest
 * (without any of them, newest first). `latest_total`: how many the Latest list holds in all (at most 20).
 */
export const HomeStoriesData = Type.Object({
  main_article: Nullable(ArticleSummary),
  second_main_article: Nullable(ArticleSummary),
  editors_pick: Type.Array(ArticleSummary),
  featured: Type.Array(ArticleSummary),
  latest: Type.Array(ArticleSummary),
  latest_total: Type.Integer({ minimum: 0 }),
});
export type HomeStoriesData = Static<typeof HomeStoriesData>;
export const HomeStoriesResponse = Envelope(HomeStoriesData);
export type HomeStoriesResponse = Static<typeof HomeStoriesResponse>;
