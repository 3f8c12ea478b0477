/**
 * Rules of the team: who may manage it, inviting (an account with an unusable password plus a
 * 7-day set-password link through the reset-token mechanism), roles, removal, and the team's
 * security: requiring two-factor sign-in of everyone, resetting a member's lost second factor,
 * signing a member out everywhere. The site always keeps at least one administrator.
 */
import { ensureStaffProfile } from '../authors/service.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound, rejectFieldErrors } from '../../errors.ts';
import { writeUnique } from '../../lib/unique-write.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  TEAM_MESSAGES,
  type InviteMemberBody,
  type InvitedMember,
  type TeamMember,
  type TeamSecurity,
  type TeamSecurityBody,
  type UpdateMemberBody,
} from '../../../shared/api/team.ts';
import { isAdministrator, type StaffRole } from '../../../shared/roles.ts';
import { FieldErrors } from '../../../shared/validation/fields.ts';
import { checkInvite, roleField } from '../../../shared/validation/team.ts';
import { now, nowIso } from '../../clock.ts';
import { inTransaction } from '../../db/client.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { hashPassword } from '../auth/passwords.ts';
import { issuePasswordLink } from '../auth/password-links.ts';
import { endEverywhere } from '../auth/session-control.ts';
import { hasTwoFactor, isTwoFactorRequired, REQUIRE_TWO_FACTOR, resetTwoFactor } from '../auth/two-factor.ts';
import { usersWithTwoFactor } from '../auth/two-factor-repository.ts';
import { writeSetting } from '../content/site-settings.ts';
import { appendAudit, type AuditContext } from '../audit/service.ts';
import * as authRepo from '../auth/repository.ts';
import { siteName } from '../site/service.ts';
import type { DeletionPreview } from '../../../shared/api/deletion.ts';
import { countOf } from '../../../shared/words.ts';
import { requireConfirmed } from '../../lib/confirm-delete.ts';
import * as repo from './repository.ts';

export interface TeamServiceDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

type Actor = Pick<AuthUser, 'id' | 'name' | 'role'>;

function toMember(row: repo.MemberRow, twoFactor: Set<string>): TeamMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    last_login: row.lastLogin,
    created_at: row.createdAt,
    invited: row.invited,
    two_factor_enabled: twoFactor.has(row.id),
  };
}

/** A new member's fields, checked (400 with the field messages otherwise). */
export function newMemberFields(body: InviteMemberBody): { name: string; email: string; role: StaffRole } {
  const errors = new FieldErrors();
  const fields = checkInvite(errors, body);
  rejectFieldErrors(errors);
  return fields;
}

/**
 * Stores a new staff account (409 when the address is taken). Without `password` nobody knows
 * it: the member chooses one through an invitation link. Answers the new id.
 */
export async function addMember(db: Db, fields: { name: string; email: string; role: StaffRole; password?: string }): Promise<string> {
  if (repo.emailExists(db, fields.email)) throw conflict(TEAM_MESSAGES.emailInUse);
  const passwordHash = await hashPassword(fields.password ?? randomBytes(32).toString('hex'));
  const id = randomUUID();
  writeUnique(TEAM_MESSAGES.emailInUse, () => repo.insertUser(db, { id, name: fields.name, email: fields.email, role: fields.role, passwordHash }));
  // Every member has an author profile from the start: the byline the editor offers them.
  ensureStaffProfile(db, { id, name: fields.name });
  return id;
}

export function createTeamService(deps: TeamServiceDeps) {
  const { db, config, mailer, log } = deps;

  function requireAdmin(actor: Actor): void {
    if (!isAdministrator(actor.role)) throw forbidden(TEAM_MESSAGES.adminOnly);
  }

  function memberOrThrow(id: string): repo.MemberRow {
    const row = repo.findMember(db, id, nowIso());
    if (!row) throw notFound(TEAM_MESSAGES.notFound);
    return row;
  }

  const memberView = (row: repo.MemberRow) => toMember(row, usersWithTwoFactor(db, [row.id]));

  /** Stores a fresh link (voiding older ones) and mails it; answers the link for demo mode. */
  async function issueInvitation(member: { id: string; name: string; email: string }, inviter: Actor): Promise<string> {
    const { link } = issuePasswordLink(db, { userId: member.id, publicUrl: config.publicUrl, kind: 'invite', now: new Date(now()) });
    try {
      await mailer.send(inviteMail(siteName(db), member.email, member.name, inviter.name, link));
    } catch (err) {
      // The account and link exist; the admin can send it again with "Resend invite".
      log.error({ err, userId: member.id }, 'invitation mail could not be sent');
    }
    log.info({ userId: member.id, invitedBy: inviter.id }, 'team invitation issued');
    return link;
  }

  return {
    list(): TeamMember[] {
      const twoFactor = usersWithTwoFactor(db);
      return repo.listMembers(db, nowIso()).map((row) => toMember(row, twoFactor));
    },

    async invite(actor: Actor, body: InviteMemberBody, audit: AuditContext): Promise<InvitedMember> {
      requireAdmin(actor);
      const { name, email, role } = newMemberFields(body);
      // Nobody knows this password: the member chooses one through the invitation link.
      const id = await addMember(db, { name, email, role });
      appendAudit(db, audit, { action: 'team.invite', target: { type: 'user', id, title: name }, details: { email, role } });
      const link = await issueInvitation({ id, name, email }, actor);
      const member = memberView(memberOrThrow(id));
      return config.demoMode ? { ...member, invite_url: link } : member;
    },

    async resendInvite(actor: Actor, id: string, audit: AuditContext): Promise<InvitedMember> {
      requireAdmin(actor);
      const row = memberOrThrow(id);
      if (row.lastLogin) throw conflict(TEAM_MESSAGES.alreadySignedIn);
      appendAudit(db, audit, { action: 'team.invite_resent', target: { type: 'user', id, title: row.name }, details: { email: row.email } });
      const link = await issueInvitation(row, actor);
      const member = memberView(memberOrThrow(id));
      return config.demoMode ? { ...member, invite_url: link } : member;
    },

    updateRole(actor: Actor, id: string, body: UpdateMemberBody, audit: AuditContext): TeamMember {
      requireAdmin(actor);
      const errors = new FieldErrors();
      const role = roleField(errors, body.role);
      rejectFieldErrors(errors);
      inTransaction(db, (tx) => {
        const row = repo.findMember(tx, id, nowIso());
        if (!row) throw notFound(TEAM_MESSAGES.notFound);
        if (row.role === 'admin' && role !== 'admin' && repo.countAdmins(tx) <= 1) throw conflict(TEAM_MESSAGES.lastAdmin);
        if (row.role === role) return;
        repo.setRole(tx, id, role, nowIso());
        appendAudit(tx, audit, { action: 'team.role_change', target: { type: 'user', id, title: row.name }, details: { from: row.role, to: role } });
      });
      log.info({ userId: id, role, by: actor.id }, 'team member role changed');
      return memberView(memberOrThrow(id));
    },

    /**
     * What removing a member destroys: the account and its sign-in (sessions end at once, second
     * factor and links go), and the changes they autosaved but never saved. What they wrote stays.
     */
    removal(actor: Actor, id: string): DeletionPreview {
      requireAdmin(actor);
      const row = memberOrThrow(id);
      const { sessions, workingCopies } = repo.removalCounts(db, id, nowIso());
      return {
        name: row.email,
        will_lose: [
          `the account of ${row.name} (${row.email}): they can no longer sign in${row.invited ? ', and their invitation link stops working' : ''}`,
          ...(sessions ? [`${countOf(sessions, 'signed-in session')}, ended at once`] : []),
          ...(hasTwoFactor(db, id) ? ['their two-factor sign-in and recovery codes'] : []),
          ...(workingCopies ? [`their unsaved changes to ${countOf(workingCopies, 'item')} they were editing`] : []),
        ],
        keeps: [
          'Everything they wrote, uploaded or published stays on the site, under the same bylines',
          'Revisions, comments replies and the audit trail keep their name',
        ],
      };
    },

    remove(actor: Actor, id: string, audit: AuditContext, confirm?: string): void {
      requireAdmin(actor);
      inTransaction(db, (tx) => {
        const row = repo.findMember(tx, id, nowIso());
        if (!row) throw notFound(TEAM_MESSAGES.notFound);
        if (row.id === actor.id) throw conflict(TEAM_MESSAGES.removeSelf);
        if (row.role === 'admin' && repo.countAdmins(tx) <= 1) throw conflict(TEAM_MESSAGES.lastAdmin);
        requireConfirmed(this.removal(actor, id), confirm);
        // Their tokens stop at once: authenticate looks the user up on every request.
        repo.deleteUser(tx, id);
        appendAudit(tx, audit, { action: 'team.remove', target: { type: 'user', id, title: row.name }, details: { email: row.email, role: row.role } });
      });
      log.info({ userId: id, by: actor.id }, 'team member removed');
    },

    security(): TeamSecurity {
      return { require_two_factor: isTwoFactorRequired(db) };
    },

    /**
     * Requiring two-factor sign-in: the administrator must use it already, and every member who
     * does not is signed out at once, to set it up at their next sign-in.
     */
    setSecurity(actor: Actor, body: TeamSecurityBody, audit: AuditContext): TeamSecurity & { signed_out: number } {
      requireAdmin(actor);
      const require = body.require_two_factor;
      if (require && !hasTwoFactor(db, actor.id)) throw conflict(TEAM_MESSAGES.enableOwnFirst);
      const signedOut = inTransaction(db, (tx) => {
        if (isTwoFactorRequired(tx) === require) return 0;
        writeSetting(tx, REQUIRE_TWO_FACTOR, String(require));
        let ended = 0;
        if (require) {
          const withTwoFactor = usersWithTwoFactor(tx);
          for (const member of repo.listMembers(tx, nowIso())) if (!withTwoFactor.has(member.id)) ended += authRepo.endSessions(tx, member.id, nowIso());
        }
        appendAudit(tx, audit, {
          action: 'settings.update',
          target: { type: 'settings', id: REQUIRE_TWO_FACTOR, title: 'Require two-factor sign-in' },
          details: { require_two_factor: require, sessions_ended: ended },
        });
        return ended;
      });
      log.info({ by: actor.id, require, signedOut }, 'team two-factor rule changed');
      return { require_two_factor: require, signed_out: signedOut };
    },

    /** A lost device: the member's second factor and recovery codes go, and so do their sessions. */
    resetTwoFactor(actor: Actor, id: string, audit: AuditContext): void {
      requireAdmin(actor);
      const row = memberOrThrow(id);
      inTransaction(db, (tx) => {
        if (!resetTwoFactor(tx, id)) throw conflict(TEAM_MESSAGES.noTwoFactor);
        appendAudit(tx, audit, { action: 'two_factor.reset', target: { type: 'user', id, title: row.name } });
      });
      log.info({ userId: id, by: actor.id }, 'two-factor sign-in reset by an administrator');
    },

    /** Signs the member out on every device; their password stays. */
    endSessions(actor: Actor, id: string, audit: AuditContext): number {
      requireAdmin(actor);
      return endEverywhere(db, memberOrThrow(id), audit);
    },
  };
}

/** The invitation, naming the site as administrators call it (`site`). */
function inviteMail(site: string, to: string, name: string, inviter: string, link: string) {
  const subject = `You have been invited to the ${site} back office`;
  const text = [
    `Hello ${name},`,
    '',
    `${inviter} has invited you to join the ${site} back office as a member of the team.`,
    'Open this link within 7 days to choose your password and sign in:',
    '',
    link,
    '',
    'The link works once. If you were not expecting this invitation, you can ignore this mail.',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">
<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(inviter)} has invited you to join the ${escapeHtml(site)} back office as a member of the team.
Open this link within 7 days to choose your password and sign in:</p>
<p><a href="${escapeHtml(link)}">Set your password</a></p>
<p style="font-size: 0.9em; color: #6b7280">Or paste this address into your browser: ${escapeHtml(link)}</p>
<p>The link works once. If you were not expecting this invitation, you can ignore this mail.</p>
</body></html>`;
  return { to, subject, text, html };
}
