/**
 * Create/edit modal shared by magazine videos and TV episodes: tabs Content, Media, SEO & Meta,
 * Settings plus a Preview toggle. TV adds the season (from the API, with an inline 'Add season')
 * and the episode number. The server checks the fields; its `[{path,msg}]` answer shows in red under
 * each field, marks the tab holding it and raises a 'Validation Error' toast with the first message.
 * Closing with unsaved changes asks first (Modal `dirty`).
 */
import { useMemo, useState } from 'react';
import type { TvEpisode, TvSeason, Video } from '../../../../../shared/api/content.ts';
import { TV_SECTIONS } from '../../../../../shared/constants.ts';
import { youtubeId } from '../../../../../shared/youtube.ts';
import { formatDate, fromLocalInput } from '../lib/format.ts';
import { useContentForm, type ContentForm, type SaveMode } from '../lib/use-content-form.ts';
import { AdminImage } from '../components/admin-image.tsx';
import { ContentFormModal } from '../components/content-form-modal.tsx';
import { MetaDescriptionField, StatusField, TagChips, TagsField } from '../components/content-fields.tsx';
import { Fact } from '../components/detail-parts.tsx';
import { CheckboxField, SelectField, TextArea, TextField } from '../components/fields.tsx';
import { ClockIcon, StarIcon } from '../components/icons.tsx';
import { ImagePreview, ImageUrlField } from '../components/image-url-field.tsx';
import { Chip, StatusBadge } from '../components/status-badge.tsx';
import { TabPanel } from '../components/tabs.tsx';
import { AddSeasonForm } from './add-season-form.tsx';
import type { VideoEndpoints } from './api.ts';
import { tvSectionFor } from '../../../../../shared/validation/video.ts';
import { VIDEO_KINDS, checkVideo, episodeLabel, videoFormValues, videoPayload, videoTabOfField, type VideoFormValues, type VideoKind } from './video-form.ts';
import './videos.css';
import { countOf, sectionLabel } from '../../../../../shared/words.ts';

const TABS = [
  { id: 'content', label: 'Content' },
  { id: 'media', label: 'Media' },
  { id: 'seo', label: 'SEO & Meta' },
  { id: 'settings', label: 'Settings' },
];

type Item = Video | TvEpisode;

export interface VideoFormModalProps<T extends Item> {
  kind: VideoKind;
  /** The save call of the list (videos or TV episodes). */
  save: VideoEndpoints<T>['save'];
  open: boolean;
  item?: T | null;
  /** TV: the seasons to choose from, and what to do when staff add one here. */
  seasons?: TvSeason[];
  onSeasonAdded?: (season: TvSeason) => void;
  onClose: () => void;
  onSaved: (item: T, mode: SaveMode) => void;
}

export function VideoFormModal<T extends Item>(props: VideoFormModalProps<T>) {
  if (!props.open) return null;
  return <VideoFormModalInner key={props.item?.id ?? 'new'} {...props} />;
}

function VideoFormModalInner<T extends Item>({ kind, save, open, item, seasons = [], onSeasonAdded, onClose, onSaved }: VideoFormModalProps<T>) {
  const info = VIDEO_KINDS[kind];
  const form = useContentForm<VideoFormValues, T>({
    initial: useMemo(() => videoFormValues(kind, item), [kind, item]),
    editing: Boolean(item?.id),
    save: (request, values) => save(request, videoPayload(kind, values), item?.id),
    tabs: TABS,
    tabOf: videoTabOfField,
    validate: (values) => checkVideo(kind, values),
    saveFailed: `Failed to save ${info.noun}. Please try again.`,
    onSaved,
  });
  const { values, set, text, errorOf, editing, tab } = form;

  const title = kind === 'tv' ? (editing ? 'Edit Episode' : 'Create New Episode') : editing ? 'Edit Video' : 'Create New Video';
  const submitLabel = kind === 'tv' ? (editing ? 'Update Episode' : 'Create Episode') : editing ? 'Update Video' : 'Create Video';
  const ytId = youtubeId(values.youtube_url);

  return (
    <ContentFormModal
      form={form}
      open={open}
      title={title}
      subtitle={editing ? 'Update the details and save your changes' : kind === 'tv' ? 'Add an episode of the TV show' : 'Add a video to the magazine'}
      onClose={onClose}
      saveLabel={submitLabel}
      tabsLabel={`${kind === 'tv' ? 'Episode' : 'Video'} form sections`}
      formProps={{ 'aria-label': title }}
      preview={<VideoPreview kind={kind} values={values} item={item} seasons={seasons} />}
    >
      <TabPanel id="content" active={tab} label="Content">
        <TextField label="Title" required placeholder={kind === 'tv' ? 'Episode title' : 'Video title'} {...text('title')} data-autofocus />
        <TextArea label="Description" required rows={5} placeholder="What is this about?" {...text('description')} />
        <div className="adm-form-row">
          <TextField label="Duration" required={kind === 'tv'} placeholder="25:30" hint="Minutes and seconds, e.g. 25:30" {...text('duration')} />
          <TextField label="Creator" placeholder="Who made it" {...text('creator')} />
        </div>
        {kind === 'tv' && <SeasonFields form={form} seasons={seasons} onSeasonAdded={onSeasonAdded} />}
      </TabPanel>

      <TabPanel id="media" active={tab} label="Media">
        <TextField
          label="YouTube URL"
          required
          type="url"
          placeholder="https://www.youtube.com/watch?v=..."
          hint={values.youtube_url.trim() ? (ytId ? `Video id: ${ytId}` : 'No YouTube video id found in this link') : 'Watch, youtu.be, embed or shorts link'}
          {...text('youtube_url')}
        />
        <ImageUrlField label="Thumbnail URL" required={kind === 'tv'} placeholder="https://example.com/thumbnail.jpg" alt={values.title} {...text('thumbnail')} />
        {/* Without a thumbnail of its own the site shows YouTube's. */}
        <ImagePreview
          src={values.thumbnail.trim() || (ytId ? `https://i.ytimg.com/vi/${ytId}/hqdefault.jpg` : '')}
          alt={values.thumbnail.trim() ? 'Thumbnail preview' : 'YouTube thumbnail preview'}
          empty="The thumbnail preview appears here once you enter a URL or upload an image."
        />
      </TabPanel>

      <TabPanel id="seo" active={tab} label="SEO & Meta">
        <MetaDescriptionField {...text('meta_description')} />
        <TagsField placeholder="innovation, education, africa" {...text('tags')} />
      </TabPanel>

      <TabPanel id="settings" active={tab} label="Settings">
        <div className="adm-form-row">
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
          {kind === 'tv' ? (
            <SelectField label="Section" {...text('section')} options={TV_SECTIONS.map((s) => ({ value: s, label: sectionLabel(s) }))} />
          ) : (
            <TextField label="Section" value="Magazine" readOnly hint="Magazine videos always sit in the Magazine section" />
          )}
        </div>
        <div className="adm-form-row">
          <StatusField hint="Only published items (with their date come) appear on the site." {...text('status')} />
          <TextField
            label={values.status === 'scheduled' ? 'Upload Date (publishes then)' : 'Upload Date'}
            type="datetime-local"
            required={values.status === 'scheduled'}
            {...text('upload_date')}
          />
        </div>
        <TextField
          label="Rating"
          type="number"
          step={0.1}
          min={1}
          max={5}
          inputMode="decimal"
          placeholder="4.5"
          hint="1 to 5; leave empty when not rated"
          {...text('rating')}
        />
        <fieldset className="adm-fieldset">
          <legend>Options</legend>
          <CheckboxField label="Mark as New" description="Shows a NEW badge on the card" checked={values.is_new} onChange={(e) => set('is_new', e.target.checked)} />
          <CheckboxField label="Featured" description="Highlight it on the site" checked={values.featured} onChange={(e) => set('featured', e.target.checked)} />
          <CheckboxField label="Allow comments" description="Readers can comment on it" checked={values.allow_comments} onChange={(e) => set('allow_comments', e.target.checked)} />
        </fieldset>
      </TabPanel>
    </ContentFormModal>
  );
}

/** Season select plus a small inline form that creates a season (POST /api/tvshows/seasons). */
function SeasonFields({ form, seasons, onSeasonAdded }: { form: ContentForm<VideoFormValues, Item>; seasons: TvSeason[]; onSeasonAdded?: (season: TvSeason) => void }) {
  const { set, text } = form;
  const [adding, setAdding] = useState(false);
  return (
    <>
      <div className="adm-form-row">
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
        <TextField
          label="Episode Number"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          placeholder="1"
          {...text('episode_number')}
        />
      </div>
      {adding && (
        <AddSeasonForm
          seasons={seasons}
          onAdded={(season) => {
            setAdding(false);
            onSeasonAdded?.(season);
            set('season_id', season.id);
          }}
        />
      )}
    </>
  );
}

function VideoPreview({ kind, values, item, seasons }: { kind: VideoKind; values: VideoFormValues; item?: Item | null; seasons: TvSeason[] }) {
  const ytId = youtubeId(values.youtube_url);
  const season = seasons.find((s) => s.id === values.season_id);
  const label = kind === 'tv' ? episodeLabel({ season_number: season?.season_number ?? null, episode_number: values.episode_number ? parseInt(values.episode_number, 10) : null }) : '';
  const rating = parseFloat(values.rating);
  const thumb = values.thumbnail.trim() || (ytId ? `https://i.ytimg.com/vi/${ytId}/hqdefault.jpg` : '');
  return (
    <article className="adm-preview" aria-label={kind === 'tv' ? 'Episode Preview' : 'Video Preview'}>
      <h3 className="adm-preview__heading">{kind === 'tv' ? 'Episode Preview' : 'Video Preview'}</h3>
      <div className="adm-media-card adm-media-card--preview">
        <div className="adm-media-card__thumb">
          <AdminImage src={thumb} alt={values.title || 'Thumbnail'} />
          <span className="adm-media-card__status">
            <StatusBadge status={values.status} />
          </span>
          {values.duration && <span className="adm-media-card__duration">{values.duration}</span>}
          {values.is_new && <span className="adm-media-card__new">NEW</span>}
        </div>
      </div>
      <div className="adm-preview__chips">
        <Chip tone="red">{values.category}</Chip>
        {label && <Chip tone="blue">{label}</Chip>}
        {values.featured && <Chip tone="amber">Featured</Chip>}
        {rating > 0 && (
          <Chip tone="amber" icon={<StarIcon size={12} />}>
            {rating.toFixed(1)}/5
          </Chip>
        )}
      </div>
      <h1 className="adm-preview__title">{values.title || (kind === 'tv' ? 'Untitled episode' : 'Untitled video')}</h1>
      <p className="adm-preview__meta">
        {values.creator && <span>By {values.creator}</span>}
        <span>{formatDate(fromLocalInput(values.upload_date), 'Uploads now')}</span>
        {values.duration && (
          <span>
            <ClockIcon size={14} /> {values.duration}
          </span>
        )}
        <span>{countOf(item?.views ?? 0, 'view')}</span>
      </p>
      <div className="adm-preview__content">{values.description || <span className="adm-muted">No description yet.</span>}</div>
      <TagChips tags={values.tags} />
      <dl className="adm-preview__facts">
        <Fact label="YouTube">{ytId ? `Video id ${ytId}` : values.youtube_url || '—'}</Fact>
        <Fact label="Section">{kind === 'tv' ? sectionLabel(values.section) : 'Magazine'}</Fact>
        <Fact label="Meta description">{values.meta_description || '—'}</Fact>
        <Fact label="Comments">{values.allow_comments ? 'Enabled' : 'Disabled'}</Fact>
      </dl>
    </article>
  );
}
