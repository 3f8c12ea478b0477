/**
 * A preview link's page (/article/<id>/preview/<token>, and the same under /video, /tvshow and
 * /podcast): the item's own public page, in the site's layout, with what the link shows
 * (server/modules/content/preview.ts), under a notice saying it is a preview, whose link it is
 * and until when it works. The page inside is the site's (the route's child); it reads the item
 * from the data this frame hands it, and being in a preview (lib/preview.ts) it writes nothing
 * and is never indexed. A link that was revoked, expired or never was shows a not-found state
 * (and the server answers 404).
 */
import { useMemo } from 'react';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { PAGE_KEYS } from '../../../shared/page-data.ts';
import type { PreviewData } from '../../../shared/api/previews.ts';
import { formatDate } from '../../../shared/format.ts';
import { call, isNotFound } from '../lib/api-client.ts';
import { DataProvider, useLoader } from '../lib/page-data.tsx';
import { useHead } from '../lib/head.tsx';
import { PreviewProvider } from '../lib/preview.ts';
import { EyeIcon } from '../components/ui/icons.tsx';
import { LoadingText, StatePanel } from '../components/ui/state-panel.tsx';
import './preview.css';

async function fetchPreview(token: string, signal: AbortSignal): Promise<PreviewData | null> {
  try {
    return (await call('GET /public/previews/:token', { params: { token }, signal })).data;
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

/** Where each type's page finds its item (shared/page-data.ts), keyed as the site's page loads it. */
const ITEM_KEY: Record<PreviewData['type'], (id: string) => string> = {
  article: PAGE_KEYS.article,
  video: PAGE_KEYS.video,
  tvshow: PAGE_KEYS.tv,
  podcast: PAGE_KEYS.podcastEpisode,
};

function Unavailable() {
  useHead({ title: 'Preview not available', noindex: true });
  return (
    <div className="container page">
      <StatePanel
        headingLevel={1}
        icon={<EyeIcon size={40} />}
        title="This preview link no longer works"
        text="It was revoked, it expired (a preview link works for 7 days), or it was mistyped. Ask the editor who sent it for a new one."
      />
    </div>
  );
}

export function PreviewFrame() {
  const { id = '', token = '' } = useParams();
  const type = useLocation().pathname.split('/')[1];
  const result = useLoader(PAGE_KEYS.preview(token), (signal) => fetchPreview(token, signal));
  const preview = result.status === 'ready' && result.data?.type === type && result.data.item.id === id ? result.data : null;
  const seed = useMemo(() => (preview ? { [ITEM_KEY[preview.type](id)]: preview.item, [PAGE_KEYS.comments(id)]: { comments: [], totalComments: 0 } } : {}), [preview, id]);

  if (result.status === 'loading') return <LoadingText>Loading the preview...</LoadingText>;
  if (result.status === 'error') {
    return (
      <div className="container page">
        <StatePanel headingLevel={1} title="Failed to load the preview" text="Please check your connection and try again.">
          <button type="button" className="btn btn--primary" onClick={result.reload}>
            Try Again
          </button>
        </StatePanel>
      </div>
    );
  }
  if (!preview) return <Unavailable />;
  return (
    <PreviewProvider value={{ expiresAt: preview.expires_at }}>
      <aside className="preview-notice" aria-label="Preview">
        <div className="container preview-notice__inner">
          <EyeIcon size={18} />
          <p>
            <strong>Preview.</strong> Only people with this link can see this page, until {formatDate(preview.expires_at)}.
            {preview.unsaved_changes && ' It shows changes that are not saved yet.'}
          </p>
        </div>
      </aside>
      <DataProvider key={token} initial={seed}>
        <Outlet />
      </DataProvider>
    </PreviewProvider>
  );
}
