/**
 * /search?q=term&type=&category=&sort=: the server's search with the filters kept in the URL
 * (shareable). 'Searching...' while loading, 'Found N result(s) for "q"', tips when nothing
 * matches (with "Did you mean ...?" when the library holds a near word that finds something: the
 * server offers it), and a prompt when there is no query yet. On a phone the filters fold behind one
 * 'Filters' button, so the first result is on the first screen. Never indexed: a page of results
 * for any typed words is thin, endless content to a search engine.
 */
import '../../styles/inner-pages.css';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import {
  PAGE_KEYS,
  readSearchParams,
  type SearchParams,
  type SearchSort,
  type SearchTypeFilter,
} from '../../../../shared/page-data.ts';
import type { SearchResult } from '../../../../shared/api/search.ts';
import { useSiteName } from '../../lib/site.tsx';
import { useCategoryNames } from '../../lib/site.tsx';
import { formatDate, formatViews, truncate } from '../../../../shared/format.ts';
import { episodePagePath } from '../../../../shared/podcast-episode.ts';
import { useLoader } from '../../lib/page-data.tsx';
import { useHead } from '../../lib/head.tsx';
import { SmartImage } from '../../components/ui/smart-image.tsx';
import { IMAGE_SIZES } from '../../lib/image-sizes.ts';
import { LoadingText, StatePanel } from '../../components/ui/state-panel.tsx';
import { ChevronDownIcon, CloseIcon, SearchIcon } from '../../components/ui/icons.tsx';
import { fetchSearch } from './api.ts';
import { nounFor } from '../../../../shared/words.ts';
import './search.css';

const TYPE_OPTIONS: Array<[SearchTypeFilter, string]> = [
  ['all', 'All types'],
  ['articles', 'Articles'],
  ['videos', 'Videos'],
  ['tvshows', 'TV Shows'],
  ['podcasts', 'Podcasts'],
];
const SORT_OPTIONS: Array<[SearchSort, string]> = [
  ['relevance', 'Relevance'],
  ['date', 'Newest first'],
  ['popularity', 'Most popular'],
];

const TYPE_LABEL: Record<SearchResult['type'], string> = {
  article: 'Article',
  video: 'Video',
  tvshow: 'TV Show',
  podcast: 'Podcast',
};

function resultLink(r: SearchResult): string {
  switch (r.type) {
    case 'article':
      return `/article/${r.id}`;
    case 'video':
      return `/video/${r.id}`;
    case 'tvshow':
      return `/tvshow/${r.id}`;
    default:
      return episodePagePath(r.id);
  }
}

function ResultCard({ r }: { r: SearchResult }) {
  const who = r.author || r.guest;
  return (
    <li className="result">
      <Link to={resultLink(r)} className="result__link">
        <div className="result__media">
          <SmartImage src={r.image} alt="" width={320} height={200} sizes={IMAGE_SIZES.searchResult} />
        </div>
        <div className="result__body">
          <p className="result__top">
            <span className={`badge badge--type badge--${r.type}`}>{TYPE_LABEL[r.type]}</span>
            {r.category && <span className="eyebrow">{r.category}</span>}
          </p>
          <h2 className="result__title">{r.title}</h2>
          {r.description && <p className="result__text">{truncate(r.description, 180)}</p>}
          <p className="meta">
            {who && <span>{r.type === 'podcast' ? `With ${who}` : who}</span>}
            {r.publishDate && <span>{formatDate(r.publishDate)}</span>}
            {r.readTime ? <span>{r.readTime} min read</span> : r.duration ? <span>{r.duration}</span> : null}
            <span>
              {formatViews(r.views)} {nounFor(r.views, r.type === 'podcast' ? 'play' : 'view')}
            </span>
          </p>
        </div>
      </Link>
    </li>
  );
}

/** The search page's URL for these parameters (defaults left out, so links stay short and shareable). */
function searchUrl(p: SearchParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.q) out.set('q', p.q);
  if (p.type !== 'all') out.set('type', p.type);
  if (p.category !== 'all') out.set('category', p.category);
  if (p.sort !== 'relevance') out.set('sort', p.sort);
  return out;
}

export function SearchPage() {
  const categories = useCategoryNames();
  const [urlParams, setUrlParams] = useSearchParams();
  const params = readSearchParams(urlParams);
  const [text, setText] = useState(params.q);
  useEffect(() => setText(params.q), [params.q]);
  // The header's search button on a phone opens this page to type at once: the field takes the focus.
  const location = useLocation();
  const focusInput = (location.state as { focusSearch?: boolean } | null)?.focusSearch === true;
  useEffect(() => {
    if (focusInput) document.getElementById('search-input')?.focus();
  }, [focusInput, location.key]);
  // Folded on a phone until asked for (CSS shows them always from 600 px, where they fit in a row).
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = [params.type !== 'all', params.category !== 'all', params.sort !== 'relevance'].filter(Boolean).length;

  const enabled = params.q.length > 0;
  const key = enabled ? PAGE_KEYS.search(params) : 'search:none';
  const result = useLoader(key, (signal) => (enabled ? fetchSearch(params, signal) : Promise.resolve({ results: [], total: 0, did_you_mean: null })));

  const siteName = useSiteName();
  useHead({
    title: params.q ? `Search results for "${params.q}"` : `Search ${siteName}`,
    description: `Search articles, videos, TV show episodes and podcasts on ${siteName}.`,
    // Result pages are endless near-duplicates of the content: kept out of search engines. The
    // search page itself (no words yet) is a page of the site like any other.
    noindex: enabled,
  });

  function update(next: Partial<SearchParams>) {
    setUrlParams(searchUrl({ ...params, ...next }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    update({ q });
  }

  return (
    <div className="container page search-page">
      <header className="page-header">
        <h1>{params.q ? 'Search' : `Search ${siteName}`}</h1>
      </header>
      {/* Named: the header holds a search landmark too, and two landmarks of one kind need distinct names. */}
      <form className="search-form" role="search" aria-label="Search the library" onSubmit={submit} action="/search">
        <label htmlFor="search-input" className="sr-only">
          Search
        </label>
        <SearchIcon size={20} className="search-form__icon" />
        <input
          id="search-input"
          type="search"
          name="q"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search articles, videos, shows, podcasts..."
          autoComplete="off"
        />
        {text && (
          <button
            type="button"
            className="search-form__clear"
            aria-label="Clear search"
            onClick={() => {
              // Clears the search, not just the box: the results go and the URL loses its q (the
              // filters stay, they are the reader's choice for the next search).
              setText('');
              if (params.q) update({ q: '' });
              document.getElementById('search-input')?.focus();
            }}
          >
            <CloseIcon size={18} />
          </button>
        )}
        <button type="submit" className="btn btn--primary">
          Search
        </button>
      </form>

      <button
        type="button"
        className="btn btn--ghost filters-toggle"
        aria-expanded={filtersOpen}
        aria-controls="search-filters"
        onClick={() => setFiltersOpen((open) => !open)}
      >
        Filters
        {activeFilters > 0 && (
          <span className="filters-toggle__count">
            {activeFilters}
            <span className="sr-only"> active</span>
          </span>
        )}
        <ChevronDownIcon size={18} className="filters-toggle__chevron" />
      </button>
      <div id="search-filters" className={`filters${filtersOpen ? ' filters--open' : ''}`}>
        <label>
          <span>Type</span>
          <select value={params.type} onChange={(e) => update({ type: e.target.value as SearchTypeFilter })}>
            {TYPE_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Category</span>
          <select value={params.category} onChange={(e) => update({ category: e.target.value })}>
            {['all', ...categories, 'Podcast'].map((c) => (
              <option key={c} value={c}>
                {c === 'all' ? 'All categories' : c}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Sort by</span>
          <select value={params.sort} onChange={(e) => update({ sort: e.target.value as SearchSort })}>
            {SORT_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>

      {!enabled ? (
        <StatePanel icon={<SearchIcon size={40} />} title={`Search ${siteName}`} headingLevel={2} text="Type a word above to search articles, videos, TV show episodes and podcasts." />
      ) : result.status === 'loading' ? (
        <LoadingText>Searching...</LoadingText>
      ) : result.status === 'error' ? (
        <StatePanel title="Search failed" text="Please check your connection and try again.">
          <button type="button" className="btn btn--primary" onClick={result.reload}>
            Try Again
          </button>
        </StatePanel>
      ) : (
        <>
          <p className="results-count" role="status">
            Found {result.data.total} result{result.data.total === 1 ? '' : 's'} for "{params.q}"
          </p>
          {result.data.results.length === 0 ? (
            <div className="no-results">
              <h2>No results found</h2>
              {result.data.did_you_mean && (
                <p className="did-you-mean">
                  Did you mean{' '}
                  <Link to={`/search?${searchUrl({ ...params, q: result.data.did_you_mean })}`}>{result.data.did_you_mean}</Link>?
                </p>
              )}
              <p>Try these tips:</p>
              <ul>
                <li>Check the spelling of your words.</li>
                <li>Use fewer or more general words.</li>
                <li>Choose "All types" and "All categories" in the filters.</li>
                <li>Search for a topic, like "innovation" or "education".</li>
              </ul>
            </div>
          ) : (
            <ul className="results">
              {result.data.results.map((r) => (
                <ResultCard key={`${r.type}:${r.id}`} r={r} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
