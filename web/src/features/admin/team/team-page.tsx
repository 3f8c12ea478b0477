/**
 * The team (/admin/team): every staff account (GET /api/team) with whether it uses two-factor
 * sign-in, and the team's sign-in rule. Administrators invite members (a mail with a set-password
 * link; in demo mode, with no mail server, the link is shown to copy), change roles, resend
 * invitations, reset a lost second factor, sign a member out everywhere and remove members; editors
 * see the same list read-only.
 */
import { useState } from 'react';
import type { InvitedMember, TeamMember } from '../../../../../shared/api/team.ts';
import type { StaffRole } from '../../../../../shared/roles.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { useConfirmDelete } from '../lib/use-confirm-delete.ts';
import { messageOf } from '../lib/errors.ts';
import { formatDate } from '../lib/format.ts';
import { useAdminToast } from '../components/admin-toast.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { IconButton } from '../components/icon-button.tsx';
import { CopyIcon, InfoIcon, LockIcon, LogOutIcon, MailIcon, TrashIcon, UserIcon, UsersIcon } from '../components/icons.tsx';
import { CreateButton } from '../components/list-parts.tsx';
import { ListPage } from '../components/list-page.tsx';
import { ListTable } from '../components/list-table.tsx';
import { Panel } from '../components/page-header.tsx';
import { EmptyState } from '../components/states.tsx';
import { Chip } from '../components/status-badge.tsx';
import { changeRole, listTeam, memberDeletion, removeMember, resendInvite, resetTwoFactor, signOutEverywhere } from './api.ts';
import { DeletionSummary, useDeletionPreview, type DeletionState } from '../components/deletion-summary.tsx';
import { InviteModal } from './invite-modal.tsx';
import { ROLE_OPTIONS, ROLE_TONES, roleLabel } from './roles.ts';
import { TwoFactorRule } from './two-factor-rule.tsx';

/** What an administrator is about to do to a member's sign-in, waiting for confirmation. */
type SignInAction = { kind: 'reset-2fa' | 'sign-out'; member: TeamMember } | null;
import './team.css';

export function TeamPage() {
  const { request, user, refreshUser } = useAuth();
  const toast = useAdminToast();
  const isAdmin = user?.role === 'admin';
  const [inviting, setInviting] = useState(false);
  const [inviteLink, setInviteLink] = useState<{ email: string; url: string } | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [signInAction, setSignInAction] = useState<SignInAction>(null);

  const list = useLoad(() => listTeam(request), [request], 'Failed to fetch the team');
  const members = list.data ?? [];

  const removal = useConfirmDelete<TeamMember>({
    remove: (req, m) => removeMember(req, m.id, deletion.preview?.name ?? ''),
    deleted: 'Team member removed',
    failed: 'Could not remove the member',
    onDeleted: () => list.reload(),
  });
  const deletion: DeletionState = useDeletionPreview(removal.target, (req, m) => memberDeletion(req, m.id));

  const setRole = async (member: TeamMember, role: StaffRole) => {
    if (role === member.role) return;
    setPending(member.id);
    try {
      await changeRole(request, member.id, role);
      toast.success('Role updated', `${member.name} is now ${role === 'admin' ? 'an' : 'a'} ${roleLabel(role).toLowerCase()}.`);
      // Demoting oneself turns this screen read-only at once.
      if (member.id === user?.id) await refreshUser();
      list.reload();
    } catch (err) {
      toast.error('Could not change the role', messageOf(err, 'Please try again.'));
    } finally {
      setPending(null);
    }
  };

  /** A sent invitation: the toast, and in demo mode (no mail goes out) the link to pass on by hand. */
  const invited = (member: InvitedMember) => {
    toast.success(`Invitation sent to ${member.email}`);
    if (member.invite_url) setInviteLink({ email: member.email, url: member.invite_url });
    list.reload();
  };

  const resend = async (member: TeamMember) => {
    setPending(member.id);
    try {
      invited(await resendInvite(request, member.id));
    } catch (err) {
      toast.error('Could not send the invitation', messageOf(err, 'Please try again.'));
    } finally {
      setPending(null);
    }
  };

  const confirmSignInAction = async () => {
    if (!signInAction) return;
    const { kind, member } = signInAction;
    setPending(member.id);
    try {
      const res = kind === 'reset-2fa' ? await resetTwoFactor(request, member.id) : await signOutEverywhere(request, member.id);
      toast.success(kind === 'reset-2fa' ? 'Two-factor sign-in reset' : 'Signed out everywhere', res.message);
      setSignInAction(null);
      list.reload();
    } catch (err) {
      toast.error(kind === 'reset-2fa' ? 'Could not reset two-factor sign-in' : 'Could not sign the member out', messageOf(err, 'Please try again.'));
    } finally {
      setPending(null);
    }
  };

  const count = members.length;
  return (
    <ListPage
      title="Team"
      subtitle={count ? `${count} ${count === 1 ? 'person works' : 'people work'} in the back office` : 'The people who work in the back office'}
      icon={<UserIcon />}
      actions={isAdmin && <CreateButton label="Invite Member" onClick={() => setInviting(true)} />}
      intro={
        <>
          {!isAdmin && (
            <p className="adm-team-note">
              <InfoIcon size={16} /> Only administrators can invite or change members.
            </p>
          )}
          {inviteLink && <InviteLinkPanel link={inviteLink} onClose={() => setInviteLink(null)} />}
          <TwoFactorRule isAdmin={isAdmin} onChanged={list.reload} />
        </>
      }
      panelTitle="Members"
      states={{
        list,
        loadingText: 'Loading the team...',
        errorTitle: 'Error loading the team',
        errorMessage: 'Failed to fetch the team',
        empty: count === 0 && <EmptyState title="No members yet" text="Invite someone to start." icon={<UsersIcon size={28} />} />,
      }}
      after={
        <>
          {isAdmin && (
            <InviteModal
              open={inviting}
              onClose={() => setInviting(false)}
              onInvited={(member) => {
                setInviting(false);
                invited(member);
              }}
            />
          )}
          <ConfirmDialog
            {...removal.dialog}
            title="Remove Member"
            message={
              <>
                Remove <strong>{removal.target?.name}</strong> ({removal.target?.email}) from the team?
              </>
            }
            details={<DeletionSummary {...deletion} />}
            ready={Boolean(deletion.preview)}
            confirmLabel="Remove Member"
            busyLabel="Removing..."
          />
          <ConfirmDialog
            open={signInAction !== null}
            title={signInAction?.kind === 'reset-2fa' ? 'Reset Two-Factor Sign-In' : 'Sign Out Everywhere'}
            message={
              signInAction?.kind === 'reset-2fa' ? (
                <>
                  Turn off two-factor sign-in for <strong>{signInAction.member.name}</strong>? Their authenticator app and recovery codes stop working and they are signed out
                  everywhere. They sign in with their password and set it up again. Do this only when you are sure it is them who lost their phone.
                </>
              ) : (
                <>
                  Sign <strong>{signInAction?.member.name}</strong> out on every device? Their next request anywhere is refused; their password stays the same.
                </>
              )
            }
            confirmLabel={signInAction?.kind === 'reset-2fa' ? 'Reset Two-Factor' : 'Sign Out Everywhere'}
            busyLabel="Working..."
            busy={signInAction !== null && pending === signInAction.member.id}
            onConfirm={() => void confirmSignInAction()}
            onCancel={() => setSignInAction(null)}
          />
        </>
      }
    >
      <ListTable columns={['Member', 'Role', 'Two-factor', 'Last sign-in', 'Member since']} actions={isAdmin} className="adm-team">
        {members.map((m) => {
          const self = m.id === user?.id;
          const busy = pending === m.id;
          return (
            <tr key={m.id} className="adm-team__row">
              <td>
                <div className="adm-row-title">
                  <span className="adm-user__avatar" aria-hidden="true">
                    {(m.name.trim()[0] ?? '?').toUpperCase()}
                  </span>
                  <div className="adm-team__who">
                    <p className="adm-team__name">
                      {m.name} {self && <span className="adm-muted">(you)</span>}
                    </p>
                    <a className="adm-team__email" href={`mailto:${m.email}`}>
                      {m.email}
                    </a>
                  </div>
                </div>
              </td>
              <td data-label="Role">
                {isAdmin ? (
                  <>
                    <label className="adm-sr-only" htmlFor={`role-${m.id}`}>
                      Role of {m.name}
                    </label>
                    <select id={`role-${m.id}`} className="adm-input adm-select adm-team__role" value={m.role} disabled={busy} onChange={(e) => void setRole(m, e.target.value as StaffRole)}>
                      {ROLE_OPTIONS.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  </>
                ) : (
                  <Chip tone={ROLE_TONES[m.role]}>{roleLabel(m.role)}</Chip>
                )}
              </td>
              <td data-label="Two-factor">
                {m.two_factor_enabled ? (
                  <Chip tone="green" icon={<LockIcon size={12} />}>
                    On
                  </Chip>
                ) : (
                  <span className="adm-muted">Off</span>
                )}
              </td>
              <td data-label="Last sign-in">
                {m.invited ? (
                  <Chip tone="amber" icon={<MailIcon size={12} />}>
                    Invited
                  </Chip>
                ) : (
                  <span className={m.last_login ? undefined : 'adm-muted'}>{m.last_login ? formatDate(m.last_login) : 'Never'}</span>
                )}
              </td>
              <td data-label="Member since">{formatDate(m.created_at)}</td>
              {isAdmin && (
                <td className={`adm-table__actions${self && m.last_login ? ' is-empty' : ''}`}>
                  <div className="adm-team__actions">
                    {!m.last_login && (
                      <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" disabled={busy} onClick={() => void resend(m)}>
                        <MailIcon size={14} /> Resend invite
                      </button>
                    )}
                    {m.two_factor_enabled && !self && (
                      <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" disabled={busy} onClick={() => setSignInAction({ kind: 'reset-2fa', member: m })}>
                        <LockIcon size={14} /> Reset two-factor
                      </button>
                    )}
                    {m.last_login && !self && (
                      <IconButton label={`Sign ${m.name} out everywhere`} title="Sign out everywhere" disabled={busy} icon={<LogOutIcon size={16} />} onClick={() => setSignInAction({ kind: 'sign-out', member: m })} />
                    )}
                    {!self && <IconButton danger label={`Remove ${m.name}`} title="Remove" disabled={busy} icon={<TrashIcon size={16} />} onClick={() => removal.ask(m)} />}
                  </div>
                </td>
              )}
            </tr>
          );
        })}
      </ListTable>
    </ListPage>
  );
}

/** Demo mode only: no mail goes out, so the link the mail would carry is shown to copy. */
function InviteLinkPanel({ link, onClose }: { link: { email: string; url: string }; onClose: () => void }) {
  const toast = useAdminToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy', 'Select the link and copy it by hand.');
    }
  };
  return (
    <Panel
      className="adm-team-link"
      title="Invitation link"
      subtitle={`No mail server is set up, so no mail went out. Send this link to ${link.email} yourself; it works once, for 7 days.`}
      actions={
        <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" onClick={onClose}>
          Dismiss
        </button>
      }
    >
      <div className="adm-team-link__row">
        <input className="adm-input" readOnly value={link.url} aria-label="Invitation link" onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="adm-btn adm-btn--secondary" onClick={() => void copy()}>
          <CopyIcon size={16} /> Copy
        </button>
      </div>
    </Panel>
  );
}
