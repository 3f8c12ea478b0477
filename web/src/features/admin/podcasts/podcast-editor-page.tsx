/**
 * The podcast episode editor at /admin/podcast-episodes/new and /admin/podcast-episodes/{id}/edit:
 * the title, the show notes (plain paragraphs on the public page and in the feed, so written as
 * plain text) and the transcript take the page; the side panel holds the checklist, status and
 * date, the audio (an uploaded file with its progress and facts, or an address) and the cover,
 * the guest (pick a saved one or add one), the details (duration, number, series, rating), tags,
 * the listening platforms, search and sharing, and options. Saving waits for an audio upload under way.
 */
import { useCan } from '../session/auth-context.tsx';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { PodcastEpisode } from '../../../../../shared/api/content.ts';
import type { PodcastAudio } from '../../../../../shared/api/podcasts.ts';
import { truncate } from '../../../../../shared/format.ts';
import { audioFacts } from '../lib/audio-facts.ts';
import { useAdminToast } from '../components/admin-toast.ts';
import { MetaDescriptionField } from '../components/content-fields.tsx';
import { CheckboxField, SelectField, TextField } from '../components/fields.tsx';
import { ImagePreview, ImageUrlField } from '../components/image-url-field.tsx';
import { ErrorState, LoadingState } from '../components/states.tsx';
import { EditorPage, FieldSlot, PanelSection } from '../editor/editor-page.tsx';
import { TagsWithSuggestions, WritingField } from '../editor/editor-fields.tsx';
import { useEditorForm } from '../editor/use-editor-form.ts';
import { useEditorItem } from '../editor/use-editor-item.ts';
import { RevisionsSection } from '../editor/revisions-section.tsx';
import { StatusSummary, savedToast } from '../editor/editor-status.tsx';
import { useEditorChrome } from '../editor/use-editor-chrome.tsx';
import { Checklist, SearchPreview, ShareCards, WritingStats, type CheckItem } from '../editor/writer-aids.tsx';
import { getPodcast } from './api.ts';
import { PodcastAudioField } from './podcast-audio-field.tsx';
import { PODCAST_LABELS, checkPodcast, podcastFormValues, podcastPayload, podcastSectionOf, type PodcastFormValues } from './podcast-form.ts';
import { AddGuestForm, AddSeriesForm } from './podcast-inline-forms.tsx';
import { useAudioUpload } from './use-audio-upload.ts';
import { usePodcastRefs } from './use-podcast-refs.ts';
import './podcasts.css';

const LIST = '/admin/podcast';
const OPEN_SECTIONS = ['checklist', 'publish', 'media', 'guest', 'details'];

/** Why Save waits: the audio's address only exists once the upload has finished. */
const STILL_UPLOADING = 'The audio is still uploading: wait for it to finish (or cancel it) before saving';

export function PodcastEditorPage() {
  const { id } = useParams();
  const loaded = useEditorItem(getPodcast, id, { notFound: 'Podcast episode not found', failed: 'Failed to load episode' });
  if (loaded.loading) return <LoadingState text="Loading episode..." />;
  if (loaded.error) {
    return (
      <div className="adm-page">
        <ErrorState title={loaded.error} message={loaded.notFound ? 'It does not exist or has been removed.' : 'Please try again.'}>
          <Link to={LIST} className="adm-btn adm-btn--secondary">
            Back to Podcast
          </Link>
        </ErrorState>
      </div>
    );
  }
  return <PodcastEditor key={loaded.session} episode={loaded.item} onSaved={loaded.hold} />;
}

function PodcastEditor({ episode, onSaved }: { episode: PodcastEpisode | null; onSaved: (episode: PodcastEpisode) => void }) {
  const toast = useAdminToast();
  const navigate = useNavigate();
  const refs = usePodcastRefs();
  const audioUpload = useAudioUpload();
  const [uploadedAudio, setUploadedAudio] = useState<PodcastAudio | null>(null);
  const location = useLocation();
  const [addingSeries, setAddingSeries] = useState(false);
  const [addingGuest, setAddingGuest] = useState(false);
  const form = useEditorForm<PodcastFormValues, PodcastEpisode>({
    kind: 'podcasts',
    item: episode,
    valuesOf: podcastFormValues,
    toBody: podcastPayload,
    dateField: 'publish_date',
    sectionOf: podcastSectionOf,
    openSections: OPEN_SECTIONS,
    validate: checkPodcast,
    holdSaves: () => (audioUpload.busy ? STILL_UPLOADING : null),
    saveFailed: 'Failed to save episode. Please try again.',
    onSaved: (saved, mode, byHand, before) => {
      onSaved(saved);
      if (mode === 'create') navigate(`/admin/podcast-episodes/${saved.id}/edit`, { replace: true, state: location.state });
      if (byHand) toast.success(...savedToast('episode', before, saved.status, { created: 'Podcast episode created successfully!', updated: 'Podcast episode updated successfully!' }));
    },
  });
  const { values, set, text, errorOf, editing } = form;
  /** The homepage flags are curation: editors' (contributors do not see them; the API refuses them too). */
  const curate = useCan('curate');

  const pickGuest = (id: string) => {
    const guest = refs.guests.find((g) => g.id === id);
    form.setValues((v) => ({ ...v, guest_id: id, guest_name: guest ? guest.full_name : v.guest_name }));
    form.clearErrors('guest_id', 'guest_name');
  };
  const chosenGuest = refs.guests.find((g) => g.id === values.guest_id);
  const audio = audioFacts(values.audio_url, uploadedAudio, episode ?? null);

  const checks: CheckItem[] = [
    { label: 'Audio or a YouTube video', done: Boolean(values.audio_url.trim() || values.youtube_url.trim()), field: 'audio_url' },
    { label: 'Cover image', done: Boolean(values.image.trim()), field: 'image' },
    { label: 'Show notes (description)', done: Boolean(values.description.trim()), field: 'description' },
    { label: 'Series', done: Boolean(values.series_id), field: 'series_id' },
  ];
  const missing = checks.filter((c) => !c.done).length;
  const chrome = useEditorChrome(form, { backTo: LIST, backLabel: 'Podcast', checks, noun: 'episode', labels: PODCAST_LABELS, date: values.publish_date });
  const card = {
    title: values.title.trim(),
    description: values.meta_description.trim() || truncate(values.description, 160),
    image: values.image.trim(),
    path: form.item ? `/podcast/${form.item.id}` : '',
  };
  const section = (id: string) => ({ open: form.isOpen(id), onToggle: () => form.toggleSection(id), hasError: form.sectionHasError(id) });

  return (
    <EditorPage
      heading={editing ? 'Edit episode' : 'New episode'}
      {...chrome.pageProps}
      liveHref={form.item?.status === 'published' ? `/podcast/${form.item.id}` : null}
      preview={{ kind: 'podcasts', id: form.item?.id ?? null, fields: () => podcastPayload(values), dirty: form.dirty || form.pendingUpdate }}
      dirty={chrome.pageProps.dirty || audioUpload.busy}
      panelLabel="Episode settings"
      panel={
        <>
          <PanelSection title="Checklist" note={missing ? `${missing} to check` : 'All set'} {...section('checklist')}>
            <Checklist items={checks} onGo={form.showField} />
          </PanelSection>
          <PanelSection title="Status & schedule" {...section('publish')}>
            <StatusSummary status={form.item?.status ?? null} date={form.item?.publish_date ?? null} noun="episode" />
            <FieldSlot name="publish_date">
              <TextField label="Publish Date" type="datetime-local" required={values.status === 'scheduled'} {...text('publish_date')} />
            </FieldSlot>
          </PanelSection>
          <PanelSection title="Audio & cover" {...section('media')}>
            <FieldSlot name="audio_url">
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
            </FieldSlot>
            <FieldSlot name="image">
              <ImageUrlField label="Episode Cover Image URL" placeholder="https://example.com/cover.jpg" alt={values.title} {...text('image')} />
            </FieldSlot>
            <ImagePreview src={values.image} alt="Cover image preview" empty="The cover preview appears here once you enter a URL or upload an image." />
          </PanelSection>
          <PanelSection title="Guest" {...section('guest')}>
            <FieldSlot name="guest_id">
              <SelectField
                label="Saved guests"
                value={values.guest_id}
                onChange={(e) => pickGuest(e.target.value)}
                error={errorOf('guest_id')}
                options={[{ value: '', label: 'Not a saved guest' }, ...refs.guests.map((g) => ({ value: g.id, label: g.title || g.organization ? `${g.full_name} — ${[g.title, g.organization].filter(Boolean).join(', ')}` : g.full_name }))]}
                hint={
                  <button type="button" className="adm-link" onClick={() => setAddingGuest((a) => !a)} aria-expanded={addingGuest}>
                    {addingGuest ? 'Cancel new guest' : '+ Add a guest'}
                  </button>
                }
              />
            </FieldSlot>
            {addingGuest && (
              <AddGuestForm
                onAdded={(g) => {
                  setAddingGuest(false);
                  refs.addGuest(g);
                  form.setValues((v) => ({ ...v, guest_id: g.id, guest_name: g.full_name }));
                }}
              />
            )}
            <FieldSlot name="guest_name">
              <TextField label="Guest Name" placeholder="Dr. Amina Uwase" hint="Shown as 'with {guest}'; filled in when you pick a saved guest" {...text('guest_name')} />
            </FieldSlot>
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
          </PanelSection>
          <PanelSection title="Details" {...section('details')}>
            <FieldSlot name="duration">
              <TextField label="Duration" placeholder="58 min" hint={audio && audio.duration > 0 ? 'Taken from the audio file when the episode is saved' : 'e.g. 58 min'} {...text('duration')} />
            </FieldSlot>
            <FieldSlot name="episode_number">
              <TextField label="Episode Number" type="number" min={0} step={1} inputMode="numeric" placeholder="1" {...text('episode_number')} />
            </FieldSlot>
            <FieldSlot name="series_id">
              <SelectField
                label="Podcast Series"
                {...text('series_id')}
                options={[{ value: '', label: 'No Series' }, ...refs.series.map((s) => ({ value: s.id, label: s.title }))]}
                hint={
                  <button type="button" className="adm-link" onClick={() => setAddingSeries((a) => !a)} aria-expanded={addingSeries}>
                    {addingSeries ? 'Cancel new series' : '+ Add a series'}
                  </button>
                }
              />
            </FieldSlot>
            {addingSeries && (
              <AddSeriesForm
                onAdded={(s) => {
                  setAddingSeries(false);
                  refs.addSeries(s);
                  set('series_id', s.id);
                }}
              />
            )}
            <FieldSlot name="rating">
              <TextField label="Rating" type="number" step={0.1} min={1} max={5} inputMode="decimal" placeholder="4.5" hint="1 to 5; empty when not rated" {...text('rating')} />
            </FieldSlot>
          </PanelSection>
          <PanelSection title="Tags" {...section('taxonomy')}>
            <TagsWithSuggestions placeholder="education, leadership, africa" {...text('tags')} />
          </PanelSection>
          <PanelSection title="Platforms" {...section('platforms')}>
            <FieldSlot name="youtube_url">
              <TextField label="YouTube URL" type="url" placeholder="https://www.youtube.com/watch?v=..." {...text('youtube_url')} />
            </FieldSlot>
            <FieldSlot name="spotify_url">
              <TextField label="Spotify URL" type="url" placeholder="https://open.spotify.com/episode/..." {...text('spotify_url')} />
            </FieldSlot>
            <FieldSlot name="apple_url">
              <TextField label="Apple Podcasts URL" type="url" placeholder="https://podcasts.apple.com/..." {...text('apple_url')} />
            </FieldSlot>
            <FieldSlot name="google_url">
              <TextField label="Google Podcasts URL" type="url" placeholder="https://podcasts.google.com/..." {...text('google_url')} />
            </FieldSlot>
          </PanelSection>
          <PanelSection title="Search & sharing" {...section('seo')}>
            <FieldSlot name="meta_description">
              <MetaDescriptionField {...text('meta_description')} />
            </FieldSlot>
            <SearchPreview card={card} />
            <ShareCards card={card} />
          </PanelSection>
          <RevisionsSection form={form} labels={PODCAST_LABELS} open={form.isOpen('revisions')} onToggle={() => form.toggleSection('revisions')} />
          <PanelSection title="Options" {...section('options')}>
            <fieldset className="adm-fieldset">
              <legend>Options</legend>
              {curate && <CheckboxField label="Featured Episode" description="Highlight this episode on the podcast page" checked={values.featured} onChange={(e) => set('featured', e.target.checked)} />}
              <CheckboxField label="Allow comments" description="Listeners can comment on it" checked={values.allow_comments} onChange={(e) => set('allow_comments', e.target.checked)} />
            </fieldset>
          </PanelSection>
        </>
      }
    >
      <div className="ed-paper">
        <WritingField kind="title" name="title" label="Episode Title" required placeholder="Episode title" {...text('title')} autoFocus={!editing} />
        <WritingStats text={values.description} />
        <WritingField kind="body" name="description" label="Description" placeholder="The show notes: what listeners will hear. Blank lines separate paragraphs." hint="Shown as plain paragraphs on the episode page and in podcast apps" {...text('description')} />
        <WritingField kind="body" name="transcript" label="Transcript (optional)" placeholder="The episode's transcript" hint="Served with the episode for podcast apps and search" {...text('transcript')} />
      </div>
      {chrome.dialogs}
    </EditorPage>
  );
}
