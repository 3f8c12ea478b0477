/**
 * Review (/admin/review, editors and administrators): everything contributors submitted, across the
 * four content types, oldest submission first. Each row says what it is, who wrote it and how long
 * it has waited; an editor opens it in its editor, publishes it, schedules it (a date and time) or
 * sends it back to its contributor with a note they must be given (mailed to them, shown in their
 * editor). Every decision refreshes the list and the menu's count.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ReviewItem } from '../../../../../shared/api/review.ts';
import { CONTENT_TYPE_LABELS, editorPath } from '../../../../../shared/review.ts';
import { timeAgo } from '../../../../../shared/words.ts';
import { checkReviewNote, REVIEW_NOTE_MAX } from '../../../../../shared/validation/review.ts';
import { useAuth } from '../session/auth-context.tsx';
import { usePagedList } from '../lib/use-paged-list.ts';
import { checkWith, messageOf } from '../lib/errors.ts';
import { formatDateTime, fromLocalInput, toLocalInput } from '../lib/format.ts';
import { useAdminToast } from '../components/admin-toast.ts';
import { TextArea, TextField } from '../components/fields.tsx';
import { CalendarIcon, CheckCircleIcon, EditIcon, UndoIcon } from '../components/icons.tsx';
import { ListPagination, RefreshButton } from '../components/list-parts.tsx';
import { ListPage } from '../components/list-page.tsx';
import { Modal } from '../components/modal.tsx';
import { EmptyState } from '../components/states.tsx';
import { Chip } from '../components/status-badge.tsx';
import { announceReview } from '../layout/review-queue.ts';
import { decide, listReviewQueue, sendBack } from './api.ts';
import './review.css';

const PAGE_SIZE = 50;
const TONES = { article: 'red', video: 'blue', tvshow: 'purple', podcast: 'green' } as const;

type Decision = { item: ReviewItem; kind: 'publish' | 'schedule' | 'send-back' };

/** Tomorrow at 09:00 local time: the schedule's first suggestion. */
function tomorrowMorning(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  d.setHours(9, 0, 0, 0);
  return toLocalInput(d.toISOString());
}

function DecisionDialog({ decision, onClose, onDone }: { decision: Decision; onClose: () => void; onDone: (message: string) => void }) {
  const { request } = useAuth();
  const { item, kind } = decision;
  const [note, setNote] = useState('');
  const [when, setWhen] = useState(tomorrowMorning);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const noun = CONTENT_TYPE_LABELS[item.type].toLowerCase();

  const submit = async () => {
    let message: string;
    if (kind === 'send-back') {
      const problems = checkWith((errors) => checkReviewNote(errors, note));
      if (problems.note) return setError(problems.note);
    }
    const at = kind === 'schedule' ? fromLocalInput(when) : null;
    if (kind === 'schedule' && (!at || Date.parse(at) <= Date.now())) return setError('Choose a time in the future');
    setBusy(true);
    setError(null);
    try {
      if (kind === 'send-back') {
        await sendBack(request, item, note.trim());
        message = `Sent back to ${item.owner?.name ?? 'its contributor'} with your note`;
      } else if (kind === 'schedule') {
        await decide(request, item, { status: 'scheduled', at: at! });
        message = `Scheduled for ${formatDateTime(at!)}`;
      } else {
        await decide(request, item, { status: 'published' });
        message = 'Published: it is on the site now';
      }
      onDone(message);
    } catch (err) {
      setError(messageOf(err, 'Please try again.'));
      setBusy(false);
    }
  };

  const title = kind === 'send-back' ? 'Send back with a note' : kind === 'schedule' ? 'Schedule' : 'Publish now?';
  const action = kind === 'send-back' ? 'Send back' : kind === 'schedule' ? 'Schedule' : 'Publish';
  return (
    <Modal
      open
      title={title}
      subtitle={`"${item.title}"`}
      onClose={onClose}
      dirty={kind === 'send-back' && note.trim() !== ''}
      busy={busy}
      size="sm"
      footer={(requestClose) => (
        <>
          {error && <span className="adm-modal__footer-error" role="alert">{error}</span>}
          <button type="button" className="adm-btn adm-btn--secondary" onClick={requestClose} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="adm-btn adm-btn--primary" onClick={() => void submit()} disabled={busy}>
            {busy ? 'Saving...' : action}
          </button>
        </>
      )}
    >
      {kind === 'publish' && <p>The {noun} goes on the site at once, where readers can find it.</p>}
      {kind === 'schedule' && (
        <TextField label="Publish on" type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} hint="Your local time. It goes on the site by itself then." />
      )}
      {kind === 'send-back' && (
        <TextArea
          label={`What should ${item.owner?.name ?? 'the contributor'} change?`}
          required
          rows={5}
          maxLength={REVIEW_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          hint="They get it by e-mail and see it in their editor. The item goes back to them as a draft."
        />
      )}
    </Modal>
  );
}

export function ReviewPage() {
  const toast = useAdminToast();
  const queue = usePagedList({ load: (req, query) => listReviewQueue(req, { page: query.page, limit: query.limit }), filters: {}, pageSize: PAGE_SIZE, failed: 'Failed to load the Review queue' });
  const { list, rows } = queue;
  const [decision, setDecision] = useState<Decision | null>(null);

  const done = (message: string) => {
    setDecision(null);
    toast.success(message);
    announceReview();
    list.reload();
  };

  return (
    <ListPage
      title="Review"
      subtitle="What contributors submitted, oldest first: publish it, schedule it, or send it back with a note."
      icon={<CheckCircleIcon />}
      actions={<RefreshButton onClick={list.reload} disabled={list.loading} />}
      states={{
        list,
        loadingText: 'Loading the Review queue...',
        errorTitle: 'Error loading the Review queue',
        errorMessage: list.error ?? '',
        empty: rows.length === 0 ? <EmptyState title="Nothing waits for review" text="When a contributor submits a draft, it waits here and every editor is told by e-mail." icon={<CheckCircleIcon size={28} />} /> : undefined,
      }}
      pagination={<ListPagination page={queue.page} info={queue.pageInfo} onChange={queue.setPage} label="Review pages" noun={(n) => `${n} ${n === 1 ? 'item' : 'items'}`} />}
      after={decision && <DecisionDialog decision={decision} onClose={() => setDecision(null)} onDone={done} />}
    >
      <ul className={`adm-review${list.loading ? ' is-busy' : ''}`} aria-label="Waiting for review" aria-busy={list.loading}>
        {rows.map((item) => {
          const submitted = item.submitted_at ?? item.updated_at;
          return (
            <li key={item.id} className="adm-review__entry">
              <div className="adm-review__main">
                <div className="adm-review__head">
                  <Chip tone={TONES[item.type]}>{CONTENT_TYPE_LABELS[item.type]}</Chip>
                  <h3 className="adm-review__title">
                    <Link to={editorPath(item.type, item.id)}>{item.title}</Link>
                  </h3>
                </div>
                <p className="adm-review__meta">
                  By {item.owner?.name ?? item.submitted_by?.name ?? 'an unknown writer'}
                  {' · '}submitted{' '}
                  <time dateTime={submitted} title={formatDateTime(submitted)}>
                    {timeAgo(submitted)}
                  </time>
                </p>
              </div>
              <div className="adm-review__actions">
                <Link to={editorPath(item.type, item.id)} className="adm-btn adm-btn--secondary adm-btn--sm">
                  <EditIcon size={15} /> Open<span className="adm-sr-only">: {item.title}</span>
                </Link>
                <button type="button" className="adm-btn adm-btn--primary adm-btn--sm" onClick={() => setDecision({ item, kind: 'publish' })}>
                  <CheckCircleIcon size={15} /> Publish<span className="adm-sr-only">: {item.title}</span>
                </button>
                <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" onClick={() => setDecision({ item, kind: 'schedule' })}>
                  <CalendarIcon size={15} /> Schedule<span className="adm-sr-only">: {item.title}</span>
                </button>
                <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" onClick={() => setDecision({ item, kind: 'send-back' })}>
                  <UndoIcon size={15} /> Send back<span className="adm-sr-only">: {item.title}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </ListPage>
  );
}
