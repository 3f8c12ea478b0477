/**
 * Create/edit modal shared by magazine videos and TV episodes: tabs Content, Media, SEO & Meta,
 * Settings plus a Preview toggle. TV adds the season (from the API, with an inline 'Add season')
 * and the episode number. The server checks the fields; its `[{path,msg}]` answer shows in red under
 * each field, marks the tab holding it and raises a 'Validation Error' toast with the first message.
 * Closing with unsaved changes asks first (Modal `dirty`).
 */
import { useMemo, useState, type FormEvent } from 'react';
import type { TvEpisode, TvSeason, Video } from '../../../../../shared/api/content.ts';
import { CONTENT_STATUSES, LIMITS, TV_SECTIONS } from '../../../../../shared/constants.ts';
import { youtubeId } from '../../../../../shared/youtube.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { fieldErrorsOf, messageOf, type FieldErrors } from '../lib/errors.ts';
import { formatDate, fromLocalInput } from '../lib/format.ts';
import {
  AdminImage,
  CheckboxField,
  Chip,
  ClockIcon,
  MessageBar,
  Modal,
  PlusIcon,
  SelectField,
  StarIcon,
  StatusBadge,
  TabPanel,
  Tabs,
  TextArea,
  TextField,
  statusLabel,
  useAdminToast,
  PreviewToggle,
  SaveFooter,
  TagChips,
} from '../components/index.ts';
import { MEDIA_KINDS, episodeLabel, mediaFormValues, mediaPayload, mediaTabOfField, tvSectionFor, type MediaFormValues, type MediaKind } from './media-form.ts';
import './media.css';

const TABS = [
  { id: 'content', label: 'Content' },
  { id: 'media', label: 'Media' },
  { id: 'seo', label: 'SEO & Meta' },
  { id: 'settings', label: 'Settings' },
];

type Item = Video | TvEpisode;

export interface MediaFormModalProps<T extends Item> {
  kind: MediaKind;
  open: boolean;
  item?: T | null;
  /** TV: the seasons to choose from, and what to do when staff add one here. */
  seasons?: TvSeason[];
  onSeasonAdded?: (season: TvSeason) => void;
  onClose: () => void;
  onSaved: (item: T, mode: 'create' | 'edit') => void;
}

export function MediaFormModal<T extends Item>(props: MediaFormModalProps<T>) {
  if (!props.open) return null;
  return <MediaFormModalInner key={props.item?.id ?? 'new'} {...props} />;
}

function MediaFormModalInner<T extends Item>({ kind, open, item, seasons = [], onSeasonAdded, onClose, onSaved }: MediaFormModalProps<T>) {
  const { request } = useAuth();
  const toast = useAdminToast();
  const info = MEDIA_KINDS[kind];
  const editing = Boolean(item?.id);
  const initial = useMemo(() => mediaFormValues(kind, item), [kind, item]);
  const [values, setValues] = useState<MediaFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tab, setTab] = useState('content');
  const [preview, setPreview] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);

  const set = <K extends keyof MediaFormValues>(key: K, value: MediaFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key as string]) setErrors((e) => ({ ...e, [key]: '' }));
  };
  const text = (key: keyof MediaFormValues) => ({
    value: values[key] as string,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
    error: errors[key as string] || undefined,
  });

  const tabsWithErrors = TABS.map((t) => ({ ...t, error: Object.entries(errors).some(([k, msg]) => msg && mediaTabOfField(k) === t.id) }));
  const errorList = Object.entries(errors).filter(([, msg]) => msg);
  const noun = kind === 'tv' ? 'episode' : 'video';

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    setSaving(true);
    setSaveError(null);
    try {
      const body = mediaPayload(kind, values);
      const res = editing
        ? await request<{ data: T }>(`${info.path}/${item!.id}`, { method: 'PUT', body })
        : await request<{ data: T }>(info.path, { method: 'POST', body });
      onSaved(res.data, editing ? 'edit' : 'create');
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (err instanceof ApiError && err.status === 400 && Object.keys(fields).length) {
        setErrors(fields);
        setPreview(false);
        setTab(mediaTabOfField(Object.keys(fields)[0]));
        toast.error('Validation Error', Object.values(fields)[0]);
      } else {
        const message = err instanceof ApiError && err.status !== 0 && err.message ? err.message : `Failed to save ${noun}. Please try again.`;
        setSaveError(message);
        toast.error('Save Failed', message);
      }
    } finally {
      setSaving(false);
    }
  };

  const title = kind === 'tv' ? (editing ? 'Edit Episode' : 'Create New Episode') : editing ? 'Edit Video' : 'Create New Video';
  const submitLabel = kind === 'tv' ? (editing ? 'Update Episode' : 'Create Episode') : editing ? 'Update Video' : 'Create Video';
  const ytId = youtubeId(values.youtube_url);

  return (
    <Modal
      open={open}
      title={title}
      subtitle={editing ? 'Update the details and save your changes' : kind === 'tv' ? 'Add an episode of the TV show' : 'Add a video to the magazine'}
      onClose={onClose}
      dirty={dirty}
      busy={saving}
      size="xl"
      headerActions={<PreviewToggle preview={preview} onToggle={() => setPreview((p) => !p)} />}
      footer={(requestClose) => (
        <SaveFooter
          requestClose={requestClose}
          onSave={() => void onSubmit()}
          saving={saving}
          saveLabel={submitLabel}
          error={saveError}
        />
      )}
    >
      {preview ? (
        <MediaPreview kind={kind} values={values} item={item} seasons={seasons} />
      ) : (
        <form className="adm-form" onSubmit={onSubmit} noValidate aria-label={title}>
          {errorList.length > 0 && (
            <MessageBar type="error">
              <strong>Please fix the following:</strong>
              <ul className="adm-error-list">
                {errorList.map(([field, msg]) => (
                  <li key={field}>
                    <button type="button" className="adm-link" onClick={() => setTab(mediaTabOfField(field))}>
                      {msg}
                    </button>
                  </li>
                ))}
              </ul>
            </MessageBar>
          )}
          <Tabs tabs={tabsWithErrors} active={tab} onChange={setTab} label={`${kind === 'tv' ? 'Episode' : 'Video'} form sections`} />

          <TabPanel id="content" active={tab} label="Content">
            <TextField label="Title" required placeholder={kind === 'tv' ? 'Episode title' : 'Video title'} {...text('title')} data-autofocus />
            <TextArea label="Description" required rows={5} placeholder="What is this about?" {...text('description')} />
            <div className="adm-form-row">
              <TextField label="Duration" required={kind === 'tv'} placeholder="25:30" hint="Minutes and seconds, e.g. 25:30" {...text('duration')} />
              <TextField label="Creator" placeholder="Who made it" {...text('creator')} />
            </div>
            {kind === 'tv' && (
              <SeasonFields values={values} errors={errors} seasons={seasons} set={set} onSeasonAdded={onSeasonAdded} />
            )}
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
            <TextField label="Thumbnail URL" required={kind === 'tv'} type="url" placeholder="https://example.com/thumbnail.jpg" {...text('thumbnail')} />
            <div className="adm-image-preview">
              {values.thumbnail.trim() ? (
                <AdminImage src={values.thumbnail.trim()} alt="Thumbnail preview" />
              ) : ytId ? (
                <AdminImage src={`https://i.ytimg.com/vi/${ytId}/hqdefault.jpg`} alt="YouTube thumbnail preview" />
              ) : (
                <p className="adm-muted">The thumbnail preview appears here once you enter a URL.</p>
              )}
            </div>
          </TabPanel>

          <TabPanel id="seo" active={tab} label="SEO & Meta">
            <TextArea
              label="Meta Description"
              rows={3}
              placeholder="What search engines and share cards show (up to 160 characters)"
              {...text('meta_description')}
              counter={{ length: values.meta_description.length, max: LIMITS.metaDescriptionMax, warnAt: 150, format: (n, m) => `${n}/${m} characters` }}
            />
            <TextField label="Tags" placeholder="innovation, education, africa" hint="Separate tags with commas" {...text('tags')} />
            <TagChips tags={values.tags} />
          </TabPanel>

          <TabPanel id="settings" active={tab} label="Settings">
            <div className="adm-form-row">
              <SelectField
                label="Category"
                required
                value={values.category}
                onChange={(e) => {
                  const category = e.target.value;
                  setValues((v) => ({ ...v, category, ...(kind === 'tv' ? { section: tvSectionFor(category) } : {}) }));
                }}
                error={errors.category || undefined}
                options={info.categories.map((c) => ({ value: c, label: c }))}
              />
              {kind === 'tv' ? (
                <SelectField label="Section" {...text('section')} options={TV_SECTIONS.map((s) => ({ value: s, label: s }))} />
              ) : (
                <TextField label="Section" value="Magazine" readOnly hint="Magazine videos always sit in the Magazine section" />
              )}
            </div>
            <div className="adm-form-row">
              <SelectField
                label="Status"
                value={values.status}
                onChange={(e) => set('status', e.target.value as MediaFormValues['status'])}
                error={errors.status || undefined}
                options={CONTENT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
                hint="Only published items (with their date come) appear on the site."
              />
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
        </form>
      )}
    </Modal>
  );
}

/** Season select plus a small inline form that creates a season (POST /api/tvshows/seasons). */
function SeasonFields({
  values,
  errors,
  seasons,
  set,
  onSeasonAdded,
}: {
  values: MediaFormValues;
  errors: FieldErrors;
  seasons: TvSeason[];
  set: <K extends keyof MediaFormValues>(key: K, value: MediaFormValues[K]) => void;
  onSeasonAdded?: (season: TvSeason) => void;
}) {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <div className="adm-form-row">
        <SelectField
          label="Season"
          value={values.season_id}
          onChange={(e) => set('season_id', e.target.value)}
          error={errors.season_id || undefined}
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
          value={values.episode_number}
          onChange={(e) => set('episode_number', e.target.value)}
          error={errors.episode_number || undefined}
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

/** Number + title of a new season; used in the episode modal and on the TV page. */
export function AddSeasonForm({ seasons, onAdded, onCancel }: { seasons: TvSeason[]; onAdded: (season: TvSeason) => void; onCancel?: () => void }) {
  const { request } = useAuth();
  const toast = useAdminToast();
  const next = seasons.reduce((max, s) => Math.max(max, s.season_number), 0) + 1;
  const [number, setNumber] = useState(String(next));
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    setErrors({});
    try {
      const res = await request<{ data: TvSeason }>('/tvshows/seasons', { method: 'POST', body: { season_number: number, title } });
      toast.success('Season created successfully!', `Season ${res.data.season_number}${res.data.title ? ` — ${res.data.title}` : ''}`);
      onAdded(res.data);
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (Object.keys(fields).length) setErrors(fields);
      else setErrors({ season_number: messageOf(err, 'Failed to create season') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="adm-inline-form" role="group" aria-label="New season">
      <TextField label="Season Number" type="number" min={1} step={1} value={number} onChange={(e) => setNumber(e.target.value)} error={errors.season_number || undefined} />
      <TextField label="Season Title" placeholder="Innovation" value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title || undefined} />
      <div className="adm-inline-form__actions">
        {onCancel && (
          <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        )}
        <button type="button" className="adm-btn adm-btn--primary adm-btn--sm" onClick={() => void add()} disabled={busy}>
          <PlusIcon size={16} /> {busy ? 'Adding...' : 'Add Season'}
        </button>
      </div>
    </div>
  );
}

function MediaPreview({ kind, values, item, seasons }: { kind: MediaKind; values: MediaFormValues; item?: Item | null; seasons: TvSeason[] }) {
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
        <span>{item?.views ?? 0} views</span>
      </p>
      <div className="adm-preview__content">{values.description || <span className="adm-muted">No description yet.</span>}</div>
      <TagChips tags={values.tags} />
      <dl className="adm-preview__facts">
        <div>
          <dt>YouTube</dt>
          <dd>{ytId ? `Video id ${ytId}` : values.youtube_url || '—'}</dd>
        </div>
        <div>
          <dt>Section</dt>
          <dd>{kind === 'tv' ? values.section : 'Magazine'}</dd>
        </div>
        <div>
          <dt>Meta description</dt>
          <dd>{values.meta_description || '—'}</dd>
        </div>
        <div>
          <dt>Comments</dt>
          <dd>{values.allow_comments ? 'Enabled' : 'Disabled'}</dd>
        </div>
      </dl>
    </article>
  );
}
