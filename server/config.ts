/**
 * One environment schema, validated at start-up so a bad setting fails fast with a clear message
 * instead of surfacing later as a confusing runtime error.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { AUDIO_UPLOAD_MAX_MB_DEFAULT } from '../shared/podcast-audio.ts';
import { backupConfig, type BackupConfig } from './modules/backup/backup-config.ts';

const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
const ACCESS_LOG_MODES = ['on', 'writes', 'off'] as const;
export type AccessLogMode = (typeof ACCESS_LOG_MODES)[number];

const EnvSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], {
    default: 'development',
  }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  DATABASE_PATH: Type.String({ minLength: 1, default: 'data/site.db' }),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.Optional(Type.String({ minLength: 3 })),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  ADMIN_EMAIL: Type.Optional(Type.String({ format: 'email' })),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 6 })),
  LOG_LEVEL: Type.Enum(LOG_LEVELS, { default: 'info' }),
  /** Which requests get an access line: `on` every one, `writes` all but public reads, `off` none (see logging.ts). */
  ACCESS_LOG: Type.Optional(Type.Enum(ACCESS_LOG_MODES)),
  TRUST_PROXY: Type.Optional(Type.String()),
  /** Largest episode audio upload, in megabytes (a two-hour MP3 at 128 kbit/s is about 115 MB). */
  AUDIO_UPLOAD_MAX_MB: Type.Integer({ minimum: 1, maximum: 4096, default: AUDIO_UPLOAD_MAX_MB_DEFAULT }),
  /** Where backups are written (default: backups/ in the data folder, left out of the backups themselves). */
  BACKUP_DIR: Type.Optional(Type.String({ minLength: 1 })),
  /** When the server backs up: off, hourly, daily, weekly or a cron expression (read in server/modules/backup/schedule.ts). */
  BACKUP_SCHEDULE: Type.String({ default: 'daily' }),
  /** Which archives a scheduled backup keeps: e.g. 7d,4w (server/modules/backup/retention.ts). */
  BACKUP_KEEP: Type.String({ default: '7d,4w' }),
  /** Copy each backup to S3-compatible storage: https://endpoint/bucket[/prefix]. */
  BACKUP_S3_URL: Type.Optional(Type.String({ pattern: '^https?://[^/]+/[^/]+' })),
  BACKUP_S3_REGION: Type.String({ minLength: 1, default: 'us-east-1' }),
  BACKUP_S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
  BACKUP_S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1 })),
  /** Newsletter mails handed to SMTP per batch, and at most how many a minute (the relay's limit). */
  NEWSLETTER_BATCH_SIZE: Type.Integer({ minimum: 1, maximum: 10_000, default: 50 }),
  NEWSLETTER_RATE_PER_MINUTE: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 600 }),
});
type Env = Static<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  databasePath: string;
  /** Folder beside the database for generated files (dev JWT secret, outbox). */
  dataDir: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  /** MAIL_FROM as given, or no-reply@ the public host; without a display name of its own, mails go out under the site's name (plugins/mailer.ts). */
  mailFrom: string;
  publicUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** ACCESS_LOG: one line per request for every request (`on`), all but public reads (`writes`, production's default) or none. */
  accessLog: AccessLogMode;
  /** Whose X-Forwarded-For names the client (see parseTrustProxy); false: the socket's address. */
  trustProxy: TrustProxy;
  /** Demo mode: no SMTP and not production. Forgot-password then returns the token to the caller. */
  demoMode: boolean;
  /** Largest episode audio upload (AUDIO_UPLOAD_MAX_MB), in megabytes: beyond it the upload is refused with 413. */
  audioUploadMaxMb: number;
  /**
   * Whether POST /api/media/fetch may copy pictures from private and loopback addresses: never from
   * the environment (an operator has no reason to open that door); tests set it through loadConfig's
   * overrides to serve pictures from a loopback server.
   */
  remoteImagesFromPrivateAddresses: boolean;
  /** Backups: where, when, how many kept, and the optional copy off the box (server/modules/backup). */
  backup: BackupConfig;
  /** Newsletter sending: mails per batch (NEWSLETTER_BATCH_SIZE) and per minute (NEWSLETTER_RATE_PER_MINUTE). */
  newsletter: { batchSize: number; ratePerMinute: number };
}

export class ConfigError extends Error {}

/** ajv-style messages, except that a list of allowed values names them. */
function describeError(error: { keyword: string; message: string; params: unknown }): string {
  const allowed = error.keyword === 'enum' ? (error.params as { allowedValues?: unknown[] }).allowedValues : undefined;
  return allowed ? `must be one of ${allowed.join(', ')}` : error.message;
}

/** Empty strings count as unset, so `PORT=` in a .env file means "use the default". */
function cleanEnv(source: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = source[key];
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const raw = Value.Default(EnvSchema, Value.Convert(EnvSchema, cleanEnv(source)));
  const errors = [...Value.Errors(EnvSchema, raw)];
  if (errors.length > 0) {
    const lines = errors.map((e) => `  ${e.instancePath.replace(/^\//, '') || '(env)'}: ${describeError(e)}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = raw as Env;
  const isProduction = env.NODE_ENV === 'production';
  const databasePath = env.DATABASE_PATH === ':memory:' ? ':memory:' : resolve(env.DATABASE_PATH);
  const dataDir = databasePath === ':memory:' ? resolve('data') : dirname(databasePath);

  if (isProduction && !env.JWT_SECRET && !overrides.jwtSecret) {
    throw new ConfigError(
      'JWT_SECRET is required when NODE_ENV=production (at least 32 characters, e.g. `openssl rand -hex 32`).',
    );
  }
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const port = env.PORT;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    isProduction,
    port,
    host: env.HOST,
    databasePath,
    dataDir,
    jwtSecret: env.JWT_SECRET ?? overrides.jwtSecret ?? devJwtSecret(dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
    publicUrl,
    adminEmail: env.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD,
    logLevel: env.LOG_LEVEL,
    accessLog: env.ACCESS_LOG ?? (isProduction ? 'writes' : 'on'),
    trustProxy,
    demoMode: !env.SMTP_URL && !isProduction,
    audioUploadMaxMb: env.AUDIO_UPLOAD_MAX_MB,
    remoteImagesFromPrivateAddresses: false,
    backup: orConfigError(() => backupConfig(env, dataDir)),
    newsletter: { batchSize: env.NEWSLETTER_BATCH_SIZE, ratePerMinute: env.NEWSLETTER_RATE_PER_MINUTE },
    ...overrides,
  };
}

/** A setting parsed by its own module: the message of what it throws becomes a ConfigError. */
function orConfigError<T>(parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    throw new ConfigError(`Invalid configuration:\n  ${(err as Error).message}`);
  }
}

/**
 * Which reverse proxies may say who the client is. The client address feeds every per-address
 * limit, so a forged X-Forwarded-For must not move it: off (the socket's address) unless the app is
 * behind a proxy; then a hop count (the app is reachable only through that many proxies, each of
 * which appends the address it saw) or the proxies' own addresses, which also hold when the app
 * is reachable directly. "trust everything" is refused: it is the forgery this setting prevents.
 */
export type TrustProxy = false | number | string[];

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function parseTrustProxy(value: string | undefined): TrustProxy {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === 'false' || setting === '0') return false;
  if (/^[1-9]\d?$/.test(setting)) return Number(setting);
  if (setting === 'true') {
    throw new ConfigError(
      'Invalid configuration:\n  TRUST_PROXY: true would believe any client\'s X-Forwarded-For; give the number of proxies in front (e.g. 1) or their addresses (e.g. loopback or 10.0.0.5,10.0.0.6).',
    );
  }
  const entries = setting.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !PROXY_RANGE_NAMES.has(entry) && !isAddressOrCidr(entry));
  if (bad.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  TRUST_PROXY: ${JSON.stringify(bad[0])} is not a hop count, an IP address, a CIDR range (10.0.0.0/8) or one of loopback, linklocal, uniquelocal.`,
    );
  }
  return entries;
}

function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Development secret generated once and kept in data/, so sessions survive restarts. */
function devJwtSecret(dataDir: string): string {
  const file = resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The configuration of a command (server, seed, migrate): a bad setting prints its message and exits 1, without a stack trace. */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
