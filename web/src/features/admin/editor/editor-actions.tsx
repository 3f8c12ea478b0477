/**
 * The state buttons of the top bar: the item's next step, never a status list alone.
 *
 *   new, draft   Save draft · Publish...              More: Schedule..., Submit for review
 *   review       Save · Publish...                    More: Schedule..., Back to draft
 *   scheduled    Update                               More: Publish now..., Reschedule..., Unschedule
 *   published    Update                               More: Unpublish
 *
 * A contributor (no `publish` capability, shared/roles.ts) has their own next steps instead:
 *
 *   new, draft   Save draft · Submit for review
 *   review       Save                                 More: Withdraw (back to draft)
 *
 * and none on an item they may not change (`canEdit` false: someone else's, or published).
 *
 * Going public (Publish, Schedule, Publish now) asks once, in one dialog that holds the pre-publish
 * checklist, when it happens (now or at a date) and, if the item is not complete, what is missing.
 * Unpublishing asks too: the item leaves the site at once.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ContentStatus } from '../../../../../shared/constants.ts';
import { can } from '../../../../../shared/roles.ts';
import { useAuth } from '../session/auth-context.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { TextField } from '../components/fields.tsx';
import { AlertIcon, CheckCircleIcon, ChevronDownIcon } from '../components/icons.tsx';
import { Modal } from '../components/modal.tsx';
import { fromLocalInput, toLocalInput } from '../lib/format.ts';
import type { EditorForm, EditorItem, SaveIntent } from './use-editor-form.ts';
import type { CheckItem } from './writer-aids.tsx';
import { FieldErrorLinks } from './field-error-links.tsx';

interface ActionsProps<V extends { title: string; status: ContentStatus }, T extends EditorItem> {
  form: EditorForm<V, T>;
  /** The pre-publish checklist (writer-aids.tsx). */
  checks: CheckItem[];
  /** How the dialogs name the item: 'article', 'video', 'episode'. */
  noun: string;
  /** The item's date in the form (datetime-local text), shown as the schedule's default when in the future. */
  date: string;
  /** Whether the member may change the item (editorial.tsx); without, no action is offered. */
  canEdit: boolean;
}

type Going = { mode: 'now' | 'later'; from: 'publish' | 'schedule' | 'publish-now' } | null;

/** Tomorrow at 09:00, the schedule's first suggestion. */
function tomorrowMorning(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  d.setHours(9, 0, 0, 0);
  return toLocalInput(d.toISOString());
}

export function EditorActions<V extends { title: string; status: ContentStatus }, T extends EditorItem>({ form, checks, noun, date, canEdit }: ActionsProps<V, T>) {
  const { user } = useAuth();
  const [going, setGoing] = useState<Going>(null);
  const [unpublishing, setUnpublishing] = useState(false);
  const status = form.item?.status ?? 'draft';
  const busy = form.saving;
  const run = (intent: SaveIntent) => void form.save(intent);

  if (!canEdit) return null;
  if (user && !can(user.role, 'publish')) return <ContributorActions status={status} busy={busy} run={run} />;

  const publish = (label = 'Publish...') => (
    <button type="button" className="adm-btn adm-btn--primary" onClick={() => setGoing({ mode: 'now', from: 'publish' })} disabled={busy}>
      {label}
    </button>
  );
  const update = (
    <button type="button" className="adm-btn adm-btn--primary" onClick={() => run({ to: 'same' })} disabled={busy}>
      {busy ? 'Saving...' : 'Update'}
    </button>
  );

  let main: ReactNode;
  let more: { label: string; act: () => void }[];
  if (status === 'draft') {
    main = (
      <>
        <button type="button" className="adm-btn adm-btn--secondary ed-action--draft" onClick={() => run({ to: 'draft' })} disabled={busy}>
          {busy ? 'Saving...' : 'Save draft'}
        </button>
        {publish()}
      </>
    );
    more = [
      { label: 'Schedule...', act: () => setGoing({ mode: 'later', from: 'schedule' }) },
      { label: 'Submit for review', act: () => run({ to: 'review' }) },
    ];
  } else if (status === 'review') {
    main = (
      <>
        <button type="button" className="adm-btn adm-btn--secondary ed-action--draft" onClick={() => run({ to: 'same' })} disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </button>
        {publish()}
      </>
    );
    more = [
      { label: 'Schedule...', act: () => setGoing({ mode: 'later', from: 'schedule' }) },
      { label: 'Back to draft', act: () => run({ to: 'draft' }) },
    ];
  } else if (status === 'scheduled') {
    main = update;
    more = [
      { label: 'Publish now...', act: () => setGoing({ mode: 'now', from: 'publish-now' }) },
      { label: 'Reschedule...', act: () => setGoing({ mode: 'later', from: 'schedule' }) },
      { label: 'Unschedule', act: () => run({ to: 'draft' }) },
    ];
  } else {
    main = update;
    more = [{ label: 'Unpublish...', act: () => setUnpublishing(true) }];
  }

  return (
    <>
      <MoreActions items={more} disabled={busy} />
      {main}
      <GoPublicDialog
        form={form}
        going={going}
        checks={checks}
        noun={noun}
        date={date}
        onCancel={() => setGoing(null)}
        onConfirm={(intent) => {
          setGoing(null);
          run(intent);
        }}
      />
      <ConfirmDialog
        open={unpublishing}
        title={`Unpublish this ${noun}?`}
        message={`It leaves the site at once (its page, the lists, search and the feeds) and becomes a draft. Its text, comments and likes stay, and you can publish it again.`}
        confirmLabel="Unpublish"
        busyLabel="Unpublishing..."
        tone="primary"
        busy={busy}
        onCancel={() => setUnpublishing(false)}
        onConfirm={() => {
          setUnpublishing(false);
          run({ to: 'draft' });
        }}
      />
    </>
  );
}

/** A contributor's next steps: keep a draft, submit it, or withdraw it while it waits. */
function ContributorActions({ status, busy, run }: { status: ContentStatus; busy: boolean; run: (intent: SaveIntent) => void }) {
  const save = (label: string, to: SaveIntent) => (
    <button type="button" className="adm-btn adm-btn--secondary ed-action--draft" onClick={() => run(to)} disabled={busy}>
      {busy ? 'Saving...' : label}
    </button>
  );
  if (status === 'review') {
    return (
      <>
        <MoreActions items={[{ label: 'Withdraw (back to draft)', act: () => run({ to: 'draft' }) }]} disabled={busy} />
        {save('Save', { to: 'same' })}
      </>
    );
  }
  return (
    <>
      {save('Save draft', { to: 'draft' })}
      {/* "Submit" alone on a phone, where the top bar holds two buttons beside Preview and Share. */}
      <button type="button" className="adm-btn adm-btn--primary" aria-label="Submit for review" onClick={() => run({ to: 'review' })} disabled={busy}>
        Submit<span className="ed-action__rest"> for review</span>
      </button>
    </>
  );
}

/** The less frequent next steps, behind a "More" button (a disclosure: a list of buttons). */
function MoreActions({ items, disabled }: { items: { label: string; act: () => void }[]; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  return (
    <div className="ed-more" ref={root}>
      <button
        type="button"
        className="adm-btn adm-btn--secondary ed-more__toggle"
        aria-expanded={open}
        aria-controls={id}
        aria-label="More actions"
        title="More actions"
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="ed-more__text">More</span> <ChevronDownIcon size={16} />
      </button>
      <ul id={id} className="ed-more__list" hidden={!open}>
        {items.map((item) => (
          <li key={item.label}>
            <button
              type="button"
              className="ed-more__item"
              onClick={() => {
                setOpen(false);
                item.act();
              }}
            >
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Going public, asked once: now or at a date, the checklist (what is missing may still go, the
 * writer decides), and the messages that must be fixed first (those stop it).
 */
function GoPublicDialog<V extends { title: string; status: ContentStatus }, T extends EditorItem>({
  form,
  going,
  checks,
  noun,
  date,
  onCancel,
  onConfirm,
}: {
  form: EditorForm<V, T>;
  going: Going;
  checks: CheckItem[];
  noun: string;
  date: string;
  onCancel: () => void;
  onConfirm: (intent: SaveIntent) => void;
}) {
  const [mode, setMode] = useState<'now' | 'later'>('now');
  const [when, setWhen] = useState('');
  const choice = useId();
  useEffect(() => {
    if (!going) return;
    setMode(going.mode);
    const stored = date && fromLocalInput(date);
    setWhen(stored && stored > new Date().toISOString() ? date : tomorrowMorning());
  }, [going, date]);
  if (!going) return null;

  const later = mode === 'later';
  const whenIso = later ? fromLocalInput(when) : null;
  const intent: SaveIntent = later ? { to: 'scheduled', date: when } : { to: 'published', date: toLocalInput(new Date().toISOString()) };
  const problems = Object.entries(form.check(intent));
  const missing = checks.filter((c) => !c.done);
  const tooEarly = later && (!whenIso || whenIso <= new Date().toISOString());
  const action = later ? 'Schedule' : 'Publish now';

  return (
    <Modal
      open
      title={later ? `Schedule this ${noun}` : `Publish this ${noun}?`}
      subtitle={later ? 'It goes on the site by itself at the time you choose.' : 'Readers and search engines see it as it is now.'}
      onClose={onCancel}
      size="sm"
      footer={
        <>
          <button type="button" className="adm-btn adm-btn--secondary" onClick={onCancel} data-autofocus>
            Keep editing
          </button>
          <button type="button" className="adm-btn adm-btn--primary" onClick={() => onConfirm(intent)} disabled={problems.length > 0 || tooEarly}>
            {missing.length && !problems.length ? `${action} anyway` : action}
          </button>
        </>
      }
    >
      <fieldset className="adm-fieldset ed-golive">
        <legend>When</legend>
        <label className="ed-golive__choice">
          <input type="radio" name={choice} checked={!later} onChange={() => setMode('now')} /> Right now
        </label>
        <label className="ed-golive__choice">
          <input type="radio" name={choice} checked={later} onChange={() => setMode('later')} /> At a later date
        </label>
        {later && <TextField label="Publish on" type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} error={tooEarly ? 'Choose a time in the future' : undefined} />}
      </fieldset>
      {problems.length > 0 && (
        <div className="ed-golive__problems" role="alert">
          <p>
            <strong>Fix these first:</strong>
          </p>
          <FieldErrorLinks
            errors={problems}
            onPick={(field) => {
              onCancel();
              form.showField(field);
            }}
          />
        </div>
      )}
      <h3 className="ed-golive__heading">{missing.length ? `${missing.length} ${missing.length === 1 ? 'thing' : 'things'} to check` : 'Checklist: all set'}</h3>
      <ul className="ed-checklist">
        {checks.map((item) => (
          <li key={item.label} className={item.done ? 'is-done' : 'is-missing'}>
            {item.done ? <CheckCircleIcon size={16} /> : <AlertIcon size={16} />} <span className="ed-checklist__label">{item.label}</span>
            <span className="adm-sr-only">{item.done ? ': done' : ': missing'}</span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
