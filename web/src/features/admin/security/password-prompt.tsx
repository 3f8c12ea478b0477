/** Asks for the password before a change to one's own second factor (turn on, turn off, new recovery codes). */
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf, messageOf } from '../lib/errors.ts';
import { PasswordField } from '../components/fields.tsx';
import { FormModal } from '../components/form-modal.tsx';

const FORM_ID = 'adm-password-prompt';

export interface PasswordPromptProps {
  title: string;
  subtitle: string;
  confirmLabel: string;
  onClose: () => void;
  /** Runs with the password; a failure shows under the field. */
  onConfirm: (password: string) => Promise<void>;
}

export function PasswordPrompt({ title, subtitle, confirmLabel, onClose, onConfirm }: PasswordPromptProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!password) {
      setError('Password is required');
      return;
    }
    setBusy(true);
    try {
      await onConfirm(password);
    } catch (err) {
      setError(fieldErrorsOf(err).password ?? messageOf(err, 'Please try again.'));
      setBusy(false);
    }
  };

  return (
    <FormModal open title={title} subtitle={subtitle} onClose={onClose} size="sm" dirty={false} saving={busy} saveLabel={confirmLabel} savingLabel="Checking..." formId={FORM_ID}>
      <form id={FORM_ID} className="adm-form" onSubmit={submit} noValidate>
        <PasswordField
          label="Your password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setError(undefined);
          }}
          error={error}
          required
          data-autofocus
        />
      </form>
    </FormModal>
  );
}
