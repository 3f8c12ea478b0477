/**
 * Backups inside the running server: the schedule (BACKUP_SCHEDULE, a cron pattern in UTC read
 * with croner), one backup at a time, the runs as the back office shows them, and the signed
 * links that let an administrator's browser download an archive (a plain link cannot carry the
 * bearer token, and an archive may be far too big to pass through the page's memory).
 */
import { Cron } from 'croner';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { BackupOverview, BackupRun } from '../../../shared/api/backups.ts';
import { now } from '../../clock.ts';
import { conflict, notFound } from '../../errors.ts';
import { checkLink, signedLink } from './access.ts';
import { archiveOf, takeBackup, type Trigger } from './backup.ts';
import type { BackupConfig } from './backup-config.ts';
import { isAlive } from './data-lock.ts';
import * as repo from './repository.ts';
import { flushViews } from '../transfer/content-access.ts';

/** The longest a timer waits before looking at the clock again (the clock may be moved by tests, or jump). */
const MAX_WAIT = 60 * 60 * 1000;

function describeSchedule(pattern: string): string {
  const named: Record<string, string> = { '0 * * * *': 'hourly', '0 3 * * *': 'daily at 03:00 UTC', '0 3 * * 1': 'weekly, Mondays at 03:00 UTC' };
  return named[pattern] ?? `cron "${pattern}" (UTC)`;
}

function describeKeep(keep: BackupConfig['keep']): string {
  if (keep.last === Number.POSITIVE_INFINITY) return 'all';
  const parts = [keep.last && `the newest ${keep.last}`, keep.daily && `${keep.daily} daily`, keep.weekly && `${keep.weekly} weekly`, keep.monthly && `${keep.monthly} monthly`];
  return parts.filter(Boolean).join(' + ');
}

export function createBackupService(app: FastifyInstance) {
  const config = app.config.backup;
  let running: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const cron = config.schedule ? new Cron(config.schedule, { paused: true, timezone: 'UTC' }) : null;
  let nextAt: number | null = null;

  const toApi = async (row: repo.BackupRunRow): Promise<BackupRun> => {
    // A run left 'running' by a process that is gone never finished: it failed.
    const dead = row.status === 'running' && row.pid !== process.pid && !isAlive(row.pid);
    const orphan = row.status === 'running' && row.pid === process.pid && !running;
    return {
      id: row.id,
      trigger: row.trigger,
      status: dead || orphan ? 'failed' : row.status,
      started_at: row.startedAt,
      finished_at: row.finishedAt,
      file_name: row.fileName,
      folder: row.folder,
      size: row.size,
      error: dead || orphan ? 'Interrupted: the process writing it stopped before it was complete' : row.error,
      available: (await archiveOf(row)) !== null,
      s3_key: row.s3Key,
      s3_status: row.s3Status,
      s3_error: row.s3Error,
    };
  };

  /** Starts a backup unless one is running; returns its run id (recorded before this returns). */
  function start(trigger: Trigger): string {
    if (running) throw conflict('A backup is already running; wait for it to finish.');
    const id = randomUUID();
    flushViews(app.db); // views counted in the last second are in memory: into the database first
    running = takeBackup({ id, databasePath: app.config.databasePath, dataDir: app.config.dataDir, config, trigger, db: app.db, log: app.log })
      .catch(() => {}) // recorded and logged by takeBackup
      .finally(() => {
        running = null;
      });
    return id;
  }

  function schedule(): void {
    if (!cron) return;
    nextAt ??= cron.nextRun(new Date(now()))?.getTime() ?? null;
    if (nextAt === null) return;
    timer = setTimeout(() => void tick(), Math.max(1000, Math.min(MAX_WAIT, nextAt - now())));
    timer.unref();
  }

  /** Runs the scheduled backup when its time has come, then waits for the next one. */
  async function tick(): Promise<void> {
    timer = null;
    if (nextAt !== null && now() >= nextAt) {
      nextAt = null;
      if (running) await running; // a manual backup is under way: the scheduled one follows it
      start('scheduled');
      await running;
    }
    schedule();
  }

  return {
    start,
    /** Waits for the backup under way, if any (tests, shutdown). */
    settled: async () => {
      await running;
    },
    tick,
    startSchedule: schedule,
    stopSchedule: () => {
      if (timer) clearTimeout(timer);
      timer = null;
    },

    async overview(): Promise<BackupOverview> {
      const runs = await Promise.all(repo.recentRuns(app.db, 30).map(toApi));
      const lastScheduled = repo.lastScheduledRun(app.db);
      const last = lastScheduled ? await toApi(lastScheduled) : null;
      nextAt ??= cron?.nextRun(new Date(now()))?.getTime() ?? null;
      return {
        runs,
        schedule: config.schedule ? describeSchedule(config.schedule) : null,
        next_run: cron && nextAt !== null ? new Date(nextAt).toISOString() : null,
        keep: describeKeep(config.keep),
        folder: config.dir,
        s3: config.s3 ? `s3://${config.s3.bucket}/${config.s3.prefix}` : null,
        failed_scheduled: last?.status === 'failed' ? last : null,
      };
    },

    async run(id: string): Promise<BackupRun> {
      const row = repo.findRun(app.db, id);
      if (!row) throw notFound('Backup not found');
      return toApi(row);
    },

    /** A link to download run `id`'s archive, signed for `userId`. */
    async downloadLink(id: string, userId: string): Promise<{ url: string; expires_at: string }> {
      const row = repo.findRun(app.db, id);
      if (!row) throw notFound('Backup not found');
      if (!(await archiveOf(row))) throw notFound('This backup is no longer on the server (removed by BACKUP_KEEP, or it failed)');
      return signedLink(app, `/api/backups/${id}/download`, userId, 'backup-download', id);
    },

    /** The archive a signed link names, after checking the link. */
    async download(id: string, token: string | undefined): Promise<{ path: string; size: number; name: string }> {
      checkLink(app, token, 'backup-download', id);
      const row = repo.findRun(app.db, id);
      const file = row ? await archiveOf(row) : null;
      if (!row || !file) throw notFound('This backup is no longer on the server');
      return { ...file, name: row.fileName ?? 'backup.tar.gz' };
    },
  };
}
