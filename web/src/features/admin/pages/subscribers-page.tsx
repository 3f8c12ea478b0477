/**
 * Newsletter subscribers (/admin/subscribers): paged list with search (GET
 * /api/newsletter/subscribers), removal with confirmation, and Export CSV. The export needs the
 * bearer token, which a plain link cannot send, so the file is fetched as a blob and handed to the
 * browser as a download.
 */
import { useEffect, useState } from 'react';
import type { Pagination as PageInfo } from '../../../../../shared/api/common.ts';
import type { Subscriber } from '../../../../../shared/api/newsletter.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { bearer, readToken } from '../auth/session.ts';
import { useLoad } from '../lib/use-load.ts';
import { messageOf } from '../lib/errors.ts';
import { formatDateTime, relativeAge } from '../lib/format.ts';
import {
  ConfirmDialog,
  DownloadIcon,
  EmptyState,
  ErrorState,
  LoadingState,
  MailIcon,
  PageHeader,
  Pagination,
  Panel,
  SearchBox,
  TrashIcon,
  UsersIcon,
  useAdminToast,
} from '../components/index.ts';
import './media.css';

const PAGE_SIZE = 20;

function useDebounced<T>(value: T, ms: number): T {
  const [out, setOut] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setOut(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return out;
}

function fileNameOf(disposition: string | null): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`;
}

export function SubscribersPage() {
  const { request } = useAuth();
  const toast = useAdminToast();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim(), 300);
  const [deleting, setDeleting] = useState<Subscriber | null>(null);
  const [busy, setBusy] = useState(false);
  const [exporting, setExporting] = useState(false);
  useEffect(() => setPage(1), [q]);

  const list = useLoad(
    () => request<{ data: Subscriber[]; pagination: PageInfo }>('/newsletter/subscribers', { query: { page, limit: PAGE_SIZE, q } }),
    [request, page, q],
    'Failed to fetch subscribers',
  );
  const rows = list.data?.data ?? [];
  const pageInfo = list.data?.pagination;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const res = await fetch('/api/newsletter/subscribers/export', { headers: { accept: 'text/csv', ...bearer(readToken()) } });
      if (res.status === 401) {
        // Let the shared request run its signed-out flow (toast + back to login).
        await request('/auth/me').catch(() => undefined);
        return;
      }
      if (!res.ok) throw new Error(`Export failed (${res.status})`);
      const blob = await res.blob();
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = fileNameOf(res.headers.get('content-disposition'));
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast.success('Export ready', `${a.download} downloaded.`);
    } catch (err) {
      toast.error('Export failed', messageOf(err, 'Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await request(`/newsletter/subscribers/${deleting.id}`, { method: 'DELETE' });
      toast.success('Subscriber removed successfully!');
      setDeleting(null);
      if (rows.length === 1 && page > 1) setPage(page - 1);
      else list.reload();
    } catch (err) {
      toast.error('Error removing subscriber', messageOf(err, 'Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="adm-page">
      <PageHeader
        title="Newsletter Subscribers"
        subtitle={pageInfo ? `${pageInfo.total} ${pageInfo.total === 1 ? 'person has' : 'people have'} signed up for the newsletter` : 'People who signed up for the newsletter'}
        icon={<UsersIcon />}
        actions={
          <button type="button" className="adm-btn adm-btn--primary" onClick={() => void exportCsv()} disabled={exporting}>
            <DownloadIcon size={16} /> {exporting ? 'Exporting...' : 'Export CSV'}
          </button>
        }
      />
      <Panel>
        <div className="adm-toolbar">
          <SearchBox label="Search subscribers" value={search} onChange={setSearch} placeholder="Search by e-mail address..." className="adm-toolbar__grow" />
        </div>
        {list.loading && !list.data ? (
          <LoadingState text="Loading subscribers..." />
        ) : list.error && !list.data ? (
          <ErrorState title="Error loading subscribers" message="Failed to fetch subscribers" onRetry={list.reload} />
        ) : rows.length === 0 ? (
          <EmptyState title="No subscribers found" text={q ? `No addresses match "${q}"` : 'Addresses entered in the newsletter box of the site appear here.'} icon={<MailIcon size={28} />}>
            {q && (
              <button type="button" className="adm-btn adm-btn--secondary" onClick={() => setSearch('')}>
                Clear search
              </button>
            )}
          </EmptyState>
        ) : (
          <div className={`adm-table-wrap${list.loading ? ' is-busy' : ''}`} aria-busy={list.loading}>
            <table className="adm-table adm-table--cards">
              <thead>
                <tr>
                  <th scope="col">E-mail</th>
                  <th scope="col">Subscribed</th>
                  <th scope="col">
                    <span className="adm-sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((s) => (
                  <tr key={s.id}>
                    <td>
                      <a className="adm-row-title__link" href={`mailto:${s.email}`}>
                        {s.email}
                      </a>
                    </td>
                    <td data-label="Subscribed">
                      <span>
                        {formatDateTime(s.created_at)} <span className="adm-muted">· {relativeAge(s.created_at)}</span>
                      </span>
                    </td>
                    <td className="adm-table__actions">
                      <button type="button" className="adm-icon-btn adm-icon-btn--danger" aria-label={`Remove ${s.email}`} title="Remove" onClick={() => setDeleting(s)}>
                        <TrashIcon size={16} />
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pageInfo && pageInfo.total > 0 && (
          <Pagination
            page={page}
            totalPages={pageInfo.totalPages}
            onChange={setPage}
            label="Subscriber pages"
            summary={`Showing page ${page} of ${Math.max(1, pageInfo.totalPages)} (${pageInfo.total} subscribers)`}
          />
        )}
      </Panel>
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Remove Subscriber"
        message={
          <>
            Remove "<strong>{deleting?.email}</strong>" from the newsletter list? They will no longer receive the newsletter.
          </>
        }
        warning="This action cannot be undone."
        confirmLabel="Remove Subscriber"
        busyLabel="Removing..."
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
