/**
 * The team (/admin/team): every staff account (GET /api/team). Administrators invite members
 * (a mail with a set-password link; in demo mode, with no mail server, the link is shown to copy),
 * change roles, resend invitations and remove members; editors see the same list read-only.
 */
import { useState, type FormEvent } from 'react';
import type { InviteMemberResponse, TeamListResponse, TeamMember, TeamMemberResponse, TeamRole } from '../../../../../shared/api/team.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { useConfirmDelete } from '../lib/use-confirm-delete.ts';
import { EMAIL_PATTERN } from '../../../../../shared/constants.ts';
import { fieldErrorsOf, messageOf, type FieldErrors } from '../lib/errors.ts';
import { formatDate } from '../lib/format.ts';
import {
  Chip,
  ConfirmDialog,
  CopyIcon,
  EmptyState,
  InfoIcon,
  ListStates,
  MailIcon,
  Modal,
  PageHeader,
  Panel,
  PlusIcon,
  SelectField,
  TextField,
  TrashIcon,
  UserIcon,
  UsersIcon,
  useAdminToast,
} from '../components/index.ts';
import './team.css';

const ROLE_OPTIONS = [
  { value: 'editor', label: 'Editor' },
  { value: 'admin', label: 'Administrator' },
];
const roleLabel = (role: TeamRole) => (role === 'admin' ? 'Administrator' : 'Editor');

export function TeamPage() {
  const { request, user, refreshUser } = useAuth();
  const toast = useAdminToast();
  const isAdmin = user?.role === 'admin';
  const [inviting, setInviting] = useState(false);
  const [inviteLink, setInviteLink] = useState<{ email: string; url: string } | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  const list = useLoad(() => request<TeamListResponse>('/team'), [request], 'Failed to fetch the team');
  const members = list.data?.data ?? [];

  const removal = useConfirmDelete<TeamMember>({
    path: (m) => `/team/${m.id}`,
    deleted: 'Team member removed',
    failed: 'Could not remove the member',
    onDeleted: () => list.reload(),
  });

  const changeRole = async (member: TeamMember, role: TeamRole) => {
    if (role === member.role) return;
    setPending(member.id);
    try {
      await request<TeamMemberResponse>(`/team/${member.id}`, { method: 'PUT', body: { role } });
      toast.success('Role updated', `${member.name} is now ${role === 'admin' ? 'an administrator' : 'an editor'}.`);
      // Demoting oneself turns this screen read-only at once.
      if (member.id === user?.id) await refreshUser();
      list.reload();
    } catch (err) {
      toast.error('Could not change the role', messageOf(err, 'Please try again.'));
    } finally {
      setPending(null);
    }
  };

  const resend = async (member: TeamMember) => {
    setPending(member.id);
    try {
      const res = await request<InviteMemberResponse>(`/team/${member.id}/invite`, { method: 'POST' });
      toast.success(`Invitation sent to ${member.email}`);
      if (res.data.invite_url) setInviteLink({ email: member.email, url: res.data.invite_url });
      list.reload();
    } catch (err) {
      toast.error('Could not send the invitation', messageOf(err, 'Please try again.'));
    } finally {
      setPending(null);
    }
  };

  const count = members.length;
  return (
    <div className="adm-page">
      <PageHeader
        title="Team"
        subtitle={count ? `${count} ${count === 1 ? 'person works' : 'people work'} in the back office` : 'The people who work in the back office'}
        icon={<UserIcon />}
        actions={
          isAdmin && (
            <button type="button" className="adm-btn adm-btn--primary" onClick={() => setInviting(true)}>
              <PlusIcon size={16} /> Invite Member
            </button>
          )
        }
      />
      {!isAdmin && (
        <p className="adm-team-note">
          <InfoIcon size={16} /> Only administrators can invite or change members.
        </p>
      )}
      {inviteLink && <InviteLinkPanel link={inviteLink} onClose={() => setInviteLink(null)} />}
      <Panel title="Members">
        <ListStates
          list={list}
          loadingText="Loading the team..."
          errorTitle="Error loading the team"
          errorMessage="Failed to fetch the team"
          empty={count === 0 && <EmptyState title="No members yet" text="Invite someone to start." icon={<UsersIcon size={28} />} />}
        >
          <div className="adm-table-wrap">
            <table className="adm-table adm-table--cards adm-team">
              <thead>
                <tr>
                  <th scope="col">Member</th>
                  <th scope="col">Role</th>
                  <th scope="col">Last sign-in</th>
                  <th scope="col">Member since</th>
                  {isAdmin && (
                    <th scope="col">
                      <span className="adm-sr-only">Actions</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
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
                            <select
                              id={`role-${m.id}`}
                              className="adm-input adm-select adm-team__role"
                              value={m.role}
                              disabled={busy}
                              onChange={(e) => void changeRole(m, e.target.value as TeamRole)}
                            >
                              {ROLE_OPTIONS.map((o) => (
                                <option key={o.value} value={o.value}>
                                  {o.label}
                                </option>
                              ))}
                            </select>
                          </>
                        ) : (
                          <Chip tone={m.role === 'admin' ? 'purple' : 'blue'}>{roleLabel(m.role)}</Chip>
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
                            {!self && (
                              <button
                                type="button"
                                className="adm-icon-btn adm-icon-btn--danger"
                                aria-label={`Remove ${m.name}`}
                                title="Remove"
                                disabled={busy}
                                onClick={() => removal.ask(m)}
                              >
                                <TrashIcon size={16} />
                              </button>
                            )}
                          </div>
                        </td>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </ListStates>
      </Panel>
      {isAdmin && (
        <InviteModal
          open={inviting}
          onClose={() => setInviting(false)}
          onInvited={(res) => {
            setInviting(false);
            toast.success(`Invitation sent to ${res.data.email}`);
            if (res.data.invite_url) setInviteLink({ email: res.data.email, url: res.data.invite_url });
            list.reload();
          }}
        />
      )}
      <ConfirmDialog
        {...removal.dialog}
        title="Remove Member"
        message={
          <>
            Remove <strong>{removal.target?.name}</strong> ({removal.target?.email}) from the team? They are signed out at once and can no longer sign in. What
            they wrote stays published.
          </>
        }
        warning="This action cannot be undone."
        confirmLabel="Remove Member"
        busyLabel="Removing..."
      />
    </div>
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

const EMPTY = { name: '', email: '', role: 'editor' as TeamRole };

function InviteModal({ open, onClose, onInvited }: { open: boolean; onClose: () => void; onInvited: (res: InviteMemberResponse) => void }) {
  const { request } = useAuth();
  const toast = useAdminToast();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const dirty = form.name !== '' || form.email !== '';

  const close = () => {
    setForm(EMPTY);
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const next: FieldErrors = {};
    if (!form.name.trim()) next.name = 'Name is required';
    if (!form.email.trim()) next.email = 'Email is required';
    else if (!EMAIL_PATTERN.test(form.email.trim())) next.email = 'Please enter a valid email address';
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const res = await request<InviteMemberResponse>('/team', { method: 'POST', body: { name: form.name.trim(), email: form.email.trim(), role: form.role } });
      setForm(EMPTY);
      setErrors({});
      onInvited(res);
    } catch (err) {
      const fields = fieldErrorsOf(err);
      const message = messageOf(err, 'Please try again.');
      if (message === 'That email address is already in use') fields.email ??= message;
      setErrors(fields);
      toast.error('Could not send the invitation', message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Invite Member"
      subtitle="They receive a mail with a link to choose their password."
      onClose={close}
      dirty={dirty}
      busy={busy}
      size="sm"
      footer={(requestClose) => (
        <>
          <button type="button" className="adm-btn adm-btn--secondary" onClick={requestClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" form="adm-invite-form" className="adm-btn adm-btn--primary" disabled={busy}>
            {busy ? 'Sending...' : 'Send Invitation'}
          </button>
        </>
      )}
    >
      <form id="adm-invite-form" className="adm-form" onSubmit={submit} noValidate>
        <TextField
          label="Name"
          name="name"
          value={form.name}
          maxLength={100}
          onChange={(e) => {
            setForm((f) => ({ ...f, name: e.target.value }));
            setErrors((x) => ({ ...x, name: '' }));
          }}
          error={errors.name || undefined}
          required
          data-autofocus
        />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="off"
          value={form.email}
          onChange={(e) => {
            setForm((f) => ({ ...f, email: e.target.value }));
            setErrors((x) => ({ ...x, email: '' }));
          }}
          error={errors.email || undefined}
          required
        />
        <SelectField
          label="Role"
          name="role"
          value={form.role}
          options={ROLE_OPTIONS}
          onChange={(e) => setForm((f) => ({ ...f, role: e.target.value as TeamRole }))}
          error={errors.role || undefined}
          hint="Both roles edit all content; administrators also manage the team."
        />
      </form>
    </Modal>
  );
}
