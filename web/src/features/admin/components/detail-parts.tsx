/**
 * The pieces the content detail pages (article, video, TV episode, podcast episode) share: the top
 * row (Back, an optional title, View Live / Manage / Edit; Edit and a draft's preview only for a
 * member who may change the item, else why not), the not-found / failed state with Go
 * Back, tags that show the first three with a toggle, a text cut at a length with Show more / Show
 * less, the SEO Description panel and the label/value rows of their fact lists (also used by the
 * form previews).
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { truncate } from '../lib/format.ts';
import { messageOf } from '../lib/errors.ts';
import { openPreview, type PreviewKind } from '../lib/preview-links.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useAdminToast } from './admin-toast.ts';
import { ArrowLeftIcon, EditIcon, ExternalLinkIcon } from './icons.tsx';
import { ReadOnlyNote } from './read-only-note.tsx';
import type { ChangeRefusal } from '../../../../../shared/editorial.ts';
import { Panel } from './page-header.tsx';
import { ErrorState } from './states.tsx';
import { Chip } from './status-badge.tsx';

export interface DetailTopBarProps {
  onBack: () => void;
  /** A heading between Back and the actions. */
  title?: string;
  /** The public page, opened in a new tab by View Live. */
  liveHref: string;
  /** An item that is not public (a draft, scheduled, in review): View Live opens its preview instead. */
  preview?: { kind: PreviewKind; id: string } | null;
  /** A link to the item's management list. */
  manage?: { to: string; icon: ReactNode; label: string };
  editLabel: string;
  /** The item's editor page. */
  editHref: string;
  /** Why the member may not change the item (lib/may-change.ts): Edit and a preview link need null. */
  refusal: ChangeRefusal | null | undefined;
  status: string;
}

/** View Live of an item that is not public: a new preview link of it, opened in a new tab. */
function ViewPreview({ kind, id }: { kind: PreviewKind; id: string }) {
  const { request } = useAuth();
  const toast = useAdminToast();
  return (
    <button
      type="button"
      className="adm-btn adm-btn--secondary adm-btn--sm"
      title="Not public yet: opens its preview"
      onClick={() => openPreview(request, kind, id).catch((err: unknown) => toast.error('Could not open the preview', messageOf(err, 'Please try again.')))}
    >
      <ExternalLinkIcon size={16} /> View Live
    </button>
  );
}

export function DetailTopBar({ onBack, title, liveHref, preview, manage, editLabel, editHref, refusal, status }: DetailTopBarProps) {
  const changes = refusal === null;
  return (
    <div className="adm-detail-top">
      <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" onClick={onBack}>
        <ArrowLeftIcon size={16} /> Back
      </button>
      {title && <h1 className="adm-page-title adm-detail-top__title">{title}</h1>}
      <div className="adm-detail-top__actions">
        <ReadOnlyNote refusal={refusal} status={status} className="adm-detail-top__note" />
        {/* A preview link is shared by whoever may change the item; the public page by anyone. */}
        {preview ? (
          changes && <ViewPreview kind={preview.kind} id={preview.id} />
        ) : (
          <a href={liveHref} target="_blank" rel="noreferrer" className="adm-btn adm-btn--secondary adm-btn--sm">
            <ExternalLinkIcon size={16} /> View Live
          </a>
        )}
        {manage && (
          <Link to={manage.to} className="adm-btn adm-btn--secondary adm-btn--sm">
            {manage.icon} {manage.label}
          </Link>
        )}
        {changes && (
          <Link to={editHref} className="adm-btn adm-btn--primary adm-btn--sm">
            <EditIcon size={16} /> {editLabel}
          </Link>
        )}
      </div>
    </div>
  );
}

/** The whole page when the item could not be shown. */
export function DetailError({ title, message, onBack }: { title: string; message: string; onBack: () => void }) {
  return (
    <div className="adm-page">
      <ErrorState title={title} message={message}>
        <button type="button" className="adm-btn adm-btn--primary" onClick={onBack}>
          <ArrowLeftIcon size={16} /> Go Back
        </button>
      </ErrorState>
    </div>
  );
}

const SHOWN_TAGS = 3;

/**
 * '#tag' chips, the first three until the toggle (its text from `moreLabel(hidden, total)`) opens
 * them all; `empty` (or nothing) without tags.
 */
export function CollapsibleTags({ tags, moreLabel, empty = null }: { tags: string[]; moreLabel: (hidden: number, total: number) => string; empty?: ReactNode }) {
  const [all, setAll] = useState(false);
  if (tags.length === 0) return <>{empty}</>;
  return (
    <div className="adm-tags">
      {(all ? tags : tags.slice(0, SHOWN_TAGS)).map((t) => (
        <Chip key={t}>#{t}</Chip>
      ))}
      {tags.length > SHOWN_TAGS && (
        <button type="button" className="adm-link" onClick={() => setAll((s) => !s)} aria-expanded={all}>
          {all ? 'Show less' : moreLabel(tags.length - SHOWN_TAGS, tags.length)}
        </button>
      )}
    </div>
  );
}

/** A paragraph cut at `max` characters until Show more (only offered when the text is longer). */
export function ExpandableText({ text, max, className }: { text: string; max: number; className?: string }) {
  const [full, setFull] = useState(false);
  const long = text.length > max;
  return (
    <>
      <p className={className}>{full || !long ? text : truncate(text, max)}</p>
      {long && (
        <button type="button" className="adm-link" onClick={() => setFull((s) => !s)} aria-expanded={full}>
          {full ? 'Show less' : 'Show more'}
        </button>
      )}
    </>
  );
}

/** The SEO Description panel: the meta description cut at 120 characters (with a toggle if `expandable`). */
export function SeoDescriptionPanel({ text, expandable }: { text: string; expandable?: boolean }) {
  const none = 'No meta description';
  return (
    <Panel title="SEO Description">
      {expandable ? (
        text ? <ExpandableText text={text} max={120} /> : <p className="adm-muted">{none}</p>
      ) : (
        <p>{text ? truncate(text, 120) : <span className="adm-muted">{none}</span>}</p>
      )}
    </Panel>
  );
}

/** One label / value row of a <dl> fact list. */
export function Fact({ label, children, valueClassName }: { label: string; children: ReactNode; valueClassName?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
