/**
 * The pieces of two-factor sign-in that the sign-in screen (a set-up the site requires) and the
 * Security page (a set-up by choice) share: the new secret as a QR code and as text, the code field,
 * and the ten recovery codes, shown once, to copy or download.
 */
import type { TwoFactorSetup } from '../../../../../shared/api/auth.ts';
import { slugify } from '../../../../../shared/slug.ts';
import { useSiteName } from '../lib/site-name.ts';
import { useAdminToast } from './admin-toast.ts';
import { TextField } from './fields.tsx';
import { CopyIcon, DownloadIcon } from './icons.tsx';
import './two-factor.css';

async function copy(text: string, toast: ReturnType<typeof useAdminToast>, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied`);
  } catch {
    toast.error('Could not copy', 'Select the text and copy it by hand.');
  }
}

/** Scan the QR code, or type the key: then the app shows a new 6-digit code every 30 seconds. */
export function AuthenticatorSetup({ setup }: { setup: TwoFactorSetup }) {
  const toast = useAdminToast();
  const grouped = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;
  return (
    <div className="adm-2fa-setup">
      <img className="adm-2fa-setup__qr" src={setup.qr_code} width={176} height={176} alt="QR code to scan with your authenticator app" />
      <div className="adm-2fa-setup__text">
        <ol className="adm-2fa-setup__steps">
          <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Aegis...).</li>
          <li>Scan the QR code, or add an account by hand with this key:</li>
        </ol>
        <div className="adm-2fa-setup__key">
          <code aria-label="Secret key">{grouped}</code>
          <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" onClick={() => void copy(setup.secret, toast, 'Key')}>
            <CopyIcon size={14} /> Copy
          </button>
        </div>
        <p className="adm-muted adm-2fa-setup__hint">Then enter the 6-digit code the app shows.</p>
      </div>
    </div>
  );
}

/** A code from the app (or, where `recovery` says so, a recovery code). */
export function CodeField({ value, onChange, error, recovery, autoFocus }: { value: string; onChange: (value: string) => void; error?: string; recovery?: boolean; autoFocus?: boolean }) {
  return (
    <TextField
      label={recovery ? 'Recovery code' : 'Authentication code'}
      name={recovery ? 'recovery-code' : 'code'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      required
      autoFocus={autoFocus}
      autoComplete={recovery ? 'off' : 'one-time-code'}
      inputMode={recovery ? 'text' : 'numeric'}
      placeholder={recovery ? 'xxxx-xxxx-xxxx-xxxx' : '123 456'}
      maxLength={recovery ? 40 : 7}
      inputClassName="adm-2fa-code"
      hint={recovery ? 'Each recovery code works once.' : undefined}
    />
  );
}

/** The ten recovery codes, shown this once: copy them or download them, and keep them somewhere safe. */
export function RecoveryCodes({ codes, account }: { codes: string[]; account: string }) {
  const toast = useAdminToast();
  const siteName = useSiteName();
  const text = [`${siteName} back office: recovery codes for ${account}`, 'Each works once, in place of a code from your authenticator app.', '', ...codes, ''].join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${slugify(siteName) || 'site'}-recovery-codes.txt`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <div className="adm-2fa-codes">
      <p className="adm-2fa-codes__warning">
        <strong>Save these recovery codes now.</strong> They are shown only this once. If you lose your phone, each one signs you in once.
      </p>
      <ul className="adm-2fa-codes__list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="adm-2fa-codes__actions">
        <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" onClick={() => void copy(codes.join('\n'), toast, 'Recovery codes')}>
          <CopyIcon size={14} /> Copy all
        </button>
        <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" onClick={download}>
          <DownloadIcon size={14} /> Download
        </button>
      </div>
    </div>
  );
}
