/**
 * The pieces the list screens share: the create and Refresh buttons of the header, the status
 * filter of the content lists, the loading / failed / empty / filled states of a list, the buttons
 * of an empty list (Clear search / Clear filters / create), and the server-paged footer
 * 'Showing page X of Y (N ...)'.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Pagination as PageInfo } from '../../../../../shared/api/common.ts';
import { CONTENT_STATUSES } from '../../../../../shared/constants.ts';
import { FilterSelect } from './fields.tsx';
import { PlusIcon, RefreshIcon } from './icons.tsx';
import { Pagination } from './pagination.tsx';
import { ErrorState, LoadingState } from './states.tsx';
import { statusLabel } from './status-badge.tsx';

/** 'New Article': a link to the editor's page for a new item; 'Invite Member': a button that opens a dialog. */
export function CreateButton({ label, ...target }: { label: string } & ({ to: string } | { onClick: () => void })) {
  if ('to' in target) {
    return (
      <Link to={target.to} className="adm-btn adm-btn--primary">
        <PlusIcon size={16} /> {label}
      </Link>
    );
  }
  return (
    <button type="button" className="adm-btn adm-btn--primary" onClick={target.onClick}>
      <PlusIcon size={16} /> {label}
    </button>
  );
}

/** Loads the screen's data again; off while it loads. */
export function RefreshButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  return (
    <button type="button" className="adm-btn adm-btn--secondary" onClick={onClick} disabled={disabled}>
      <RefreshIcon size={16} /> Refresh
    </button>
  );
}

/** 'Clear search' / 'Clear filters' of a list that the search or filters left empty. */
export function ClearButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="adm-btn adm-btn--secondary" onClick={onClick}>
      {label}
    </button>
  );
}

/** 'All Status' or one content status. */
export function StatusFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return <FilterSelect label="Filter by status" value={value} onChange={onChange} options={[{ value: '', label: 'All Status' }, ...CONTENT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))]} />;
}

/** An empty list: Clear filters when the filters hide everything, else the create button. */
export function EmptyListActions({ filtered, onClear, createLabel, createTo }: { filtered: boolean; onClear: () => void; createLabel: string; createTo: string }) {
  if (!filtered) return <CreateButton label={createLabel} to={createTo} />;
  return <ClearButton label="Clear filters" onClick={onClear} />;
}

interface ListLoadState {
  data: unknown;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

export interface ListStatesProps {
  list: ListLoadState;
  loadingText: string;
  errorTitle?: string;
  errorMessage: string;
  /** What an empty list shows (given only when the list has nothing to show). */
  empty?: ReactNode;
  /**
   * A failed reload replaces the rows already on screen by the error (the short curated lists and
   * the dashboard panels); otherwise a reload that fails keeps them.
   */
  errorFirst?: boolean;
  children: ReactNode;
}

/**
 * Spinner on the first load, the error with Try again when nothing could be loaded, `empty` when
 * given (the list has nothing to show), else the rows. A reload keeps the old rows on screen.
 */
export function ListStates({ list, loadingText, errorTitle, errorMessage, empty, errorFirst, children }: ListStatesProps) {
  if (list.loading && !list.data) return <LoadingState text={loadingText} />;
  if (list.error && (errorFirst || !list.data)) return <ErrorState title={errorTitle} message={errorMessage} onRetry={list.reload} />;
  return <>{empty || children}</>;
}

/** Page numbers of a list paged by the server, with 'Showing page X of Y (N {noun})'. */
export function ListPagination({ page, info, onChange, label, noun }: { page: number; info?: PageInfo; onChange: (page: number) => void; label: string; noun: string | ((total: number) => string) }) {
  if (!info || !(info.total > 0)) return null;
  const count = typeof noun === 'string' ? `${info.total} ${noun}` : noun(info.total);
  return <Pagination page={page} totalPages={info.totalPages} onChange={onChange} label={label} summary={`Showing page ${page} of ${Math.max(1, info.totalPages)} (${count})`} />;
}
