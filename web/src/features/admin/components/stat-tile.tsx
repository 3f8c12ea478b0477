/** A number with its title, an icon and an optional change line ('+12% from last month'). */
import type { ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon } from './icons.tsx';

export type Tone = 'red' | 'blue' | 'green' | 'purple' | 'amber' | 'grey';

export function StatTile({
  title,
  value,
  icon,
  tone = 'red',
  change,
  changeType,
  note,
}: {
  title: string;
  value: ReactNode;
  icon?: ReactNode;
  tone?: Tone;
  change?: string;
  changeType?: 'increase' | 'decrease';
  /** Small grey line under the value when there is no change to show. */
  note?: ReactNode;
}) {
  return (
    <div className="adm-stat">
      <div className="adm-stat__text">
        <p className="adm-stat__title">{title}</p>
        <p className="adm-stat__value">{value}</p>
        {change && (
          <p className={`adm-stat__change adm-stat__change--${changeType ?? 'increase'}`}>
            {changeType === 'decrease' ? <ArrowDownIcon size={14} /> : <ArrowUpIcon size={14} />}
            {change} <span className="adm-stat__since">vs previous 30 days</span>
          </p>
        )}
        {note && <p className="adm-stat__note">{note}</p>}
      </div>
      {icon && <span className={`adm-stat__icon adm-tone--${tone}`}>{icon}</span>}
    </div>
  );
}

export function StatGrid({ children }: { children: ReactNode }) {
  return <div className="adm-stat-grid">{children}</div>;
}
