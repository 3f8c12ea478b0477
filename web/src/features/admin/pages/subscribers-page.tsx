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
import { useDebounced } from '../lib/use-debounced.ts';
import { useConfirmDelete } from '../lib/use-confirm-delete.ts';
import { messageOf } from '../lib/errors.ts';
import { formatDateTime, relativeAge } from '../lib/format.ts';
import {
  ConfirmDialog,
  DownloadIcon,
  EmptyState,
  ListPagination,
  ListStates,
  MailIcon,
  PageHeader,
  Panel,
  SearchBox,
  TrashIcon,
  UsersIcon,
  useAdminToast,
} from '../components/index.ts';
import './media.css';

const PAGE_SIZE = 20;

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

  const removal = useConfirmDelete<Subscriber>({
    path: (s) => `/newsletter/subscribers/${s.id}`,
    deleted: 'Subscriber removed successfully!',
    failed: 'Error removing subscriber',
    onDeleted: () => {
      if (rows.length === 1 && page > 1) setPage(page - 1);
      else list.reload();
    },
  });

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
        <ListStates
          list={list}
          loadingText="Loading subscribers..."
          errorTitle="Error loading subscribers"
          errorMessage="Failed to fetch subscribers"
          empty={
            rows.length === 0 && (
              <EmptyState title="No subscribers found" text={q ? `No addresses match "${q}"` : 'Addresses entered in the newsletter box of the site appear here.'} icon={<MailIcon size={28} />}>
                {q && (
                  <button type="button" className="adm-btn adm-btn--secondary" onClick={() => setSearch('')}>
                    Clear search
                  </button>
                )}
              </EmptyState>
            )
          }
        >
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
                      <button type="button" className="adm-icon-btn adm-icon-btn--danger" aria-label={`Remove ${s.email}`} title="Remove" onClick={() => removal.ask(s)}>
                        <TrashIcon size={16} />
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </ListStates>
        <ListPagination page={page} info={pageInfo} onChange={setPage} label="Subscriber pages" noun="subscribers" />
      </Panel>
      <ConfirmDialog
        {...removal.dialog}
        title="Remove Subscriber"
        message={
          <>
            Remove "<strong>{removal.target?.email}</strong>" from the newsletter list? They will no longer receive the newsletter.
          </>
        }
        warning="This action cannot be undone."
        confirmLabel="Remove Subscriber"
        busyLabel="Removing..."
      />
    </div>
  );
}
