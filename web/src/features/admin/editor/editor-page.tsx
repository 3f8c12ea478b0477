/**
 * The frame of every editor page (/admin/articles/new, /admin/articles/{id}/edit, and the same for
 * videos, TV episodes and podcast episodes): the text takes the page, everything else sits in a
 * side panel that folds away.
 *
 * - The top bar: back to the list, what is being edited and its state (status badge, "Saved",
 *   "Saving..." or why not, who else has it open), the panel's toggle and the state buttons
 *   (editor-actions.tsx: Save draft, Publish, Schedule..., Unpublish, Update).
 * - The writing column: a notice (restored work, a newer version), the field messages, then
 *   whatever the page puts there (title, subtitle, word count, body).
 * - The side panel: sections that open and close one by one (a section holding an error opens). On
 *   a wide screen it sits beside the text, open at first; on a phone it is a sheet over the text,
 *   closed at first.
 * - Read-only (`readOnly`: the member may not change the item): every field sits in a disabled
 *   fieldset, the body is shown but not editable (read-only.ts), and no Preview or Share is offered
 *   (a preview link is for whoever may change the item); the notice says why, with a way back.
 * Leaving with work the server does not have yet sends it first, and asks when that fails: the
 * Back link and the browser's Back button with a dialog, a reload or a closed tab with the
 * browser's own question (use-leave-guard.ts).
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeftIcon, ChevronDownIcon, CloseIcon, ExternalLinkIcon, PanelRightIcon } from '../components/icons.tsx';
import { MessageBar } from '../components/message-bar.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { useLeaveGuard } from './use-leave-guard.ts';
import { ReadOnlyContext, useEditorReadOnly } from './read-only.ts';
import { FieldErrorLinks } from './field-error-links.tsx';
import { useSiteName } from '../lib/site-name.ts';
import { PreviewButtons, type PreviewTarget } from '../components/preview-share.tsx';
// The YouTube player's frame: the body's videos and the video editor's preview look as on the site.
import '../../../components/ui/youtube-embed.css';
import './editor.css';

const WIDE = '(min-width: 1024px)';

export interface EditorPageProps {
  /** The list this editor belongs to, and its name ('Articles'). */
  backTo: string;
  backLabel: string;
  /** 'New article', 'Edit video': the page's heading and the tab's title. */
  heading: string;
  /** The status badge, the unsaved-changes note. */
  state: ReactNode;
  /** The primary actions (right of the top bar). */
  actions: ReactNode;
  /** The public page of a published item: a View live link before the actions. */
  liveHref?: string | null;
  /** What Preview and Share show: the item with the form's unsaved changes, on the real site. */
  preview?: PreviewTarget;
  /** Who else has the item open (top bar, before the actions). */
  presence?: ReactNode;
  /** Typed work the server does not have yet. */
  dirty: boolean;
  /** Sends what waits before the editor is left; true when nothing would be lost. */
  flush?: () => Promise<boolean>;
  /** Why leaving now would lose something (the leave dialog's words). */
  leaveMessage?: string;
  /** A notice above the text (restored work, a newer version saved elsewhere). */
  notice?: ReactNode;
  /** The field messages to list above the text, each putting the cursor in its field. */
  errors: [string, string][];
  onPickError: (field: string) => void;
  saveError?: string | null;
  /** The member may not change the item: fields disabled, nothing offered that would be refused. */
  readOnly?: boolean;
  /** The side panel's name ('Article settings') and its sections. */
  panelLabel: string;
  panel: ReactNode;
  children: ReactNode;
}

export function EditorPage(props: EditorPageProps) {
  const { backTo, backLabel, heading, state, actions, liveHref, preview, presence, dirty, flush, leaveMessage, notice, errors, onPickError, saveError, readOnly = false, panelLabel, panel, children } = props;
  const navigate = useNavigate();
  const panelId = useId();
  const siteName = useSiteName();
  const [panelOpen, setPanelOpen] = useState(() => typeof window === 'undefined' || window.matchMedia(WIDE).matches);
  const guard = useLeaveGuard(dirty, flush);

  useEffect(() => {
    const previous = document.title;
    document.title = `${heading} · ${siteName}`;
    return () => {
      document.title = previous;
    };
  }, [heading, siteName]);

  // On a phone the panel covers the text: Escape closes it.
  useEffect(() => {
    if (!panelOpen || window.matchMedia(WIDE).matches) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPanelOpen(false);
    };
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [panelOpen]);

  return (
    <ReadOnlyContext.Provider value={readOnly}>
      <div className={`ed-page${panelOpen ? ' has-panel' : ''}`}>
        <header className="ed-topbar">
          <Link
            to={backTo}
            className="adm-icon-btn ed-topbar__back"
            aria-label={`Back to ${backLabel}`}
            title={`Back to ${backLabel}`}
            onClick={(event) => {
              if (!dirty) return;
              event.preventDefault();
              void guard.leave(() => navigate(backTo));
            }}
          >
            <ArrowLeftIcon />
          </Link>
          <div className="ed-topbar__what">
            <h1 className="ed-topbar__heading">{heading}</h1>
            <div className="ed-topbar__state" aria-live="polite">
              {state}
            </div>
          </div>
          {presence}
          <div className="ed-topbar__actions">
            <button
              type="button"
              className={`adm-icon-btn ed-topbar__panel${panelOpen ? ' is-active' : ''}`}
              aria-expanded={panelOpen}
              aria-controls={panelId}
              aria-label={panelOpen ? `Hide ${panelLabel.toLowerCase()}` : `Show ${panelLabel.toLowerCase()}`}
              title={panelLabel}
              onClick={() => setPanelOpen((o) => !o)}
            >
              <PanelRightIcon />
            </button>
            {liveHref && (
              // Named by its label: on a phone only its icon shows.
              <a className="adm-btn adm-btn--secondary ed-topbar__live" href={liveHref} target="_blank" rel="noreferrer" aria-label="View live">
                <ExternalLinkIcon size={16} /> <span>View live</span>
              </a>
            )}
            {preview && !readOnly && <PreviewButtons target={preview} />}
            {actions}
          </div>
        </header>
        <div className="ed-layout">
          <main className="ed-main" aria-label={heading}>
            {notice}
            {(errors.length > 0 || saveError) && (
              <div className="ed-main__messages">
                {errors.length > 0 && (
                  <MessageBar type="error">
                    <strong>Please fix the following:</strong>
                    <FieldErrorLinks
                      errors={errors}
                      onPick={(field) => {
                        if (!window.matchMedia(WIDE).matches && field !== 'title' && field !== 'subtitle' && field !== 'content' && field !== 'description') setPanelOpen(true);
                        onPickError(field);
                      }}
                    />
                  </MessageBar>
                )}
                {saveError && <MessageBar type="error">{saveError}</MessageBar>}
              </div>
            )}
            <Locked when={readOnly} name={heading}>
              {children}
            </Locked>
          </main>
          <aside id={panelId} className="ed-panel" aria-label={panelLabel} hidden={!panelOpen}>
            <div className="ed-panel__head">
              <h2 className="ed-panel__title">{panelLabel}</h2>
              <button type="button" className="adm-icon-btn ed-panel__close" aria-label={`Close ${panelLabel.toLowerCase()}`} onClick={() => setPanelOpen(false)}>
                <CloseIcon />
              </button>
            </div>
            {panel}
          </aside>
        </div>
        <ConfirmDialog
          open={guard.asking}
          title="Leave without saving?"
          message={leaveMessage ?? 'You have changes that have not been saved. If you leave now they will be lost.'}
          confirmLabel="Leave without saving"
          cancelLabel="Keep editing"
          onCancel={guard.cancel}
          onConfirm={guard.confirm}
        />
      </div>
    </ReadOnlyContext.Provider>
  );
}

/**
 * One section of the side panel: a heading that opens and closes it. On a read-only page its
 * fields are disabled (the heading still opens it); `readable` keeps its own controls (the
 * revisions' Compare), which then offer only what reading needs.
 */
export function PanelSection({ title, open, onToggle, hasError, note, readable, children }: { title: string; open: boolean; onToggle: () => void; hasError?: boolean; note?: ReactNode; readable?: boolean; children: ReactNode }) {
  const id = useId();
  const locked = useEditorReadOnly() && !readable;
  return (
    <section className={`ed-section${open ? ' is-open' : ''}${hasError ? ' has-error' : ''}`}>
      <h3 className="ed-section__heading">
        <button type="button" className="ed-section__toggle" aria-expanded={open} aria-controls={id} onClick={onToggle}>
          <span>{title}</span>
          {hasError && <span className="ed-section__flag">Needs attention</span>}
          {!hasError && note && <span className="ed-section__note">{note}</span>}
          <ChevronDownIcon size={16} />
        </button>
      </h3>
      <div id={id} className="ed-section__body" hidden={!open}>
        <Locked when={locked} name={title}>
          {children}
        </Locked>
      </div>
    </section>
  );
}

/** `children` in a fieldset, disabled `when` the page is read-only (then named for screen readers). */
function Locked({ when, name, children }: { when: boolean; name: string; children: ReactNode }) {
  // Always the same fieldset, only disabled or not: a page that unlocks (a contributor's own item,
  // once the editorial answer is in) keeps its fields mounted, the body editor and the caret with them.
  return (
    <fieldset disabled={when} className={when ? 'ed-fields ed-locked' : 'ed-fields'}>
      {when && <legend className="sr-only">{name}: read only</legend>}
      {children}
    </fieldset>
  );
}

/** Wraps a field so an error link can find and focus it (useEditorForm's showField). */
export function FieldSlot({ name, children }: { name: string; children: ReactNode }) {
  return <div data-field={name}>{children}</div>;
}
