/**
 * /admin/reset-password/{token}: new password + confirmation (show/hide each). Checked here with the
 * spec's messages, then PUT /api/auth/resetpassword/{token}; the session it returns is stored, and
 * after 'Password Reset Successful!' the page goes to /admin/login after 3 seconds (which, signed
 * in, continues to the dashboard). An invitation link (`?invite=1`, see /api/team) reads as
 * 'Set your password' for a new member; the flow is the same.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { api, ApiError } from '../../../lib/api-client.ts';
import type { ResetPasswordResponse } from '../../../../../shared/api/auth.ts';
import { LIMITS } from '../../../../../shared/constants.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { AuthCard } from './auth-card.tsx';
import { ArrowLeftIcon, CheckCircleIcon, LockIcon, MessageBar, PasswordField, Spinner } from '../components/index.ts';

const REDIRECT_MS = 3000;

export function ResetPasswordPage() {
  const { token } = useParams();
  const [query] = useSearchParams();
  const invite = query.get('invite') === '1';
  const { startSession } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmPassword?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/admin/login', { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!token) {
      setError('Invalid reset token');
      return;
    }
    const next: typeof errors = {};
    if (password.length < LIMITS.passwordMin) next.password = 'Password must be at least 6 characters long';
    if (password !== confirm) next.confirmPassword = 'Passwords do not match';
    setErrors(next);
    if (next.password || next.confirmPassword) return;
    setBusy(true);
    setError(null);
    try {
      const res = await api<ResetPasswordResponse>(`/auth/resetpassword/${encodeURIComponent(token)}`, {
        method: 'PUT',
        body: { password, confirmPassword: confirm },
      });
      startSession(res.data.token, res.data.user);
      setDone(true);
    } catch (err) {
      if (err instanceof ApiError) {
        const fields: typeof errors = {};
        for (const e of err.errors) if (e.path === 'password' || e.path === 'confirmPassword') fields[e.path] ??= e.msg;
        setErrors(fields);
        setError(err.message || 'Failed to reset password');
      } else setError('An error occurred. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <AuthCard
        title={invite ? 'Password Set!' : 'Password Reset Successful!'}
        icon={<CheckCircleIcon size={28} />}
        subtitle={invite ? 'Welcome to the team. Redirecting to login in 3 seconds...' : 'Your password has been changed. Redirecting to login in 3 seconds...'}
      >
        <Link to="/admin/login" className="adm-btn adm-btn--primary adm-btn--block">
          Continue
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={invite ? 'Set your password' : 'Reset Password'}
      icon={<LockIcon size={28} />}
      subtitle={invite ? 'You have been invited to the back office. Choose a password to sign in.' : 'Choose a new password for your account.'}
    >
      <form className="adm-form" onSubmit={onSubmit} noValidate>
        {error && <MessageBar type="error">{error}</MessageBar>}
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors((x) => ({ ...x, password: undefined }));
          }}
          error={errors.password}
          hint="Must be at least 6 characters long"
          required
          autoFocus
        />
        <PasswordField
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => {
            setConfirm(e.target.value);
            setErrors((x) => ({ ...x, confirmPassword: undefined }));
          }}
          error={errors.confirmPassword}
          required
        />
        <button type="submit" className="adm-btn adm-btn--primary adm-btn--block" disabled={busy}>
          {busy ? (
            <>
              <Spinner size="sm" /> {invite ? 'Saving...' : 'Resetting...'}
            </>
          ) : invite ? (
            'Set Password'
          ) : (
            'Reset Password'
          )}
        </button>
        <Link to="/admin/login" className="adm-btn adm-btn--ghost adm-btn--block">
          <ArrowLeftIcon size={16} /> Back to Login
        </Link>
      </form>
    </AuthCard>
  );
}
