/**
 * Two-factor sign-in on the Security page: its state, turning it on (password, QR code, a code from
 * the app, then the recovery codes shown once), new recovery codes, and turning it off (not while
 * the site requires it).
 */
import { useState, type FormEvent } from 'react';
import type { TwoFactorSetup } from '../../../../../shared/api/auth.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { fieldErrorsOf, messageOf } from '../lib/errors.ts';
import { formatDate } from '../lib/format.ts';
import { useAdminToast } from '../components/admin-toast.ts';
import { Fact } from '../components/detail-parts.tsx';
import { LockIcon } from '../components/icons.tsx';
import { Panel } from '../components/page-header.tsx';
import { ErrorState, LoadingState } from '../components/states.tsx';
import { Chip } from '../components/status-badge.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { AuthenticatorSetup, CodeField, RecoveryCodes } from '../components/two-factor-parts.tsx';
import { beginSetup, disableTwoFactor, enableTwoFactor, getTwoFactor, newRecoveryCodes } from './api.ts';
import { PasswordPrompt } from './password-prompt.tsx';

type Prompt = 'setup' | 'disable' | 'codes' | null;

export function TwoFactorPanel() {
  const { request, user } = useAuth();
  const toast = useAdminToast();
  const status = useLoad(() => getTwoFactor(request), [request], 'Failed to load your two-factor sign-in');
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const info = status.data;

  const confirm = async (password: string) => {
    if (prompt === 'setup') setSetup(await beginSetup(request, password));
    else if (prompt === 'codes') setCodes(await newRecoveryCodes(request, password));
    else if (prompt === 'disable') {
      await disableTwoFactor(request, password);
      toast.success('Two-factor sign-in is off');
      status.reload();
    }
    setPrompt(null);
  };

  const enable = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) {
      setCodeError('Enter the 6-digit code from your app');
      return;
    }
    setBusy(true);
    try {
      setCodes(await enableTwoFactor(request, code.trim()));
      setSetup(null);
      setCode('');
      toast.success('Two-factor sign-in is on');
      status.reload();
    } catch (err) {
      setCodeError(fieldErrorsOf(err).code ?? messageOf(err, 'Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel
      title={
        <span className="adm-inline">
          <LockIcon /> Two-factor sign-in
        </span>
      }
      subtitle="A code from an app on your phone as well as your password: a stolen password alone no longer opens your account."
      actions={info && <Chip tone={info.enabled ? 'green' : 'grey'}>{info.enabled ? 'On' : 'Off'}</Chip>}
    >
      {status.loading && !info ? (
        <LoadingState text="Loading..." />
      ) : status.error || !info ? (
        <ErrorState message={status.error ?? 'Failed to load your two-factor sign-in'} onRetry={status.reload} />
      ) : codes ? (
        <div className="adm-form">
          <RecoveryCodes codes={codes} account={user?.email ?? ''} />
          <div className="adm-form-actions">
            <button type="button" className="adm-btn adm-btn--primary" onClick={() => setCodes(null)}>
              I have saved my recovery codes
            </button>
          </div>
        </div>
      ) : setup ? (
        <form className="adm-form" onSubmit={enable} noValidate aria-label="Set up two-factor sign-in">
          <AuthenticatorSetup setup={setup} />
          <CodeField
            value={code}
            onChange={(value) => {
              setCode(value);
              setCodeError(undefined);
            }}
            error={codeError}
            autoFocus
          />
          <div className="adm-form-actions">
            <button type="button" className="adm-btn adm-btn--secondary" onClick={() => setSetup(null)} disabled={busy}>
              Cancel
            </button>
            <SubmitButton label={info.enabled ? 'Use this phone instead' : 'Turn on'} busy={busy} busyLabel="Checking..." disabled={busy} />
          </div>
        </form>
      ) : info.enabled ? (
        <>
          <dl className="adm-facts">
            <Fact label="On since">{formatDate(info.enabled_at, 'Unknown')}</Fact>
            <Fact label="Recovery codes left" valueClassName={info.recovery_codes_left <= 3 ? 'adm-security__low' : undefined}>
              {info.recovery_codes_left} of 10
            </Fact>
          </dl>
          {info.required && <p className="adm-muted adm-security__note">Your site requires two-factor sign-in of every member, so it stays on.</p>}
          <div className="adm-security__actions">
            <button type="button" className="adm-btn adm-btn--secondary" onClick={() => setPrompt('codes')}>
              New recovery codes
            </button>
            <button type="button" className="adm-btn adm-btn--secondary" onClick={() => setPrompt('setup')}>
              Move to a new phone
            </button>
            {!info.required && (
              <button type="button" className="adm-btn adm-btn--danger-ghost" onClick={() => setPrompt('disable')}>
                Turn off
              </button>
            )}
          </div>
        </>
      ) : (
        <div className="adm-security__actions">
          <button type="button" className="adm-btn adm-btn--primary" onClick={() => setPrompt('setup')}>
            Turn on two-factor sign-in
          </button>
        </div>
      )}
      {prompt && (
        <PasswordPrompt
          title={prompt === 'disable' ? 'Turn off two-factor sign-in' : prompt === 'codes' ? 'New recovery codes' : 'Set up two-factor sign-in'}
          subtitle={prompt === 'codes' ? 'Your current recovery codes stop working.' : 'Confirm it is you.'}
          confirmLabel={prompt === 'disable' ? 'Turn off' : 'Continue'}
          onClose={() => setPrompt(null)}
          onConfirm={confirm}
        />
      )}
    </Panel>
  );
}
