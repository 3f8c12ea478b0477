/**
 * /admin/login: email, password with show/hide, remember me (a 30-day session instead of 1 day),
 * Forgot password link. The button is disabled while busy or while a field is empty. Once signed
 * in, GuestOnly (the route wrapper) sends the user on to the page first asked for or the dashboard.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { AuthCard } from './auth-card.tsx';
import { CheckboxField, MessageBar, PasswordField, Spinner, TextField } from '../components/index.ts';

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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !email.trim() || !password) return;
    setBusy(true);
    setError(null);
    try {
      await login(email.trim(), password, remember);
    } catch (err) {
      setError(loginError(err));
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Admin Login" subtitle="Sign in to manage your content">
      <form className="adm-form" onSubmit={onSubmit} noValidate>
        {error && <MessageBar type="error">{error}</MessageBar>}
        <TextField
          label="Email address"
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@example.com"
          required
          data-autofocus
          autoFocus
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          placeholder="Enter your password"
          required
        />
        <div className="adm-auth__row">
          <CheckboxField label="Remember me" description="Stay signed in for 30 days" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          <Link to="/admin/forgot-password" className="adm-link">
            Forgot password?
          </Link>
        </div>
        <button type="submit" className="adm-btn adm-btn--primary adm-btn--block" disabled={busy || !email.trim() || !password}>
          {busy ? (
            <>
              <Spinner size="sm" /> Signing in...
            </>
          ) : (
            'Sign In'
          )}
        </button>
      </form>
    </AuthCard>
  );
}
