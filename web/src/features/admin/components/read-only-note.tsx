/**
 * The short line an item shows where its Edit, Delete or Publish is missing because the member may
 * not change it (shared/editorial.ts): 'Published: an editor looks after it now'. Nothing while
 * the rule is still loading, or when the member may change the item.
 */
import { readOnlyLine, type ChangeRefusal } from '../../../../../shared/editorial.ts';
import { LockIcon } from './icons.tsx';

export function ReadOnlyNote({ refusal, status, className = '' }: { refusal: ChangeRefusal | null | undefined; status: string; className?: string }) {
  if (!refusal) return null;
  return (
    <p className={`adm-readonly-note ${className}`.trim()}>
      <LockIcon size={13} /> <span>{readOnlyLine(refusal, status)}</span>
    </p>
  );
}
