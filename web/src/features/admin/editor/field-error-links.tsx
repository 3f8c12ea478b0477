/**
 * A list of a form's problems, each a link-styled button that takes the writer to its field: the
 * editor's save errors and the go-live dialog's "Fix these first" both show them this way.
 */
export function FieldErrorLinks({ errors, onPick }: { errors: ReadonlyArray<readonly [field: string, message: string]>; onPick: (field: string) => void }) {
  return (
    <ul className="adm-error-list">
      {errors.map(([field, msg]) => (
        <li key={field}>
          <button type="button" className="adm-link" onClick={() => onPick(field)}>
            {msg}
          </button>
        </li>
      ))}
    </ul>
  );
}
