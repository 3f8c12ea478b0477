/**
 * The backup settings (BACKUP_DIR, BACKUP_SCHEDULE, BACKUP_KEEP, BACKUP_S3_*), read once with the
 * rest of the configuration (server/config.ts): a bad value stops the server with its message.
 */
import { Cron } from 'croner';
import { resolve } from 'node:path';

/** How many archives a scheduled backup keeps: the newest of each of the last `daily` days, `weekly` ISO weeks and `monthly` months, and the `last` newest. */
export interface KeepRule {
  last: number;
  daily: number;
  weekly: number;
  monthly: number;
}

/** An S3-compatible bucket (AWS, Backblaze B2, Cloudflare R2, MinIO, Wasabi...), addressed path-style. */
export interface S3Target {
  endpoint: string;
  bucket: string;
  /** Key prefix, '' or ending with '/'. */
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface BackupConfig {
  dir: string;
  /** A cron pattern (UTC), or null when scheduled backups are off. */
  schedule: string | null;
  keep: KeepRule;
  s3: S3Target | null;
}

/** The names BACKUP_SCHEDULE accepts besides a cron expression; times are UTC. */
const NAMED_SCHEDULES: Record<string, string> = {
  hourly: '0 * * * *',
  daily: '0 3 * * *',
  weekly: '0 3 * * 1',
};

function parseSchedule(value: string): string | null {
  const setting = value.trim().toLowerCase();
  if (setting === 'off' || setting === 'false' || setting === 'none') return null;
  const pattern = NAMED_SCHEDULES[setting] ?? value.trim();
  try {
    new Cron(pattern, { paused: true, timezone: 'UTC' }).stop();
  } catch {
    throw new Error(`BACKUP_SCHEDULE: ${JSON.stringify(value)} is not off, hourly, daily, weekly or a cron expression such as "30 2 * * *".`);
  }
  return pattern;
}

function parseKeep(value: string): KeepRule {
  const rule: KeepRule = { last: 0, daily: 0, weekly: 0, monthly: 0 };
  const setting = value.trim().toLowerCase();
  if (setting === 'all') return { last: Number.POSITIVE_INFINITY, daily: 0, weekly: 0, monthly: 0 };
  const field = { '': 'last', d: 'daily', w: 'weekly', m: 'monthly' } as const;
  for (const part of setting.split(/[\s,+]+/).filter(Boolean)) {
    const m = /^(\d{1,4})([dwm]?)$/.exec(part);
    if (!m) throw new Error(`BACKUP_KEEP: ${JSON.stringify(part)} is not a count such as 7d (days), 4w (weeks), 6m (months) or 10 (the newest 10); e.g. BACKUP_KEEP=7d,4w.`);
    rule[field[m[2] as keyof typeof field]] = Number(m[1]);
  }
  if (rule.last + rule.daily + rule.weekly + rule.monthly === 0) throw new Error('BACKUP_KEEP: keeps nothing; give at least one count (e.g. 7d,4w) or all.');
  return rule;
}

function parseS3(env: BackupEnv): S3Target | null {
  if (!env.BACKUP_S3_URL) return null;
  if (!env.BACKUP_S3_ACCESS_KEY_ID || !env.BACKUP_S3_SECRET_ACCESS_KEY) {
    throw new Error('BACKUP_S3_URL is set: BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY are required too.');
  }
  const url = new URL(env.BACKUP_S3_URL);
  const [bucket, ...rest] = url.pathname.split('/').filter(Boolean);
  const prefix = rest.join('/');
  return {
    endpoint: url.origin,
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    region: env.BACKUP_S3_REGION,
    accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID,
    secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY,
  };
}

interface BackupEnv {
  BACKUP_DIR?: string;
  BACKUP_SCHEDULE: string;
  BACKUP_KEEP: string;
  BACKUP_S3_URL?: string;
  BACKUP_S3_REGION: string;
  BACKUP_S3_ACCESS_KEY_ID?: string;
  BACKUP_S3_SECRET_ACCESS_KEY?: string;
}

export function backupConfig(env: BackupEnv, dataDir: string): BackupConfig {
  return {
    dir: env.BACKUP_DIR ? resolve(env.BACKUP_DIR) : resolve(dataDir, 'backups'),
    schedule: parseSchedule(env.BACKUP_SCHEDULE),
    keep: parseKeep(env.BACKUP_KEEP),
    s3: parseS3(env),
  };
}
