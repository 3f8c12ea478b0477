/**
 * /admin/podcast/{id}: 'Episode Details' with Featured / status / episode-number badges, title,
 * description (200 characters, Show more/Show less), featured guest, stats (date, duration, plays,
 * downloads, rating n/5 when rated, and the audio file's length, size, type and bitrate), cover with
 * platform links, audio player, the counted downloads of the last 30 days, transcript; sidebar:
 * series (default 'Library Talk'), tags (first 3 + toggle, #), SEO description (120 + toggle),
 * analytics (status, created, last updated only when different). Not found: 'Podcast Episode Not
 * Found' with Go Back (one step back in history).
 */
import { useParams } from 'react-router-dom';
import { useChangeRule } from '../lib/may-change.ts';
import { useDetailItem, useGoBack } from '../lib/use-detail.ts';
import { messageOf } from '../lib/errors.ts';
import { formatCount, formatDate, formatDateTime, splitTags } from '../lib/format.ts';
import { AdminImage } from '../components/admin-image.tsx';
import { CollapsibleTags, DetailError, DetailTopBar, ExpandableText, Fact, SeoDescriptionPanel } from '../components/detail-parts.tsx';
import { ExternalLinkIcon, MicIcon, UserIcon } from '../components/icons.tsx';
import { Panel } from '../components/page-header.tsx';
import { LoadingState } from '../components/states.tsx';
import { Chip, StatusBadge } from '../components/status-badge.tsx';
import { getPodcast } from './api.ts';
import { audioFactList, audioFacts } from '../lib/audio-facts.ts';
import { EpisodeDownloadsPanel } from './downloads-panels.tsx';
import { usePodcastRefs } from './use-podcast-refs.ts';
import './podcasts.css';

export function PodcastDetailPage() {
  const { id = '' } = useParams();
  const refs = usePodcastRefs();
  const item = useDetailItem(getPodcast, id, {
    notFound: 'Podcast episode not found',
    failed: (err) => messageOf(err, 'Failed to load podcast episode'),
  });
  // Spec: Go Back is one step back in history (with the list as the way out of a fresh tab).
  const goBack = useGoBack('/admin/podcast');
  const changeRule = useChangeRule();

  if (item.loading && !item.data) return <LoadingState text="Loading episode..." />;
  if (item.error || !item.data) {
    return (
      <DetailError
        title={item.notFound ? 'Podcast Episode Not Found' : 'Failed to load podcast episode'}
        message={item.notFound ? "The podcast episode you're looking for doesn't exist or has been removed." : (item.error ?? 'Failed to load podcast episode')}
        onBack={goBack}
      />
    );
  }

  const p = item.data;
  const tags = splitTags(p.tags);
  const guest = refs.guests.find((g) => g.id === p.guest_id);
  const links = [
    ['YouTube', p.youtube_url],
    ['Spotify', p.spotify_url],
    ['Apple', p.apple_url],
    ['Google', p.google_url],
  ].filter(([, url]) => url);
  const audio = audioFacts(p.audio_url, null, p);
  // A Duration the server wrote from the file already says the length: not twice.
  const audioStats = audio ? audioFactList(audio).filter(([label, text]) => !(label === 'Length' && text === p.duration)) : [];
  const updatedDiffers = formatDateTime(p.updated_at) !== formatDateTime(p.created_at);

  return (
    <div className="adm-page">
      <DetailTopBar
        onBack={goBack}
        title="Episode Details"
        liveHref={`/podcast/${p.id}`}
        preview={p.status === 'published' ? null : { kind: 'podcasts', id: p.id }}
        manage={{ to: '/admin/podcast', icon: <MicIcon size={16} />, label: 'Manage Podcast' }}
        editLabel="Edit"
        editHref={`/admin/podcast-episodes/${p.id}/edit`}
        refusal={changeRule(p)}
        status={p.status}
      />

      <div className="adm-detail">
        <div className="adm-detail__main">
          <Panel>
            <div className="adm-pod-hero">
              <div>
                <AdminImage src={p.image} alt={`Cover of ${p.title}`} className="adm-pod-hero__img" />
                {links.length > 0 && (
                  <div className="adm-pod-links">
                    {links.map(([name, url]) => (
                      <a key={name} href={url} target="_blank" rel="noreferrer" className="adm-btn adm-btn--secondary adm-btn--sm">
                        <ExternalLinkIcon size={14} /> {name}
                      </a>
                    ))}
                  </div>
                )}
              </div>
              <div>
                <div className="adm-preview__chips">
                  {p.featured && <Chip tone="amber">Featured</Chip>}
                  <StatusBadge status={p.status} />
                  {p.episode_number !== null && <Chip tone="blue">Episode {p.episode_number}</Chip>}
                </div>
                <h2 className="adm-detail__title">{p.title}</h2>
                <ExpandableText text={p.description} max={200} className="adm-detail__content" />
                {p.guest_name && (
                  <div className="adm-guest-card">
                    <span className="adm-comment__avatar" aria-hidden="true">
                      <UserIcon size={18} />
                    </span>
                    <div>
                      <p className="adm-muted">Featured guest</p>
                      <p className="adm-guest-card__name">{p.guest_name}</p>
                      {guest && (guest.title || guest.organization) && <p className="adm-guest-card__role">{[guest.title, guest.organization].filter(Boolean).join(', ')}</p>}
                    </div>
                  </div>
                )}
              </div>
            </div>
            <dl className="adm-pod-stats">
              <Fact label="Published">{formatDate(p.publish_date)}</Fact>
              <Fact label="Duration">{p.duration || '—'}</Fact>
              <Fact label="Plays">{formatCount(p.plays)}</Fact>
              <Fact label="Downloads">{formatCount(p.downloads)}</Fact>
              {p.rating > 0 && <Fact label="Rating">{p.rating.toFixed(1)}/5</Fact>}
              {audioStats.map(([label, text]) => (
                <Fact key={label} label={`Audio ${label.toLowerCase()}`}>
                  {text}
                </Fact>
              ))}
            </dl>
            {p.audio_url && (
              <>
                <h2 className="adm-section-title">Listen</h2>
                <p className="adm-muted adm-pod-audio-name">{audio?.name}</p>
                <audio className="adm-audio" controls preload="none" src={p.audio_url} aria-label={`Audio of ${p.title}`} />
              </>
            )}
            <h2 className="adm-section-title">Transcript</h2>
            {p.transcript ? <div className="adm-transcript">{p.transcript}</div> : <p className="adm-muted">No transcript for this episode.</p>}
          </Panel>
          <EpisodeDownloadsPanel id={p.id} allTime={p.downloads} />
        </div>

        <aside className="adm-detail__side">
          <Panel title="Series">
            <p>{p.podcast_series?.title ?? 'Library Talk'}</p>
          </Panel>
          <Panel title="Tags">
            <CollapsibleTags tags={tags} moreLabel={(_hidden, total) => `Show all (${total})`} empty={<p className="adm-muted">No tags</p>} />
          </Panel>
          <SeoDescriptionPanel text={p.meta_description} expandable />
          <Panel title="Analytics">
            <dl className="adm-facts">
              <Fact label="Status"><StatusBadge status={p.status} /></Fact>
              <Fact label="Created">{formatDateTime(p.created_at)}</Fact>
              {updatedDiffers && <Fact label="Last updated">{formatDateTime(p.updated_at)}</Fact>}
            </dl>
          </Panel>
        </aside>
      </div>
    </div>
  );
}
