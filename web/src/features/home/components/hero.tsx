/** The hero: the main article and the optional second, each with its summary as cut for its place (toMainSlots). */
import { Link } from 'react-router-dom';
import type { ArticleCardData, HomeMainSlots } from '../../../../../shared/page-data.ts';
import { ArticleByline } from '../../../components/cards/article-card.tsx';
import { SmartImage } from '../../../components/ui/smart-image.tsx';
import { IMAGE_SIZES } from '../../../lib/image-sizes.ts';
import { StatePanel, Skeleton } from '../../../components/ui/state-panel.tsx';
import { BookIcon } from '../../../components/ui/icons.tsx';

function HeroCard({ article, main, single }: { article: ArticleCardData; main: boolean; single: boolean }) {
  return (
    <article className={`hero-card ${main ? 'hero-card--main' : 'hero-card--second'}`}>
      <Link to={`/article/${article.id}`} className="hero-card__link">
        <div className="hero-card__media">
          <SmartImage
            src={article.featured_image}
            alt={article.featured_image_alt || article.title}
            width={main ? 1200 : 640}
            height={main ? 675 : 400}
            sizes={single ? IMAGE_SIZES.heroSingle : main ? IMAGE_SIZES.heroMain : IMAGE_SIZES.heroSecond}
            priority={main}
          />
        </div>
        <div className="hero-card__body">
          <span className="badge badge--category">{article.category_name}</span>
          <h2 className="hero-card__title">{article.title}</h2>
          <p className="hero-card__text">{article.summary}</p>
          <ArticleByline article={article} by />
        </div>
      </Link>
    </article>
  );
}

export function Hero({ data }: { data: HomeMainSlots | undefined }) {
  if (!data) {
    return (
      <section className="hero hero--loading" aria-label="Main stories" aria-busy="true">
        <Skeleton className="skeleton--hero" />
        <Skeleton className="skeleton--hero-second" />
      </section>
    );
  }
  const { main, second } = data;
  if (!main && !second) {
    return (
      <section className="hero hero--empty" aria-label="Main stories">
        <StatePanel
          icon={<BookIcon size={40} />}
          title="No Featured Articles Yet"
          text="Our editors are preparing the next big stories. Meanwhile, watch the TV show or listen to the podcast."
        >
          <Link to="/tv-show" className="btn btn--primary">
            Watch TV Shows
          </Link>
          <Link to="/podcast" className="btn btn--outline">
            Listen to Podcasts
          </Link>
        </StatePanel>
      </section>
    );
  }
  const first = main ?? second!;
  const other = main ? second : null;
  return (
    <section className={`hero${other ? '' : ' hero--single'}`} aria-label="Main stories">
      <HeroCard article={first} main single={!other} />
      {other && <HeroCard article={other} main={false} single={false} />}
    </section>
  );
}
