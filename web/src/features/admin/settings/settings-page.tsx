/**
 * Account Settings: Profile Information (name, email, optional phone and bio), Change Password
 * (current, new, confirm with show/hide), the Account Information panel, the member's author
 * profile (author-profile-panel.tsx) and the podcast artwork (components/podcast-cover-panel.tsx). Checks and messages are the spec's; a field's error clears
 * as soon as it is edited; success banners vanish after 5 s.
 * A password change returns a new token (every older one is revoked), stored at once.
 */
import { useEffect } from 'react';
import { checkPasswordChange, checkProfile } from '../../../../../shared/validation/account.ts';
import { useAuth } from '../session/auth-context.tsx';
import { checkWith } from '../lib/errors.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { Fact } from '../components/detail-parts.tsx';
import { PasswordField, TextArea, TextField } from '../components/fields.tsx';
import { LockIcon, SettingsIcon, UserIcon } from '../components/icons.tsx';
import { FlashBar } from '../components/message-bar.tsx';
import { PageHeader, Panel } from '../components/page-header.tsx';
import { PodcastCoverPanel } from '../components/podcast-cover-panel.tsx';
import { AuthorProfilePanel } from './author-profile-panel.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { changePassword, updateProfile } from './api.ts';
import { useAccountForm } from './use-account-form.ts';

export function SettingsPage() {
  const { user, request, refreshUser, replaceToken } = useAuth();
  const profile = useAccountForm({
    initial: { name: '', email: '', phone: '', bio: '' },
    check: (values) => checkWith((errors) => checkProfile(errors, values)),
    save: async (p) => {
      const res = await updateProfile(request, { name: p.name.trim(), email: p.email.trim(), phone: p.phone.trim(), bio: p.bio.trim() });
      await refreshUser();
      return res.message ?? 'Profile updated successfully!';
    },
    failed: 'Failed to update profile',
  });
  const pw = useAccountForm({
    initial: { currentPassword: '', newPassword: '', confirmPassword: '' },
    check: (values) => checkWith((errors) => checkPasswordChange(errors, values)),
    save: async (values) => {
      const res = await changePassword(request, values);
      // Every older token was revoked with the old password.
      replaceToken(res.data.token);
      return res.message ?? 'Password updated successfully!';
    },
    failed: 'Failed to update password',
    clearOnSuccess: true,
  });
  const { setValues: setProfile } = profile;

  useEffect(() => {
    if (user) setProfile({ name: user.name, email: user.email, phone: user.phone ?? '', bio: user.bio ?? '' });
  }, [user, setProfile]);

  return (
    <div className="adm-page">
      <PageHeader title="Account Settings" subtitle="Manage your profile and password" icon={<SettingsIcon size={24} />} />
      <div className="adm-grid-2-1">
        <div className="adm-stack">
          <Panel title={<span className="adm-inline"><UserIcon /> Profile Information</span>}>
            <form className="adm-form" onSubmit={profile.submit} noValidate aria-label="Profile Information">
              <FlashBar flash={profile.flash} onDismiss={profile.clearFlash} />
              <div className="adm-form-row">
                <TextField label="Full Name" name="name" autoComplete="name" required {...profile.field('name')} />
                <TextField label="Email Address" name="email" type="email" autoComplete="email" required {...profile.field('email')} />
              </div>
              <TextField label="Phone Number (optional)" name="phone" type="tel" autoComplete="tel" {...profile.field('phone')} placeholder="+250 788 000 000" />
              <TextArea label="Bio (optional)" name="bio" rows={4} {...profile.field('bio')} placeholder="A few words about you" />
              <div className="adm-form-actions">
                <SubmitButton label="Update Profile" busy={profile.busy} busyLabel="Saving..." disabled={profile.busy} />
              </div>
            </form>
          </Panel>

          <Panel title={<span className="adm-inline"><LockIcon /> Change Password</span>}>
            <form className="adm-form" onSubmit={pw.submit} noValidate aria-label="Change Password">
              <FlashBar flash={pw.flash} onDismiss={pw.clearFlash} />
              <PasswordField label="Current Password" name="currentPassword" autoComplete="current-password" required {...pw.field('currentPassword')} />
              <div className="adm-form-row">
                <PasswordField label="New Password" name="newPassword" autoComplete="new-password" required {...pw.field('newPassword')} hint="Must be at least 6 characters long" />
                <PasswordField label="Confirm New Password" name="confirmPassword" autoComplete="new-password" required {...pw.field('confirmPassword')} />
              </div>
              <div className="adm-form-actions">
                <SubmitButton label="Update Password" busy={pw.busy} busyLabel="Updating..." disabled={pw.busy} />
              </div>
            </form>
          </Panel>
          <AuthorProfilePanel />
        </div>

        <div className="adm-stack">
          <Panel title="Account Information">
            <div className="adm-account">
              <span className="adm-user__avatar adm-user__avatar--lg" aria-hidden="true">
                {(user?.name || 'A').charAt(0).toUpperCase()}
              </span>
              <p className="adm-account__name">{user?.name}</p>
              <p className="adm-muted">{user?.email}</p>
            </div>
            <dl className="adm-facts">
              <Fact label="Role" valueClassName="adm-capitalize">
                {user?.role ?? 'admin'}
              </Fact>
              <Fact label="Last Login">{user?.last_login ? formatDateTime(user.last_login) : 'Never'}</Fact>
              <Fact label="Member Since">{user?.created_at ? formatDate(user.created_at) : 'Unknown'}</Fact>
            </dl>
          </Panel>
          <PodcastCoverPanel />
        </div>
      </div>
    </div>
  );
}
