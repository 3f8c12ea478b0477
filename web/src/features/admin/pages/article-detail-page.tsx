/**
 * /admin/article/{id}: the article as staff check it — category, title, subtitle, author, date, read
 * time, views, tags (first 3 + toggle), featured image, content (first 500 characters + toggle),
 * additional images, excerpt (150), author bio, SEO description (120), Featured/Trending badges.
 * Edit opens the same modal as the list. Not found: 'Article not found' with Go Back.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Article } from '../../../../../shared/api/content.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { isStatus } from '../lib/errors.ts';
import { formatCount, formatDate, formatDateTime, plainText, splitTags, truncate } from '../lib/format.ts';
import {
  AdminImage,
  ArrowLeftIcon,
  CalendarIcon,
  Chip,
  ClockIcon,
  EditIcon,
  ErrorState,
  ExternalLinkIcon,
  EyeIcon,
  LoadingState,
  Panel,
  StatusBadge,
  UserIcon,
  useAdminToast,
} from '../components/index.ts';
import { ArticleFormModal } from './article-form-modal.tsx';

export function ArticleDetailPage() {
  const { id = '' } = useParams();
  const { request } = useAuth();
  const navigate = useNavigate();
  const toast = useAdminToast();
  const [allTags, setAllTags] = useState(false);
  const [fullContent, setFullContent] = useState(false);
  const [editing, setEditing] = useState(false);
  const item = useLoad(
    () =>
      request<{ data: Article }>(`/articles/${encodeURIComponent(id)}`)
        .then((r) => r.data)
        .catch((err) => {
          if (isStatus(err, 404) || isStatus(err, 400)) throw new Error('Article not found');
          throw new Error('Failed to load article');
        }),
    [request, id],
  );

  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/admin/magazine/articles'));

  if (item.loading && !item.data) return <LoadingState text="Loading article..." />;
  if (item.error || !item.data) {
    return (
      <div className="adm-page">
        <ErrorState title={item.error ?? 'Article not found'} message="The article you're looking for doesn't exist or has been removed.">
          <button type="button" className="adm-btn adm-btn--primary" onClick={goBack}>
            <ArrowLeftIcon size={16} /> Go Back
          </button>
        </ErrorState>
      </div>
    );
  }

  const a = item.data;
  const tags = splitTags(a.tags);
  const shownTags = allTags ? tags : tags.slice(0, 3);
  const longContent = plainText(a.content).length > 500;

  return (
    <div className="adm-page">
      <div className="adm-detail-top">
        <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" onClick={goBack}>
          <ArrowLeftIcon size={16} /> Back
        </button>
        <div className="adm-detail-top__actions">
          <a href={`/article/${a.id}`} target="_blank" rel="noreferrer" className="adm-btn adm-btn--secondary adm-btn--sm">
            <ExternalLinkIcon size={16} /> View Live
          </a>
          <button type="button" className="adm-btn adm-btn--primary adm-btn--sm" onClick={() => setEditing(true)}>
            <EditIcon size={16} /> Edit Article
          </button>
        </div>
      </div>

      <div className="adm-detail">
        <div className="adm-detail__main">
          <Panel>
            <div className="adm-preview__chips">
              <Chip tone="red">{a.category_name}</Chip>
              <StatusBadge status={a.status} />
              {a.featured && <Chip tone="amber">Featured</Chip>}
              {a.trending && <Chip tone="green">Trending</Chip>}
              {a.editors_pick && <Chip tone="purple">Editor's Pick</Chip>}
              {a.main_position && <Chip tone="red">{a.main_position === 'main' ? 'Main Article' : 'Second Main Article'}</Chip>}
            </div>
            <h1 className="adm-detail__title">{a.title}</h1>
            {a.subtitle && <p className="adm-detail__subtitle">{a.subtitle}</p>}
            <p className="adm-detail__meta">
              <span>
                <UserIcon size={15} /> {a.author}
              </span>
              <span>
                <CalendarIcon size={15} /> {formatDate(a.publish_date)}
              </span>
              <span>
                <ClockIcon size={15} /> {a.read_time ? `${a.read_time} min read` : 'N/A'}
              </span>
              <span>
                <EyeIcon size={15} /> {formatCount(a.views)} views
              </span>
            </p>
            {tags.length > 0 && (
              <div className="adm-tags">
                {shownTags.map((t) => (
                  <Chip key={t}>#{t}</Chip>
                ))}
                {tags.length > 3 && (
                  <button type="button" className="adm-link" onClick={() => setAllTags((s) => !s)} aria-expanded={allTags}>
                    {allTags ? 'Show less' : `+${tags.length - 3} more`}
                  </button>
                )}
              </div>
            )}
            <figure className="adm-detail__figure">
              <AdminImage src={a.featured_image} alt={a.featured_image_alt || a.title} />
              {a.featured_image_alt && <figcaption>{a.featured_image_alt}</figcaption>}
            </figure>
            <h2 className="adm-section-title">Content</h2>
            {fullContent ? (
              // content_html is sanitized by the server (markdown.ts), safe to insert.
              <div className="adm-prose" dangerouslySetInnerHTML={{ __html: a.content_html }} />
            ) : (
              <p className="adm-detail__content">{truncate(plainText(a.content), 500)}</p>
            )}
            {longContent && (
              <button type="button" className="adm-link" onClick={() => setFullContent((s) => !s)} aria-expanded={fullContent}>
                {fullContent ? 'Show less' : 'Read full article'}
              </button>
            )}
            {a.additional_images.length > 0 && (
              <>
                <h2 className="adm-section-title">Additional Images</h2>
                <ul className="adm-gallery adm-gallery--grid">
                  {a.additional_images.map((img) => (
                    <li key={img.id} className="adm-gallery__card">
                      <AdminImage src={img.url} alt={img.alt} />
                      {(img.caption || img.alt) && <p className="adm-muted">{img.caption || img.alt}</p>}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Panel>
        </div>
        <aside className="adm-detail__side">
          <Panel title="Excerpt">
            <p>{truncate(a.excerpt, 150)}</p>
          </Panel>
          {a.author_bio && (
            <Panel title="About the Author">
              <p>
                <strong>{a.author}</strong> — {a.author_bio}
              </p>
            </Panel>
          )}
          <Panel title="SEO Description">
            <p>{a.meta_description ? truncate(a.meta_description, 120) : <span className="adm-muted">No meta description</span>}</p>
          </Panel>
          <Panel title="Details">
            <dl className="adm-facts">
              <div>
                <dt>Status</dt>
                <dd>
                  <StatusBadge status={a.status} />
                </dd>
              </div>
              <div>
                <dt>Comments</dt>
                <dd>{a.allow_comments ? 'Enabled' : 'Disabled'}</dd>
              </div>
              <div>
                <dt>Created</dt>
                <dd>{formatDateTime(a.created_at)}</dd>
              </div>
              <div>
                <dt>Last updated</dt>
                <dd>{formatDateTime(a.updated_at)}</dd>
              </div>
              <div>
                <dt>Article ID</dt>
                <dd className="adm-mono">{a.id}</dd>
              </div>
            </dl>
            <Link to="/admin/magazine/articles" className="adm-link">
              Manage Articles
            </Link>
          </Panel>
        </aside>
      </div>
      <ArticleFormModal
        open={editing}
        article={a}
        onClose={() => setEditing(false)}
        onSaved={(saved) => {
          setEditing(false);
          item.setData(saved);
          toast.success('Article updated successfully!', 'Your changes have been saved.');
        }}
      />
    </div>
  );
}
