/**
 * /tvshow/{id}: one episode. Player, badges, counts, description with Show more/less, Episode
 * Details (season, episode, section) and tags. Rendered without the footer ("no page wrapper").
 */
import '../../styles/inner-pages.css';
import { Link } from 'react-router-dom';
import { PAGE_KEYS, type TvItem } from '../../../../shared/page-data.ts';
import { formatDate, formatViews, splitTags } from '../../../../shared/format.ts';
import { videoPageHead } from '../../lib/video-head.ts';
import { YouTubeEmbed } from '../../components/ui/youtube-embed.tsx';
import { ExpandableText } from '../../components/ui/expandable-text.tsx';
import { DetailStates, useDetailItem, type DetailNoun } from '../../components/ui/detail-states.tsx';
import { ArrowLeftIcon, CalendarIcon, ClockIcon, CommentIcon, EyeIcon, HeartIcon, StarIcon, TvIcon } from '../../components/ui/icons.tsx';
import { TagLinks } from '../../components/ui/tag-links.tsx';
import { fetchTvShow } from './api.ts';
import { countOf, nounFor, sectionLabel } from '../../../../shared/words.ts';

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
