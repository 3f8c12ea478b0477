/** /videos: every magazine video, newest first, 12 a page with real page addresses (?page=2). */
import '../../styles/inner-pages.css';
import { Link, useSearchParams } from 'react-router-dom';
import { useSiteName } from '../../lib/site.tsx';
import { PAGE_KEYS, listHref, readPage } from '../../../../shared/page-data.ts';
import { countOf } from '../../../../shared/words.ts';
import { useLoader } from '../../lib/page-data.tsx';
import { HOME_CRUMB, MAGAZINE_CRUMB, useListHead } from '../../lib/list-head.ts';
import { VideoCard } from '../../components/cards/video-card.tsx';
import { Breadcrumbs } from '../../components/browse/breadcrumbs.tsx';
import { ListStates } from '../../components/browse/list-states.tsx';
import { Pagination, useTopOnListChange } from '../../components/browse/pagination.tsx';
import { StatePanel } from '../../components/ui/state-panel.tsx';
import { TvIcon } from '../../components/ui/icons.tsx';
import { fetchVideoList } from './api.ts';

const PATH = '/videos';
const LEAD = 'Short films from the magazine: interviews, explainers and visits to the classrooms, labs and studios behind our stories.';
const CRUMBS = [HOME_CRUMB, MAGAZINE_CRUMB, { name: 'Videos', path: PATH }];
const href = (page: number) => listHref(PATH, page);

export function VideosPage() {
  const [params] = useSearchParams();
  const page = readPage(params);
  const key = PAGE_KEYS.videoList(page);
  const list = useLoader(key, (signal) => fetchVideoList(page, signal));
  useTopOnListChange(key);
  const siteName = useSiteName();
  useListHead({
    title: 'Videos',
    description: `Videos from the ${siteName} magazine. ${LEAD}`,
    image: list.data?.videos[0]?.thumbnail,
    path: href(page),
    crumbs: CRUMBS,
    pagination: list.data?.pagination,
  });

  return (
    <div className="container page">
      <Breadcrumbs crumbs={CRUMBS} />
      <header className="page-header">
        <p className="eyebrow">{siteName} Magazine</p>
        <h1>Videos</h1>
        <p className="page-header__lead">{LEAD}</p>
      </header>
      <section className="browse" aria-labelledby="browse-heading">
        <div className="section-heading">
          <h2 id="browse-heading">All videos</h2>
          {list.data && list.data.pagination.total > 0 && <p className="section-heading__count">{countOf(list.data.pagination.total, 'video')}</p>}
        </div>
        <ListStates result={list} noun="videos" skeletons={{ className: 'grid grid--4', count: 8 }} firstPage={PATH}>
          {({ videos, pagination }) =>
            videos.length === 0 ? (
              <StatePanel icon={<TvIcon size={36} />} title="No Videos Yet" text="New videos are in production. Come back soon!">
                <Link to="/tv-show" className="btn btn--primary">
                  Watch the TV show
                </Link>
              </StatePanel>
            ) : (
              <>
                <div className="grid grid--4">
                  {videos.map((v) => (
                    <VideoCard key={v.id} video={v} />
                  ))}
                </div>
                <Pagination pagination={pagination} href={href} />
              </>
            )
          }
        </ListStates>
      </section>
    </div>
  );
}
