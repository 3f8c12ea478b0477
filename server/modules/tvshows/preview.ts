/** A TV episode as its preview shows it (content/preview.ts): the stored episode with the editor's fields over it, by the TV rules. */
import type { PublicTvEpisode } from '../../../shared/api/public.ts';
import type { TvEpisodeBody } from '../../../shared/api/tvshows.ts';
import { episodeNumberField, type FieldErrors } from '../../../shared/validation/fields.ts';
import { checkVideoFields, TV_RULES } from '../../../shared/validation/video.ts';
import { nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { withEngagement } from '../content/engagement.ts';
import { previewValues } from '../content/preview.ts';
import { videoBodyOf } from '../videos/mapper.ts';
import { toTvEpisode } from './mapper.ts';
import { findSeason } from './repository.ts';
import { tvEpisodeTable } from './table.ts';

export function tvEpisodePreview(db: Db, id: string, fields: Record<string, unknown> | null): PublicTvEpisode | undefined {
  const row = tvEpisodeTable.find(db, id);
  if (!row) return undefined;
  if (!fields) return withEngagement(db, [toTvEpisode(row)])[0];
  const stored = toTvEpisode(row);
  const check = (body: TvEpisodeBody, errors: FieldErrors) => {
    const seasonRef = typeof body.season_id === 'string' ? body.season_id.trim() : '';
    const season = seasonRef ? findSeason(db, seasonRef) : undefined;
    if (seasonRef && !season) errors.add('season_id', 'Season not found');
    const episodeNumber = episodeNumberField(errors, body.episode_number);
    return { values: checkVideoFields(errors, body, TV_RULES, nowIso()), season: season ?? null, episodeNumber };
  };
  const { values, season, episodeNumber } = previewValues({ ...videoBodyOf(stored), season_id: stored.season_id, episode_number: stored.episode_number }, fields, check);
  const episode = { ...row.episode, ...values, seasonId: season?.id ?? null, episodeNumber };
  return withEngagement(db, [toTvEpisode({ episode, season })])[0];
}
