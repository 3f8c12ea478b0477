/**
 * The form of the sign-in screens (login, forgot password, reset password): the failure above the
 * fields, the wide submit button with its busy text, and the way back to the login page.
 */
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../components/fields.tsx';
import { ArrowLeftIcon } from '../components/icons.tsx';
import { MessageBar } from '../components/message-bar.tsx';
import { SubmitButton } from '../components/submit-button.tsx';

export interface AuthFormProps {
  onSubmit: (event: FormEvent) => void;
  error: string | null;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The submit button is off (busy, or a required field is empty). */
  disabled: boolean;
  /** A 'Back to Login' link under the button. */
  backToLogin?: boolean;
  children: ReactNode;
}

export function AuthForm({ onSubmit, error, submitLabel, busyLabel, busy, disabled, backToLogin, children }: AuthFormProps) {
  return (
    <form className="adm-form" onSubmit={onSubmit} noValidate>
      {error && <MessageBar type="error">{error}</MessageBar>}
      {children}
      <SubmitButton label={submitLabel} busy={busy} busyLabel={busyLabel} disabled={disabled} block />
      {backToLogin && <BackToLogin />}
    </form>
  );
}

export function BackToLogin() {
  return (
    <Link to="/admin/login" className="adm-btn adm-btn--ghost adm-btn--block">
      <ArrowLeftIcon size={16} /> Back to Login
    </Link>
  );
}

/** The e-mail address of the login and forgot-password forms; it takes the focus. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'name' | 'placeholder' | 'required' | 'autoFocus'>) {
  return <TextField label="Email address" type="email" name="email" placeholder="you@example.com" required autoFocus {...props} />;
}
