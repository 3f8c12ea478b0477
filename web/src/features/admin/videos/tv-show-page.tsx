/**
 * TV show episode management (/admin/tv-show): the shared video manager with a season filter (seasons
 * from GET /api/tvshows/seasons, 'Season N'), S{season}E{episode} card labels, the tiles from
 * GET /api/tvshows/stats, and a seasons panel where staff add a season.
 */
import { useState } from 'react';
import type { TvEpisode } from '../../../../../shared/api/content.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { PlusIcon, TvIcon } from '../components/icons.tsx';
import { Chip } from '../components/status-badge.tsx';
import { AddSeasonForm } from './add-season-form.tsx';
import { getTvStats, tvEpisodeApi } from './api.ts';
import { useSeasons } from './use-seasons.ts';
import { VideoManager } from './video-manager.tsx';
import { episodeLabel } from './video-form.ts';

export function TvShowPage() {
  const { request } = useAuth();
  const { seasons, add } = useSeasons();
  const [addingSeason, setAddingSeason] = useState(false);
  const stats = useLoad(() => getTvStats(request), [request], 'Failed to fetch TV show statistics');

  return (
    <VideoManager<TvEpisode>
      kind="tv"
      api={tvEpisodeApi}
      title="TV Show Management"
      subtitle="Manage the episodes and seasons of the TV show"
      icon={<TvIcon />}
      newLabel="New Episode"
      plural="episodes"
      loadingText="Loading TV show episodes..."
      searchPlaceholder="Search episodes..."
      detailHref={(e) => `/admin/tvshow/${e.id}`}
      newHref="/admin/tv-episodes/new"
      editHref={(e) => `/admin/tv-episodes/${e.id}/edit`}
      extraFilter={{
        label: 'Filter by season',
        options: [{ value: '', label: 'All Seasons' }, ...seasons.map((s) => ({ value: s.id, label: `Season ${s.season_number}` }))],
        matches: (e, seasonId) => e.season_id === seasonId,
      }}
      cardLabel={(e) => episodeLabel(e) || null}
      stats={stats.data ? { total: stats.data.total, published: stats.data.published, avgRating: stats.data.avgRating } : undefined}
      onChanged={stats.reload}
      texts={{
        loadError: 'Error loading TV shows',
        fetchError: 'Failed to fetch TV shows',
        deleteError: 'Failed to move the episode to the trash',
        empty: 'No episodes found',
        emptyFiltered: 'No episodes match your search or filters',
      }}
      help={{
        title: 'About TV show episodes',
        points: [
          'Each episode belongs to a category (Full Episodes, Mind Battles, ...) and, optionally, a season with an episode number: cards show S1E4.',
          'Only published episodes whose upload date has come appear on the public TV show page.',
          'Add a season here or from the episode form; season numbers are unique.',
        ],
      }}
    >
      <section className="adm-seasons" aria-label="Seasons">
        <div className="adm-seasons__list">
          <span className="adm-seasons__label">Seasons</span>
          {seasons.length === 0 ? <span className="adm-muted">No seasons yet</span> : seasons.map((s) => <Chip key={s.id} tone="blue">{`Season ${s.season_number}${s.title ? ` · ${s.title}` : ''}`}</Chip>)}
          <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" onClick={() => setAddingSeason((a) => !a)} aria-expanded={addingSeason}>
            <PlusIcon size={15} /> Add Season
          </button>
        </div>
        {addingSeason && (
          <AddSeasonForm
            seasons={seasons}
            onCancel={() => setAddingSeason(false)}
            onAdded={(s) => {
              add(s);
              setAddingSeason(false);
            }}
          />
        )}
      </section>
    </VideoManager>
  );
}
