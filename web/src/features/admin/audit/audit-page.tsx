/**
 * The Audit log (/admin/audit-log, administrators): every staff action that changed something,
 * newest first, a page at a time, filtered by who, what, which target and when, and exported as CSV
 * with the same filters. Nothing on this screen changes an entry: the trail is append-only.
 */
import { useEffect, useId, useState } from 'react';
import type { AuditEntry } from '../../../../../shared/api/audit.ts';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, actionGroup } from '../../../../../shared/audit.ts';
import { useAuth } from '../session/auth-context.tsx';
import { getMe } from '../session/api.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { usePagedList } from '../lib/use-paged-list.ts';
import { messageOf } from '../lib/errors.ts';
import { formatDateTime } from '../lib/format.ts';
import { useAdminToast } from '../components/admin-toast.ts';
import { FilterSelect, SearchBox } from '../components/fields.tsx';
import { DownloadIcon, ShieldIcon } from '../components/icons.tsx';
import { ClearButton, ListPagination } from '../components/list-parts.tsx';
import { ListPage } from '../components/list-page.tsx';
import { ListTable } from '../components/list-table.tsx';
import { EmptyState } from '../components/states.tsx';
import { saveAsDownload } from '../lib/download.ts';
import { exportAuditCsv, listAudit } from './api.ts';
import './audit.css';

const PAGE_SIZE = 25;

const GROUP_LABELS: Record<string, string> = {
  session: 'Sign-ins and sessions',
  two_factor: 'Two-factor sign-in',
  password: 'Passwords',
  profile: 'Profiles',
  team: 'Team',
  settings: 'Settings',
  content: 'Content',
  trash: 'Trash',
  curation: 'Home page curation',
  comment: 'Comments',
  subscriber: 'Subscribers',
  media: 'Media',
  audit: 'Audit log',
};

/** Every group ("all content actions"), then each action under its group. */
const ACTION_OPTIONS = [
  { value: '', label: 'Any action' },
  ...[...new Set(Object.keys(AUDIT_ACTIONS).map(actionGroup))].flatMap((group) => [
    { value: group, label: `${GROUP_LABELS[group] ?? group}: all` },
    ...Object.entries(AUDIT_ACTIONS)
      .filter(([action]) => actionGroup(action) === group)
      .map(([value, label]) => ({ value, label: `  ${label}` })),
  ]),
];

const TARGET_OPTIONS = [{ value: '', label: 'Any target' }, ...Object.entries(AUDIT_TARGET_TYPES).map(([value, label]) => ({ value, label }))];

/** A local calendar day's first instant, or the next day's (the end of a range, excluded). */
function dayStart(value: string, next = false): string {
  if (!value) return '';
  const [y, m, d] = value.split('-').map(Number);
  return new Date(y, m - 1, d + (next ? 1 : 0)).toISOString();
}

function detailText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key.replace(/_/g, ' ')}: ${Array.isArray(value) ? value.join(', ') : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`)
    .join(' · ');
}

/** A date filter with its short label beside it. */
function DateFilter({ label, value, min, max, onChange }: { label: string; value: string; min?: string; max?: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="adm-audit-date">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" className="adm-input" value={value} min={min} max={max} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

export function AuditLogPage() {
  const { request } = useAuth();
  const toast = useAdminToast();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [target, setTarget] = useState('');
  const [exporting, setExporting] = useState(false);
  const log = usePagedList({
    load: (req, { q, page, limit, action, target_type, from: since, to: until, target: about }) =>
      listAudit(req, { page, limit, actor: q || undefined, action: action || undefined, target_type: target_type || undefined, target: about || undefined, from: since || undefined, to: until || undefined }),
    filters: { action: '', target_type: '', target: '', from: '', to: '' },
    pageSize: PAGE_SIZE,
    failed: 'Failed to fetch the audit log',
  });
  const { list, rows, pageInfo, filters, setFilter } = log;
  const targetQuery = useDebounced(target.trim(), 300);
  // setFilter is a new function each render: the effect follows the typed text only.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setFilter('target', targetQuery), [targetQuery]);

  const setDates = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    setFilter('from', dayStart(nextFrom));
    setFilter('to', dayStart(nextTo, true));
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const res = await exportAuditCsv({ actor: log.q, action: filters.action, target_type: filters.target_type, target: filters.target, from: filters.from, to: filters.to });
      if (res.status === 401) {
        await getMe(request).catch(() => undefined); // the shared request signs out and says why
        return;
      }
      if (!res.ok) throw new Error(`Export failed (${res.status})`);
      const name = await saveAsDownload(res, 'audit-log.csv');
      toast.success('Export ready', `${name} downloaded.`);
    } catch (err) {
      toast.error('Export failed', messageOf(err, 'Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  const clear = () => {
    log.clearFilters();
    setFrom('');
    setTo('');
    setTarget('');
  };

  return (
    <ListPage
      title="Audit Log"
      subtitle="Who changed what, when and from where. Entries are kept for a year and cannot be edited."
      icon={<ShieldIcon />}
      actions={
        <button type="button" className="adm-btn adm-btn--primary" onClick={() => void exportCsv()} disabled={exporting}>
          <DownloadIcon size={16} /> {exporting ? 'Exporting...' : 'Export CSV'}
        </button>
      }
      filters={
        <div className="adm-audit-filters">
          <SearchBox label="Who" value={log.search} onChange={log.setSearch} placeholder="Name or e-mail..." className="adm-audit-filters__who" />
          <FilterSelect label="Action" value={filters.action} onChange={(v) => setFilter('action', v)} options={ACTION_OPTIONS} />
          <FilterSelect label="Target type" value={filters.target_type} onChange={(v) => setFilter('target_type', v)} options={TARGET_OPTIONS} />
          <SearchBox label="Target" value={target} onChange={setTarget} placeholder="Target title or id..." />
          <DateFilter label="From" value={from} max={to || undefined} onChange={(v) => setDates(v, to)} />
          <DateFilter label="To" value={to} min={from || undefined} onChange={(v) => setDates(from, v)} />
        </div>
      }
      states={{
        list,
        loadingText: 'Loading the audit log...',
        errorTitle: 'Error loading the audit log',
        errorMessage: 'Failed to fetch the audit log',
        empty: rows.length === 0 && (
          <EmptyState title="No entries" text={log.filtered || from || to ? 'Nothing matches these filters.' : 'Staff actions appear here as they happen.'} icon={<ShieldIcon size={28} />}>
            {(log.filtered || from || to) && <ClearButton label="Clear filters" onClick={clear} />}
          </EmptyState>
        ),
      }}
      pagination={<ListPagination page={log.page} info={pageInfo} onChange={log.setPage} label="Audit log pages" noun="entries" />}
    >
      <ListTable columns={['When', 'Who', 'Action', 'Target', 'From']} actions={false} busy={list.loading} className="adm-audit">
        {rows.map((e: AuditEntry) => (
          <tr key={e.id}>
            <td data-label="When" className="adm-audit__when">
              <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            </td>
            <td data-label="Who">
              <div className="adm-audit__cell">
                {e.actor ? (
                  <>
                    <span className="adm-audit__name">{e.actor.name || e.actor.email}</span>
                    {e.actor.email && <span className="adm-audit__sub">{e.actor.email}</span>}
                  </>
                ) : (
                  <span className="adm-muted">Not signed in</span>
                )}
              </div>
            </td>
            <td data-label="Action">
              <div className="adm-audit__cell">
                <span className="adm-audit__action">{e.action_label}</span>
                {Object.keys(e.details).length > 0 && <span className="adm-audit__sub">{detailText(e.details)}</span>}
              </div>
            </td>
            <td data-label="Target">
              <div className="adm-audit__cell">
                {e.target ? (
                  <>
                    <span className="adm-audit__sub">{(AUDIT_TARGET_TYPES as Record<string, string>)[e.target.type] ?? e.target.type}</span>
                    <span className="adm-audit__name">{e.target.title || e.target.id}</span>
                  </>
                ) : (
                  <span className="adm-muted">—</span>
                )}
              </div>
            </td>
            <td data-label="From">
              <div className="adm-audit__cell">
                <span className="adm-audit__name">{e.address ?? 'Command line'}</span>
                {e.user_agent && <span className="adm-audit__sub adm-audit__agent">{e.user_agent}</span>}
              </div>
            </td>
          </tr>
        ))}
      </ListTable>
    </ListPage>
  );
}
