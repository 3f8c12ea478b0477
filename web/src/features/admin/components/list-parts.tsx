/**
 * The pieces the list screens (articles, podcast episodes, videos / TV episodes, subscribers) share:
 * the create button of the header, the status filter of the content lists, the loading / failed /
 * empty / filled states of the list, the buttons of an empty list, and the server-paged footer
 * 'Showing page X of Y (N ...)'.
 */
import type { ReactNode } from 'react';
import type { Pagination as PageInfo } from '../../../../../shared/api/common.ts';
import { CONTENT_STATUSES } from '../../../../../shared/constants.ts';
import { FilterSelect } from './fields.tsx';
import { PlusIcon } from './icons.tsx';
import { Pagination } from './pagination.tsx';
import { ErrorState, LoadingState } from './states.tsx';
import { statusLabel } from './status-badge.tsx';

export function CreateButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="adm-btn adm-btn--primary" onClick={onClick}>
      <PlusIcon size={16} /> {label}
    </button>
  );
}

/** 'All Status' or one content status. */
export function StatusFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return <FilterSelect label="Filter by status" value={value} onChange={onChange} options={[{ value: '', label: 'All Status' }, ...CONTENT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))]} />;
}

/** An empty list: Clear filters when the filters hide everything, else the create button. */
export function EmptyListActions({ filtered, onClear, createLabel, onCreate }: { filtered: boolean; onClear: () => void; createLabel: string; onCreate: () => void }) {
  if (!filtered) return <CreateButton label={createLabel} onClick={onCreate} />;
  return (
    <button type="button" className="adm-btn adm-btn--secondary" onClick={onClear}>
      Clear filters
    </button>
  );
}

export interface ListLoadState {
  data: unknown;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/**
 * Spinner on the first load, the error with Try again when nothing could be loaded, `empty` when
 * given (the list has nothing to show), else the rows. A reload keeps the old rows on screen.
 */
export function ListStates({
  list,
  loadingText,
  errorTitle,
  errorMessage,
  empty,
  children,
}: {
  list: ListLoadState;
  loadingText: string;
  errorTitle?: string;
  errorMessage: string;
  empty?: ReactNode;
  children: ReactNode;
}) {
  if (list.loading && !list.data) return <LoadingState text={loadingText} />;
  if (list.error && !list.data) return <ErrorState title={errorTitle} message={errorMessage} onRetry={list.reload} />;
  return <>{empty || children}</>;
}

/** Page numbers of a list paged by the server, with 'Showing page X of Y (N {noun})'. */
export function ListPagination({ page, info, onChange, label, noun }: { page: number; info?: PageInfo; onChange: (page: number) => void; label: string; noun: string }) {
  if (!info || !(info.total > 0)) return null;
  return (
    <Pagination page={page} totalPages={info.totalPages} onChange={onChange} label={label} summary={`Showing page ${page} of ${Math.max(1, info.totalPages)} (${info.total} ${noun})`} />
  );
}
