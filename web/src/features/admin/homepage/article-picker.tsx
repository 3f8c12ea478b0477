/**
 * The picker of the Main Articles and Editor's Pick screens: every published article, searched on
 * the server (title, author, category; asked once the typing pauses) and paged 10 at a time, so an
 * article older than the newest few (a removed pick, a former hero) can be put back. Its rows are
 * the homepage lists' rows; the caller gives each row its buttons.
 *
 * The caller holds the picker's state (`useArticlePicker`) so that after an action it can reload the
 * page shown: the buttons' states (a slot taken, a pick added) change with the data.
 */
import type { ReactNode } from 'react';
import type { Article } from '../../../../../shared/api/content.ts';
import { countOf } from '../../../../../shared/words.ts';
import { usePagedList } from '../lib/use-paged-list.ts';
import { SearchBox } from '../components/fields.tsx';
import { NewspaperIcon } from '../components/icons.tsx';
import { ClearButton, ListPagination, ListStates } from '../components/list-parts.tsx';
import { Panel } from '../components/page-header.tsx';
import { EmptyState } from '../components/states.tsx';
import { searchPublished } from './api.ts';
import { RankedRow } from './ranked-row.tsx';

const PAGE_SIZE = 10;

/** The picker's search, page and loaded rows. `editorsPick: false` offers only articles not picked yet. */
export function useArticlePicker(options: { editorsPick?: boolean } = {}) {
  const { editorsPick } = options;
  return usePagedList({
    load: (request, query) => searchPublished(request, { ...query, editorsPick }),
    filters: {},
    pageSize: PAGE_SIZE,
    failed: 'Failed to fetch articles',
  });
}

type ArticlePickerState = ReturnType<typeof useArticlePicker>;

interface ArticlePickerProps {
  picker: ArticlePickerState;
  title: ReactNode;
  subtitle?: ReactNode;
  /** What an empty list says when nothing is searched. */
  emptyText: string;
  /** The buttons of a row. */
  rowActions: (article: Article) => ReactNode;
  /** More facts on a row (a relative age, the slot it holds). */
  rowExtra?: (article: Article) => ReactNode;
  /** Rows show the publish date. */
  showDate?: boolean;
}

export function ArticlePicker({ picker, title, subtitle, emptyText, rowActions, rowExtra, showDate }: ArticlePickerProps) {
  const { list, rows, pageInfo, q } = picker;
  return (
    <Panel
      title={
        <span className="adm-inline">
          {title} {pageInfo && <span className="adm-count">{pageInfo.total}</span>}
        </span>
      }
      subtitle={subtitle}
    >
      <div className="adm-toolbar">
        <SearchBox
          label="Search published articles"
          value={picker.search}
          onChange={picker.setSearch}
          placeholder="Search published articles..."
          className="adm-toolbar__grow"
        />
      </div>
      <ListStates
        list={list}
        loadingText="Loading articles..."
        errorMessage="Failed to fetch articles"
        empty={
          rows.length === 0 && (
            <EmptyState title="No articles found" text={q ? `No articles match "${q}"` : emptyText} icon={<NewspaperIcon size={28} />}>
              {q && <ClearButton label="Clear search" onClick={() => picker.setSearch('')} />}
            </EmptyState>
          )
        }
      >
        <ul className={`adm-ranked-list${list.loading ? ' is-busy' : ''}`} aria-busy={list.loading}>
          {rows.map((a) => (
            <RankedRow key={a.id} article={a} showDate={showDate} extra={rowExtra?.(a)} actions={rowActions(a)} openOnClick />
          ))}
        </ul>
      </ListStates>
      <ListPagination page={picker.page} info={pageInfo} onChange={picker.setPage} label="Article pages" noun={(n) => countOf(n, 'article')} />
    </Panel>
  );
}
