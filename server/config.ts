/**
 * One environment schema, validated at start-up so a bad setting fails fast with a clear message
 * instead of surfacing later as a confusing runtime error.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

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
  LOG_LEVEL: Type.String({ default: 'info' }),
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
  mailFrom: string;
  publicUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: string;
  /** Demo mode: no SMTP and not production. Forgot-password then returns the token to the caller. */
  demoMode: boolean;
}

export class ConfigError extends Error {}

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
    const lines = errors.map((e) => `  ${e.instancePath.replace(/^\//, '') || '(env)'}: ${e.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = raw as Env;
  const isProduction = env.NODE_ENV === 'production';
  const databasePath = env.DATABASE_PATH === ':memory:' ? ':memory:' : resolve(env.DATABASE_PATH);
  const dataDir = databasePath === ':memory:' ? resolve('data') : dirname(databasePath);

  if (isProduction && !env.JWT_SECRET) {
    throw new ConfigError(
      'JWT_SECRET is required when NODE_ENV=production (at least 32 characters, e.g. `openssl rand -hex 32`).',
    );
  }
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
    mailFrom: env.MAIL_FROM ?? `Insight Media <no-reply@${new URL(publicUrl).hostname}>`,
    publicUrl,
    adminEmail: env.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD,
    logLevel: env.LOG_LEVEL,
    demoMode: !env.SMTP_URL && !isProduction,
    ...overrides,
  };
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
