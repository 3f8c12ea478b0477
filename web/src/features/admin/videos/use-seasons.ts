/** The TV show's seasons as saved, in season order, with local add once a form has created one. */
import type { TvSeason } from '../../../../../shared/api/content.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { listSeasons } from './api.ts';

export function useSeasons() {
  const { request } = useAuth();
  const seasons = useLoad(() => listSeasons(request), [request], 'Failed to fetch seasons');
  const add = (season: TvSeason) =>
    seasons.setData((old) => [...(old ?? []).filter((s) => s.id !== season.id), season].sort((a, b) => a.season_number - b.season_number));
  return { seasons: seasons.data ?? [], add };
}
