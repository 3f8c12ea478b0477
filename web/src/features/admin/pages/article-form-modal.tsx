/**
 * Create/edit article modal (edit when given an article with an id). Tabs Content, Media, Image
 * Gallery, SEO & Meta, Settings; a Preview toggle; live read time; excerpt (amber > 450, red > 500)
 * and meta description counters. On save the spec's five required-field messages show under their
 * fields and in a summary (the fields sit in different tabs), with the toast 'Please fill all
 * required fields'; the server's own field messages map onto the same fields with a 'Validation
 * Error' toast. Closing with unsaved changes asks first.
 */
import { useMemo, useState, type FormEvent } from 'react';
import type { Article } from '../../../../../shared/api/content.ts';
import { ARTICLE_CATEGORIES, CONTENT_STATUSES, LIMITS } from '../../../../../shared/constants.ts';
import { readTime } from '../../../../../shared/read-time.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { fieldErrorsOf, type FieldErrors } from '../lib/errors.ts';
import { formatDateTime, fromLocalInput } from '../lib/format.ts';
import {
  AdminImage,
  CheckboxField,
  Chip,
  ClockIcon,
  MessageBar,
  Modal,
  PlusIcon,
  SelectField,
  StatusBadge,
  TabPanel,
  Tabs,
  TextArea,
  TextField,
  TrashIcon,
  useAdminToast,
  statusLabel,
  PreviewToggle,
  SaveFooter,
  TagChips,
} from '../components/index.ts';
import { checkArticle, formValues, REQUIRED_FIELDS, tabOfField, toPayload, type ArticleFormValues } from './article-form.ts';

const TABS = [
  { id: 'content', label: 'Content' },
  { id: 'media', label: 'Media' },
  { id: 'gallery', label: 'Image Gallery' },
  { id: 'seo', label: 'SEO & Meta' },
  { id: 'settings', label: 'Settings' },
];

const SERVER_FIELD_NAMES: Record<string, string> = { featured_image: 'featured_image', category_name: 'category_name' };

export interface ArticleFormModalProps {
  open: boolean;
  article?: Article | null;
  onClose: () => void;
  onSaved: (article: Article, mode: 'create' | 'edit') => void;
}

export function ArticleFormModal(props: ArticleFormModalProps) {
  if (!props.open) return null;
  // A fresh form per opening (the key resets every field and tab).
  return <ArticleFormModalInner key={props.article?.id ?? 'new'} {...props} />;
}

function ArticleFormModalInner({ open, article, onClose, onSaved }: ArticleFormModalProps) {
  const { request } = useAuth();
  const toast = useAdminToast();
  const editing = Boolean(article?.id);
  const initial = useMemo(() => formValues(article), [article]);
  const [values, setValues] = useState<ArticleFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tab, setTab] = useState('content');
  const [preview, setPreview] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [newImage, setNewImage] = useState({ url: '', alt: '', caption: '' });

  const dirty = JSON.stringify(values) !== JSON.stringify(initial) || Boolean(newImage.url.trim());
  const minutes = values.content.trim() ? readTime(values.content) : null;

  const set = <K extends keyof ArticleFormValues>(key: K, value: ArticleFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key as string]) setErrors((e) => ({ ...e, [key]: '' }));
  };
  const text = (key: keyof ArticleFormValues) => ({
    value: values[key] as string,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
    error: errors[key as string] || undefined,
  });

  const tabsWithErrors = TABS.map((t) => ({ ...t, error: Object.entries(errors).some(([k, msg]) => msg && tabOfField(k) === t.id) }));
  const errorList = Object.entries(errors).filter(([, msg]) => msg);

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      setPreview(false);
      setTab(tabOfField(first));
    }
  };

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    const found = checkArticle(values);
    if (Object.keys(found).length) {
      showErrors(found);
      const missing = REQUIRED_FIELDS.some((f) => found[f]);
      toast.error(missing ? 'Please fill all required fields' : 'Validation Error', missing ? undefined : Object.values(found)[0]);
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      const body = toPayload(values);
      const res = editing
        ? await request<{ data: Article }>(`/articles/${article!.id}`, { method: 'PUT', body })
        : await request<{ data: Article }>('/articles', { method: 'POST', body });
      onSaved(res.data, editing ? 'edit' : 'create');
    } catch (err) {
      const fields = fieldErrorsOf(err, SERVER_FIELD_NAMES);
      if (err instanceof ApiError && err.status === 400 && Object.keys(fields).length) {
        showErrors(fields);
        toast.error('Validation Error', Object.values(fields)[0]);
      } else {
        const message = err instanceof ApiError && err.status !== 0 && err.message ? err.message : 'Failed to save article. Please try again.';
        setSaveError(message);
        toast.error('Save Failed', message);
      }
    } finally {
      setSaving(false);
    }
  };

  const addImage = () => {
    if (!newImage.url.trim()) return;
    set('additional_images', [...values.additional_images, { url: newImage.url.trim(), alt: newImage.alt.trim() || 'Article image', caption: newImage.caption.trim() }]);
    setNewImage({ url: '', alt: '', caption: '' });
  };

  const submitLabel = editing ? 'Update' : values.status === 'published' ? 'Publish' : values.status === 'scheduled' ? 'Schedule' : 'Save';

  return (
    <Modal
      open={open}
      title={editing ? 'Edit Article' : 'Create New Article'}
      subtitle={editing ? 'Update the article and save your changes' : 'Fill in the details of your new article'}
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
          info={<><ClockIcon size={16} /> {minutes ? `${minutes} min read` : 'N/A'}</>}
        />
      )}
    >
      {preview ? (
        <ArticlePreview values={values} article={article} minutes={minutes} />
      ) : (
        <form id="article-form" className="adm-form" onSubmit={onSubmit} noValidate>
          {errorList.length > 0 && (
            <MessageBar type="error">
              <strong>Please fix the following:</strong>
              <ul className="adm-error-list">
                {errorList.map(([field, msg]) => (
                  <li key={field}>
                    <button type="button" className="adm-link" onClick={() => setTab(tabOfField(field))}>
                      {msg}
                    </button>
                  </li>
                ))}
              </ul>
            </MessageBar>
          )}
          <Tabs tabs={tabsWithErrors} active={tab} onChange={setTab} label="Article form sections" />

          <TabPanel id="content" active={tab} label="Content">
            <TextField label="Title" required placeholder="Enter the article title" {...text('title')} data-autofocus />
            <TextField label="Subtitle" placeholder="A short line under the title" {...text('subtitle')} />
            <TextArea
              label="Excerpt"
              required
              rows={3}
              placeholder="A short summary shown on cards and in search"
              {...text('excerpt')}
              counter={{ length: values.excerpt.length, max: LIMITS.excerptMax, warnAt: 450, format: (n, m) => `${n}/${m} characters` }}
            />
            <TextArea
              label="Content"
              required
              rows={12}
              placeholder="Write the article. Markdown works: ## headings, **bold**, lists, [links](https://...)"
              {...text('content')}
              hint={
                <>
                  <ClockIcon size={14} /> {minutes ? `${minutes} min read` : 'N/A'} · {values.content.trim() ? values.content.trim().split(/\s+/).length : 0} words
                </>
              }
            />
            <div className="adm-form-row">
              <TextField label="Author" required placeholder="Author's name" {...text('author')} />
              <TextField label="Author Bio" placeholder="One line about the author" {...text('author_bio')} />
            </div>
          </TabPanel>

          <TabPanel id="media" active={tab} label="Media">
            <TextField label="Featured Image URL" required type="url" placeholder="https://example.com/image.jpg" {...text('featured_image')} />
            <TextField label="Featured Image Alt Text" placeholder="Describe the image for screen readers" {...text('featured_image_alt')} />
            <div className="adm-image-preview">
              {values.featured_image.trim() ? (
                <AdminImage src={values.featured_image.trim()} alt={values.featured_image_alt || 'Featured image preview'} />
              ) : (
                <p className="adm-muted">The image preview appears here once you enter a URL.</p>
              )}
            </div>
          </TabPanel>

          <TabPanel id="gallery" active={tab} label="Image Gallery">
            <div className="adm-gallery-add">
              <TextField label="Image URL" type="url" placeholder="https://example.com/photo.jpg" value={newImage.url} onChange={(e) => setNewImage((n) => ({ ...n, url: e.target.value }))} />
              <div className="adm-form-row">
                <TextField label="Alt text" placeholder="Article image" value={newImage.alt} onChange={(e) => setNewImage((n) => ({ ...n, alt: e.target.value }))} />
                <TextField label="Caption" placeholder="Optional caption" value={newImage.caption} onChange={(e) => setNewImage((n) => ({ ...n, caption: e.target.value }))} />
              </div>
              <button type="button" className="adm-btn adm-btn--secondary" disabled={!newImage.url.trim()} onClick={addImage}>
                <PlusIcon size={16} /> Add Image
              </button>
            </div>
            {values.additional_images.length === 0 ? (
              <p className="adm-muted">No additional images yet.</p>
            ) : (
              <ul className="adm-gallery">
                {values.additional_images.map((img, i) => (
                  <li key={img.id ?? `${img.url}-${i}`} className="adm-gallery__item">
                    <AdminImage src={img.url} alt={img.alt} className="adm-gallery__img" />
                    <div className="adm-gallery__text">
                      <p className="adm-gallery__alt">{img.alt}</p>
                      {img.caption && <p className="adm-muted">{img.caption}</p>}
                      <p className="adm-gallery__url">{img.url}</p>
                      {errors[`additional_images.${i}.url`] && <p className="adm-field__error">{errors[`additional_images.${i}.url`]}</p>}
                    </div>
                    <button
                      type="button"
                      className="adm-icon-btn adm-icon-btn--danger"
                      aria-label={`Remove image ${i + 1}`}
                      onClick={() => set('additional_images', values.additional_images.filter((_, j) => j !== i))}
                    >
                      <TrashIcon size={16} />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </TabPanel>

          <TabPanel id="seo" active={tab} label="SEO & Meta">
            <TextArea
              label="Meta Description"
              rows={3}
              placeholder="What search engines and share cards show (up to 160 characters)"
              {...text('meta_description')}
              counter={{ length: values.meta_description.length, max: LIMITS.metaDescriptionMax, warnAt: 150, format: (n, m) => `${n}/${m} characters` }}
            />
            <TextField label="Tags" placeholder="education, innovation, africa" hint="Separate tags with commas" {...text('tags')} />
            <TagChips tags={values.tags} />
          </TabPanel>

          <TabPanel id="settings" active={tab} label="Settings">
            <div className="adm-form-row">
              <SelectField label="Category" required {...text('category_name')} options={ARTICLE_CATEGORIES.map((c) => ({ value: c, label: c }))} />
              <SelectField
                label="Status"
                value={values.status}
                onChange={(e) => set('status', e.target.value as ArticleFormValues['status'])}
                error={errors.status || undefined}
                options={CONTENT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
                hint="Only published articles (with their date come) appear on the site."
              />
            </div>
            <TextField
              label={values.status === 'scheduled' ? 'Publish Date (required when scheduled)' : 'Publish Date'}
              type="datetime-local"
              required={values.status === 'scheduled'}
              {...text('publish_date')}
              hint={values.publish_date ? undefined : 'Empty: now'}
            />
            <fieldset className="adm-fieldset">
              <legend>Options</legend>
              <CheckboxField label="Allow comments" description="Readers can comment on this article" checked={values.allow_comments} onChange={(e) => set('allow_comments', e.target.checked)} />
              <CheckboxField label="Featured" description="Show in the homepage featured section" checked={values.featured} onChange={(e) => set('featured', e.target.checked)} />
              <CheckboxField label="Trending" description="Promote in the trending list" checked={values.trending} onChange={(e) => set('trending', e.target.checked)} />
              <CheckboxField label="Editor's Pick" description="At most 4 articles at a time" checked={values.editors_pick} onChange={(e) => set('editors_pick', e.target.checked)} />
            </fieldset>
            {errors.editors_pick && <p className="adm-field__error">{errors.editors_pick}</p>}
          </TabPanel>
        </form>
      )}
    </Modal>
  );
}

function ArticlePreview({ values, article, minutes }: { values: ArticleFormValues; article?: Article | null; minutes: number | null }) {
  return (
    <article className="adm-preview" aria-label="Article Preview">
      <h3 className="adm-preview__heading">Article Preview</h3>
      <div className="adm-preview__chips">
        <StatusBadge status={values.status} />
        <Chip tone="red">{values.category_name}</Chip>
        {values.featured && <Chip tone="amber">Featured</Chip>}
        {values.trending && <Chip tone="green">Trending</Chip>}
        {values.editors_pick && <Chip tone="purple">Editor's Pick</Chip>}
      </div>
      <h1 className="adm-preview__title">{values.title || 'Untitled article'}</h1>
      {values.subtitle && <p className="adm-preview__subtitle">{values.subtitle}</p>}
      <p className="adm-preview__meta">
        <span>By {values.author || 'Unknown author'}</span>
        <span>{values.publish_date ? formatDateTime(fromLocalInput(values.publish_date)) : 'Publishes now'}</span>
        <span>{minutes ? `${minutes} min read` : 'N/A'}</span>
        <span>{article?.views ?? 0} views</span>
      </p>
      {values.author_bio && (
        <p className="adm-preview__bio">
          <strong>About the author:</strong> {values.author_bio}
        </p>
      )}
      {values.featured_image && (
        <figure className="adm-preview__figure">
          <AdminImage src={values.featured_image} alt={values.featured_image_alt} />
          {values.featured_image_alt && <figcaption>{values.featured_image_alt}</figcaption>}
        </figure>
      )}
      {values.excerpt && <p className="adm-preview__excerpt">{values.excerpt}</p>}
      <div className="adm-preview__content">{values.content || <span className="adm-muted">No content yet.</span>}</div>
      <TagChips tags={values.tags} />
      <dl className="adm-preview__facts">
        <div>
          <dt>Meta description</dt>
          <dd>{values.meta_description || '—'}</dd>
        </div>
        <div>
          <dt>Comments</dt>
          <dd>{values.allow_comments ? 'Enabled' : 'Disabled'}</dd>
        </div>
        <div>
          <dt>Article ID</dt>
          <dd>{article?.id ?? 'New article'}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDateTime(article?.created_at, '—')}</dd>
        </div>
        <div>
          <dt>Last updated</dt>
          <dd>{formatDateTime(article?.updated_at, '—')}</dd>
        </div>
      </dl>
      {values.additional_images.length > 0 && (
        <div>
          <h4>Additional images</h4>
          <ul className="adm-gallery">
            {values.additional_images.map((img, i) => (
              <li key={i} className="adm-gallery__item">
                <AdminImage src={img.url} alt={img.alt} className="adm-gallery__img" />
                <div className="adm-gallery__text">
                  <p className="adm-gallery__alt">{img.alt}</p>
                  {img.caption && <p className="adm-muted">{img.caption}</p>}
                  <p className="adm-gallery__url">{img.url}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}

