/**
 * The small forms inside the podcast episode editor that create a series or a saved guest on the
 * spot (POST /api/podcasts/series, /api/podcasts/guests), and pick it for the episode.
 */
import { useState } from 'react';
import type { PodcastGuest, PodcastSeries } from '../../../../../shared/api/content.ts';
import { useInlineCreate } from '../lib/use-inline-create.ts';
import { InlineAddButton } from '../components/content-fields.tsx';
import { TextField } from '../components/fields.tsx';
import { createGuest, createSeries } from './api.ts';

export function AddSeriesForm({ onAdded }: { onAdded: (series: PodcastSeries) => void }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const { errorOf, busy, add } = useInlineCreate({
    create: createSeries,
    created: 'Series created successfully!',
    describe: (s) => s.title,
    fallbackField: 'title',
    fallbackMessage: 'Failed to create series',
    onAdded,
  });
  return (
    <div className="adm-inline-form adm-inline-form--wide" role="group" aria-label="New series">
      <TextField label="Series Title" placeholder="Library Talk: ..." value={title} onChange={(e) => setTitle(e.target.value)} error={errorOf('title')} />
      <TextField label="Series Description" value={description} onChange={(e) => setDescription(e.target.value)} error={errorOf('description')} />
      <div className="adm-inline-form__actions">
        <InlineAddButton label="Add Series" busy={busy} onAdd={() => void add({ title, description })} />
      </div>
    </div>
  );
}

export function AddGuestForm({ onAdded }: { onAdded: (guest: PodcastGuest) => void }) {
  const [guest, setGuest] = useState({ full_name: '', title: '', organization: '', bio: '' });
  const { errorOf, busy, add } = useInlineCreate({
    create: createGuest,
    created: 'Guest created successfully!',
    describe: (g) => g.full_name,
    fallbackField: 'full_name',
    fallbackMessage: 'Failed to create guest',
    onAdded,
  });
  const field = (key: keyof typeof guest) => ({
    value: guest[key],
    onChange: (e: { target: { value: string } }) => setGuest((g) => ({ ...g, [key]: e.target.value })),
    error: errorOf(key),
  });
  return (
    <div className="adm-inline-form adm-inline-form--wide" role="group" aria-label="New guest">
      <TextField label="Full Name" required placeholder="Dr. Amina Uwase" {...field('full_name')} />
      <TextField label="Guest Title" placeholder="Head Librarian" {...field('title')} />
      <TextField label="Organization" placeholder="University of Rwanda" {...field('organization')} />
      <TextField label="Short Bio" placeholder="One line about the guest" {...field('bio')} />
      <div className="adm-inline-form__actions">
        <InlineAddButton label="Add Guest" busy={busy} onAdd={() => void add(guest)} />
      </div>
    </div>
  );
}
