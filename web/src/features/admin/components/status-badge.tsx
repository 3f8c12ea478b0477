/**
 * Content status chip with the spec's colours: published green, draft yellow, scheduled blue,
 * review purple, anything else grey. Also small Featured / Trending / Editor's Pick / New chips.
 */
import type { ReactNode } from 'react';

const LABELS: Record<string, string> = { published: 'Published', draft: 'Draft', review: 'Review', scheduled: 'Scheduled' };

export function statusLabel(status: string | null | undefined): string {
  if (!status) return 'Draft';
  return LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
}

export function StatusBadge({ status }: { status: string | null | undefined }) {
  const key = status && status in LABELS ? status : 'other';
  return <span className={`adm-badge adm-badge--${key}`}>{statusLabel(status)}</span>;
}

export function Chip({ tone = 'grey', children, icon }: { tone?: 'red' | 'amber' | 'blue' | 'green' | 'purple' | 'grey'; children: ReactNode; icon?: ReactNode }) {
  return (
    <span className={`adm-chip adm-tone--${tone}`}>
      {icon}
      {children}
    </span>
  );
}
