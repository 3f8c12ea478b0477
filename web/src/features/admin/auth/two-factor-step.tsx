/**
 * The second step of a sign-in, after a right password: a code from the authenticator app (or a
 * recovery code), or, when the site requires two-factor sign-in of a member who has none yet, its
 * set-up (QR code, then a code, then the recovery codes shown once). Only then is a session stored;
 * an expired or used-up challenge sends the member back to the password.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { TwoFactorChallenge, TwoFactorSession, TwoFactorSetup } from '../../../../../shared/api/auth.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../session/auth-context.tsx';
import { AuthenticatorSetup, CodeField, RecoveryCodes } from '../components/two-factor-parts.tsx';
import { LockIcon } from '../components/icons.tsx';
import { Spinner } from '../components/states.tsx';
import { challengeSetup, passSecondStep } from './api.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthForm } from './auth-form.tsx';

/** Whether the failure ended the challenge (sign in again) rather than the code (try again). */
const challengeEnded = (err: unknown) => err instanceof ApiError && err.errors.some((e) => e.path === 'challenge_token');

export function TwoFactorStep({ challenge, onRestart }: { challenge: TwoFactorChallenge; onRestart: (message: string) => void }) {
  const { startSession } = useAuth();
  const setupNeeded = challenge.two_factor === 'setup';
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<TwoFactorSession | null>(null);

  useEffect(() => {
    if (!setupNeeded) return;
    challengeSetup(challenge.challenge_token)
      .then(setSetup)
      .catch((err: unknown) => onRestart(err instanceof ApiError ? err.message : 'Your sign-in has expired. Please sign in again.'));
  }, [challenge.challenge_token, setupNeeded, onRestart]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !code.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const session = await passSecondStep(challenge.challenge_token, code.trim());
      if (session.recovery_codes) setDone(session);
      else startSession(session.token, session.user);
    } catch (err) {
      if (challengeEnded(err)) onRestart((err as ApiError).message);
      else setError(err instanceof ApiError && err.status !== 0 ? err.message : 'Network error. Please check your connection.');
      setBusy(false);
    }
  };

  if (done) {
    return (
      <AuthCard title="Two-factor sign-in is on" subtitle="One last thing before you start.">
        <div className="adm-form">
          <RecoveryCodes codes={done.recovery_codes ?? []} account={done.user.email} />
          <button type="button" className="adm-btn adm-btn--primary adm-btn--block" onClick={() => startSession(done.token, done.user)}>
            I have saved my recovery codes
          </button>
        </div>
      </AuthCard>
    );
  }

  if (setupNeeded) {
    return (
      <AuthCard title="Set up two-factor sign-in" icon={<LockIcon size={28} />} subtitle="This site asks every member to sign in with a code from their phone as well as their password.">
        {!setup ? (
          <div className="adm-fullscreen" role="status">
            <Spinner /> <span className="adm-sr-only">Preparing your key...</span>
          </div>
        ) : (
          <AuthForm onSubmit={submit} error={error} submitLabel="Turn on and sign in" busyLabel="Checking..." busy={busy} disabled={busy || !code.trim()}>
            <AuthenticatorSetup setup={setup} />
            <CodeField value={code} onChange={setCode} autoFocus />
          </AuthForm>
        )}
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Two-factor sign-in"
      icon={<LockIcon size={28} />}
      subtitle={recovery ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in.' : 'Enter the 6-digit code from your authenticator app.'}
    >
      <AuthForm onSubmit={submit} error={error} submitLabel="Verify" busyLabel="Verifying..." busy={busy} disabled={busy || !code.trim()}>
        <CodeField key={recovery ? 'recovery' : 'code'} value={code} onChange={setCode} recovery={recovery} autoFocus />
        <button
          type="button"
          className="adm-link adm-2fa-switch"
          onClick={() => {
            setRecovery((r) => !r);
            setCode('');
            setError(null);
          }}
        >
          {recovery ? 'Use a code from your authenticator app' : 'Lost your phone? Use a recovery code'}
        </button>
      </AuthForm>
      <p className="adm-muted adm-2fa-help">No phone and no recovery code? An administrator can reset your two-factor sign-in.</p>
    </AuthCard>
  );
}
