/**
 * /admin/login: email, password with show/hide, remember me (a 30-day session instead of 1 day),
 * Forgot password link. The button is disabled while busy or while a field is empty. A member with
 * two-factor sign-in (or on a site that requires it) then takes the second step (two-factor-step.tsx),
 * also reached from a password reset (the challenge comes in the navigation state). Once signed
 * in, GuestOnly (the route wrapper) sends the user on to the page first asked for or the dashboard.
 */
import { useCallback, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { TwoFactorChallenge } from '../../../../../shared/api/auth.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useFormFields } from '../lib/use-form-fields.ts';
import { CheckboxField, PasswordField } from '../components/fields.tsx';
import { AuthCard } from './auth-card.tsx';
import { AuthForm, EmailField } from './auth-form.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';

/** What a password reset hands the login page when the account has a second step to take. */
export interface ChallengeState {
  challenge?: TwoFactorChallenge;
}

function loginError(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return 'Network error. Please check your connection.';
    if (err.status === 429) return err.message;
    if (err.status === 400 || err.status === 401) return 'Invalid email or password. Please try again.';
  }
  return 'An error occurred during login. Please try again.';
}

export function LoginPage() {
  const { login } = useAuth();
  const { values, field } = useFormFields({ email: '', password: '' });
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const location = useLocation();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>((location.state as ChallengeState | null)?.challenge ?? null);
  const complete = Boolean(values.email.trim() && values.password);
  const restart = useCallback((message: string) => {
    setChallenge(null);
    setBusy(false);
    setError(message);
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !complete) return;
    setBusy(true);
    setError(null);
    try {
      const result = await login(values.email.trim(), values.password, remember);
      if ('two_factor' in result) {
        setChallenge(result);
        setBusy(false);
      }
    } catch (err) {
      setError(loginError(err));
      setBusy(false);
    }
  };

  if (challenge) return <TwoFactorStep challenge={challenge} onRestart={restart} />;

  return (
    <AuthCard title="Admin Login" subtitle="Sign in to manage your content">
      <AuthForm onSubmit={onSubmit} error={error} submitLabel="Sign In" busyLabel="Signing in..." busy={busy} disabled={busy || !complete}>
        <EmailField autoComplete="username" {...field('email')} data-autofocus />
        <PasswordField label="Password" name="password" autoComplete="current-password" {...field('password')} placeholder="Enter your password" required />
        <div className="adm-auth__row">
          <CheckboxField label="Remember me" description="Stay signed in for 30 days" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          <Link to="/admin/forgot-password" className="adm-link">
            Forgot password?
          </Link>
        </div>
      </AuthForm>
    </AuthCard>
  );
}
