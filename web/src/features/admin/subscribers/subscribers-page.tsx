/**
 * Newsletter subscribers (/admin/subscribers): paged list with search (GET
 * /api/newsletter/subscribers), removal with confirmation, and Export CSV. The export needs the
 * bearer token, which a plain link cannot send, so the file is fetched as a blob and handed to the
 * browser as a download.
 */
import { useState } from 'react';
import type { Subscriber } from '../../../../../shared/api/newsletter.ts';
import { useAuth } from '../session/auth-context.tsx';
import { getMe } from '../session/api.ts';
import { usePagedList } from '../lib/use-paged-list.ts';
import { useConfirmDelete } from '../lib/use-confirm-delete.ts';
import { messageOf } from '../lib/errors.ts';
import { formatDateTime } from '../lib/format.ts';
import { timeAgo } from '../../../../../shared/words.ts';
import { useAdminToast } from '../components/admin-toast.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { SearchBox } from '../components/fields.tsx';
import { IconButton } from '../components/icon-button.tsx';
import { DownloadIcon, MailIcon, TrashIcon, UsersIcon } from '../components/icons.tsx';
import { ClearButton, ListPagination } from '../components/list-parts.tsx';
import { ListPage } from '../components/list-page.tsx';
import { ListTable } from '../components/list-table.tsx';
import { EmptyState } from '../components/states.tsx';
import { deleteSubscriber, exportSubscribersCsv, listSubscribers } from './api.ts';

const PAGE_SIZE = 20;

function fileNameOf(disposition: string | null): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`;
}

export function SubscribersPage() {
  const { request } = useAuth();
  const toast = useAdminToast();
  const [exporting, setExporting] = useState(false);
  const subscribers = usePagedList({ load: listSubscribers, filters: {}, pageSize: PAGE_SIZE, failed: 'Failed to fetch subscribers' });
  const { list, rows, pageInfo, q } = subscribers;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const res = await exportSubscribersCsv();
      if (res.status === 401) {
        // Let the shared request run its signed-out flow (toast + back to login).
        await getMe(request).catch(() => undefined);
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
    remove: (req, s) => deleteSubscriber(req, s.id),
    deleted: 'Subscriber removed successfully!',
    failed: 'Error removing subscriber',
    onDeleted: subscribers.afterDelete,
  });

  return (
    <ListPage
      title="Newsletter Subscribers"
      subtitle={pageInfo ? `${pageInfo.total} ${pageInfo.total === 1 ? 'person has' : 'people have'} signed up for the newsletter` : 'People who signed up for the newsletter'}
      icon={<UsersIcon />}
      actions={
        <button type="button" className="adm-btn adm-btn--primary" onClick={() => void exportCsv()} disabled={exporting}>
          <DownloadIcon size={16} /> {exporting ? 'Exporting...' : 'Export CSV'}
        </button>
      }
      filters={<SearchBox label="Search subscribers" value={subscribers.search} onChange={subscribers.setSearch} placeholder="Search by e-mail address..." className="adm-toolbar__grow" />}
      states={{
        list,
        loadingText: 'Loading subscribers...',
        errorTitle: 'Error loading subscribers',
        errorMessage: 'Failed to fetch subscribers',
        empty: rows.length === 0 && (
          <EmptyState title="No subscribers found" text={q ? `No addresses match "${q}"` : 'Addresses entered in the newsletter box of the site appear here.'} icon={<MailIcon size={28} />}>
            {q && <ClearButton label="Clear search" onClick={() => subscribers.setSearch('')} />}
          </EmptyState>
        ),
      }}
      pagination={<ListPagination page={subscribers.page} info={pageInfo} onChange={subscribers.setPage} label="Subscriber pages" noun="subscribers" />}
      after={
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
      }
    >
      <ListTable columns={['E-mail', 'Subscribed']} busy={list.loading}>
        {rows.map((s) => (
          <tr key={s.id}>
            <td>
              <a className="adm-row-title__link" href={`mailto:${s.email}`}>
                {s.email}
              </a>
            </td>
            <td data-label="Subscribed">
              <span>
                {formatDateTime(s.created_at)} <span className="adm-muted">· {timeAgo(s.created_at)}</span>
              </span>
            </td>
            <td className="adm-table__actions">
              <IconButton danger label={`Remove ${s.email}`} title="Remove" icon={<TrashIcon size={16} />} onClick={() => removal.ask(s)} />
            </td>
          </tr>
        ))}
      </ListTable>
    </ListPage>
  );
}
