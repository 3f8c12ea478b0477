/**
 * /tvshow/{id}: one episode. Player, badges, counts, description with Show more/less, Episode
 * Details (season, episode, section) and tags. Rendered without the footer ("no page wrapper").
 */
import '../../styles/inner-pages.css';
import { Link } from 'react-router-dom';
import type { TvEpisodeLink } from '../../../../shared/api/next-reads.ts';
import { listHref } from '../../../../shared/page-data.ts';
import { PAGE_KEYS, type TvItem } from '../../../../shared/page-data.ts';
import { formatDate, formatViews, splitTags } from '../../../../shared/format.ts';
import { videoPageHead } from '../../lib/video-head.ts';
import { YouTubeEmbed } from '../../components/ui/youtube-embed.tsx';
import { ExpandableText } from '../../components/ui/expandable-text.tsx';
import { DetailStates, useDetailItem, type DetailNoun } from '../../components/ui/detail-states.tsx';
import { ArrowLeftIcon, CalendarIcon, ClockIcon, CommentIcon, EyeIcon, HeartIcon, StarIcon, TvIcon } from '../../components/ui/icons.tsx';
import { TagLinks } from '../../components/ui/tag-links.tsx';
import { ShareActions } from '../../components/share/share-actions.tsx';
import { UpNextCard } from '../../components/cards/up-next-card.tsx';
import { useLoader } from '../../lib/page-data.tsx';
import { fetchTvNext, fetchTvShow } from './api.ts';
import './tv.css';
import { countOf, nounFor, sectionLabel } from '../../../../shared/words.ts';

/** 'S2 E3', 'Episode 3', or '' for an episode with neither number. */
function episodeCode(e: Pick<TvEpisodeLink, 'season_number' | 'episode_number'>): string {
  if (e.season_number !== null && e.episode_number !== null) return `S${e.season_number} E${e.episode_number}`;
  return e.episode_number !== null ? `Episode ${e.episode_number}` : '';
}

/** The end of the page: the next episode (the next season's first after a season's last), and the episode's season. */
function UpNext({ show }: { show: TvItem }) {
  const loaded = useLoader(PAGE_KEYS.tvNext(show.id), (signal) => fetchTvNext(show.id, signal));
  if (!loaded.data) return null;
  const { next, season, season_episodes: episodes } = loaded.data;
  if (!next && episodes.length < 2) return null;
  const seasonName = season ? (season.title && season.title !== `Season ${season.season_number}` ? `Season ${season.season_number}: ${season.title}` : `Season ${season.season_number}`) : '';
  return (
    <section className="next-reads" aria-labelledby="up-next-heading">
      <h2 id="up-next-heading">Up next</h2>
      {next ? (
        <UpNextCard
          to={`/tvshow/${next.id}`}
          image={next.thumbnail}
          label={['Next episode', episodeCode(next)].filter(Boolean).join(' · ')}
          title={next.title}
          meta={next.duration && <span>{next.duration}</span>}
        />
      ) : (
        <p className="muted">This is the latest episode{seasonName ? ` of ${seasonName}` : ''}.</p>
      )}
      {season && episodes.length > 1 && (
        <nav className="season-list" aria-labelledby="season-list-heading">
          <h3 id="season-list-heading">
            {seasonName} <span className="muted">· {countOf(season.episodes, 'episode')}</span>
          </h3>
          <ol>
            {episodes.map((e) => (
              <li key={e.id}>
                <Link to={`/tvshow/${e.id}`} aria-current={e.id === show.id ? 'page' : undefined}>
                  <span className="season-list__code">{episodeCode(e) || '·'}</span>
                  <span className="season-list__title">{e.title}</span>
                  {e.duration && <span className="season-list__length">{e.duration}</span>}
                </Link>
              </li>
            ))}
          </ol>
          <Link to={listHref('/tv-show', 1, { season: String(season.season_number) })} className="season-list__all">
            {seasonName} on the episode list
          </Link>
        </nav>
      )}
    </section>
  );
}

function TvView({ show }: { show: TvItem }) {
  const tags = splitTags(show.tags);
  return (
    <article className="video-detail">
      <YouTubeEmbed url={show.youtube_url} title={show.title} thumbnail={show.thumbnail} />
      <div className="video-detail__grid">
        <div>
          <div className="badges">
            <span className="badge badge--category">{show.category}</span>
            {show.featured && <span className="badge badge--accent">Featured</span>}
            {show.is_new && <span className="badge badge--new">New</span>}
          </div>
          <h1 className="article__title">{show.title}</h1>
          <p className="meta meta--lg">
            <span>
              <CalendarIcon size={16} /> {formatDate(show.upload_date)}
            </span>
            {show.duration && (
              <span>
                <ClockIcon size={16} /> {show.duration}
              </span>
            )}
            <span>
              <EyeIcon size={16} /> {formatViews(show.views)} {nounFor(show.views, 'view')}
            </span>
            {show.rating > 0 && (
              <span className="rating">
                <StarIcon size={16} /> {show.rating.toFixed(1)}/5
              </span>
            )}
            {show.likes > 0 && (
              <span>
                <HeartIcon size={16} /> {countOf(show.likes, 'like')}
              </span>
            )}
            {show.comments_count > 0 && (
              <span>
                <CommentIcon size={16} /> {countOf(show.comments_count, 'comment')}
              </span>
            )}
          </p>
          <div className="item-actions">
            <ShareActions title={show.title} path={`/tvshow/${show.id}`} noun="episode" />
          </div>
          {show.description && <ExpandableText text={show.description} className="description" />}
          <TagLinks tags={tags} />
        </div>
        <aside className="panel" aria-labelledby="episode-details-heading">
          <h2 id="episode-details-heading">Episode Details</h2>
          <dl className="facts">
            <dt>Season</dt>
            <dd>{show.season_number ?? '—'}</dd>
            <dt>Episode</dt>
            <dd>{show.episode_number ?? '—'}</dd>
            <dt>Section</dt>
            <dd>{sectionLabel(show.section) || '—'}</dd>
          </dl>
        </aside>
      </div>
      <UpNext show={show} />
    </article>
  );
}

const NOUN: DetailNoun = { text: 'TV show', title: 'TV Show' };

export function TvDetailPage() {
  const result = useDetailItem(PAGE_KEYS.tv, fetchTvShow, NOUN, (show, absolute) => videoPageHead(show, `/tvshow/${show.id}`, absolute));
  return (
    <div className="container page">
      <Link to="/tv-show" className="back-button">
        <ArrowLeftIcon size={18} /> All episodes
      </Link>
      <DetailStates result={result} noun={NOUN} icon={<TvIcon size={40} />} back={{ to: '/tv-show', label: 'Back to TV Shows' }}>
        {(item) => <TvView show={item} />}
      </DetailStates>
    </div>
  );
}
