/**
 * A detail page's item (article, video, TV or podcast episode): loaded for its address with the
 * page's <head> set from it (useDetailItem), and what the page shows before it (DetailStates): a
 * spinner while loading, a retry on failure, a way back when the item does not exist or is not public.
 */
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAbsoluteUrl, useHead, type HeadInfo } from '../../lib/head.tsx';
import { isNetworkError } from '../../lib/api-client.ts';
import { useLoader, type Loaded } from '../../lib/page-data.tsx';
import { LoadingText, StatePanel } from './state-panel.tsx';
import { isOffline, OfflineNotice } from '../offline/offline-slots.tsx';

/** How a detail page names its item, in a sentence and in a title: 'TV show', 'TV Show'. */
export interface DetailNoun {
  text: string;
  title: string;
}

/**
 * A detail page's <head> (useHead): the item's own (`headOf`) once it is here, "Loading ..." while
 * it loads, and "... Not Found", kept out of search engines, when it is missing or failed to load.
 */
function detailHead<T>(result: Loaded<T | null>, noun: DetailNoun, headOf: (item: T) => HeadInfo): HeadInfo {
  if (result.status === 'ready' && result.data) return headOf(result.data);
  return { title: result.status === 'loading' ? `Loading ${noun.text}` : `${noun.title} Not Found`, noindex: result.status !== 'loading' };
}

/**
 * A detail page's item: the one its address names (`:id`), loaded under `keyOf(id)` (the key the
 * server embeds it under), with the page's <head> set from it (detailHead). `headOf` also gets the
 * site's absolute URLs, for the item's JSON-LD.
 */
export function useDetailItem<T>(
  keyOf: (id: string) => string,
  load: (id: string, signal: AbortSignal) => Promise<T | null>,
  noun: DetailNoun,
  headOf: (item: T, absolute: (path: string) => string) => HeadInfo,
): Loaded<T | null> {
  const { id = '' } = useParams();
  const result = useLoader(keyOf(id), (signal) => load(id, signal));
  const absolute = useAbsoluteUrl();
  useHead(detailHead(result, noun, (item) => headOf(item, absolute)));
  return result;
}

export function DetailStates<T>({
  result,
  noun,
  icon,
  back,
  backOnError = false,
  children,
}: {
  result: Loaded<T | null>;
  noun: DetailNoun;
  icon: ReactNode;
  back: { to: string; label: string };
  /** Also offer the way back when loading failed. */
  backOnError?: boolean;
  children: (item: T) => ReactNode;
}) {
  if (result.status === 'loading') return <LoadingText>Loading {noun.text}...</LoadingText>;
  if (result.status === 'error') {
    // No connection, and this page was not kept on the phone: says so and lists what was.
    if (isOffline() || isNetworkError(result.error)) return <OfflineNotice />;
    return (
      <StatePanel headingLevel={1} icon={icon} title={`Failed to load ${noun.text}`} text="Please check your connection and try again.">
        <button type="button" className="btn btn--primary" onClick={result.reload}>
          Try Again
        </button>
        {backOnError && (
          <Link to={back.to} className="btn btn--outline">
            {back.label}
          </Link>
        )}
      </StatePanel>
    );
  }
  if (!result.data) {
    return (
      <StatePanel headingLevel={1} icon={icon} title={`${noun.title} Not Found`} text={`The ${noun.text} you're looking for doesn't exist or has been removed.`}>
        <Link to={back.to} className="btn btn--primary">
          {back.label}
        </Link>
      </StatePanel>
    );
  }
  return children(result.data);
}
