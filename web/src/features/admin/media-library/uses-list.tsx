/** Where an upload is used: on its card (linked), and in the dialog that deletes it. */
import { Link } from 'react-router-dom';

export interface Use {
  key: string;
  /** What kind of item it is ('Article'), when the list mixes kinds. */
  kind?: string;
  title: string;
  /** Its back-office page. */
  to: string;
}

/** Where an upload is used, linked (the first three), or 'Not used yet'. */
export function UsesList({ uses, heading }: { uses: Use[]; heading: string }) {
  if (uses.length === 0) return <p className="adm-library__usage adm-muted">Not used yet</p>;
  const shown = uses.slice(0, 3);
  return (
    <div className="adm-library__usage">
      <p className="adm-library__usage-title">{heading}</p>
      <ul>
        {shown.map((u) => (
          <li key={u.key}>
            {u.kind && <span className="adm-library__usage-type">{u.kind} </span>}
            <Link to={u.to} title={u.title}>
              {u.title}
            </Link>
          </li>
        ))}
        {uses.length > shown.length && <li className="adm-muted">and {uses.length - shown.length} more</li>}
      </ul>
    </div>
  );
}

/** The delete dialog's message for an upload in use: every use, named, and what becomes of them. */
export function InUseMessage({ filename, consequence, uses }: { filename: string; consequence: string; uses: Use[] }) {
  return (
    <>
      "<strong>{filename}</strong>" is in use. Delete it anyway? {consequence}:
      <ul className="adm-library__usage-warning">
        {uses.map((u) => (
          <li key={u.key}>
            {u.kind && `${u.kind}: `}
            <strong>{u.title}</strong>
          </li>
        ))}
      </ul>
    </>
  );
}
