/**
 * /admin/article/{id}: the article as staff check it — category, title, subtitle, author, date, read
 * time, views, tags (first 3 + toggle), featured image, content (first 500 characters + toggle),
 * additional images, excerpt (150), author bio, SEO description (120), Featured/Trending badges.
 * Edit opens the article's editor page. Not found: 'Article not found' with Go Back.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useChangeRule } from '../lib/may-change.ts';
import { useDetailItem, useGoBack } from '../lib/use-detail.ts';
import { formatCount, formatDate, formatDateTime, plainText, splitTags, truncate } from '../lib/format.ts';
import { ADMIN_IMAGE_SIZES, AdminImage } from '../components/admin-image.tsx';
import { CollapsibleTags, DetailError, DetailTopBar, Fact, SeoDescriptionPanel } from '../components/detail-parts.tsx';
import { CalendarIcon, ClockIcon, EyeIcon, UserIcon } from '../components/icons.tsx';
import { Panel } from '../components/page-header.tsx';
import { LoadingState } from '../components/states.tsx';
import { Chip, StatusBadge } from '../components/status-badge.tsx';
import { getArticle } from './api.ts';
import { nounFor } from '../../../../../shared/words.ts';

export function ArticleDetailPage() {
  const { id = '' } = useParams();
  const [fullContent, setFullContent] = useState(false);
  const item = useDetailItem(getArticle, id, { notFound: 'Article not found', failed: () => 'Failed to load article' });
  const goBack = useGoBack('/admin/magazine/articles');
  const changeRule = useChangeRule();

  if (item.loading && !item.data) return <LoadingState text="Loading article..." />;
  if (item.error || !item.data) {
    return <DetailError title={item.error ?? 'Article not found'} message="The article you're looking for doesn't exist or has been removed." onBack={goBack} />;
  }

  const a = item.data;
  const tags = splitTags(a.tags);
  const longContent = plainText(a.content).length > 500;

  return (
    <div className="adm-page">
      <DetailTopBar onBack={goBack} liveHref={`/article/${a.id}`} preview={a.status === 'published' ? null : { kind: 'articles', id: a.id }} editLabel="Edit Article" editHref={`/admin/articles/${a.id}/edit`} refusal={changeRule(a)} status={a.status} />

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
                <EyeIcon size={15} /> {formatCount(a.views)} {nounFor(a.views, 'view')}
              </span>
            </p>
            <CollapsibleTags tags={tags} moreLabel={(hidden) => `+${hidden} more`} />
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
                      <AdminImage src={img.url} alt={img.alt} sizes={ADMIN_IMAGE_SIZES.card} />
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
          {(a.author_bio || a.author_image) && (
            <Panel title="About the Author">
              {a.author_image && <AdminImage src={a.author_image} alt={`Portrait of ${a.author}`} className="adm-thumb" sizes={ADMIN_IMAGE_SIZES.tableThumb} />}
              <p>
                <strong>{a.author}</strong>
                {a.author_bio && <> — {a.author_bio}</>}
              </p>
            </Panel>
          )}
          <SeoDescriptionPanel text={a.meta_description} />
          <Panel title="Details">
            <dl className="adm-facts">
              <Fact label="Status"><StatusBadge status={a.status} /></Fact>
              <Fact label="Comments">{a.allow_comments ? 'Enabled' : 'Disabled'}</Fact>
              <Fact label="Created">{formatDateTime(a.created_at)}</Fact>
              <Fact label="Last updated">{formatDateTime(a.updated_at)}</Fact>
              <Fact label="Article ID" valueClassName="adm-mono">{a.id}</Fact>
            </dl>
            <Link to="/admin/magazine/articles" className="adm-link">
              Manage Articles
            </Link>
          </Panel>
        </aside>
      </div>
    </div>
  );
}
