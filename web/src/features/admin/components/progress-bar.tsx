/**
 * A progress bar for an upload: the share of bytes sent, or a moving stripe once they are all sent
 * and the server is reading the file (instead of a bar stuck at 100 %). A `role="progressbar"`
 * whose value text says the same as the line beside it, for screen readers.
 */
export function ProgressBar({ label, percent, text }: { label: string; /** null: under way, amount unknown. */ percent: number | null; text: string }) {
  return (
    <div
      className={`adm-progress${percent === null ? ' is-indeterminate' : ''}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      aria-valuetext={text}
    >
      <span className="adm-progress__bar" style={{ width: `${percent ?? 100}%` }} />
    </div>
  );
}
