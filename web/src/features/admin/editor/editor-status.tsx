/**
 * What the top bar says of the item: its status, whether what was typed is on the server ("Saved",
 * "Saving...", "Not saved: offline", or why not), whether a published item has changes waiting for
 * Update, and who else has it open.
 */
import { StatusBadge } from '../components/status-badge.tsx';
import { formatDateTime } from '../lib/format.ts';
import { useCan } from '../session/auth-context.tsx';
import type { SyncState } from './use-autosave.ts';
import type { OtherEditor } from './use-presence.ts';

/** '14:02' in the writer's own time. */
export const clockTime = (at: number | string) => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** The save indicator's words. */
function syncText(sync: SyncState): { text: string; tone: 'ok' | 'busy' | 'bad' | 'muted' } | null {
  switch (sync.kind) {
    case 'idle':
      return null;
    case 'saved':
      return { text: 'Saved', tone: 'ok' };
    case 'saving':
      return { text: 'Saving...', tone: 'busy' };
    case 'offline':
      return { text: 'Not saved: offline', tone: 'bad' };
    case 'conflict':
      return { text: 'Not saved: changed elsewhere', tone: 'bad' };
    default:
      return { text: `Not saved: ${sync.message}`, tone: 'bad' };
  }
}

/** The top bar's status badge and save state; an item the member may not change says "Read only" (nothing is saved). */
export function EditorState({ status, sync, pendingUpdate, readOnly = false }: { status: string; sync: SyncState; pendingUpdate: boolean; readOnly?: boolean }) {
  const shown = readOnly ? { text: 'Read only', tone: 'muted' as const } : syncText(sync);
  return (
    <>
      <StatusBadge status={status} />
      {shown && (
        <span className={`ed-sync ed-sync--${shown.tone}`} title={sync.kind === 'saved' ? `Saved at ${clockTime(sync.at)}` : undefined}>
          {shown.text}
        </span>
      )}
      {pendingUpdate && <span className="ed-pending">Changes not live until Update</span>}
    </>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('') || '?';

/** The others who have the item open, as initials (their names on hover and for screen readers). */
export function PresenceList({ editors }: { editors: OtherEditor[] }) {
  if (editors.length === 0) return null;
  const names = editors.map((e) => (e.you ? `${e.name} (you, in another tab)` : e.name));
  const label = `Also editing: ${names.join(', ')}`;
  return (
    <div className="ed-presence" role="status" title={label}>
      <span className="adm-sr-only">{label}</span>
      <span className="ed-presence__label" aria-hidden="true">
        Also here
      </span>
      <ul className="ed-presence__list" aria-hidden="true">
        {editors.slice(0, 3).map((e) => (
          <li key={`${e.user_id}-${e.since}`} className={`ed-presence__who${e.you ? ' is-you' : ''}`}>
            {initials(e.name)}
          </li>
        ))}
        {editors.length > 3 && <li className="ed-presence__who">+{editors.length - 3}</li>}
      </ul>
    </div>
  );
}


/** The toast after Update: where the changes now are. */
function savedNote(status: string): string {
  if (status === 'published') return 'Your changes are live.';
  if (status === 'scheduled') return 'Your changes will go live with it.';
  return 'Your changes have been saved.';
}

/**
 * The toast after a state button's save, by what it did to the item: published, scheduled,
 * unpublished, sent to review, or saved as it was (`created` / `updated`: the page's own words).
 */
export function savedToast(
  noun: string,
  before: string | null,
  after: string,
  words: { created: string; updated: string },
): [string, string] {
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  if (after === 'published' && before !== 'published') return [`${Noun} published`, `Your ${noun} is live on the site.`];
  if (after === 'scheduled' && before !== 'scheduled') return [`${Noun} scheduled`, 'It goes live by itself at the time chosen.'];
  if (after === 'review' && before !== 'review') return [`${Noun} sent to review`, 'It is not on the site until it is published.'];
  if (after === 'draft' && (before === 'published' || before === 'scheduled')) return [`${Noun} unpublished`, 'It is a draft again and off the site.'];
  if (after === 'draft') return ['Draft saved', 'Only staff can see it.'];
  return [before === null ? words.created : words.updated, savedNote(after)];
}

/** The panel's word on the item's state: what the public sees of it, and how to change that (the top bar's buttons). */
export function StatusSummary({ status, date, noun }: { status: string | null; date: string | null; noun: string }) {
  const publishes = useCan('publish');
  let text: string;
  if (status === 'published') text = `Published${date ? ` ${formatDateTime(date)}` : ''}: on the site. Unpublish it from the More menu.`;
  else if (status === 'scheduled') text = `Scheduled for ${formatDateTime(date)}: it goes on the site by itself then.`;
  else if (status === 'review') text = `In review: not on the site until it is published.`;
  else if (!publishes) text = `${status ? 'Draft' : 'New'}: only staff can see this ${noun}. Submit it for review when it is ready: an editor publishes it.`;
  else text = `${status ? 'Draft' : 'New'}: only staff can see this ${noun}. Publish or schedule it with the buttons at the top.`;
  return <p className="ed-note ed-status-summary">{text}</p>;
}
