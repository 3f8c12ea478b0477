/**
 * Home: hero, featured articles, Editor's Pick, videos, then the regular list with Load More beside
 * the numbered Trending list (above it on a phone, where the long list would hide it). The stories
 * come in one answer that shows each only once (the hero's, then Editor's Pick, Featured and
 * Latest: server/modules/articles/public.ts); videos and trending load on their own. All of it
 * is already filled in by the server on a first visit.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PAGE_KEYS, PAGE_SIZES, type ArticleCardData, type HomeRegularList, type HomeStories, type TrendingItemData } from '../../../../shared/page-data.ts';
import { formatViews } from '../../../../shared/format.ts';
import { siteDescription } from '../../../../shared/constants.ts';
import { useLoader, type Loaded } from '../../lib/page-data.tsx';
import { useAbsoluteUrl, useHead } from '../../lib/head.tsx';
import { useSiteName } from '../../lib/site.tsx';
import { websiteJsonLd } from '../../../../shared/structured-data.ts';
import { IMAGE_SIZES } from '../../lib/image-sizes.ts';
import { CardSkeleton, StatePanel } from '../../components/ui/state-panel.tsx';
import { BookIcon, TrendingIcon } from '../../components/ui/icons.tsx';
import { ArticleCard } from '../../components/cards/article-card.tsx';
import { Hero } from './components/hero.tsx';
import { VideoCard } from '../../components/cards/video-card.tsx';
import { fetchHomeStories, fetchHomeVideos, fetchLatestList, fetchTrending } from './api.ts';
import { nounFor } from '../../../../shared/words.ts';
import './home.css';

function SectionHeading({ title, id, action }: { title: string; id: string; action?: ReactNode }) {
  return (
    <div className="section-heading">
      <h2 id={id}>{title}</h2>
      {action}
    </div>
  );
}

function FeaturedSection({ featured }: { featured: ArticleCardData[] | undefined }) {
  if (featured?.length === 0) return null; // hides itself when empty
  return (
    <section className="section" aria-labelledby="featured-heading">
      <SectionHeading title="Featured Articles" id="featured-heading" />
      <div className="grid grid--3">
        {featured
          ? featured.slice(0, PAGE_SIZES.featured).map((a) => <ArticleCard key={a.id} article={a} sizes={IMAGE_SIZES.grid3} />)
          : Array.from({ length: PAGE_SIZES.featured }, (_, i) => <CardSkeleton key={i} />)}
      </div>
    </section>
  );
}

function EditorsPickSection({ picks }: { picks: ArticleCardData[] | undefined }) {
  return (
    <section className="section" aria-labelledby="editors-heading">
      <SectionHeading title="Editor's Pick" id="editors-heading" />
      {picks?.length === 0 ? (
        <div className="empty-note">
          <p className="empty-note__title">No featured articles available at the moment.</p>
          <p>Check back later for our editor's latest picks!</p>
        </div>
      ) : (
        <div className="grid grid--4">
          {picks
            ? picks.slice(0, PAGE_SIZES.editorsPick).map((a) => <ArticleCard key={a.id} article={a} compact sizes={IMAGE_SIZES.grid4} />)
            : Array.from({ length: PAGE_SIZES.editorsPick }, (_, i) => <CardSkeleton key={i} />)}
        </div>
      )}
    </section>
  );
}

function VideosSection() {
  const videos = useLoader(PAGE_KEYS.homeVideos, fetchHomeVideos);
  if (videos.status === 'ready' && videos.data.length === 0) return null;
  return (
    <section className="section section--tinted" aria-labelledby="videos-heading">
      <SectionHeading
        title="Videos"
        id="videos-heading"
        action={
          <Link to="/videos" className="section-heading__link">
            See all videos
          </Link>
        }
      />
      <div className="grid grid--4">
        {videos.status === 'ready'
          ? videos.data.slice(0, PAGE_SIZES.homeVideos).map((v) => <VideoCard key={v.id} video={v} />)
          : Array.from({ length: PAGE_SIZES.homeVideos }, (_, i) => <CardSkeleton key={i} />)}
      </div>
    </section>
  );
}

function TrendingList({ articles }: { articles: TrendingItemData[] | undefined }) {
  return (
    <aside className="trending" aria-labelledby="trending-heading">
      <h2 id="trending-heading" className="trending__title">
        <TrendingIcon size={20} /> Trending Articles
      </h2>
      {!articles ? (
        <p className="muted">Loading...</p>
      ) : articles.length === 0 ? (
        <p className="muted">No trending articles right now.</p>
      ) : (
        <ol className="trending__list">
          {articles.slice(0, PAGE_SIZES.trending).map((a, i) => (
            <li key={a.id}>
              <span className="trending__rank" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <div>
                <Link to={`/article/${a.id}`} className="trending__link">
                  {a.title}
                </Link>
                <p className="meta">
                  <span>{a.category_name}</span>
                  <span>{formatViews(a.views)} {nounFor(a.views, 'view')}</span>
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}

/** The cards the reader already sees, then those of `fetched` not among them, in the list's order. */
function appendNew(shown: ArticleCardData[], fetched: ArticleCardData[]): ArticleCardData[] {
  const seen = new Set(shown.map((a) => a.id));
  return [...shown, ...fetched.filter((a) => !seen.has(a.id))];
}

function RegularSection({ stories }: { stories: Loaded<HomeStories> }) {
  const trending = useLoader(PAGE_KEYS.homeTrending, fetchTrending);
  const [visible, setVisible] = useState<number>(PAGE_SIZES.regularInitial);
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');
  const list = stories.data?.latest;

  async function loadMore(current: HomeRegularList) {
    const next = visible + PAGE_SIZES.regularStep;
    if (current.articles.length < Math.min(next, current.total)) {
      setMore('loading');
      try {
        const whole = await fetchLatestList();
        // Cards already on screen stay where they are, even if the list moved since the page was made.
        if (stories.data) stories.set({ ...stories.data, latest: { articles: appendNew(current.articles, whole.articles), total: whole.total } });
      } catch (err) {
        console.error('Failed to fetch regular articles', err);
        setMore('failed');
        return;
      }
    }
    setMore('idle');
    setVisible(next);
  }

  // Trending first: on a phone it comes before the long list, not after 20 cards; from 960 px it
  // is the list's side column (home.css), the page's reading order staying the phone's.
  return (
    <div className="section with-sidebar">
      <TrendingList articles={trending.status === 'ready' ? trending.data : undefined} />
      <section className="latest" aria-labelledby="latest-heading">
        <div>
          <SectionHeading title="Latest Articles" id="latest-heading" />
          {!list ? (
            <div className="grid grid--2">
              {Array.from({ length: PAGE_SIZES.regularInitial }, (_, i) => (
                <CardSkeleton key={i} />
              ))}
            </div>
          ) : list.articles.length === 0 ? (
            <StatePanel icon={<BookIcon size={36} />} title="No Regular Articles Yet" headingLevel={3} text="New stories are on their way." />
          ) : (
            <>
              <div className="grid grid--2">
                {list.articles.slice(0, visible).map((a) => (
                  <ArticleCard key={a.id} article={a} sizes={IMAGE_SIZES.grid2Sidebar} />
                ))}
              </div>
              {visible < Math.max(list.total, list.articles.length) && (
                <div className="center">
                  {more === 'failed' && (
                    <p className="load-more__error" role="alert">
                      Failed to fetch regular articles
                    </p>
                  )}
                  <button
                    type="button"
                    className="btn btn--outline"
                    aria-busy={more === 'loading'}
                    disabled={more === 'loading'}
                    onClick={() => void loadMore(list)}
                  >
                    Load More Articles
                  </button>
                </div>
              )}
            </>
          )}
        </div>
      </section>
    </div>
  );
}

export function HomePage({ magazine = false }: { magazine?: boolean }) {
  const stories = useLoader(PAGE_KEYS.homeStories, fetchHomeStories);
  const absolute = useAbsoluteUrl();
  const siteName = useSiteName();
  const description = siteDescription(siteName);
  const main = stories.data?.main;
  useHead({
    title: magazine ? 'The Magazine' : undefined,
    description,
    image: main?.main?.featured_image || undefined,
    imageAlt: main?.main ? main.main.featured_image_alt || main.main.title : undefined,
    // The site's own description (and its search box) belongs to the home page alone.
    jsonLd: magazine ? undefined : websiteJsonLd(absolute, description, siteName),
  });
  return (
    <div className="container home">
      <h1 className="sr-only">{magazine ? `The ${siteName} Magazine` : `${siteName}: Education and Innovation in Africa`}</h1>
      <Hero data={main} />
      <FeaturedSection featured={stories.data?.featured} />
      <EditorsPickSection picks={stories.data?.editors} />
      <VideosSection />
      <RegularSection stories={stories} />
    </div>
  );
}
