/**
 * The editor of a magazine video (/admin/videos/new, /admin/videos/{id}/edit) and of a TV episode
 * (/admin/tv-episodes/new, /admin/tv-episodes/{id}/edit): the title and the description take the
 * page (the description is plain paragraphs on the public page, so it is written as plain text);
 * the side panel holds the checklist, status and date, the YouTube link and thumbnail (with the
 * player as readers will see it), category, section and tags, the details (duration, creator, the
 * season and episode number of a TV episode, rating), search and sharing, and options.
 */
import { useCan } from '../session/auth-context.tsx';
import { useOfferedCategories } from '../lib/categories.ts';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { TvEpisode, TvSeason, Video } from '../../../../../shared/api/content.ts';
import { TV_SECTIONS } from '../../../../../shared/constants.ts';
import { truncate } from '../../../../../shared/format.ts';
import { tvSectionFor } from '../../../../../shared/validation/video.ts';
import { sectionLabel } from '../../../../../shared/words.ts';
import { youtubeId, youtubeThumbnailUrl } from '../../../../../shared/youtube.ts';
import { useAdminToast } from '../components/admin-toast.ts';
import { MetaDescriptionField } from '../components/content-fields.tsx';
import { CheckboxField, SelectField, TextField } from '../components/fields.tsx';
import { ImageUrlField } from '../components/image-url-field.tsx';
import { ErrorState, LoadingState } from '../components/states.tsx';
import { AdminImage } from '../components/admin-image.tsx';
import { EditorPage, FieldSlot, PanelSection } from '../editor/editor-page.tsx';
import { TagsWithSuggestions, WritingField } from '../editor/editor-fields.tsx';
import { useEditorForm, type EditorForm } from '../editor/use-editor-form.ts';
import { useEditorItem } from '../editor/use-editor-item.ts';
import { RevisionsSection } from '../editor/revisions-section.tsx';
import { StatusSummary, savedToast } from '../editor/editor-status.tsx';
import { useEditorChrome } from '../editor/use-editor-chrome.tsx';
import { Checklist, SearchPreview, ShareCards, WritingStats, type CheckItem } from '../editor/writer-aids.tsx';
import { AddSeasonForm } from './add-season-form.tsx';
import { tvEpisodeApi, videoApi, type VideoEndpoints } from './api.ts';
import { useSeasons } from './use-seasons.ts';
import { VIDEO_KINDS, VIDEO_LABELS, checkVideo, videoFormValues, videoPayload, videoSectionOf, type VideoFormValues, type VideoKind } from './video-form.ts';
import './videos.css';

type Item = Video | TvEpisode;

const KIND = {
  video: {
    api: videoApi as VideoEndpoints<Item>,
    kind: 'videos',
    list: '/admin/magazine/videos',
    listLabel: 'Magazine Videos',
    editPath: (id: string) => `/admin/videos/${id}/edit`,
    live: (id: string) => `/video/${id}`,
    heading: (editing: boolean) => (editing ? 'Edit video' : 'New video'),
    created: 'Video created successfully!',
    updated: 'Video updated successfully!',
    notFound: 'Video not found',
  },
  tv: {
    api: tvEpisodeApi as VideoEndpoints<Item>,
    kind: 'tvshows',
    list: '/admin/tv-show',
    listLabel: 'TV Show',
    editPath: (id: string) => `/admin/tv-episodes/${id}/edit`,
    live: (id: string) => `/tvshow/${id}`,
    heading: (editing: boolean) => (editing ? 'Edit episode' : 'New episode'),
    created: 'TV show episode created successfully!',
    updated: 'TV show episode updated successfully!',
    notFound: 'TV show episode not found',
  },
} as const;

const OPEN_SECTIONS = ['checklist', 'publish', 'video', 'taxonomy', 'details'];

export function VideoEditorPage() {
  return <VideoEditorLoader kind="video" />;
}

export function TvEpisodeEditorPage() {
  return <VideoEditorLoader kind="tv" />;
}

function VideoEditorLoader({ kind }: { kind: VideoKind }) {
  const { id } = useParams();
  const k = KIND[kind];
  const loaded = useEditorItem(k.api.get, id, { notFound: k.notFound, failed: `Failed to load ${VIDEO_KINDS[kind].noun}` });
  if (loaded.loading) return <LoadingState text={`Loading ${VIDEO_KINDS[kind].noun}...`} />;
  if (loaded.error) {
    return (
      <div className="adm-page">
        <ErrorState title={loaded.error} message={loaded.notFound ? 'It does not exist or has been removed.' : 'Please try again.'}>
          <Link to={k.list} className="adm-btn adm-btn--secondary">
            Back to {k.listLabel}
          </Link>
        </ErrorState>
      </div>
    );
  }
  return <VideoEditor key={loaded.session} kind={kind} item={loaded.item} onSaved={loaded.hold} />;
}

function VideoEditor({ kind, item, onSaved }: { kind: VideoKind; item: Item | null; onSaved: (item: Item) => void }) {
  useOfferedCategories(); // loads the live list the category select and the rules read
  const k = KIND[kind];
  const info = VIDEO_KINDS[kind];
  const toast = useAdminToast();
  const navigate = useNavigate();
  const seasons = useSeasons();
  const location = useLocation();
  const form = useEditorForm<VideoFormValues, Item>({
    kind: k.kind,
    item,
    valuesOf: (saved) => videoFormValues(kind, saved),
    toBody: (values) => videoPayload(kind, values),
    dateField: 'upload_date',
    sectionOf: videoSectionOf,
    openSections: OPEN_SECTIONS,
    validate: (values) => checkVideo(kind, values),
    saveFailed: `Failed to save ${info.noun}. Please try again.`,
    onSaved: (saved, mode, byHand, before) => {
      onSaved(saved);
      if (mode === 'create') navigate(k.editPath(saved.id), { replace: true, state: location.state });
      if (byHand) toast.success(...savedToast(kind === 'tv' ? 'episode' : 'video', before, saved.status, k));
    },
  });
  const { values, set, text, errorOf, editing } = form;
  /** The homepage flags are curation: editors' (contributors do not see them; the API refuses them too). */
  const curate = useCan('curate');
  const ytId = youtubeId(values.youtube_url);
  const thumb = values.thumbnail.trim() || (ytId ? youtubeThumbnailUrl(ytId) : '');

  const checks: CheckItem[] = [
    { label: 'YouTube link', done: Boolean(ytId), field: 'youtube_url' },
    { label: values.thumbnail.trim() ? 'Thumbnail' : "Thumbnail (YouTube's still is shown without one)", done: Boolean(values.thumbnail.trim()), field: 'thumbnail' },
    { label: 'Description', done: Boolean(values.description.trim()), field: 'description' },
    { label: 'Category', done: Boolean(values.category), field: 'category' },
  ];
  const missing = checks.filter((c) => !c.done).length;
  const chrome = useEditorChrome(form, { backTo: k.list, backLabel: k.listLabel, checks, noun: kind === 'tv' ? 'episode' : 'video', labels: VIDEO_LABELS, date: values.upload_date });
  const card = {
    title: values.title.trim(),
    description: values.meta_description.trim() || truncate(values.description, 160),
    image: thumb,
    path: form.item ? k.live(form.item.id) : '',
  };
  const section = (id: string) => ({ open: form.isOpen(id), onToggle: () => form.toggleSection(id), hasError: form.sectionHasError(id) });

  return (
    <EditorPage
      heading={k.heading(editing)}
      {...chrome.pageProps}
      liveHref={form.item?.status === 'published' ? k.live(form.item.id) : null}
      preview={{ kind: kind === 'video' ? 'videos' : 'tvshows', id: form.item?.id ?? null, fields: () => videoPayload(kind, values), dirty: form.dirty || form.pendingUpdate }}
      panelLabel={kind === 'tv' ? 'Episode settings' : 'Video settings'}
      panel={
        <>
          <PanelSection title="Checklist" note={missing ? `${missing} to check` : 'All set'} {...section('checklist')}>
            <Checklist items={checks} onGo={form.showField} />
          </PanelSection>
          <PanelSection title="Status & schedule" {...section('publish')}>
            <StatusSummary status={form.item?.status ?? null} date={form.item?.upload_date ?? null} noun={kind === 'tv' ? 'episode' : 'video'} />
            <FieldSlot name="upload_date">
              <TextField label={values.status === 'scheduled' ? 'Upload Date (publishes then)' : 'Upload Date'} type="datetime-local" required={values.status === 'scheduled'} {...text('upload_date')} />
            </FieldSlot>
          </PanelSection>
          <PanelSection title="Video" {...section('video')}>
            <FieldSlot name="youtube_url">
              <TextField
                label="YouTube URL"
                required
                type="url"
                placeholder="https://www.youtube.com/watch?v=..."
                hint={values.youtube_url.trim() ? (ytId ? `Video id: ${ytId}` : 'No YouTube video id found in this link') : 'Watch, youtu.be, embed or shorts link'}
                {...text('youtube_url')}
              />
            </FieldSlot>
            <FieldSlot name="thumbnail">
              <ImageUrlField label="Thumbnail URL" required={kind === 'tv'} placeholder="https://example.com/thumbnail.jpg" alt={values.title} {...text('thumbnail')} />
            </FieldSlot>
          </PanelSection>
          <PanelSection title="Category & tags" {...section('taxonomy')}>
            <FieldSlot name="category">
              <SelectField
                label="Category"
                required
                value={values.category}
                onChange={(e) => {
                  const category = e.target.value;
                  form.setValues((v) => ({ ...v, category, ...(kind === 'tv' ? { section: tvSectionFor(category) } : {}) }));
                }}
                error={errorOf('category')}
                options={info.categories.map((c) => ({ value: c, label: c }))}
              />
            </FieldSlot>
            {kind === 'tv' ? (
              <SelectField label="Section" {...text('section')} options={TV_SECTIONS.map((s) => ({ value: s, label: sectionLabel(s) }))} />
            ) : (
              <TextField label="Section" value="Magazine" readOnly hint="Magazine videos always sit in the Magazine section" />
            )}
            <TagsWithSuggestions placeholder="innovation, education, africa" {...text('tags')} />
          </PanelSection>
          <PanelSection title="Details" {...section('details')}>
            <FieldSlot name="duration">
              <TextField label="Duration" required={kind === 'tv'} placeholder="25:30" hint="Minutes and seconds, e.g. 25:30" {...text('duration')} />
            </FieldSlot>
            <FieldSlot name="creator">
              <TextField label="Creator" placeholder="Who made it" {...text('creator')} />
            </FieldSlot>
            {kind === 'tv' && <SeasonFields form={form} seasons={seasons.seasons} onSeasonAdded={seasons.add} />}
            <FieldSlot name="rating">
              <TextField label="Rating" type="number" step={0.1} min={1} max={5} inputMode="decimal" placeholder="4.5" hint="1 to 5; leave empty when not rated" {...text('rating')} />
            </FieldSlot>
          </PanelSection>
          <PanelSection title="Search & sharing" {...section('seo')}>
            <FieldSlot name="meta_description">
              <MetaDescriptionField {...text('meta_description')} />
            </FieldSlot>
            <SearchPreview card={card} />
            <ShareCards card={card} />
          </PanelSection>
          <RevisionsSection form={form} labels={VIDEO_LABELS} open={form.isOpen('revisions')} onToggle={() => form.toggleSection('revisions')} />
          <PanelSection title="Options" {...section('options')}>
            <fieldset className="adm-fieldset">
              <legend>Options</legend>
              {curate && (
                <>
                  <CheckboxField label="Mark as New" description="Shows a NEW badge on the card" checked={values.is_new} onChange={(e) => set('is_new', e.target.checked)} />
                  <CheckboxField label="Featured" description="Highlight it on the site" checked={values.featured} onChange={(e) => set('featured', e.target.checked)} />
                </>
              )}
              <CheckboxField label="Allow comments" description="Readers can comment on it" checked={values.allow_comments} onChange={(e) => set('allow_comments', e.target.checked)} />
            </fieldset>
          </PanelSection>
        </>
      }
    >
      <div className="ed-paper">
        {/* The player as readers see it above the title, before they press play. */}
        <div className="embed ed-video-preview">
          {thumb ? (
            <AdminImage src={thumb} alt={values.thumbnail.trim() ? 'Thumbnail preview' : 'YouTube thumbnail preview'} className="embed__poster" />
          ) : (
            <p className="ed-video-preview__empty">The player appears here once the video's YouTube link is in its settings.</p>
          )}
          <span className="embed__play" aria-hidden="true" />
        </div>
        <WritingField kind="title" name="title" label="Title" required placeholder={kind === 'tv' ? 'Episode title' : 'Video title'} {...text('title')} autoFocus={!editing} />
        <WritingStats text={values.description} />
        <WritingField
          kind="body"
          name="description"
          label="Description"
          required
          placeholder="What is this about? Blank lines separate paragraphs."
          hint="Shown as plain paragraphs under the player"
          {...text('description')}
        />
      </div>
      {chrome.dialogs}
    </EditorPage>
  );
}

/** Season select plus a small inline form that creates a season (POST /api/tvshows/seasons). */
function SeasonFields({ form, seasons, onSeasonAdded }: { form: EditorForm<VideoFormValues, Item>; seasons: TvSeason[]; onSeasonAdded: (season: TvSeason) => void }) {
  const { set, text } = form;
  const [adding, setAdding] = useState(false);
  return (
    <>
      <FieldSlot name="season_id">
        <SelectField
          label="Season"
          {...text('season_id')}
          options={[{ value: '', label: 'No season' }, ...seasons.map((s) => ({ value: s.id, label: `Season ${s.season_number}${s.title ? ` — ${s.title}` : ''}` }))]}
          hint={
            <button type="button" className="adm-link" onClick={() => setAdding((a) => !a)} aria-expanded={adding}>
              {adding ? 'Cancel new season' : '+ Add a season'}
            </button>
          }
        />
      </FieldSlot>
      {adding && (
        <AddSeasonForm
          seasons={seasons}
          onAdded={(season) => {
            setAdding(false);
            onSeasonAdded(season);
            set('season_id', season.id);
          }}
        />
      )}
      <FieldSlot name="episode_number">
        <TextField label="Episode Number" type="number" min={0} step={1} inputMode="numeric" placeholder="1" {...text('episode_number')} />
      </FieldSlot>
    </>
  );
}
