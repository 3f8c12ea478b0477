/**
 * What a browse list shows before its items: placeholders while loading, a retry when loading
 * failed (never an empty list pretending there is nothing), and a way back to the first page when
 * the address names a page past the last one (the server answers those with a 404). And the
 * not-found page of a magazine list whose address names no category or author.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { siteDescription } from '../../../../shared/constants.ts';
import { useSiteName } from '../../lib/site.tsx';
import { HOME_CRUMB, MAGAZINE_CRUMB, useListHead } from '../../lib/list-head.ts';
import type { Loaded } from '../../lib/page-data.tsx';
import { isNetworkError } from '../../lib/api-client.ts';
import { CardSkeleton, StatePanel } from '../ui/state-panel.tsx';
import { isOffline, OfflineNotice } from '../offline/offline-slots.tsx';

export function ListStates<T>({
  result,
  noun,
  skeletons,
  firstPage,
  children,
}: {
  result: Loaded<T | null>;
  /** What the list holds, in a sentence: 'articles', 'episodes'. */
  noun: string;
  /** The placeholders' box: a grid of cards (`grid grid--3`) or the episode list. */
  skeletons: { className: string; count: number };
  /** The list's first page, offered when the address names no page of it. */
  firstPage: string;
  children: (data: T) => ReactNode;
}) {
  if (result.status === 'loading') {
    return (
      <div className={skeletons.className} aria-busy="true">
        <p className="sr-only" role="status">
          Loading {noun}...
        </p>
        {Array.from({ length: skeletons.count }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (result.status === 'error') {
    if (isOffline() || isNetworkError(result.error)) return <OfflineNotice headingLevel={2} />;
    return (
      <StatePanel title={`Failed to load ${noun}`} text="Please check your connection and try again.">
        <button type="button" className="btn btn--primary" onClick={result.reload}>
          Try Again
        </button>
      </StatePanel>
    );
  }
  if (result.data === null) {
    return (
      <StatePanel title="Page Not Found" text={`There is no such page of ${noun}: the list is shorter than that.`}>
        <Link to={firstPage} className="btn btn--primary">
          Go to the first page
        </Link>
      </StatePanel>
    );
  }
  return children(result.data);
}

/** A category or author page of the magazine that does not exist: the way to the whole archive. */
export function MagazineNotFound({ title, text, icon }: { title: string; text: string; icon: ReactNode }) {
  useListHead({ title, description: siteDescription(useSiteName()), path: '/magazine', crumbs: [HOME_CRUMB, MAGAZINE_CRUMB] });
  return (
    <div className="container page">
      <StatePanel headingLevel={1} icon={icon} title={title} text={text}>
        <Link to="/magazine" className="btn btn--primary">
          Browse all articles
        </Link>
      </StatePanel>
    </div>
  );
}
