/**
 * /admin/forgot-password: asks for the address, then 'Check Your Email'. In demo mode (no mail
 * server) the API answers with the reset token, and only then a button leads straight to the reset
 * page. Try Again goes back to the form; Back to Login to the login page.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { api, ApiError } from '../../../lib/api-client.ts';
import type { ForgotPasswordResponse } from '../../../../../shared/api/auth.ts';
import { AuthCard } from './auth-card.tsx';
import { ArrowLeftIcon, LockIcon, MailIcon, MessageBar, Spinner, TextField } from '../components/index.ts';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ message: string; token?: string } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !email.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const res = await api<ForgotPasswordResponse>('/auth/forgotpassword', { method: 'POST', body: { email: email.trim() } });
      setSent({ message: res.message ?? 'If an account exists for that email, a reset link has been sent.', token: res.data?.resetToken });
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : 'An error occurred. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <AuthCard
        title="Check Your Email"
        icon={<MailIcon size={28} />}
        subtitle={
          <>
            {sent.message} <br />
            We sent the instructions to <strong>{email.trim()}</strong>. The link is valid for a limited time.
          </>
        }
      >
        <div className="adm-form">
          {sent.token && (
            <Link to={`/admin/reset-password/${sent.token}`} className="adm-btn adm-btn--primary adm-btn--block">
              Demo mode: reset password now
            </Link>
          )}
          <button
            type="button"
            className="adm-btn adm-btn--secondary adm-btn--block"
            onClick={() => {
              setSent(null);
              setError(null);
            }}
          >
            Try Again
          </button>
          <Link to="/admin/login" className="adm-btn adm-btn--ghost adm-btn--block">
            <ArrowLeftIcon size={16} /> Back to Login
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot Password" icon={<LockIcon size={28} />} subtitle="Enter your email address and we'll send you a link to reset your password.">
      <form className="adm-form" onSubmit={onSubmit} noValidate>
        {error && <MessageBar type="error">{error}</MessageBar>}
        <TextField
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@example.com"
          required
          autoFocus
        />
        <button type="submit" className="adm-btn adm-btn--primary adm-btn--block" disabled={busy || !email.trim()}>
          {busy ? (
            <>
              <Spinner size="sm" /> Sending...
            </>
          ) : (
            'Send Reset Link'
          )}
        </button>
        <Link to="/admin/login" className="adm-btn adm-btn--ghost adm-btn--block">
          <ArrowLeftIcon size={16} /> Back to Login
        </Link>
      </form>
    </AuthCard>
  );
}
