/**
 * Backups (/admin/backups, administrators): the last backups (when, size, where, ok or failed, the
 * copy to S3), a warning when the last scheduled one failed, "Back up now" (the list follows the
 * run until it ends) and a download of each archive still on the server; then the portable export
 * and the import from WordPress, Ghost or another Insight Media site (import-panel.tsx).
 */
import { useEffect, useState } from 'react';
import type { BackupRun } from '../../../../../shared/api/backups.ts';
import { timeAgo } from '../../../../../shared/words.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { messageOf } from '../lib/errors.ts';
import { formatDateTime } from '../lib/format.ts';
import { formatBytes } from '../lib/media-upload.ts';
import { useAdminToast } from '../components/admin-toast.ts';
import { PageHeader, Panel } from '../components/page-header.tsx';
import { ListTable } from '../components/list-table.tsx';
import { MessageBar } from '../components/message-bar.tsx';
import { Chip } from '../components/status-badge.tsx';
import { EmptyState, ErrorState, LoadingState } from '../components/states.tsx';
import { IconButton } from '../components/icon-button.tsx';
import { DownloadIcon, LockIcon, RefreshIcon } from '../components/icons.tsx';
import { backupLink, exportLink, followDownload, getBackups, startBackup } from './api.ts';
import { ImportPanel } from './import-panel.tsx';
import './backups.css';

const TRIGGER: Record<BackupRun['trigger'], string> = { scheduled: 'Scheduled', manual: 'Back office', cli: 'Command line' };

function RunStatus({ run }: { run: BackupRun }) {
  if (run.status === 'running') return <Chip tone="blue">Running</Chip>;
  if (run.status === 'failed') return <Chip tone="red">Failed</Chip>;
  return <Chip tone="green">OK</Chip>;
}

export function BackupsPage() {
  const { request, user } = useAuth();
  const toast = useAdminToast();
  const overview = useLoad(async () => (await getBackups(request)).data, [request], 'Failed to load backups');
  const [starting, setStarting] = useState(false);
  const running = overview.data?.runs.some((r) => r.status === 'running') ?? false;

  // While a backup runs, the list is asked again every 2 s until it has ended.
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(overview.reload, 2000);
    return () => clearInterval(timer);
  }, [running, overview.reload]);

  if (user?.role !== 'admin') {
    return (
      <div className="adm-page">
        <PageHeader title="Backups" icon={<LockIcon />} />
        <EmptyState title="Administrators only" text="Backups, exports and imports hold the whole site: ask an administrator." icon={<LockIcon size={28} />} />
      </div>
    );
  }

  const backUpNow = async () => {
    setStarting(true);
    try {
      await startBackup(request);
      toast.success('Backup started', 'It appears below when it is complete.');
      overview.reload();
    } catch (err) {
      toast.error('Could not start a backup', messageOf(err, 'Please try again.'));
    } finally {
      setStarting(false);
    }
  };

  const download = async (run: BackupRun) => {
    try {
      followDownload((await backupLink(request, run.id)).data.url);
    } catch (err) {
      toast.error('Download failed', messageOf(err, 'Please try again.'));
    }
  };

  const downloadExport = async () => {
    try {
      followDownload((await exportLink(request)).data.url);
      toast.success('Export on its way', 'The file is prepared, then downloaded by your browser.');
    } catch (err) {
      toast.error('Export failed', messageOf(err, 'Please try again.'));
    }
  };

  const data = overview.data;
  return (
    <div className="adm-page adm-backups">
      <PageHeader
        title="Backups"
        subtitle={data ? (data.schedule ? `Backed up ${data.schedule}; keeping ${data.keep}.` : 'Scheduled backups are off (BACKUP_SCHEDULE=off).') : 'Copies of the whole site'}
        icon={<RefreshIcon />}
        actions={
          <button type="button" className="adm-btn adm-btn--primary" onClick={() => void backUpNow()} disabled={starting || running}>
            <RefreshIcon size={16} /> {running ? 'Backing up...' : 'Back up now'}
          </button>
        }
      />
      {data?.failed_scheduled && (
        <MessageBar type="error">
          The scheduled backup of {formatDateTime(data.failed_scheduled.started_at)} failed: {data.failed_scheduled.error}. Check the folder ({data.folder}) and the server log, then back up now.
        </MessageBar>
      )}
      <Panel
        title="Last backups"
        subtitle={data && `Written to ${data.folder}${data.s3 ? ` and copied to ${data.s3}` : ''}${data.next_run ? `; next ${formatDateTime(data.next_run)}` : ''}.`}
      >
        {overview.loading && !data ? (
          <LoadingState text="Loading backups..." />
        ) : overview.error && !data ? (
          <ErrorState title="Error loading backups" message={overview.error} onRetry={overview.reload} />
        ) : !data?.runs.length ? (
          <EmptyState title="No backups yet" text="Back up now, or wait for the scheduled one." icon={<RefreshIcon size={28} />} />
        ) : (
          <ListTable columns={['When', 'Status', 'Size', 'Where']} busy={overview.loading}>
            {data.runs.map((run) => (
              <tr key={run.id}>
                <td>
                  <span className="adm-backups__when">
                    {formatDateTime(run.started_at)} <span className="adm-muted">· {timeAgo(run.started_at)}</span>
                  </span>
                  <span className="adm-muted adm-backups__trigger">{TRIGGER[run.trigger]}</span>
                </td>
                <td data-label="Status">
                  <RunStatus run={run} />
                  {run.error && <span className="adm-backups__error">{run.error}</span>}
                </td>
                <td data-label="Size">{run.size === null ? '—' : formatBytes(run.size)}</td>
                <td data-label="Where">
                  <span className="adm-backups__file">{run.file_name ?? '—'}</span>
                  {run.status === 'ok' && !run.available && <span className="adm-muted"> (removed by BACKUP_KEEP)</span>}
                  {run.s3_status === 'ok' && <span className="adm-backups__copy">Copied to {run.s3_key}</span>}
                  {run.s3_status === 'failed' && <span className="adm-backups__error">Copy to S3 failed: {run.s3_error}</span>}
                </td>
                <td className="adm-table__actions">
                  {run.available && <IconButton label={`Download the backup of ${formatDateTime(run.started_at)}`} title="Download" icon={<DownloadIcon size={16} />} onClick={() => void download(run)} />}
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </Panel>
      <Panel
        title="Export"
        subtitle="Every article, video, episode, comment and setting as documented JSON, with the uploaded pictures and audio: to move the site or keep a readable copy."
        actions={
          <button type="button" className="adm-btn adm-btn--secondary" onClick={() => void downloadExport()}>
            <DownloadIcon size={16} /> Download export
          </button>
        }
      >
        <p className="adm-backups__note">A backup restores this site exactly (<code>npm run restore</code>); an export is for other tools, or for importing into another site below.</p>
      </Panel>
      <ImportPanel />
    </div>
  );
}
