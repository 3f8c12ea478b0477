/**
 * What `npm run admin` does to the staff accounts, on the site's database, for a box where mail
 * does not work (or a locked-out administrator). Each command takes effect on a running server at
 * once: sessions are checked against the database on every request (plugins/auth.ts), and SQLite's
 * WAL with a busy timeout lets this process write while the server serves (db/client.ts).
 *
 * A refusal is a CommandError with a message for the operator; cli.ts prints it and exits non-zero.
 */
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { now } from '../clock.ts';
import { inTransaction, openDatabase, type Db } from '../db/client.ts';
import { HttpError } from '../errors.ts';
import { LIMITS } from '../../shared/constants.ts';
import { isEmailAddress } from '../../shared/validation/email.ts';
import { normalizeEmail } from '../../shared/validation/account.ts';
import * as authRepo from '../modules/auth/repository.ts';
import { issuePasswordLink } from '../modules/auth/password-links.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { resetTwoFactor as removeSecondFactor } from '../modules/auth/two-factor.ts';
import { appendAudit, OPERATOR } from '../modules/audit/service.ts';
import { listMembers, type MemberRow } from '../modules/team/repository.ts';
import { addMember, newMemberFields } from '../modules/team/service.ts';

export class CommandError extends Error {}

const at = () => new Date(now());

/** The site's database, which must exist already: a command run from the wrong folder must not make a new, empty one. */
export function openSiteDatabase(path: string): Db {
  if (path === ':memory:' || !existsSync(path)) {
    throw new CommandError(
      `No database at ${path}. Run the command where the server runs, with the same DATABASE_PATH (or .env file).`,
    );
  }
  const db = openDatabase(path);
  const migrated = db.get<{ n: number }>(sql`select count(*) as n from sqlite_master where type = 'table' and name = 'users'`);
  if (!migrated || migrated.n === 0) {
    db.$client.close();
    throw new CommandError(`${path} holds no site yet: start the server once (or run \`npm run db:migrate\`) first.`);
  }
  return db;
}

/** The address as accounts store it (lower-case), or a refusal. */
function addressOf(value: string): string {
  const email = normalizeEmail(value);
  if (!isEmailAddress(email)) throw new CommandError(`"${value}" is not an email address.`);
  return email;
}

/** The staff account with this address, or a refusal that says how to find the right one. */
function staffByEmail(db: Db, value: string): authRepo.UserRow {
  const email = addressOf(value);
  const user = authRepo.findUserByEmail(db, email);
  if (!user) throw new CommandError(`No staff account has the address ${email}. \`npm run admin -- list-staff\` lists them.`);
  return user;
}

function checkPassword(password: string): void {
  if (password.trim().length < LIMITS.passwordMin) {
    throw new CommandError(`The password must be at least ${LIMITS.passwordMin} characters long.`);
  }
}

/** The service's 400 or 409, as the operator's message (the field messages are the back office's). */
function refusal(err: unknown): never {
  if (err instanceof HttpError) {
    const details = err.errors?.map((e) => e.msg).filter((msg) => msg !== err.message) ?? [];
    throw new CommandError([err.message, ...details].join('\n'));
  }
  throw err;
}

function orRefuse<T>(work: () => T): T {
  try {
    return work();
  } catch (err) {
    refusal(err);
  }
}

/**
 * A new administrator. With a password, they sign in with it; without one, nobody knows their
 * password and the answer is an invitation link (7 days), as the Team screen sends one.
 */
export async function createAdmin(
  db: Db,
  publicUrl: string,
  input: { email: string; name?: string; password?: string },
): Promise<{ email: string; link?: string }> {
  const email = addressOf(input.email);
  if (input.password !== undefined) checkPassword(input.password);
  // The part before the @ until the admin writes their name in Settings.
  const fields = orRefuse(() => newMemberFields({ name: input.name ?? email.split('@')[0], email, role: 'admin' }));
  const existing = authRepo.findUserByEmail(db, fields.email);
  if (existing) {
    throw new CommandError(
      `${fields.email} already has an account (${existing.role}). \`npm run admin -- reset-password ${fields.email}\` gives it a new password.`,
    );
  }
  const id = await addMember(db, { ...fields, password: input.password }).catch(refusal);
  appendAudit(db, OPERATOR, { action: 'team.invite', target: { type: 'user', id, title: fields.name }, details: { email: fields.email, role: fields.role } });
  if (input.password !== undefined) return { email: fields.email };
  return { email: fields.email, link: issuePasswordLink(db, { userId: id, publicUrl, kind: 'invite', now: at() }).link };
}

/** A one-time link (1 hour) that lets the member choose a new password; the old one works until then. */
export function passwordResetLink(db: Db, publicUrl: string, email: string): { email: string; link: string } {
  const user = staffByEmail(db, email);
  const { link } = issuePasswordLink(db, { userId: user.id, publicUrl, kind: 'reset', now: at() });
  appendAudit(db, OPERATOR, { action: 'password.reset_requested', target: { type: 'user', id: user.id, title: user.name } });
  return { email: user.email, link };
}

/** Sets the member's password: every session they had ends and their outstanding links stop working, as after a reset. */
export async function setPassword(db: Db, email: string, password: string): Promise<{ email: string }> {
  const user = staffByEmail(db, email);
  checkPassword(password);
  const passwordHash = await hashPassword(password);
  inTransaction(db, (tx) => {
    const when = at().toISOString();
    authRepo.setPassword(tx, user.id, passwordHash, when);
    authRepo.voidResetTokens(tx, user.id, when);
    appendAudit(tx, OPERATOR, { action: 'password.set_by_operator', target: { type: 'user', id: user.id, title: user.name } });
  });
  return { email: user.email };
}

export function listStaff(db: Db): MemberRow[] {
  return listMembers(db, at().toISOString());
}

/**
 * A locked-out member's lost second factor (the only administrator's, say): their authenticator
 * and recovery codes stop working and every session ends; they sign in with the password and, when
 * the site requires it, set two-factor sign-in up again.
 */
export function resetTwoFactor(db: Db, email: string): { email: string } {
  const user = staffByEmail(db, email);
  inTransaction(db, (tx) => {
    if (!removeSecondFactor(tx, user.id)) throw new CommandError(`${user.email} does not use two-factor sign-in; nothing to reset.`);
    appendAudit(tx, OPERATOR, { action: 'two_factor.reset', target: { type: 'user', id: user.id, title: user.name } });
  });
  return { email: user.email };
}

/** Ends every session of the member: their next request, on any device, is signed out. */
export function revokeSessions(db: Db, email: string): { email: string } {
  const user = staffByEmail(db, email);
  inTransaction(db, (tx) => {
    authRepo.endSessions(tx, user.id, at().toISOString());
    appendAudit(tx, OPERATOR, { action: 'session.revoke_all', target: { type: 'user', id: user.id, title: user.name } });
  });
  return { email: user.email };
}
