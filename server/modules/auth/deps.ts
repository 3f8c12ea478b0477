/** What every auth use case is built with (service.ts builds them all from one set). */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { AuditActor, AuditContext } from '../audit/service.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { Sessions } from './sessions.ts';
import type { AuthThrottle } from './throttle.ts';

export interface AuthDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  throttle: AuthThrottle;
  sessions: Sessions;
}

/** Who is asking and from where: the limits count `ipKey` (client-address.ts), the audit trail records `audit`. */
export interface Client {
  ipKey: string;
  audit: AuditContext;
}

/** A staff account as the audit trail names it. */
export const actorOf = (user: { id: string; name: string; email: string }): AuditActor => ({ id: user.id, name: user.name, email: user.email });

/** The signed-in member as a request carries them (plugins/auth.ts). */
export interface SessionUser {
  id: string;
  jti: string;
  exp: number;
}
