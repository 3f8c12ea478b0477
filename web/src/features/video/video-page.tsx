/**
 * /video/{id}: a magazine video. Player (thumbnail until play), category, title, description with
 * Show more/less, creator, date, duration, views, and the 'About this video' panel.
 */
import '../../styles/inner-pages.css';
import { PAGE_KEYS, type VideoItem } from '../../../../shared/page-data.ts';
import { formatDate, formatViews, splitTags } from '../../../../shared/format.ts';
import { useSiteName } from '../../lib/site.tsx';
import { call, ApiError, isNotFound } from '../../lib/api-client.ts';
import { videoPageHead } from '../../lib/video-head.ts';
import { YouTubeEmbed } from '../../components/ui/youtube-embed.tsx';
import { ExpandableText } from '../../components/ui/expandable-text.tsx';
import { DetailStates, useDetailItem, type DetailNoun } from '../../components/ui/detail-states.tsx';
import { CalendarIcon, ClockIcon, EyeIcon, TvIcon, UserIcon } from '../../components/ui/icons.tsx';
import { TagLinks } from '../../components/ui/tag-links.tsx';
import { ShareActions } from '../../components/share/share-actions.tsx';
import { nounFor } from '../../../../shared/words.ts';

async function fetchVideo(id: string, signal: AbortSignal): Promise<VideoItem | null> {
  try {
    return (await call('GET /public/videos/:id', { params: { id }, signal })).data;
  } catch (err) {
    if (isNotFound(err) || (err instanceof ApiError && err.status === 400)) return null;
    throw err;
  }
}

function VideoView({ video }: { video: VideoItem }) {
  const tags = splitTags(video.tags);
  const siteName = useSiteName();
  return (
    <article className="video-detail">
      <YouTubeEmbed url={video.youtube_url} title={video.title} thumbnail={video.thumbnail} unavailableText="Video URL not available" />
      <div className="video-detail__grid">
        <div>
          <span className="badge badge--category">{video.category}</span>
          <h1 className="article__title">{video.title}</h1>
          <p className="meta meta--lg">
            <span>
              <UserIcon size={16} /> {video.creator || siteName}
            </span>
            <span>
              <CalendarIcon size={16} /> {formatDate(video.upload_date)}
            </span>
            <span>
              <ClockIcon size={16} /> {video.duration || '10 min'}
            </span>
            <span>
              <EyeIcon size={16} /> {formatViews(video.views)} {nounFor(video.views, 'view')}
            </span>
          </p>
          <div className="item-actions">
            <ShareActions title={video.title} path={`/video/${video.id}`} noun="video" />
          </div>
          {video.description && <ExpandableText text={video.description} className="description" />}
        </div>
        <aside className="panel" aria-labelledby="about-video-heading">
          <h2 id="about-video-heading">About this video</h2>
          {video.transcript && (
            <div className="panel__block">
              <h3>Transcript</h3>
              <p className="panel__transcript">{video.transcript}</p>
            </div>
          )}
          {tags.length > 0 && (
            <div className="panel__block">
              <h3>Tags</h3>
              <TagLinks tags={tags} named={false} />
            </div>
          )}
          <dl className="facts">
            <dt>Category</dt>
            <dd>{video.category}</dd>
            <dt>Published</dt>
            <dd>{formatDate(video.upload_date)}</dd>
            <dt>Status</dt>
            <dd>
              <span className={`badge ${video.featured ? 'badge--accent' : 'badge--soft'}`}>{video.featured ? 'Featured' : 'Published'}</span>
            </dd>
          </dl>
        </aside>
      </div>
    </article>
  );
}

const NOUN: DetailNoun = { text: 'video', title: 'Video' };

export function VideoPage() {
  const result = useDetailItem(PAGE_KEYS.video, fetchVideo, NOUN, (video, absolute) => videoPageHead(video, `/video/${video.id}`, absolute));
  return (
    <div className="container page">
      <DetailStates result={result} noun={NOUN} icon={<TvIcon size={40} />} back={{ to: '/magazine', label: 'Return to Magazine' }}>
        {(item) => <VideoView video={item} />}
      </DetailStates>
    </div>
  );
}
