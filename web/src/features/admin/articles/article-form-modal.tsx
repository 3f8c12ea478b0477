/**
 * Create/edit article modal (edit when given an article with an id). Tabs Content, Media, Image
 * Gallery, SEO & Meta, Settings; a Preview toggle; live read time; excerpt (amber > 450, red > 500)
 * and meta description counters. On save the spec's five required-field messages show under their
 * fields and in a summary (the fields sit in different tabs), with the toast 'Please fill all
 * required fields'; the server's own field messages map onto the same fields with a 'Validation
 * Error' toast. Closing with unsaved changes asks first.
 */
import { useMemo, useState } from 'react';
import type { Article } from '../../../../../shared/api/content.ts';
import { ARTICLE_CATEGORIES, LIMITS } from '../../../../../shared/constants.ts';
import { readTime } from '../../../../../shared/read-time.ts';
import { formatDateTime, fromLocalInput } from '../lib/format.ts';
import { useContentForm, type SaveMode } from '../lib/use-content-form.ts';
import { ADMIN_IMAGE_SIZES, AdminImage } from '../components/admin-image.tsx';
import { ContentFormModal } from '../components/content-form-modal.tsx';
import { MetaDescriptionField, StatusField, TagChips, TagsField } from '../components/content-fields.tsx';
import { Fact } from '../components/detail-parts.tsx';
import { CheckboxField, SelectField, TextArea, TextField } from '../components/fields.tsx';
import { ClockIcon, PlusIcon, TrashIcon } from '../components/icons.tsx';
import { ImagePreview, ImageUrlField } from '../components/image-url-field.tsx';
import { Chip, StatusBadge } from '../components/status-badge.tsx';
import { TabPanel } from '../components/tabs.tsx';
import { saveArticle } from './api.ts';
import { ArticleBodyPreview } from './article-body-preview.tsx';
import { checkArticle, formValues, REQUIRED_FIELDS, tabOfField, toPayload, type ArticleFormValues } from './article-form.ts';
import { countOf } from '../../../../../shared/words.ts';

const TABS = [
  { id: 'content', label: 'Content' },
  { id: 'media', label: 'Media' },
  { id: 'gallery', label: 'Image Gallery' },
  { id: 'seo', label: 'SEO & Meta' },
  { id: 'settings', label: 'Settings' },
];

export interface ArticleFormModalProps {
  open: boolean;
  article?: Article | null;
  onClose: () => void;
  onSaved: (article: Article, mode: SaveMode) => void;
}

export function ArticleFormModal(props: ArticleFormModalProps) {
  if (!props.open) return null;
  // A fresh form per opening (the key resets every field and tab).
  return <ArticleFormModalInner key={props.article?.id ?? 'new'} {...props} />;
}

function ArticleFormModalInner({ open, article, onClose, onSaved }: ArticleFormModalProps) {
  const form = useContentForm<ArticleFormValues, Article>({
    initial: useMemo(() => formValues(article), [article]),
    editing: Boolean(article?.id),
    save: (request, v) => saveArticle(request, toPayload(v), article?.id),
    tabs: TABS,
    tabOf: tabOfField,
    saveFailed: 'Failed to save article. Please try again.',
    validate: checkArticle,
    requiredFields: REQUIRED_FIELDS,
    onSaved,
  });
  const { values, set, text, errors, editing, tab } = form;
  const [newImage, setNewImage] = useState({ url: '', alt: '', caption: '' });
  const minutes = values.content.trim() ? readTime(values.content) : null;

  const addImage = () => {
    if (!newImage.url.trim()) return;
    set('additional_images', [...values.additional_images, { url: newImage.url.trim(), alt: newImage.alt.trim() || 'Article image', caption: newImage.caption.trim() }]);
    setNewImage({ url: '', alt: '', caption: '' });
  };

  const submitLabel = editing ? 'Update' : values.status === 'published' ? 'Publish' : values.status === 'scheduled' ? 'Schedule' : 'Save';

  return (
    <ContentFormModal
      form={form}
      open={open}
      title={editing ? 'Edit Article' : 'Create New Article'}
      subtitle={editing ? 'Update the article and save your changes' : 'Fill in the details of your new article'}
      onClose={onClose}
      alsoDirty={Boolean(newImage.url.trim())}
      saveLabel={submitLabel}
      footerInfo={<><ClockIcon size={16} /> {minutes ? `${minutes} min read` : 'N/A'}</>}
      tabsLabel="Article form sections"
      formProps={{ id: 'article-form' }}
      preview={<ArticlePreview values={values} article={article} minutes={minutes} />}
    >
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
        <ImageUrlField
          label="Author Photo URL"
          placeholder="https://example.com/author.jpg"
          alt={values.author.trim() ? `Portrait of ${values.author.trim()}` : ''}
          hint="Shown in the author box: a square portrait works best. Paste an image address, or upload one."
          {...text('author_image')}
        />
        {values.author_image.trim() && (
          <ImagePreview className="adm-image-preview--compact" src={values.author_image} alt={values.author ? `Portrait of ${values.author}` : 'Author photo preview'} empty="" />
        )}
      </TabPanel>

      <TabPanel id="media" active={tab} label="Media">
        <ImageUrlField label="Featured Image URL" required placeholder="https://example.com/image.jpg" alt={values.featured_image_alt} {...text('featured_image')} />
        <TextField label="Featured Image Alt Text" placeholder="Describe the image for screen readers" {...text('featured_image_alt')} />
        <ImagePreview
          src={values.featured_image}
          alt={values.featured_image_alt || 'Featured image preview'}
          empty="The image preview appears here once you enter a URL or upload an image."
        />
      </TabPanel>

      <TabPanel id="gallery" active={tab} label="Image Gallery">
        <div className="adm-gallery-add">
          <ImageUrlField
            label="Image URL"
            placeholder="https://example.com/photo.jpg"
            alt={newImage.alt}
            value={newImage.url}
            onChange={(e) => setNewImage((n) => ({ ...n, url: e.target.value }))}
          />
          {newImage.url.trim() && <ImagePreview className="adm-image-preview--compact" src={newImage.url} alt={newImage.alt || 'New image preview'} empty="" />}
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
                <AdminImage src={img.url} alt={img.alt} className="adm-gallery__img" sizes={ADMIN_IMAGE_SIZES.rowThumb} />
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
        <MetaDescriptionField {...text('meta_description')} />
        <TagsField placeholder="education, innovation, africa" {...text('tags')} />
      </TabPanel>

      <TabPanel id="settings" active={tab} label="Settings">
        <div className="adm-form-row">
          <SelectField label="Category" required {...text('category_name')} options={ARTICLE_CATEGORIES.map((c) => ({ value: c, label: c }))} />
          <StatusField hint="Only published articles (with their date come) appear on the site." {...text('status')} />
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
    </ContentFormModal>
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
        <span>{countOf(article?.views ?? 0, 'view')}</span>
      </p>
      {(values.author_bio || values.author_image.trim()) && (
        <div className="adm-preview__bio">
          {values.author_image.trim() && (
            <AdminImage src={values.author_image.trim()} alt={`Portrait of ${values.author || 'the author'}`} className="adm-thumb" sizes={ADMIN_IMAGE_SIZES.tableThumb} />
          )}
          <p>
            <strong>About the author:</strong> {values.author_bio || '—'}
          </p>
        </div>
      )}
      {values.featured_image && (
        <figure className="adm-preview__figure">
          <AdminImage src={values.featured_image} alt={values.featured_image_alt} />
          {values.featured_image_alt && <figcaption>{values.featured_image_alt}</figcaption>}
        </figure>
      )}
      {values.excerpt && <p className="adm-preview__excerpt">{values.excerpt}</p>}
      <ArticleBodyPreview content={values.content} />
      <TagChips tags={values.tags} />
      <dl className="adm-preview__facts">
        <Fact label="Meta description">{values.meta_description || '—'}</Fact>
        <Fact label="Comments">{values.allow_comments ? 'Enabled' : 'Disabled'}</Fact>
        <Fact label="Article ID">{article?.id ?? 'New article'}</Fact>
        <Fact label="Created">{formatDateTime(article?.created_at, '—')}</Fact>
        <Fact label="Last updated">{formatDateTime(article?.updated_at, '—')}</Fact>
      </dl>
      {values.additional_images.length > 0 && (
        <div>
          <h4>Additional images</h4>
          <ul className="adm-gallery">
            {values.additional_images.map((img, i) => (
              <li key={i} className="adm-gallery__item">
                <AdminImage src={img.url} alt={img.alt} className="adm-gallery__img" sizes={ADMIN_IMAGE_SIZES.rowThumb} />
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

