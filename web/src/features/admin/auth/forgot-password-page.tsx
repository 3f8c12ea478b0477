/**
 * /admin/forgot-password: asks for the address, then 'Check Your Email'. In demo mode (no mail
 * server) the API answers with the reset token, and only then a button leads straight to the reset
 * page. Try Again goes back to the form; Back to Login to the login page.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client.ts';
import { useFormFields } from '../lib/use-form-fields.ts';
import { LockIcon, MailIcon } from '../components/icons.tsx';
import { forgotPassword } from './api.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthForm, BackToLogin, EmailField } from './auth-form.tsx';

export function ForgotPasswordPage() {
  const { values, field } = useFormFields({ email: '' });
  const email = values.email.trim();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ message: string; token?: string } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !email) return;
    setBusy(true);
    setError(null);
    try {
      const res = await forgotPassword(email);
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
            We sent the instructions to <strong>{email}</strong>. The link is valid for a limited time.
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
          <BackToLogin />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot Password" icon={<LockIcon size={28} />} subtitle="Enter your email address and we'll send you a link to reset your password.">
      <AuthForm onSubmit={onSubmit} error={error} submitLabel="Send Reset Link" busyLabel="Sending..." busy={busy} disabled={busy || !email} backToLogin>
        <EmailField autoComplete="email" {...field('email')} />
      </AuthForm>
    </AuthCard>
  );
}
