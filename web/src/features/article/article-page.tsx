/**
 * /article/{id}: category, title, subtitle, byline, featured picture with caption, the sanitized
 * content, tags, like button, gallery and comments. Loading, not-found and error states.
 */
import '../../styles/inner-pages.css';
import { Link, useNavigate } from 'react-router-dom';
import { PAGE_KEYS, PAGE_SIZES, type ArticleFull } from '../../../../shared/page-data.ts';
import { formatDate, formatViews, splitTags, truncate } from '../../../../shared/format.ts';
import { articleJsonLd } from '../../../../shared/structured-data.ts';
import { authorPath } from '../../../../shared/slug.ts';
import { SmartImage } from '../../components/ui/smart-image.tsx';
import { IMAGE_SIZES } from '../../lib/image-sizes.ts';
import { DetailStates, useDetailItem, type DetailNoun } from '../../components/ui/detail-states.tsx';
import { ArrowLeftIcon, BookIcon, CalendarIcon, ClockIcon, CommentIcon, EyeIcon, UserIcon } from '../../components/ui/icons.tsx';
import { TagLinks } from '../../components/ui/tag-links.tsx';
import { playProseEmbed } from '../../components/ui/prose-embeds.ts';
import { ShareActions } from '../../components/share/share-actions.tsx';
import { SaveOfflineButton } from '../../components/offline/save-offline-button.tsx';
import { ArticleCard } from '../../components/cards/article-card.tsx';
import { CardSkeleton } from '../../components/ui/state-panel.tsx';
import { useLoader } from '../../lib/page-data.tsx';
import { useSiteName } from '../../lib/site.tsx';
import { fetchArticle, fetchRelated } from './api.ts';
import { LikeButton } from './like-button.tsx';
import { CommentsSection } from './comments-section.tsx';
import { countOf, nounFor } from '../../../../shared/words.ts';
import './article.css';

function BackButton() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="back-button"
      onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/magazine'))}
    >
      <ArrowLeftIcon size={18} /> Back
    </button>
  );
}

/** The end of the article: stories in its category or sharing a tag, newest first (the server chooses). */
function RelatedStories({ id }: { id: string }) {
  const related = useLoader(PAGE_KEYS.related(id), (signal) => fetchRelated(id, signal));
  if (related.status === 'error' || related.data?.length === 0) return null;
  return (
    <section className="related" aria-labelledby="related-heading">
      <h2 id="related-heading">Related stories</h2>
      <div className="grid grid--3">
        {related.data
          ? related.data.map((a) => <ArticleCard key={a.id} article={a} compact sizes={IMAGE_SIZES.related} />)
          : Array.from({ length: PAGE_SIZES.related }, (_, i) => <CardSkeleton key={i} />)}
      </div>
    </section>
  );
}

function ArticleView({ article }: { article: ArticleFull }) {
  const tags = splitTags(article.tags);
  return (
    <article className="article">
      <header className="article__header">
        <span className="badge badge--category">{article.category_name}</span>
        <h1 className="article__title">{article.title}</h1>
        {article.subtitle && <p className="article__subtitle">{article.subtitle}</p>}
        <p className="meta meta--lg">
          <span>
            <UserIcon size={16} /> <Link to={authorPath(article.author_slug)}>{article.author}</Link>
          </span>
          <span>
            <CalendarIcon size={16} /> {formatDate(article.publish_date)}
          </span>
          <span>
            <ClockIcon size={16} /> {article.read_time} min read
          </span>
          <span>
            <EyeIcon size={16} /> {formatViews(article.views)} {nounFor(article.views, 'view')}
          </span>
        </p>
        <div className="item-actions">
          <ShareActions title={article.title} path={`/article/${article.id}`} noun="article" />
          <SaveOfflineButton
            kind="article"
            id={article.id}
            title={article.title}
            path={`/article/${article.id}`}
            image={article.featured_image}
            root={() => document.querySelector('article.article')}
          />
        </div>
      </header>
      {article.featured_image && (
        <figure className="article__figure">
          <SmartImage
            src={article.featured_image}
            alt={article.featured_image_alt || article.title}
            width={1200}
            height={675}
            sizes={IMAGE_SIZES.articleFigure}
            priority
          />
          {article.featured_image_alt && <figcaption>{article.featured_image_alt}</figcaption>}
        </figure>
      )}
      {/* The text's YouTube players load on a click (prose-embeds.ts). */}
      <div className="article__content prose" onClick={playProseEmbed} dangerouslySetInnerHTML={{ __html: article.content_html }} />
      <TagLinks tags={tags} />
      <div className="article__actions">
        <LikeButton id={article.id} initialCount={article.likes} />
        <a href="#comments-heading" className="muted article__comment-count">
          <CommentIcon size={18} /> {countOf(article.comments_count, 'comment')}
        </a>
      </div>
      {article.additional_images.length > 0 && (
        <section className="gallery" aria-labelledby="gallery-heading">
          <h2 id="gallery-heading">Gallery</h2>
          <div className="gallery__grid">
            {article.additional_images.map((img) => (
              <figure key={img.id}>
                <SmartImage src={img.url} alt={img.alt || img.caption || article.title} width={640} height={427} sizes={IMAGE_SIZES.gallery} />
                {img.caption && <figcaption>{img.caption}</figcaption>}
              </figure>
            ))}
          </div>
        </section>
      )}
      {article.author_bio && (
        <aside className="author-box" aria-label={`About ${article.author}`}>
          {article.author_image ? (
            <SmartImage src={article.author_image} alt="" width={64} height={64} className="author-box__photo" sizes={IMAGE_SIZES.authorPhoto} />
          ) : (
            <div className="comment__avatar" aria-hidden="true">
              {article.author.charAt(0)}
            </div>
          )}
          <div>
            <p className="author-box__name">
              About <Link to={authorPath(article.author_slug)}>{article.author}</Link>
            </p>
            <p className="muted">{article.author_bio}</p>
          </div>
        </aside>
      )}
      <RelatedStories id={article.id} />
      <CommentsSection articleId={article.id} open={article.allow_comments} />
    </article>
  );
}

const NOUN: DetailNoun = { text: 'article', title: 'Article' };

export function ArticlePage() {
  const siteName = useSiteName();
  const result = useDetailItem(PAGE_KEYS.article, fetchArticle, NOUN, (article, absolute) => ({
    title: article.title,
    description: article.meta_description || article.excerpt || truncate(article.subtitle, 160),
    image: article.featured_image,
    imageAlt: article.featured_image_alt || article.title,
    type: 'article',
    jsonLd: articleJsonLd(article, absolute, siteName),
  }));

  return (
    <div className="container container--narrow page">
      <BackButton />
      <DetailStates
        result={result}
        noun={NOUN}
        icon={<BookIcon size={40} />}
        back={{ to: '/magazine', label: 'Return to Magazine' }}
        backOnError
      >
        {(item) => <ArticleView article={item} />}
      </DetailStates>
    </div>
  );
}
