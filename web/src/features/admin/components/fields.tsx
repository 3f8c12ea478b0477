/**
 * Form fields: every control has a visible label, an optional hint, a character counter and a red
 * error line under it (linked with aria-describedby / aria-invalid so screen readers read it).
 * `Field` wraps any custom control; the others are ready-made inputs.
 */
import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { EyeIcon, EyeOffIcon } from './icons.tsx';

export interface FieldFrameProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Character counter: colours amber above `warnAt`, red above `max`. */
  counter?: { length: number; max: number; warnAt?: number; format?: (n: number, max: number) => string };
  className?: string;
}

function counterTone(length: number, max: number, warnAt?: number): 'ok' | 'warn' | 'over' {
  if (length > max) return 'over';
  if (warnAt !== undefined && length > warnAt) return 'warn';
  return 'ok';
}

/** Label + control + hint/counter + error; `children(id, describedBy)` renders the control. */
export function Field({ label, error, hint, required, counter, className, children }: FieldFrameProps & { children: (id: string, describedBy: string | undefined) => ReactNode }) {
  const id = useId();
  const hintId = hint || counter ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`adm-field${error ? ' has-error' : ''} ${className ?? ''}`}>
      <div className="adm-field__label-row">
        <label htmlFor={id} className="adm-field__label">
          {label}
        </label>
        {/* Outside the label so the accessible name is the label alone; aria-required says it. */}
        {required && (
          <span className="adm-field__req" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children(id, describedBy)}
      {(hint || counter) && (
        <div id={hintId} className="adm-field__meta">
          {hint && <span className="adm-field__hint">{hint}</span>}
          {counter && (
            <span className={`adm-counter adm-counter--${counterTone(counter.length, counter.max, counter.warnAt)}`}>
              {counter.format ? counter.format(counter.length, counter.max) : `${counter.length}/${counter.max}`}
            </span>
          )}
        </div>
      )}
      {error && (
        <p id={errorId} className="adm-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & { inputClassName?: string };

export function TextField({ label, error, hint, required, counter, className, inputClassName, ...input }: InputProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} counter={counter} className={className}>
      {(id, describedBy) => (
        <input
          id={id}
          className={`adm-input ${inputClassName ?? ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...input}
        />
      )}
    </Field>
  );
}

export function TextArea({ label, error, hint, required, counter, className, ...area }: FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>) {
  return (
    <Field label={label} error={error} hint={hint} required={required} counter={counter} className={className}>
      {(id, describedBy) => (
        <textarea
          id={id}
          className="adm-input adm-textarea"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...area}
        />
      )}
    </Field>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({ label, error, hint, required, className, options, ...select }: FieldFrameProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & { options: Option[] }) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(id, describedBy) => (
        <select id={id} className="adm-input adm-select" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Password input with a show/hide button. */
export function PasswordField(props: Omit<InputProps, 'type'>) {
  const [shown, setShown] = useState(false);
  const { label, error, hint, required, counter, className, inputClassName, ...input } = props;
  return (
    <Field label={label} error={error} hint={hint} required={required} counter={counter} className={className}>
      {(id, describedBy) => (
        <div className="adm-input-wrap">
          <input
            id={id}
            type={shown ? 'text' : 'password'}
            className={`adm-input adm-input--with-btn ${inputClassName ?? ''}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            aria-required={required || undefined}
            {...input}
          />
          <button
            type="button"
            className="adm-input-btn"
            aria-label={shown ? 'Hide' : 'Show'}
            title={shown ? 'Hide password' : 'Show password'}
            aria-controls={id}
            aria-pressed={shown}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    </Field>
  );
}

/** Checkbox with its label on the right and an optional description line. */
export function CheckboxField({ label, description, className, ...input }: { label: ReactNode; description?: ReactNode; className?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>) {
  const id = useId();
  return (
    <div className={`adm-check ${className ?? ''}`}>
      <input id={id} type="checkbox" className="adm-check__input" aria-describedby={description ? `${id}-d` : undefined} {...input} />
      <label htmlFor={id} className="adm-check__label">
        <span className="adm-check__title">{label}</span>
        {description && (
          <span id={`${id}-d`} className="adm-check__desc">
            {description}
          </span>
        )}
      </label>
    </div>
  );
}

/** Search input with a magnifier and a label (visually hidden when `hideLabel`). */
export function SearchBox({ label, value, onChange, placeholder, className }: { label: string; value: string; onChange: (value: string) => void; placeholder?: string; className?: string }) {
  const id = useId();
  return (
    <div className={`adm-search ${className ?? ''}`}>
      <label htmlFor={id} className="adm-sr-only">
        {label}
      </label>
      <svg className="adm-search__icon" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input id={id} type="search" className="adm-input adm-search__input" value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** Compact select for filter bars (label visually hidden). */
export function FilterSelect({ label, value, onChange, options }: { label: string; value: string; onChange: (value: string) => void; options: Option[] }) {
  const id = useId();
  return (
    <div className="adm-filter">
      <label htmlFor={id} className="adm-sr-only">
        {label}
      </label>
      <select id={id} className="adm-input adm-select" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
