/**
 * Schema.org PodcastEpisode for an episode's page (https://schema.org/PodcastEpisode): what search
 * engines show for an episode (name, date, length, the show it belongs to) and the audio they may
 * play. Every URL absolute; durations in ISO 8601.
 */
import { podcastShow } from '../../../../shared/podcast-feeds.ts';
import { durationSeconds, isoDuration } from '../../../../shared/format.ts';
import { audioTypeOf, episodePagePath, listenUrl } from '../../../../shared/podcast-episode.ts';
import type { PodcastEpisodeItem } from '../../../../shared/page-data.ts';

/** Seconds of the episode: read from its uploaded file when known, else as staff typed it ('42 min'). */
const episodeSeconds = (ep: PodcastEpisodeItem): number | undefined =>
  ep.audio_duration > 0 ? ep.audio_duration : durationSeconds(ep.duration);

/** Bytes as schema.org's contentSize text ('41.2 MB'). */
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

export function episodeJsonLd(ep: PodcastEpisodeItem, absolute: (path: string) => string, siteName: string): object {
  const seconds = episodeSeconds(ep);
  const audio = listenUrl(ep);
  // The show it belongs to: its series (a show of its own, with its feed), else the whole podcast.
  const show = podcastShow(ep.podcast_series, siteName);
  return {
    '@context': 'https://schema.org',
    '@type': 'PodcastEpisode',
    name: ep.title,
    description: ep.meta_description || ep.description,
    url: absolute(episodePagePath(ep.id)),
    datePublished: ep.publish_date,
    ...(ep.episode_number !== null ? { episodeNumber: ep.episode_number } : {}),
    ...(seconds ? { timeRequired: isoDuration(seconds) } : {}),
    ...(ep.image ? { image: absolute(ep.image) } : {}),
    ...(audio
      ? {
          associatedMedia: {
            '@type': 'MediaObject',
            contentUrl: absolute(audio),
            encodingFormat: audioTypeOf(ep),
            ...(ep.audio_size > 0 ? { contentSize: megabytes(ep.audio_size) } : {}),
            ...(seconds ? { duration: isoDuration(seconds) } : {}),
          },
        }
      : {}),
    partOfSeries: { '@type': 'PodcastSeries', name: show.name, url: absolute(show.path), webFeed: absolute(show.feed) },
  };
}
