/**
 * /admin/reset-password/{token}: new password + confirmation (show/hide each). Checked here with the
 * spec's messages, then PUT /api/auth/resetpassword/{token}; the session it returns is stored (an
 * account with two-factor sign-in goes on to the login page's second step instead), and
 * after 'Password Reset Successful!' the page goes to /admin/login after 3 seconds (which, signed
 * in, continues to the dashboard). An invitation link (`?invite=1`, see /api/team) reads as
 * 'Set your password' for a new member; the flow is the same.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client.ts';
import { checkNewPassword } from '../../../../../shared/validation/account.ts';
import { useAuth } from '../session/auth-context.tsx';
import { checkWith, fieldErrorsOf } from '../lib/errors.ts';
import { useFormFields } from '../lib/use-form-fields.ts';
import { PasswordField } from '../components/fields.tsx';
import { CheckCircleIcon, LockIcon } from '../components/icons.tsx';
import { resetPassword } from './api.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthForm } from './auth-form.tsx';
import type { ChallengeState } from './login-page.tsx';

const REDIRECT_MS = 3000;

export function ResetPasswordPage() {
  const { token } = useParams();
  const [query] = useSearchParams();
  const invite = query.get('invite') === '1';
  const { startSession } = useAuth();
  const navigate = useNavigate();
  const { values, setErrors, field } = useFormFields({ password: '', confirmPassword: '' });
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
    const next = checkWith((errors) => checkNewPassword(errors, values));
    setErrors(next);
    if (next.password || next.confirmPassword) return;
    setBusy(true);
    setError(null);
    try {
      const result = await resetPassword(token, values);
      if ('two_factor' in result) {
        // A new password is not a second factor: the code is still asked for.
        navigate('/admin/login', { replace: true, state: { challenge: result } satisfies ChallengeState });
        return;
      }
      startSession(result.token, result.user);
      setDone(true);
    } catch (err) {
      if (err instanceof ApiError) {
        // Only the two fields of this form can show a message.
        const { password, confirmPassword } = fieldErrorsOf(err);
        setErrors({ ...(password ? { password } : {}), ...(confirmPassword ? { confirmPassword } : {}) });
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
      <AuthForm
        onSubmit={onSubmit}
        error={error}
        submitLabel={invite ? 'Set Password' : 'Reset Password'}
        busyLabel={invite ? 'Saving...' : 'Resetting...'}
        busy={busy}
        disabled={busy}
        backToLogin
      >
        <PasswordField label="New password" name="password" autoComplete="new-password" {...field('password')} hint="Must be at least 6 characters long" required autoFocus />
        <PasswordField label="Confirm new password" name="confirmPassword" autoComplete="new-password" {...field('confirmPassword')} required />
      </AuthForm>
    </AuthCard>
  );
}
