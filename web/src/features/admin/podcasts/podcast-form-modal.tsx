/**
 * 'Create New Episode' / 'Edit Episode' modal of the podcast, with a Preview/Edit toggle and six
 * tabs: Content (title, description, duration '58 min', episode number, series from the API with
 * 'No Series' and an inline 'add series', publish date, tags, transcript), Guest (name, pick a saved
 * guest, add a guest), Media (cover image with preview, the audio: an uploaded file with its
 * progress and facts, or a pasted address), Platforms (YouTube, Spotify, Apple Podcasts, Google
 * Podcasts), SEO & Meta, Settings (status, rating, Featured Episode). Downloads and plays are
 * counted by the server, never typed. Server field messages show under their fields with a
 * 'Validation Error' toast; other failures show in the footer with 'Save Failed'. Closing with
 * unsaved changes asks first; saving waits for an audio upload under way.
 */
import { useMemo, useState } from 'react';
import type { PodcastEpisode, PodcastGuest, PodcastSeries } from '../../../../../shared/api/content.ts';
import type { PodcastAudio } from '../../../../../shared/api/podcasts.ts';
import { formatDate, fromLocalInput } from '../lib/format.ts';
import { useContentForm, type SaveMode } from '../lib/use-content-form.ts';
import { useInlineCreate } from '../lib/use-inline-create.ts';
import { AdminImage } from '../components/admin-image.tsx';
import { ContentFormModal } from '../components/content-form-modal.tsx';
import { InlineAddButton, MetaDescriptionField, StatusField, TagChips, TagsField } from '../components/content-fields.tsx';
import { Fact } from '../components/detail-parts.tsx';
import { CheckboxField, SelectField, TextArea, TextField } from '../components/fields.tsx';
import { ImagePreview, ImageUrlField } from '../components/image-url-field.tsx';
import { Chip, StatusBadge } from '../components/status-badge.tsx';
import { TabPanel } from '../components/tabs.tsx';
import { createGuest, createSeries, savePodcast } from './api.ts';
import { audioFactList, audioFacts, type AudioFacts } from '../lib/audio-facts.ts';
import { PodcastAudioField } from './podcast-audio-field.tsx';
import { useAudioUpload } from './use-audio-upload.ts';
import { checkPodcast, podcastFormValues, podcastPayload, podcastTabOfField, type PodcastFormValues } from './podcast-form.ts';
import './podcasts.css';

const TABS = [
  { id: 'content', label: 'Content' },
  { id: 'guest', label: 'Guest' },
  { id: 'media', label: 'Media' },
  { id: 'platforms', label: 'Platforms' },
  { id: 'seo', label: 'SEO & Meta' },
  { id: 'settings', label: 'Settings' },
];

export interface PodcastFormModalProps {
  open: boolean;
  episode?: PodcastEpisode | null;
  series: PodcastSeries[];
  guests: PodcastGuest[];
  onSeriesAdded: (series: PodcastSeries) => void;
  onGuestAdded: (guest: PodcastGuest) => void;
  onClose: () => void;
  onSaved: (episode: PodcastEpisode, mode: SaveMode) => void;
}

export function PodcastFormModal(props: PodcastFormModalProps) {
  if (!props.open) return null;
  return <PodcastFormModalInner key={props.episode?.id ?? 'new'} {...props} />;
}

/** Why Save waits: the audio's address only exists once the upload has finished. */
const STILL_UPLOADING = 'The audio is still uploading: wait for it to finish (or cancel it) before saving';

function PodcastFormModalInner({ open, episode, series, guests, onSeriesAdded, onGuestAdded, onClose, onSaved }: PodcastFormModalProps) {
  const audioUpload = useAudioUpload();
  const [uploadedAudio, setUploadedAudio] = useState<PodcastAudio | null>(null);
  const form = useContentForm<PodcastFormValues, PodcastEpisode>({
    initial: useMemo(() => podcastFormValues(episode), [episode]),
    editing: Boolean(episode?.id),
    save: (request, v) => savePodcast(request, podcastPayload(v), episode?.id),
    tabs: TABS,
    tabOf: podcastTabOfField,
    validate: (v) => ({ ...checkPodcast(v), ...(audioUpload.busy ? { audio_url: STILL_UPLOADING } : {}) }),
    saveFailed: 'Failed to save episode. Please try again.',
    onSaved,
  });
  const { values, set, text, errorOf, editing, tab } = form;
  const [addingSeries, setAddingSeries] = useState(false);
  const [addingGuest, setAddingGuest] = useState(false);

  const pickGuest = (id: string) => {
    const guest = guests.find((g) => g.id === id);
    form.setValues((v) => ({ ...v, guest_id: id, guest_name: guest ? guest.full_name : v.guest_name }));
    form.clearErrors('guest_id', 'guest_name');
  };
  const chosenGuest = guests.find((g) => g.id === values.guest_id);
  const audio = audioFacts(values.audio_url, uploadedAudio, episode ?? null);

  return (
    <ContentFormModal
      form={form}
      open={open}
      title={editing ? 'Edit Episode' : 'Create New Episode'}
      subtitle={editing ? 'Update the episode and save your changes' : 'Add an episode to the podcast'}
      onClose={onClose}
      saveLabel={editing ? 'Update Episode' : 'Save Episode'}
      tabsLabel="Episode form sections"
      formProps={{ 'aria-label': 'Podcast episode' }}
      preview={<PodcastPreview values={values} series={series} audio={audio} />}
    >
      <TabPanel id="content" active={tab} label="Content">
        <TextField label="Episode Title" required placeholder="Enter the episode title" {...text('title')} data-autofocus />
        <TextArea label="Description" rows={4} placeholder="What is this episode about?" {...text('description')} />
        <div className="adm-form-row">
          <TextField label="Duration" placeholder="58 min" hint={audio && audio.duration > 0 ? 'e.g. 58 min; left empty, it is taken from the audio file' : 'e.g. 58 min'} {...text('duration')} />
          <TextField label="Episode Number" type="number" min={0} step={1} inputMode="numeric" placeholder="1" {...text('episode_number')} />
        </div>
        <div className="adm-form-row">
          <SelectField
            label="Podcast Series"
            {...text('series_id')}
            options={[{ value: '', label: 'No Series' }, ...series.map((s) => ({ value: s.id, label: s.title }))]}
            hint={
              <button type="button" className="adm-link" onClick={() => setAddingSeries((a) => !a)} aria-expanded={addingSeries}>
                {addingSeries ? 'Cancel new series' : '+ Add a series'}
              </button>
            }
          />
          <TextField label="Publish Date" type="datetime-local" required={values.status === 'scheduled'} {...text('publish_date')} />
        </div>
        {addingSeries && (
          <AddSeriesForm
            onAdded={(s) => {
              setAddingSeries(false);
              onSeriesAdded(s);
              set('series_id', s.id);
            }}
          />
        )}
        <TagsField placeholder="education, leadership, africa" {...text('tags')} />
        <TextArea label="Transcript (optional)" rows={6} placeholder="The episode's transcript" {...text('transcript')} />
      </TabPanel>

      <TabPanel id="guest" active={tab} label="Guest">
        <SelectField
          label="Saved guests"
          value={values.guest_id}
          onChange={(e) => pickGuest(e.target.value)}
          error={errorOf('guest_id')}
          options={[{ value: '', label: 'Not a saved guest' }, ...guests.map((g) => ({ value: g.id, label: g.title || g.organization ? `${g.full_name} — ${[g.title, g.organization].filter(Boolean).join(', ')}` : g.full_name }))]}
          hint={
            <button type="button" className="adm-link" onClick={() => setAddingGuest((a) => !a)} aria-expanded={addingGuest}>
              {addingGuest ? 'Cancel new guest' : '+ Add a guest'}
            </button>
          }
        />
        {addingGuest && (
          <AddGuestForm
            onAdded={(g) => {
              setAddingGuest(false);
              onGuestAdded(g);
              form.setValues((v) => ({ ...v, guest_id: g.id, guest_name: g.full_name }));
            }}
          />
        )}
        <TextField label="Guest Name" placeholder="Dr. Amina Uwase" hint="Shown as 'with {guest}'; filled in when you pick a saved guest" {...text('guest_name')} />
        {chosenGuest && (
          <div className="adm-guest-card">
            <span className="adm-comment__avatar" aria-hidden="true">
              {chosenGuest.full_name.charAt(0)}
            </span>
            <div>
              <p className="adm-guest-card__name">{chosenGuest.full_name}</p>
              <p className="adm-guest-card__role">{[chosenGuest.title, chosenGuest.organization].filter(Boolean).join(', ') || 'Guest'}</p>
              {chosenGuest.bio && <p className="adm-muted">{chosenGuest.bio}</p>}
            </div>
          </div>
        )}
      </TabPanel>

      <TabPanel id="media" active={tab} label="Media">
        <ImageUrlField label="Episode Cover Image URL" placeholder="https://example.com/cover.jpg" alt={values.title} {...text('image')} />
        <ImagePreview src={values.image} alt="Cover image preview" empty="The cover preview appears here once you enter a URL or upload an image." />
        <PodcastAudioField
          value={values.audio_url}
          onChange={(url) => set('audio_url', url)}
          error={errorOf('audio_url')}
          facts={audio}
          upload={{
            ...audioUpload,
            // A 'still uploading' message from a Save attempt no longer applies once cancelled.
            cancel: () => {
              audioUpload.cancel();
              form.clearErrors('audio_url');
            },
          }}
          onUploaded={(a) => {
            setUploadedAudio(a);
            set('audio_url', a.url);
          }}
        />
      </TabPanel>

      <TabPanel id="platforms" active={tab} label="Platforms">
        <TextField label="YouTube URL" type="url" placeholder="https://www.youtube.com/watch?v=..." {...text('youtube_url')} />
        <TextField label="Spotify URL" type="url" placeholder="https://open.spotify.com/episode/..." {...text('spotify_url')} />
        <TextField label="Apple Podcasts URL" type="url" placeholder="https://podcasts.apple.com/..." {...text('apple_url')} />
        <TextField label="Google Podcasts URL" type="url" placeholder="https://podcasts.google.com/..." {...text('google_url')} />
      </TabPanel>

      <TabPanel id="seo" active={tab} label="SEO & Meta">
        <MetaDescriptionField {...text('meta_description')} />
      </TabPanel>

      <TabPanel id="settings" active={tab} label="Settings">
        <div className="adm-form-row">
          <StatusField hint="Scheduled episodes go live on their publish date (Content tab)." {...text('status')} />
          <TextField label="Rating" type="number" step={0.1} min={1} max={5} inputMode="decimal" placeholder="4.5" hint="1 to 5; empty when not rated" {...text('rating')} />
        </div>
        <fieldset className="adm-fieldset">
          <legend>Options</legend>
          <CheckboxField label="Featured Episode" description="Highlight this episode on the podcast page" checked={values.featured} onChange={(e) => set('featured', e.target.checked)} />
          <CheckboxField label="Allow comments" description="Listeners can comment on it" checked={values.allow_comments} onChange={(e) => set('allow_comments', e.target.checked)} />
        </fieldset>
      </TabPanel>
    </ContentFormModal>
  );
}

function AddSeriesForm({ onAdded }: { onAdded: (series: PodcastSeries) => void }) {
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

function AddGuestForm({ onAdded }: { onAdded: (guest: PodcastGuest) => void }) {
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

function PodcastPreview({ values, series, audio }: { values: PodcastFormValues; series: PodcastSeries[]; audio: AudioFacts | null }) {
  const seriesTitle = series.find((s) => s.id === values.series_id)?.title;
  const rating = parseFloat(values.rating);
  const platforms = [
    ['YouTube', values.youtube_url],
    ['Spotify', values.spotify_url],
    ['Apple Podcasts', values.apple_url],
    ['Google Podcasts', values.google_url],
  ].filter(([, url]) => url.trim());
  return (
    <article className="adm-preview" aria-label="Episode Preview">
      <h3 className="adm-preview__heading">Episode Preview</h3>
      <div className="adm-pod-hero">
        <AdminImage src={values.image.trim()} alt={values.title || 'Cover'} className="adm-pod-hero__img" />
        <div>
          <div className="adm-preview__chips">
            <StatusBadge status={values.status} />
            {values.episode_number && <Chip tone="blue">Episode {values.episode_number}</Chip>}
            {values.featured && <Chip tone="amber">Featured</Chip>}
            {seriesTitle && <Chip tone="purple">{seriesTitle}</Chip>}
          </div>
          <h1 className="adm-preview__title">{values.title || 'Untitled episode'}</h1>
          {values.guest_name && <p className="adm-preview__subtitle">with {values.guest_name}</p>}
          <p className="adm-preview__meta">
            <span>{formatDate(fromLocalInput(values.publish_date), 'Publishes now')}</span>
            {values.duration && <span>{values.duration}</span>}
            {rating > 0 && <span>{rating.toFixed(1)}/5</span>}
          </p>
          {platforms.length > 0 && (
            <div className="adm-pod-links">
              {platforms.map(([name]) => (
                <Chip key={name}>{name}</Chip>
              ))}
            </div>
          )}
        </div>
      </div>
      <div className="adm-preview__content">{values.description || <span className="adm-muted">No description yet.</span>}</div>
      <TagChips tags={values.tags} />
      <dl className="adm-preview__facts">
        <Fact label="Audio">{audio ? [audio.name, ...audioFactList(audio).map(([, t]) => t)].join(' · ') : '—'}</Fact>
        <Fact label="Meta description">{values.meta_description || '—'}</Fact>
        <Fact label="Transcript">{values.transcript ? `${values.transcript.trim().split(/\s+/).length} words` : '—'}</Fact>
      </dl>
    </article>
  );
}
