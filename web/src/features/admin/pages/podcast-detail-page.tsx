/**
 * /admin/podcast/{id}: 'Episode Details' with Featured / status / episode-number badges, title,
 * description (200 characters, Show more/Show less), featured guest, stats (date, duration, plays,
 * downloads, rating n/5 when rated), cover with platform links, audio player, transcript; sidebar:
 * series (default 'Library Talk'), tags (first 3 + toggle, #), SEO description (120 + toggle),
 * analytics (status, created, last updated only when different). Not found: 'Podcast Episode Not
 * Found' with Go Back (one step back in history).
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { PodcastEpisode } from '../../../../../shared/api/content.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { isStatus, messageOf } from '../lib/errors.ts';
import { formatCount, formatDate, formatDateTime, splitTags, truncate } from '../lib/format.ts';
import {
  AdminImage,
  ArrowLeftIcon,
  Chip,
  EditIcon,
  ErrorState,
  ExternalLinkIcon,
  LoadingState,
  MicIcon,
  Panel,
  StatusBadge,
  UserIcon,
  useAdminToast,
} from '../components/index.ts';
import { PodcastFormModal } from './podcast-form-modal.tsx';
import { usePodcastRefs } from './podcasts-page.tsx';
import './media.css';

class NotFound extends Error {}

export function PodcastDetailPage() {
  const { id = '' } = useParams();
  const { request } = useAuth();
  const navigate = useNavigate();
  const toast = useAdminToast();
  const refs = usePodcastRefs();
  const [fullText, setFullText] = useState(false);
  const [allTags, setAllTags] = useState(false);
  const [fullSeo, setFullSeo] = useState(false);
  const [editing, setEditing] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const item = useLoad(
    () =>
      request<{ data: PodcastEpisode }>(`/podcasts/${encodeURIComponent(id)}`)
        .then((r) => {
          setNotFound(false);
          return r.data;
        })
        .catch((err) => {
          if (isStatus(err, 404) || isStatus(err, 400)) {
            setNotFound(true);
            throw new NotFound('Podcast episode not found');
          }
          throw new Error(messageOf(err, 'Failed to load podcast episode'));
        }),
    [request, id],
  );

  // Spec: Go Back is one step back in history (with the list as the way out of a fresh tab).
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/admin/podcast'));

  if (item.loading && !item.data) return <LoadingState text="Loading episode..." />;
  if (item.error || !item.data) {
    return (
      <div className="adm-page">
        <ErrorState
          title={notFound ? 'Podcast Episode Not Found' : 'Failed to load podcast episode'}
          message={notFound ? "The podcast episode you're looking for doesn't exist or has been removed." : (item.error ?? 'Failed to load podcast episode')}
        >
          <button type="button" className="adm-btn adm-btn--primary" onClick={goBack}>
            <ArrowLeftIcon size={16} /> Go Back
          </button>
        </ErrorState>
      </div>
    );
  }

  const p = item.data;
  const tags = splitTags(p.tags);
  const shownTags = allTags ? tags : tags.slice(0, 3);
  const long = p.description.length > 200;
  const guest = refs.guests.find((g) => g.id === p.guest_id);
  const links = [
    ['YouTube', p.youtube_url],
    ['Spotify', p.spotify_url],
    ['Apple', p.apple_url],
    ['Google', p.google_url],
  ].filter(([, url]) => url);
  const updatedDiffers = formatDateTime(p.updated_at) !== formatDateTime(p.created_at);

  return (
    <div className="adm-page">
      <div className="adm-detail-top">
        <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" onClick={goBack}>
          <ArrowLeftIcon size={16} /> Back
        </button>
        <h1 className="adm-page-title adm-detail-top__title">Episode Details</h1>
        <div className="adm-detail-top__actions">
          <a href="/podcast" target="_blank" rel="noreferrer" className="adm-btn adm-btn--secondary adm-btn--sm">
            <ExternalLinkIcon size={16} /> View Live
          </a>
          <Link to="/admin/podcast" className="adm-btn adm-btn--secondary adm-btn--sm">
            <MicIcon size={16} /> Manage Podcast
          </Link>
          <button type="button" className="adm-btn adm-btn--primary adm-btn--sm" onClick={() => setEditing(true)}>
            <EditIcon size={16} /> Edit
          </button>
        </div>
      </div>

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
                <p className="adm-detail__content">{fullText || !long ? p.description : truncate(p.description, 200)}</p>
                {long && (
                  <button type="button" className="adm-link" onClick={() => setFullText((s) => !s)} aria-expanded={fullText}>
                    {fullText ? 'Show less' : 'Show more'}
                  </button>
                )}
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
              <div>
                <dt>Published</dt>
                <dd>{formatDate(p.publish_date)}</dd>
              </div>
              <div>
                <dt>Duration</dt>
                <dd>{p.duration || '—'}</dd>
              </div>
              <div>
                <dt>Plays</dt>
                <dd>{formatCount(p.plays)}</dd>
              </div>
              <div>
                <dt>Downloads</dt>
                <dd>{formatCount(p.downloads)}</dd>
              </div>
              {p.rating > 0 && (
                <div>
                  <dt>Rating</dt>
                  <dd>{p.rating.toFixed(1)}/5</dd>
                </div>
              )}
            </dl>
            {p.audio_url && (
              <>
                <h2 className="adm-section-title">Listen</h2>
                <audio className="adm-audio" controls preload="none" src={p.audio_url} aria-label={`Audio of ${p.title}`} />
              </>
            )}
            <h2 className="adm-section-title">Transcript</h2>
            {p.transcript ? <div className="adm-transcript">{p.transcript}</div> : <p className="adm-muted">No transcript for this episode.</p>}
          </Panel>
        </div>

        <aside className="adm-detail__side">
          <Panel title="Series">
            <p>{p.podcast_series?.title ?? 'Library Talk'}</p>
          </Panel>
          <Panel title="Tags">
            {tags.length === 0 ? (
              <p className="adm-muted">No tags</p>
            ) : (
              <div className="adm-tags">
                {shownTags.map((tag) => (
                  <Chip key={tag}>#{tag}</Chip>
                ))}
                {tags.length > 3 && (
                  <button type="button" className="adm-link" onClick={() => setAllTags((s) => !s)} aria-expanded={allTags}>
                    {allTags ? 'Show less' : `Show all (${tags.length})`}
                  </button>
                )}
              </div>
            )}
          </Panel>
          <Panel title="SEO Description">
            {p.meta_description ? (
              <>
                <p>{fullSeo ? p.meta_description : truncate(p.meta_description, 120)}</p>
                {p.meta_description.length > 120 && (
                  <button type="button" className="adm-link" onClick={() => setFullSeo((s) => !s)} aria-expanded={fullSeo}>
                    {fullSeo ? 'Show less' : 'Show more'}
                  </button>
                )}
              </>
            ) : (
              <p className="adm-muted">No meta description</p>
            )}
          </Panel>
          <Panel title="Analytics">
            <dl className="adm-facts">
              <div>
                <dt>Status</dt>
                <dd>
                  <StatusBadge status={p.status} />
                </dd>
              </div>
              <div>
                <dt>Created</dt>
                <dd>{formatDateTime(p.created_at)}</dd>
              </div>
              {updatedDiffers && (
                <div>
                  <dt>Last updated</dt>
                  <dd>{formatDateTime(p.updated_at)}</dd>
                </div>
              )}
            </dl>
          </Panel>
        </aside>
      </div>

      <PodcastFormModal
        open={editing}
        episode={p}
        series={refs.series}
        guests={refs.guests}
        onSeriesAdded={refs.addSeries}
        onGuestAdded={refs.addGuest}
        onClose={() => setEditing(false)}
        onSaved={(saved) => {
          setEditing(false);
          item.setData(saved);
          toast.success('Podcast episode updated successfully!');
        }}
      />
    </div>
  );
}
