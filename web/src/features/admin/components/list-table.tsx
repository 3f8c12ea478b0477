/**
 * The table of a list screen (articles, subscribers, team): column headings, an unnamed last
 * column for the row buttons, and rows that turn into cards on phones (`adm-table--cards`, each
 * cell labelled by its `data-label`). `busy` dims the rows while a new page loads.
 */
import type { ReactNode } from 'react';

export function ListTable({ columns, actions = true, busy, className, children }: { columns: string[]; actions?: boolean; busy?: boolean; className?: string; children: ReactNode }) {
  return (
    <div className={`adm-table-wrap${busy ? ' is-busy' : ''}`} aria-busy={busy}>
      <table className={`adm-table adm-table--cards${className ? ` ${className}` : ''}`}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
            {actions && (
              <th scope="col">
                <span className="adm-sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
