/**
 * Taking one backup: the database snapshot (snapshot.ts), the data folder's files (data-files.ts)
 * and their manifest, written as one archive (archive.ts) in the backup folder, then copied to S3
 * when configured and the folders pruned (retention.ts). Every run is recorded in backup_runs when
 * the database has that table, so the back office lists it, and a failure is recorded with its
 * reason before it is thrown.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { now, nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { appVersion, levelOf } from './app-level.ts';
import { FORMAT, FORMAT_VERSION, writeArchive, type Manifest } from './archive.ts';
import type { BackupConfig } from './backup-config.ts';
import { dataFiles } from './data-files.ts';
import { isAlive } from './data-lock.ts';
import { archiveName, isArchiveName } from './naming.ts';
import { archivesToPrune } from './retention.ts';
import * as repo from './repository.ts';
import { copyToS3, pruneS3, s3Address } from './s3.ts';
import { snapshotDatabase } from './snapshot.ts';

export type Trigger = 'scheduled' | 'manual' | 'cli';

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface BackupOptions {
  databasePath: string;
  dataDir: string;
  config: BackupConfig;
  trigger: Trigger;
  /** The run's id (a new one by default). */
  id?: string;
  /** Write here instead of BACKUP_DIR (npm run backup --out): no pruning, no S3 copy. */
  outDir?: string;
  /** The database to record the run in (the server's, or the command's own connection). */
  db?: Db;
  log?: Logger;
}

export interface BackupOutcome {
  id: string;
  path: string;
  size: number;
  ms: number;
  manifest: Manifest;
  /** s3://bucket/key of the copy, when one was made. */
  s3?: string;
  /** Why the copy failed (the local archive is whole all the same). */
  s3Error?: string;
}

/** A file name in `dir` no other archive has. */
async function freshName(dir: string, at: number): Promise<string> {
  const taken = new Set(await readdir(dir));
  for (let n = 1; ; n++) {
    const name = archiveName(at, n);
    if (!taken.has(name)) return name;
  }
}

/** Removes what killed backups left in `dir`: temporary archives and staging folders of processes that are gone. */
async function removeLeftovers(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    const m = /^\.(?:insight-media-.*\.(\d+)\.[0-9a-f]+\.partial(?:\.manifest\.json)?|staging-(\d+)-.*)$/.exec(name);
    const pid = m ? Number(m[1] ?? m[2]) : null;
    if (pid !== null && pid !== process.pid && !isAlive(pid)) await rm(join(dir, name), { recursive: true, force: true });
  }
}

export async function takeBackup(options: BackupOptions): Promise<BackupOutcome> {
  const started = now();
  const id = options.id ?? randomUUID();
  const dir = options.outDir ?? options.config.dir;
  const recording = options.db && repo.hasRunsTable(options.db) ? options.db : undefined;
  if (recording) repo.insertRun(recording, { id, trigger: options.trigger, status: 'running', pid: process.pid, startedAt: nowIso(), folder: dir });
  const staging = join(dir, `.staging-${process.pid}-${id}`);
  try {
    await mkdir(dir, { recursive: true });
    await removeLeftovers(dir);
    await mkdir(staging);
    const snapshot = join(staging, 'site.db');
    const facts = await snapshotDatabase(options.databasePath, snapshot);
    const files = [{ path: 'site.db', abs: snapshot }, ...(await dataFiles(options.dataDir))];
    const name = await freshName(dir, started);
    const { manifest, size } = await writeArchive<Manifest>(join(dir, name), files, {
      format: FORMAT,
      format_version: FORMAT_VERSION,
      created_at: new Date(started).toISOString(),
      app_version: appVersion(),
      migration: levelOf(facts.migrations),
      counts: facts.counts,
      database: 'site.db',
    });
    const outcome: BackupOutcome = { id, path: join(dir, name), size, ms: now() - started, manifest };
    if (recording) repo.updateRun(recording, id, { status: 'ok', finishedAt: nowIso(), fileName: name, size });
    options.log?.info({ archive: outcome.path, bytes: size, ms: outcome.ms, files: manifest.files.length }, 'backup written');
    if (!options.outDir) await offTheBox(options, outcome, recording);
    return outcome;
  } catch (err) {
    const message = (err as Error).message;
    if (recording) repo.updateRun(recording, id, { status: 'failed', finishedAt: nowIso(), error: message });
    options.log?.error({ err, trigger: options.trigger, folder: dir }, `backup failed: ${message}`);
    throw err;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The S3 copy (when configured) and the pruning of both places. A failed copy is recorded, not thrown: the archive is safe on disk. */
async function offTheBox(options: BackupOptions, outcome: BackupOutcome, recording: Db | undefined): Promise<void> {
  const { config, log } = options;
  if (config.s3) {
    try {
      const key = await copyToS3(config.s3, outcome.path);
      outcome.s3 = s3Address(config.s3, key);
      if (recording) repo.updateRun(recording, outcome.id, { s3Key: outcome.s3, s3Status: 'ok' });
      log?.info({ object: outcome.s3 }, 'backup copied to S3');
      await pruneS3(config.s3, config.keep);
    } catch (err) {
      outcome.s3Error = (err as Error).message;
      if (recording) repo.updateRun(recording, outcome.id, { s3Status: 'failed', s3Error: outcome.s3Error });
      log?.error({ err }, `backup copy to S3 failed: ${outcome.s3Error}`);
    }
  }
  const names = (await readdir(config.dir)).filter(isArchiveName);
  for (const name of archivesToPrune(names, config.keep)) await rm(join(config.dir, name), { force: true });
  if (recording) repo.pruneRuns(recording, 200);
}

/** The archive a run wrote, when it is still in its folder (pruning removes old ones). */
export async function archiveOf(run: repo.BackupRunRow): Promise<{ path: string; size: number } | null> {
  if (run.status !== 'ok' || !run.fileName) return null;
  const path = join(run.folder, run.fileName);
  const info = await stat(path).catch(() => null);
  return info?.isFile() ? { path, size: info.size } : null;
}
