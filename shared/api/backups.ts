/** Back-office backups (administrators only): the runs, starting one, and a download link. */
import { Type, type Static } from 'typebox';
import { Envelope, Nullable } from './common.ts';

export const BackupRun = Type.Object({
  id: Type.String(),
  trigger: Type.Union([Type.Literal('scheduled'), Type.Literal('manual'), Type.Literal('cli')]),
  /** 'running' while it is written; a run whose process died reads 'failed' ("interrupted"). */
  status: Type.Union([Type.Literal('running'), Type.Literal('ok'), Type.Literal('failed')]),
  started_at: Type.String(),
  finished_at: Nullable(Type.String()),
  file_name: Nullable(Type.String()),
  /** The folder on the server it was written to. */
  folder: Type.String(),
  size: Nullable(Type.Integer()),
  error: Nullable(Type.String()),
  /** Whether the archive is still in its folder (old ones are pruned by BACKUP_KEEP): only then can it be downloaded. */
  available: Type.Boolean(),
  s3_key: Nullable(Type.String()),
  s3_status: Nullable(Type.Union([Type.Literal('ok'), Type.Literal('failed')])),
  s3_error: Nullable(Type.String()),
});
export type BackupRun = Static<typeof BackupRun>;

export const BackupOverview = Type.Object({
  runs: Type.Array(BackupRun),
  /** The schedule in words ('daily at 03:00 UTC'), or null when scheduled backups are off. */
  schedule: Nullable(Type.String()),
  next_run: Nullable(Type.String()),
  keep: Type.String(),
  folder: Type.String(),
  /** s3://bucket/prefix when backups are copied off the box. */
  s3: Nullable(Type.String()),
  /** The newest scheduled run, when it failed: what the back office warns administrators about. */
  failed_scheduled: Nullable(BackupRun),
});
export const BackupOverviewResponse = Envelope(BackupOverview);
export type BackupOverview = Static<typeof BackupOverview>;

export const BackupStartResponse = Envelope(BackupRun);

const DownloadLink = Type.Object({
  /** A link valid for a few minutes, signed for this file and this administrator. */
  url: Type.String(),
  expires_at: Type.String(),
});
export const DownloadLinkResponse = Envelope(DownloadLink);

export const DownloadQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 2000, description: 'the signed link\'s token; without it, 401' })) });
export type DownloadQuery = Static<typeof DownloadQuery>;
