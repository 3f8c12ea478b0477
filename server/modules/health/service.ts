/** The health check: the database answers, and which version has been up how long. */
import { readFileSync } from 'node:fs';
import type { HealthResponse } from '../../../shared/api/public.ts';
import { nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { REPO_ROOT } from '../../lib/repo-root.ts';
import { databaseReachable } from './repository.ts';

/** The app version from package.json. */
const VERSION: string = (() => {
  try {
    const pkg = JSON.parse(readFileSync(`${REPO_ROOT}package.json`, 'utf8')) as { version?: string };
    if (pkg.version) return pkg.version;
  } catch {
    // no package.json beside the code: an unusual deployment
  }
  return '0.0.0';
})();

export function health(db: Db): HealthResponse {
  const ok = databaseReachable(db);
  return {
    success: ok,
    ...(ok ? {} : { message: 'Health check failed: the database is unreachable' }),
    data: {
      status: ok ? 'ok' : 'error',
      database: ok ? 'ok' : 'unreachable',
      version: VERSION,
      uptime: Math.round(process.uptime()),
      timestamp: nowIso(),
    },
  };
}
