/**
 * Newsletter subscribers (/admin/subscribers): paged list with search and a status filter (GET
 * /api/newsletter/subscribers): confirmed (they get the newsletters they chose), waiting for their
 * confirmation, unsubscribed, bounced (both suppressed from every send). Removal with confirmation,
 * asking the addresses from before double opt-in to confirm, and Export CSV. The export needs the
 * bearer token, which a plain link cannot send, so the file is fetched as a blob and handed to the
 * browser as a download.
 */
import { useState } from 'react';
import type { Subscriber, SubscriberStatus } from '../../../../../shared/api/newsletter.ts';
import { SUBSCRIBER_STATUSES } from '../../../../../shared/api/newsletter.ts';
import { useAuth } from '../session/auth-context.tsx';
import { getMe } from '../session/api.ts';
import { usePagedList } from '../lib/use-paged-list.ts';
import { useConfirmDelete } from '../lib/use-confirm-delete.ts';
import { messageOf } from '../lib/errors.ts';
import { formatDateTime, truncate } from '../lib/format.ts';
import { timeAgo } from '../../../../../shared/words.ts';
import { useAdminToast } from '../components/admin-toast.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { FilterSelect, SearchBox } from '../components/fields.tsx';
import { Chip } from '../components/status-badge.tsx';
import { useLoad } from '../lib/use-load.ts';
import { IconButton } from '../components/icon-button.tsx';
import { DownloadIcon, MailIcon, TrashIcon, UsersIcon } from '../components/icons.tsx';
import { ClearButton, ListPagination } from '../components/list-parts.tsx';
import { ListPage } from '../components/list-page.tsx';
import { ListTable } from '../components/list-table.tsx';
import { EmptyState } from '../components/states.tsx';
import { saveAsDownload } from '../lib/download.ts';
import { askToConfirm, deleteSubscriber, exportSubscribersCsv, getStats, listSubscribers, subscriberDeletion } from './api.ts';
import { DeletionSummary, useDeletionPreview, type DeletionState } from '../components/deletion-summary.tsx';

const PAGE_SIZE = 20;

const STATUS: Record<SubscriberStatus, { label: string; tone: 'green' | 'amber' | 'grey' | 'red' }> = {
  active: { label: 'Confirmed', tone: 'green' },
  pending: { label: 'Not confirmed', tone: 'amber' },
  unsubscribed: { label: 'Unsubscribed', tone: 'grey' },
  bounced: { label: 'Bounced', tone: 'red' },
};

const lists = (s: Subscriber) => [s.newsroom && 'Newsletter', s.digest && 'Weekly digest'].filter(Boolean).join(', ') || 'None';

export function SubscribersPage() {
  const { request } = useAuth();
  const toast = useAdminToast();
  const [exporting, setExporting] = useState(false);
  const subscribers = usePagedList({
    load: (req, { status, ...query }) => listSubscribers(req, { ...query, status: SUBSCRIBER_STATUSES.find((s) => s === status) }),
    filters: { status: '' },
    pageSize: PAGE_SIZE,
    failed: 'Failed to fetch subscribers',
  });
  const { list, rows, pageInfo } = subscribers;
  const stats = useLoad(() => getStats(request), [request, list.data], 'Failed to fetch the numbers');
  const [asking, setAsking] = useState(false);

  const ask = async () => {
    setAsking(true);
    try {
      const res = await askToConfirm(request);
      toast.success(res.message ?? 'Asked to confirm');
      list.reload();
    } catch (err) {
      toast.error('Could not ask them to confirm', messageOf(err, 'Please try again.'));
    } finally {
      setAsking(false);
    }
  };

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
      const name = await saveAsDownload(res, `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`);
      toast.success('Export ready', `${name} downloaded.`);
    } catch (err) {
      toast.error('Export failed', messageOf(err, 'Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  const removal = useConfirmDelete<Subscriber>({
    remove: (req, s) => deleteSubscriber(req, s.id, deletion.preview?.name ?? ''),
    deleted: 'Subscriber removed successfully!',
    failed: 'Error removing subscriber',
    onDeleted: subscribers.afterDelete,
  });
  const deletion: DeletionState = useDeletionPreview(removal.target, (req, s) => subscriberDeletion(req, s.id));

  return (
    <ListPage
      title="Newsletter Subscribers"
      subtitle={
        stats.data
          ? `${stats.data.active} confirmed · ${stats.data.pending} waiting for their confirmation · ${stats.data.unsubscribed} unsubscribed · ${stats.data.bounced} bounced`
          : 'People who signed up for the newsletter'
      }
      icon={<UsersIcon />}
      actions={
        <>
          <button type="button" className="adm-btn adm-btn--secondary" onClick={() => void ask()} disabled={asking} title="Mail a confirmation link to the addresses that signed up before confirmation was asked, and never confirmed">
            <MailIcon size={16} /> {asking ? 'Asking...' : 'Ask unconfirmed to confirm'}
          </button>
          <button type="button" className="adm-btn adm-btn--primary" onClick={() => void exportCsv()} disabled={exporting}>
            <DownloadIcon size={16} /> {exporting ? 'Exporting...' : 'Export CSV'}
          </button>
        </>
      }
      filters={
        <>
          <SearchBox label="Search subscribers" value={subscribers.search} onChange={subscribers.setSearch} placeholder="Search by e-mail address..." className="adm-toolbar__grow" />
          <FilterSelect
            label="Filter by status"
            value={subscribers.filters.status}
            onChange={(v) => subscribers.setFilter('status', v)}
            options={[{ value: '', label: 'All statuses' }, ...SUBSCRIBER_STATUSES.map((value) => ({ value, label: STATUS[value].label }))]}
          />
        </>
      }
      states={{
        list,
        loadingText: 'Loading subscribers...',
        errorTitle: 'Error loading subscribers',
        errorMessage: 'Failed to fetch subscribers',
        empty: rows.length === 0 && (
          <EmptyState title="No subscribers found" text={subscribers.filtered ? 'No addresses match your search or filter' : 'Addresses entered in the newsletter box of the site appear here.'} icon={<MailIcon size={28} />}>
            {subscribers.filtered && <ClearButton label="Clear filters" onClick={subscribers.clearFilters} />}
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
              Remove "<strong>{removal.target?.email}</strong>" from the list?
            </>
          }
          details={<DeletionSummary {...deletion} />}
          ready={Boolean(deletion.preview)}
          confirmLabel="Remove Subscriber"
          busyLabel="Removing..."
        />
      }
    >
      <ListTable columns={['E-mail', 'Status', 'Newsletters', 'Signed up']} busy={list.loading}>
        {rows.map((s) => (
          <tr key={s.id}>
            <td>
              <a className="adm-row-title__link" href={`mailto:${s.email}`}>
                {s.email}
              </a>
            </td>
            <td data-label="Status">
              <Chip tone={STATUS[s.status].tone}>{STATUS[s.status].label}</Chip>
              {s.bounce_reason && s.status === 'bounced' && <span className="adm-muted"> {truncate(s.bounce_reason, 80)}</span>}
            </td>
            <td data-label="Newsletters">{s.status === 'active' ? lists(s) : '—'}</td>
            <td data-label="Signed up">
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
