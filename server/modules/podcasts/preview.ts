/**
 * A podcast episode as its preview shows it (content/preview.ts): the stored episode with the
 * editor's fields over it, by the podcast rules, with its series and guest as chosen there.
 */
import type { PublicPodcastEpisodeDetail } from '../../../shared/api/public.ts';
import type { Db } from '../../db/client.ts';
import { withEngagement } from '../content/engagement.ts';
import { previewValues } from '../content/preview.ts';
import { toPodcastEpisode, toPodcastGuest } from './mapper.ts';
import { findGuest, findSeries } from './repository.ts';
import { bodyOf, episodeValues } from './service.ts';
import { podcastEpisodeTable } from './table.ts';

export function podcastPreview(db: Db, id: string, fields: Record<string, unknown> | null): PublicPodcastEpisodeDetail | undefined {
  const row = podcastEpisodeTable.find(db, id);
  if (!row) return undefined;
  const values = fields ? previewValues(bodyOf(toPodcastEpisode(row)), fields, (body, errors) => episodeValues(db, body, errors)) : undefined;
  const episode = { ...row.episode, ...values };
  const series = episode.seriesId === row.episode.seriesId ? row.series : episode.seriesId ? (findSeries(db, episode.seriesId) ?? null) : null;
  const guest = episode.guestId ? findGuest(db, episode.guestId) : undefined;
  const item = { ...toPodcastEpisode({ ...row, episode, series }), guest: guest ? toPodcastGuest(guest) : null };
  return withEngagement(db, [item])[0];
}
