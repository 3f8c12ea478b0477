/** An article card: picture, category, title, excerpt and the byline. Opens /article/{id}. */
import { Link } from 'react-router-dom';
import type { ArticleCardData } from '../../../../shared/page-data.ts';
import { formatDate, formatViews } from '../../../../shared/format.ts';
import { SmartImage } from '../ui/smart-image.tsx';
import { ClockIcon, EyeIcon } from '../ui/icons.tsx';

/** The byline under a card's text: author, date, reading time and views. */
export function ArticleByline({ article, by = false }: { article: ArticleCardData; by?: boolean }) {
  return (
    <p className="meta">
      <span>
        {by && 'By '}
        {article.author}
      </span>
      <span>{formatDate(article.publish_date)}</span>
      <span>
        <ClockIcon size={14} /> {article.read_time} min read
      </span>
      <span>
        <EyeIcon size={14} /> {formatViews(article.views)}
      </span>
    </p>
  );
}

/** `sizes`: the grid the card sits in (web/src/lib/image-sizes.ts). */
export function ArticleCard({ article, compact = false, sizes }: { article: ArticleCardData; compact?: boolean; sizes: string }) {
  return (
    <article className={`card${compact ? ' card--compact' : ''}`}>
      <Link to={`/article/${article.id}`} className="card__link">
        <div className="card__media">
          <SmartImage src={article.featured_image} alt={article.featured_image_alt || article.title} width={640} height={400} sizes={sizes} />
          <span className="badge badge--category">{article.category_name}</span>
        </div>
        <div className="card__body">
          <h3 className="card__title">{article.title}</h3>
          {/* Cut to a card's length already (toArticleCard); a compact card's data carries none. */}
          {!compact && <p className="card__text">{article.summary}</p>}
          <ArticleByline article={article} />
        </div>
      </Link>
    </article>
  );
}
