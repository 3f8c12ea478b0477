/** The submit button of a small form: a spinner and `busyLabel` ('Saving...') while the call runs. */
import { Spinner } from './states.tsx';

export function SubmitButton({ label, busy, busyLabel, disabled, block }: { label: string; busy: boolean; busyLabel: string; disabled: boolean; block?: boolean }) {
  return (
    <button type="submit" className={`adm-btn adm-btn--primary${block ? ' adm-btn--block' : ''}`} disabled={disabled}>
      {busy ? (
        <>
          <Spinner size="sm" /> {busyLabel}
        </>
      ) : (
        label
      )}
    </button>
  );
}
