/**
 * The article editor at /admin/articles/new and /admin/articles/{id}/edit: title, subtitle, the
 * word count and the body (rich text, stored as Markdown); in the side panel the checklist, status
 * and date, category and tags, author, featured image, excerpt, search and sharing (with the
 * Google result and the WhatsApp and X cards), gallery and options. Saving runs the shared article
 * rules first; publishing with something on the checklist missing asks once. A new article moves
 * to its own address on its first save.
 */
import { useAuth, useCan } from '../session/auth-context.tsx';
import { choosesAnyByline } from '../../../../../shared/editorial.ts';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Article } from '../../../../../shared/api/content.ts';
import type { Author } from '../../../../../shared/api/authors.ts';
import { LIMITS } from '../../../../../shared/constants.ts';
import { useOfferedCategories } from '../lib/categories.ts';
import { truncate } from '../../../../../shared/format.ts';
import { useAdminToast } from '../components/admin-toast.ts';
import { MetaDescriptionField } from '../components/content-fields.tsx';
import { CheckboxField, SelectField, TextArea, TextField } from '../components/fields.tsx';
import { ImagePreview, ImageUrlField } from '../components/image-url-field.tsx';
import { AuthorPicker, FixedByline, type ChosenAuthor } from '../components/author-picker.tsx';
import { useMyProfile } from '../lib/authors.ts';
import { ErrorState, LoadingState } from '../components/states.tsx';
import type { BodyChange } from '../editor/body-editor.tsx';
import { EditorPage, FieldSlot, PanelSection } from '../editor/editor-page.tsx';
import { TagsWithSuggestions, WritingField } from '../editor/editor-fields.tsx';
import { useEditorForm } from '../editor/use-editor-form.ts';
import { useEditorItem } from '../editor/use-editor-item.ts';
import { RevisionsSection } from '../editor/revisions-section.tsx';
import { StatusSummary, savedToast } from '../editor/editor-status.tsx';
import { useEditorChrome } from '../editor/use-editor-chrome.tsx';
import { Checklist, SearchPreview, ShareCards, WritingStats, type CheckItem } from '../editor/writer-aids.tsx';
import { getArticle } from './api.ts';
import { ARTICLE_LABELS, articleSectionOf, checkArticle, formValues, REQUIRED_FIELDS, toPayload, type ArticleFormValues } from './article-form.ts';
import { GalleryField } from './gallery-field.tsx';

// TipTap and its extensions load only when an article is opened (see body-editor.tsx).
const BodyEditor = lazy(() => import('../editor/body-editor.tsx'));

const LIST = '/admin/magazine/articles';
const OPEN_SECTIONS = ['checklist', 'publish', 'taxonomy', 'author', 'image', 'excerpt'];

export function ArticleEditorPage() {
  const { id } = useParams();
  const loaded = useEditorItem(getArticle, id, { notFound: 'Article not found', failed: 'Failed to load article' });
  // A new article's byline starts as the writer's own profile; a contributor's editor says whether the byline is theirs.
  const me = useMyProfile();
  if (loaded.loading || me === undefined) return <LoadingState text="Loading article..." />;
  if (loaded.error) {
    return (
      <div className="adm-page">
        <ErrorState title={loaded.error} message={loaded.notFound ? "The article you're looking for doesn't exist or has been removed." : 'Please try again.'}>
          <Link to={LIST} className="adm-btn adm-btn--secondary">
            Back to Articles
          </Link>
        </ErrorState>
      </div>
    );
  }
  return <ArticleEditor key={loaded.session} article={loaded.item} me={me ?? null} onSaved={loaded.hold} />;
}

function ArticleEditor({ article, me, onSaved }: { article: Article | null; me: Author | null; onSaved: (article: Article) => void }) {
  const categories = useOfferedCategories();
  const toast = useAdminToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [body, setBody] = useState<BodyChange | null>(null);
  const [galleryTyping, setGalleryTyping] = useState(false);
  const form = useEditorForm<ArticleFormValues, Article>({
    kind: 'articles',
    item: article,
    valuesOf: (item) => formValues(item, me),
    toBody: toPayload,
    dateField: 'publish_date',
    sectionOf: articleSectionOf,
    openSections: OPEN_SECTIONS,
    saveFailed: 'Failed to save article. Please try again.',
    validate: (v) => ({
      ...checkArticle(v),
      ...(body?.copying ? { content: 'Pictures are still being copied to the media library: wait a moment' } : {}),
      ...(body?.failedCopies ? { content: 'Some pasted pictures could not be copied: retry or remove them' } : {}),
    }),
    requiredFields: REQUIRED_FIELDS,
    onSaved: (saved, mode, byHand, before) => {
      onSaved(saved);
      if (mode === 'create') navigate(`/admin/articles/${saved.id}/edit`, { replace: true, state: location.state });
      if (byHand) toast.success(...savedToast('article', before, saved.status, { created: 'Article created successfully!', updated: 'Article updated successfully!' }));
    },
  });
  const { values, set, text, errors, editing } = form;
  /** The chosen profile's portrait for the picker (the article keeps its id and name only). */
  const [author, setAuthor] = useState<ChosenAuthor | null>(article ? { id: article.author_id ?? '', name: article.author, image: article.author_image } : me);
  /** The homepage flags are curation: editors' (contributors do not see them; the API refuses them too). */
  const curate = useCan('curate');
  /** Editors choose any byline; a contributor's items carry their own profile (the API refuses another). */
  const { user } = useAuth();
  const choosesByline = !!user && choosesAnyByline(user.role);

  // Until the editor has loaded (a moment), the stored Markdown's words.
  const bodyText = body?.text ?? values.content;
  const checks: CheckItem[] = [
    { label: 'Featured image', done: Boolean(values.featured_image.trim()), field: 'featured_image' },
    { label: 'Alt text of the featured image', done: Boolean(values.featured_image_alt.trim()), field: 'featured_image_alt' },
    { label: body?.missingAlt ? `Alt text of ${body.missingAlt} ${body.missingAlt === 1 ? 'picture' : 'pictures'} in the text` : 'Alt text of the pictures in the text', done: !body?.missingAlt },
    { label: 'Excerpt', done: Boolean(values.excerpt.trim()), field: 'excerpt' },
    { label: 'Category', done: Boolean(values.category_name), field: 'category_name' },
  ];
  const missing = checks.filter((c) => !c.done).length;
  const chrome = useEditorChrome(form, { backTo: LIST, backLabel: 'Articles', checks, noun: 'article', labels: ARTICLE_LABELS, date: values.publish_date });

  const card = {
    title: values.title.trim(),
    description: values.meta_description.trim() || values.excerpt.trim() || truncate(values.subtitle, 160),
    image: values.featured_image.trim(),
    path: article ? `/article/${article.id}` : '',
  };
  const section = (id: string) => ({ open: form.isOpen(id), onToggle: () => form.toggleSection(id), hasError: form.sectionHasError(id) });

  return (
    <EditorPage
      heading={editing ? 'Edit article' : 'New article'}
      {...chrome.pageProps}
      liveHref={form.item?.status === 'published' ? `/article/${form.item.id}` : null}
      preview={{ kind: 'articles', id: form.item?.id ?? null, fields: () => toPayload(values), dirty: form.dirty || form.pendingUpdate || galleryTyping }}
      dirty={chrome.pageProps.dirty || galleryTyping}
      panelLabel="Article settings"
      panel={
        <>
          <PanelSection title="Checklist" note={missing ? `${missing} to check` : 'All set'} {...section('checklist')}>
            <Checklist items={checks} onGo={form.showField} />
          </PanelSection>
          <PanelSection title="Status & schedule" {...section('publish')}>
            <StatusSummary status={form.item?.status ?? null} date={form.item?.publish_date ?? null} noun="article" />
            <FieldSlot name="publish_date">
              <TextField
                label={values.status === 'scheduled' ? 'Publish Date (required when scheduled)' : 'Publish Date'}
                type="datetime-local"
                required={values.status === 'scheduled'}
                {...text('publish_date')}
                hint={values.publish_date ? undefined : 'Empty: now'}
              />
            </FieldSlot>
          </PanelSection>
          <PanelSection title="Category & tags" {...section('taxonomy')}>
            <FieldSlot name="category_name">
              <SelectField label="Category" required {...text('category_name')} options={categories.map((c) => ({ value: c, label: c }))} />
            </FieldSlot>
            <TagsWithSuggestions placeholder="education, innovation, africa" {...text('tags')} />
          </PanelSection>
          <PanelSection title="Author" {...section('author')}>
            <FieldSlot name="author">
              {choosesByline ? (
                <AuthorPicker
                  label="Author"
                  required
                  allowCreate
                  value={values.author_id ? { id: values.author_id, name: values.author, image: author?.id === values.author_id ? author.image : undefined } : null}
                  onChange={(chosen) => {
                    setAuthor(chosen);
                    set('author_id', chosen.id);
                    set('author', chosen.name);
                  }}
                  error={errors.author || errors.author_id || undefined}
                  hint="Their portrait, bio and links come from their profile (Authors)."
                />
              ) : (
                <FixedByline
                  label="Author"
                  author={{ id: values.author_id, name: values.author || user?.name || '', image: author?.id === values.author_id ? author.image : undefined }}
                  own={!values.author_id || values.author_id === me?.id}
                />
              )}
            </FieldSlot>
          </PanelSection>
          <PanelSection title="Featured image" {...section('image')}>
            <FieldSlot name="featured_image">
              <ImageUrlField label="Featured Image URL" required placeholder="https://example.com/image.jpg" alt={values.featured_image_alt} {...text('featured_image')} />
            </FieldSlot>
            <FieldSlot name="featured_image_alt">
              <TextField label="Featured Image Alt Text" placeholder="Describe the image for screen readers" {...text('featured_image_alt')} />
            </FieldSlot>
            <ImagePreview src={values.featured_image} alt={values.featured_image_alt || 'Featured image preview'} empty="The image preview appears here once you enter a URL or upload an image." />
          </PanelSection>
          <PanelSection title="Excerpt" {...section('excerpt')}>
            <FieldSlot name="excerpt">
              <TextArea
                label="Excerpt"
                required
                rows={4}
                placeholder="A short summary shown on cards and in search"
                {...text('excerpt')}
                counter={{ length: values.excerpt.length, max: LIMITS.excerptMax, warnAt: 450, format: (n, m) => `${n}/${m} characters` }}
              />
            </FieldSlot>
          </PanelSection>
          <PanelSection title="Search & sharing" {...section('seo')}>
            <FieldSlot name="meta_description">
              <MetaDescriptionField {...text('meta_description')} />
            </FieldSlot>
            <SearchPreview card={card} />
            <ShareCards card={card} />
          </PanelSection>
          <PanelSection title="Image gallery" note={values.additional_images.length ? `${values.additional_images.length}` : undefined} {...section('gallery')}>
            <GalleryField images={values.additional_images} onChange={(images) => set('additional_images', images)} errors={errors} onTyping={setGalleryTyping} />
          </PanelSection>
          <RevisionsSection form={form} labels={ARTICLE_LABELS} open={form.isOpen('revisions')} onToggle={() => form.toggleSection('revisions')} />
          <PanelSection title="Options" {...section('options')}>
            <fieldset className="adm-fieldset">
              <legend>Options</legend>
              <CheckboxField label="Allow comments" description="Readers can comment on this article" checked={values.allow_comments} onChange={(e) => set('allow_comments', e.target.checked)} />
              {curate && (
                <>
                  <CheckboxField label="Featured" description="Show in the homepage featured section" checked={values.featured} onChange={(e) => set('featured', e.target.checked)} />
                  <CheckboxField label="Trending" description="Promote in the trending list" checked={values.trending} onChange={(e) => set('trending', e.target.checked)} />
                  <CheckboxField label="Editor's Pick" description="At most 4 articles at a time" checked={values.editors_pick} onChange={(e) => set('editors_pick', e.target.checked)} />
                </>
              )}
            </fieldset>
            {errors.editors_pick && <p className="adm-field__error">{errors.editors_pick}</p>}
          </PanelSection>
        </>
      }
    >
      <div className="ed-paper">
        <WritingField kind="title" name="title" label="Title" required placeholder="Title" {...text('title')} autoFocus={!editing} />
        <WritingField kind="subtitle" name="subtitle" label="Subtitle" placeholder="A short line under the title (optional)" {...text('subtitle')} />
        <WritingStats text={bodyText} />
        <div data-field="content" className={`ed-body-slot${errors.content ? ' has-error' : ''}`}>
          <Suspense fallback={<BodyLoading />}>
            <BodyEditor
              key={form.generation}
              label="Content"
              markdown={values.content}
              onChange={(change) => {
                setBody(change);
                if (change.markdown !== values.content) set('content', change.markdown);
              }}
            />
          </Suspense>
          {errors.content && (
            <p className="adm-field__error" role="alert">
              {errors.content}
            </p>
          )}
        </div>
      </div>
      {chrome.dialogs}
    </EditorPage>
  );
}

function BodyLoading() {
  return (
    <div className="ed-body-loading" role="status">
      <span className="adm-spinner adm-spinner--sm" aria-hidden="true" /> Loading the editor...
    </div>
  );
}
