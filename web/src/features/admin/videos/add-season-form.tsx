/**
 * Number + title of a new season (the next free number filled in); used in the episode modal and on
 * the TV page.
 */
import { useState } from 'react';
import type { TvSeason } from '../../../../../shared/api/content.ts';
import { useInlineCreate } from '../lib/use-inline-create.ts';
import { InlineAddButton } from '../components/content-fields.tsx';
import { TextField } from '../components/fields.tsx';
import { createSeason } from './api.ts';

export function AddSeasonForm({ seasons, onAdded, onCancel }: { seasons: TvSeason[]; onAdded: (season: TvSeason) => void; onCancel?: () => void }) {
  const next = seasons.reduce((max, s) => Math.max(max, s.season_number), 0) + 1;
  const [number, setNumber] = useState(String(next));
  const [title, setTitle] = useState('');
  const { errorOf, busy, add } = useInlineCreate({
    create: createSeason,
    created: 'Season created successfully!',
    describe: (season) => `Season ${season.season_number}${season.title ? ` — ${season.title}` : ''}`,
    fallbackField: 'season_number',
    fallbackMessage: 'Failed to create season',
    clearFirst: true,
    onAdded,
  });
  return (
    <div className="adm-inline-form" role="group" aria-label="New season">
      <TextField label="Season Number" type="number" min={1} step={1} value={number} onChange={(e) => setNumber(e.target.value)} error={errorOf('season_number')} />
      <TextField label="Season Title" placeholder="Innovation" value={title} onChange={(e) => setTitle(e.target.value)} error={errorOf('title')} />
      <div className="adm-inline-form__actions">
        {onCancel && (
          <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        )}
        <InlineAddButton label="Add Season" busy={busy} onAdd={() => void add({ season_number: number, title })} />
      </div>
    </div>
  );
}
