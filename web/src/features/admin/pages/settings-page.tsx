/**
 * Account Settings: Profile Information (name, email, optional phone and bio), Change Password
 * (current, new, confirm with show/hide) and the Account Information panel. Checks and messages are
 * the spec's; a field's error clears as soon as it is edited; success banners vanish after 5 s.
 * A password change returns a new token (every older one is revoked), stored at once.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { ChangePasswordResponse, UpdateProfileResponse } from '../../../../../shared/api/auth.ts';
import { EMAIL_PATTERN, LIMITS } from '../../../../../shared/constants.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { fieldErrorsOf, messageOf, type FieldErrors } from '../lib/errors.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { FlashBar, LockIcon, PageHeader, Panel, PasswordField, SettingsIcon, Spinner, TextArea, TextField, UserIcon, useFlash } from '../components/index.ts';


export function checkProfile(p: { name: string; email: string }): FieldErrors {
  const e: FieldErrors = {};
  if (!p.name.trim()) e.name = 'Name is required';
  if (!p.email.trim()) e.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(p.email.trim())) e.email = 'Please enter a valid email address';
  return e;
}

export function checkPassword(p: { currentPassword: string; newPassword: string; confirmPassword: string }): FieldErrors {
  const e: FieldErrors = {};
  if (!p.currentPassword) e.currentPassword = 'Current password is required';
  if (!p.newPassword) e.newPassword = 'New password is required';
  else if (p.newPassword.length < LIMITS.passwordMin) e.newPassword = 'New password must be at least 6 characters';
  if (!p.confirmPassword) e.confirmPassword = 'Please confirm your new password';
  else if (p.confirmPassword !== p.newPassword) e.confirmPassword = 'Passwords do not match';
  return e;
}

export function SettingsPage() {
  const { user, request, refreshUser, replaceToken } = useAuth();
  const profileFlash = useFlash(5000);
  const passwordFlash = useFlash(5000);
  const [profile, setProfile] = useState({ name: '', email: '', phone: '', bio: '' });
  const [profileErrors, setProfileErrors] = useState<FieldErrors>({});
  const [profileBusy, setProfileBusy] = useState(false);
  const [pw, setPw] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [pwErrors, setPwErrors] = useState<FieldErrors>({});
  const [pwBusy, setPwBusy] = useState(false);

  useEffect(() => {
    if (user) setProfile({ name: user.name, email: user.email, phone: user.phone ?? '', bio: user.bio ?? '' });
  }, [user]);

  const editProfile = (key: keyof typeof profile, value: string) => {
    setProfile((p) => ({ ...p, [key]: value }));
    setProfileErrors((e) => ({ ...e, [key]: '' }));
  };
  const editPw = (key: keyof typeof pw, value: string) => {
    setPw((p) => ({ ...p, [key]: value }));
    setPwErrors((e) => ({ ...e, [key]: '' }));
  };

  const saveProfile = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkProfile(profile);
    setProfileErrors(found);
    if (Object.keys(found).length) return;
    setProfileBusy(true);
    try {
      const res = await request<UpdateProfileResponse>('/auth/updateprofile', {
        method: 'PUT',
        body: { name: profile.name.trim(), email: profile.email.trim(), phone: profile.phone.trim(), bio: profile.bio.trim() },
      });
      await refreshUser();
      profileFlash.show('success', res.message ?? 'Profile updated successfully!');
    } catch (err) {
      setProfileErrors(fieldErrorsOf(err));
      profileFlash.show('error', messageOf(err, 'Failed to update profile'));
    } finally {
      setProfileBusy(false);
    }
  };

  const savePassword = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkPassword(pw);
    setPwErrors(found);
    if (Object.keys(found).length) return;
    setPwBusy(true);
    try {
      const res = await request<ChangePasswordResponse>('/auth/changepassword', { method: 'PUT', body: pw });
      replaceToken(res.data.token);
      setPw({ currentPassword: '', newPassword: '', confirmPassword: '' });
      passwordFlash.show('success', res.message ?? 'Password updated successfully!');
    } catch (err) {
      setPwErrors(fieldErrorsOf(err));
      passwordFlash.show('error', messageOf(err, 'Failed to update password'));
    } finally {
      setPwBusy(false);
    }
  };

  return (
    <div className="adm-page">
      <PageHeader title="Account Settings" subtitle="Manage your profile and password" icon={<SettingsIcon size={24} />} />
      <div className="adm-grid-2-1">
        <div className="adm-stack">
          <Panel title={<span className="adm-inline"><UserIcon /> Profile Information</span>}>
            <form className="adm-form" onSubmit={saveProfile} noValidate aria-label="Profile Information">
              <FlashBar flash={profileFlash.flash} onDismiss={profileFlash.clear} />
              <div className="adm-form-row">
                <TextField label="Full Name" name="name" autoComplete="name" required value={profile.name} onChange={(e) => editProfile('name', e.target.value)} error={profileErrors.name || undefined} />
                <TextField label="Email Address" name="email" type="email" autoComplete="email" required value={profile.email} onChange={(e) => editProfile('email', e.target.value)} error={profileErrors.email || undefined} />
              </div>
              <TextField label="Phone Number (optional)" name="phone" type="tel" autoComplete="tel" value={profile.phone} onChange={(e) => editProfile('phone', e.target.value)} error={profileErrors.phone || undefined} placeholder="+250 788 000 000" />
              <TextArea label="Bio (optional)" name="bio" rows={4} value={profile.bio} onChange={(e) => editProfile('bio', e.target.value)} error={profileErrors.bio || undefined} placeholder="A few words about you" />
              <div className="adm-form-actions">
                <button type="submit" className="adm-btn adm-btn--primary" disabled={profileBusy}>
                  {profileBusy ? (
                    <>
                      <Spinner size="sm" /> Saving...
                    </>
                  ) : (
                    'Update Profile'
                  )}
                </button>
              </div>
            </form>
          </Panel>

          <Panel title={<span className="adm-inline"><LockIcon /> Change Password</span>}>
            <form className="adm-form" onSubmit={savePassword} noValidate aria-label="Change Password">
              <FlashBar flash={passwordFlash.flash} onDismiss={passwordFlash.clear} />
              <PasswordField label="Current Password" name="currentPassword" autoComplete="current-password" required value={pw.currentPassword} onChange={(e) => editPw('currentPassword', e.target.value)} error={pwErrors.currentPassword || undefined} />
              <div className="adm-form-row">
                <PasswordField label="New Password" name="newPassword" autoComplete="new-password" required value={pw.newPassword} onChange={(e) => editPw('newPassword', e.target.value)} error={pwErrors.newPassword || undefined} hint="Must be at least 6 characters long" />
                <PasswordField label="Confirm New Password" name="confirmPassword" autoComplete="new-password" required value={pw.confirmPassword} onChange={(e) => editPw('confirmPassword', e.target.value)} error={pwErrors.confirmPassword || undefined} />
              </div>
              <div className="adm-form-actions">
                <button type="submit" className="adm-btn adm-btn--primary" disabled={pwBusy}>
                  {pwBusy ? (
                    <>
                      <Spinner size="sm" /> Updating...
                    </>
                  ) : (
                    'Update Password'
                  )}
                </button>
              </div>
            </form>
          </Panel>
        </div>

        <Panel title="Account Information">
          <div className="adm-account">
            <span className="adm-user__avatar adm-user__avatar--lg" aria-hidden="true">
              {(user?.name || 'A').charAt(0).toUpperCase()}
            </span>
            <p className="adm-account__name">{user?.name}</p>
            <p className="adm-muted">{user?.email}</p>
          </div>
          <dl className="adm-facts">
            <div>
              <dt>Role</dt>
              <dd className="adm-capitalize">{user?.role ?? 'admin'}</dd>
            </div>
            <div>
              <dt>Last Login</dt>
              <dd>{user?.last_login ? formatDateTime(user.last_login) : 'Never'}</dd>
            </div>
            <div>
              <dt>Member Since</dt>
              <dd>{user?.created_at ? formatDate(user.created_at) : 'Unknown'}</dd>
            </div>
          </dl>
        </Panel>
      </div>
    </div>
  );
}
