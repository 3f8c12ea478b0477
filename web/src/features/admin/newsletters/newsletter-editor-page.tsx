/**
 * One newsletter (/admin/newsletters/:id). A draft (or a scheduled one) is composed here: subject,
 * introduction, and items picked from the newest public ones (search by title), put in order with
 * the arrows; the preview shows the saved mail (web and plain text). Then: a test to oneself, send
 * now (the dialog names how many subscribers get it), or schedule. Once it goes out the page shows
 * the progress (every 2 s while sending), stops a send, sends again what failed for a reason that
 * may pass, and lists each recipient who did not get it with the reason.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Delivery, IssueDetail, MailPreview, NewsletterItem } from '../../../../../shared/api/newsletter.ts';
import { FieldErrors } from '../../../../../shared/validation/fields.ts';
import { checkIssue, checkSendable, ISSUE_LIMITS } from '../../../../../shared/validation/newsletter.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { fieldErrorsOf, messageOf, type FieldMessages } from '../lib/errors.ts';
import { formatDateTime, fromLocalInput, toLocalInput } from '../lib/format.ts';
import { useAdminToast } from '../components/admin-toast.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { DeletionSummary, useDeletionPreview } from '../components/deletion-summary.tsx';
import { SearchBox, TextArea, TextField } from '../components/fields.tsx';
import { ArrowDownIcon, ArrowLeftIcon, ArrowUpIcon, CloseIcon, MailIcon, PlusIcon } from '../components/icons.tsx';
import { IconButton } from '../components/icon-button.tsx';
import { ListStates } from '../components/list-parts.tsx';
import { PageHeader, Panel } from '../components/page-header.tsx';
import { Chip } from '../components/status-badge.tsx';
import { cancelIssue, deleteIssue, issueDeletion, getIssue, listDeliveries, pickerItems, previewIssue, retryIssue, saveIssue, sendIssue, sendTest } from './api.ts';
import { MailView } from './mail-preview.tsx';
import { issueStatus } from './newsletters-page.tsx';
import './newsletters.css';

const TYPE_LABEL: Record<NewsletterItem['type'], string> = { article: 'Article', video: 'Video', tvshow: 'TV Episode', podcast: 'Podcast' };

export function NewsletterEditorPage() {
  const { id = '' } = useParams();
  const { request } = useAuth();
  const issue = useLoad(() => getIssue(request, id), [request, id], 'Failed to fetch the newsletter');
  const sending = issue.data?.status === 'sending';

  // While it goes out, the progress follows.
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(issue.reload, 2000);
    return () => clearInterval(timer);
  }, [sending, issue.reload]);

  return (
    <div className="adm-page">
      <PageHeader
        title={issue.data ? issue.data.subject || 'Untitled draft' : 'Newsletter'}
        subtitle={issue.data && <IssueLine issue={issue.data} />}
        icon={<MailIcon />}
        actions={
          <Link to="/admin/newsletters" className="adm-btn adm-btn--secondary">
            <ArrowLeftIcon size={16} /> All newsletters
          </Link>
        }
      />
      <ListStates list={issue} loadingText="Loading the newsletter..." errorMessage="Failed to fetch the newsletter" errorFirst>
        {issue.data &&
          (issue.data.status === 'draft' || issue.data.status === 'scheduled' ? (
            <Composer issue={issue.data} onChange={issue.setData} />
          ) : (
            <Report issue={issue.data} onChange={issue.setData} />
          ))}
      </ListStates>
    </div>
  );
}

function IssueLine({ issue }: { issue: IssueDetail }) {
  const status = issueStatus(issue);
  return (
    <span className="adm-issue__meta">
      <Chip tone={status.tone}>{status.label}</Chip>
      {issue.kind === 'digest' && <Chip tone="purple">Weekly digest</Chip>}
      {issue.status === 'scheduled' && <span>Goes out {formatDateTime(issue.scheduled_at)}</span>}
      {issue.started_at && <span>Started {formatDateTime(issue.started_at)}</span>}
      {issue.finished_at && <span>Finished {formatDateTime(issue.finished_at)}</span>}
    </span>
  );
}

/** A chosen story as the composer lists it: a public item, or one the mail leaves out for now (`away` says why). */
type ChosenItem = Pick<NewsletterItem, 'id' | 'title'> & { type: NewsletterItem['type'] | ''; away?: string };

/**
 * The issue's stories in their order: the public ones, and those not public now (in the trash,
 * unpublished) kept in their place with a note, so a save keeps them and a restore brings them back.
 */
const chosenOf = (issue: IssueDetail): ChosenItem[] => {
  const known = new Map<string, ChosenItem>([
    ...issue.resolved.map((i): [string, ChosenItem] => [i.id, i]),
    ...issue.unavailable.map((i): [string, ChosenItem] => [i.id, { id: i.id, type: i.type, title: i.title || 'An item deleted for good', away: i.note }]),
  ]);
  return issue.items.flatMap((id) => known.get(id) ?? []);
};

function Composer({ issue, onChange }: { issue: IssueDetail; onChange: (i: IssueDetail) => void }) {
  const { request, user } = useAuth();
  const toast = useAdminToast();
  const navigate = useNavigate();
  const [subject, setSubject] = useState(issue.subject);
  const [intro, setIntro] = useState(issue.intro);
  const [items, setItems] = useState<ChosenItem[]>(() => chosenOf(issue));
  const [errors, setErrors] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<MailPreview | null>(null);
  const [confirming, setConfirming] = useState<'send' | 'delete' | null>(null);
  const [at, setAt] = useState(toLocalInput(issue.scheduled_at));
  const dirty = subject !== issue.subject || intro !== issue.intro || items.map((i) => i.id).join() !== issue.items.join();
  const body = { subject, intro, items: items.map((i) => i.id) };

  const loadPreview = () =>
    previewIssue(request, issue.id)
      .then(setPreview)
      .catch(() => setPreview(null));
  useEffect(() => {
    void loadPreview();
    // The saved mail: shown again after each save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [issue.updated_at]);

  /** Saves what changed (checked as the server checks it); false when something is wrong. */
  const save = async (quiet = false): Promise<boolean> => {
    const local = new FieldErrors();
    checkIssue(local, body);
    if (!local.empty) {
      setErrors(Object.fromEntries(local.items.map((e) => [e.path, e.msg])));
      return false;
    }
    if (!dirty) return true;
    try {
      onChange(await saveIssue(request, issue.id, body));
      setErrors({});
      if (!quiet) toast.success('Draft saved');
      return true;
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      toast.error('The draft could not be saved', messageOf(err, 'Please try again.'));
      return false;
    }
  };

  /** Saves, then checks what sending asks (a subject, an item). */
  const ready = async (): Promise<boolean> => {
    if (!(await save(true))) return false;
    const local = new FieldErrors();
    checkSendable(local, checkIssue(new FieldErrors(), body));
    if (!local.empty) {
      setErrors(Object.fromEntries(local.items.map((e) => [e.path, e.msg])));
      return false;
    }
    return true;
  };

  const run = async (work: () => Promise<void>, failed: string) => {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      toast.error(failed, messageOf(err, 'Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const test = () =>
    run(async () => {
      if (!(await ready())) return;
      toast.success((await sendTest(request, issue.id)).message);
    }, 'The test could not be sent');

  const send = (when?: string) =>
    run(async () => {
      setConfirming(null);
      if (!(await ready())) return;
      const res = await sendIssue(request, issue.id, when);
      toast.success(res.message ?? 'Sending started');
      onChange(res.data);
    }, 'The newsletter could not be sent');

  const schedule = () => {
    const when = fromLocalInput(at);
    if (!when || Date.parse(when) <= Date.now()) return setErrors({ at: 'Please pick a time in the future' });
    void send(when);
  };

  const unschedule = () =>
    run(async () => {
      const res = await cancelIssue(request, issue.id);
      toast.success(res.message ?? 'Schedule cancelled');
      onChange(res.data);
    }, 'The schedule could not be cancelled');

  const deletion = useDeletionPreview(confirming === 'delete' ? issue.id : null, (req, id) => issueDeletion(req, id));
  const remove = () =>
    run(async () => {
      await deleteIssue(request, issue.id, deletion.preview?.name ?? '');
      toast.success('Newsletter deleted');
      navigate('/admin/newsletters');
    }, 'The newsletter could not be deleted');

  const move = (index: number, by: number) =>
    setItems((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item);
      return next;
    });

  return (
    <div className="adm-compose">
      <div className="adm-compose__main">
        <Panel title="Compose">
          <form
            className="adm-compose__form"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <TextField label="Subject" required value={subject} onChange={(e) => setSubject(e.target.value)} error={errors.subject} maxLength={ISSUE_LIMITS.subject} counter={{ length: subject.length, max: ISSUE_LIMITS.subject }} />
            <TextArea
              label="Introduction"
              hint="A few words before the stories. A blank line starts a new paragraph."
              rows={4}
              value={intro}
              onChange={(e) => setIntro(e.target.value)}
              error={errors.intro}
              maxLength={ISSUE_LIMITS.intro}
            />
            <div className="adm-compose__picked">
              <h3 className="adm-compose__heading">
                Stories <span className="adm-muted">({items.length} of at most {ISSUE_LIMITS.items})</span>
              </h3>
              {errors.items && (
                <p className="adm-field__error" role="alert">
                  {errors.items}
                </p>
              )}
              {items.length === 0 ? (
                <p className="adm-muted">Pick stories from the list below: they show in this order.</p>
              ) : (
                <ol className="adm-compose__items" aria-label="Stories in the newsletter">
                  {items.map((item, i) => (
                    <li key={item.id}>
                      <span className="adm-compose__item-title">
                        {item.type && <Chip tone="grey">{TYPE_LABEL[item.type]}</Chip>} {item.title}
                        {item.away && <span className="adm-compose__away">{item.away}</span>}
                      </span>
                      <IconButton label={`Move ${item.title} up`} title="Up" icon={<ArrowUpIcon size={15} />} disabled={i === 0} onClick={() => move(i, -1)} />
                      <IconButton label={`Move ${item.title} down`} title="Down" icon={<ArrowDownIcon size={15} />} disabled={i === items.length - 1} onClick={() => move(i, 1)} />
                      <IconButton danger label={`Remove ${item.title}`} title="Remove" icon={<CloseIcon size={15} />} onClick={() => setItems((list) => list.filter((x) => x.id !== item.id))} />
                    </li>
                  ))}
                </ol>
              )}
            </div>
            <div className="adm-compose__actions">
              <button type="submit" className="adm-btn adm-btn--secondary" disabled={busy || !dirty}>
                Save draft
              </button>
              <button type="button" className="adm-btn adm-btn--secondary" disabled={busy} onClick={() => void test()} title={user?.email ? `To ${user.email}` : undefined}>
                Send me a test
              </button>
              <button type="button" className="adm-btn adm-btn--danger-ghost" disabled={busy} onClick={() => setConfirming('delete')}>
                Delete
              </button>
            </div>
          </form>
        </Panel>
        <Picker chosen={items} onPick={(item) => setItems((list) => (list.length >= ISSUE_LIMITS.items ? list : [...list, item]))} />
      </div>
      <div className="adm-compose__side">
        <Panel title="Send">
          <p className="adm-muted">
            {issue.audience === 1 ? '1 confirmed subscriber wants' : `${issue.audience.toLocaleString('en-US')} confirmed subscribers want`} the newsletter.
          </p>
          {issue.status === 'scheduled' ? (
            <div className="adm-compose__send">
              <p>
                Scheduled for <strong>{formatDateTime(issue.scheduled_at)}</strong>.
              </p>
              <button type="button" className="adm-btn adm-btn--secondary" disabled={busy} onClick={() => void unschedule()}>
                Cancel the schedule
              </button>
            </div>
          ) : (
            <div className="adm-compose__send">
              <button type="button" className="adm-btn adm-btn--primary adm-btn--block" disabled={busy} onClick={() => setConfirming('send')}>
                Send now
              </button>
              <TextField label="Or send at" type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} error={errors.at} />
              <button type="button" className="adm-btn adm-btn--secondary adm-btn--block" disabled={busy || !at} onClick={schedule}>
                Schedule
              </button>
            </div>
          )}
        </Panel>
        <Panel title="Preview" subtitle={dirty ? 'Of the last saved version: save to see your changes.' : 'As subscribers get it.'}>
          {preview ? <MailView preview={preview} /> : <p className="adm-muted">Loading the preview...</p>}
        </Panel>
      </div>
      <ConfirmDialog
        open={confirming === 'send'}
        tone="primary"
        title="Send the newsletter"
        message={
          <>
            Send "<strong>{subject || 'Untitled'}</strong>" to <strong>{issue.audience.toLocaleString('en-US')}</strong> confirmed {issue.audience === 1 ? 'subscriber' : 'subscribers'} now?
          </>
        }
        warning="Once it has gone out, a mail cannot be taken back."
        confirmLabel="Send now"
        busyLabel="Sending..."
        busy={busy}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        title="Delete the newsletter"
        message={
          <>
            Delete "<strong>{issue.subject || 'Untitled draft'}</strong>"?
          </>
        }
        details={<DeletionSummary {...deletion} />}
        ready={Boolean(deletion.preview)}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}

/** The newest public items, searched by title; one click adds an item to the newsletter. */
function Picker({ chosen, onPick }: { chosen: ChosenItem[]; onPick: (item: NewsletterItem) => void }) {
  const { request } = useAuth();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const items = useLoad(() => pickerItems(request, q), [request, q], 'Failed to fetch the stories');
  const taken = new Set(chosen.map((i) => i.id));
  return (
    <Panel title="Recent stories" subtitle="The newest public articles, videos, TV and podcast episodes.">
      <div className="adm-toolbar">
        <SearchBox label="Search stories by title" value={search} onChange={setSearch} placeholder="Search by title..." className="adm-toolbar__grow" />
      </div>
      <ListStates list={items} loadingText="Loading stories..." errorMessage="Failed to fetch the stories" errorFirst empty={items.data?.length === 0 && <p className="adm-muted">No public story matches.</p>}>
        <ul className="adm-compose__pool" aria-label="Recent stories">
          {items.data?.map((item) => (
            <li key={item.id}>
              <span className="adm-compose__item-title">
                <Chip tone="grey">{TYPE_LABEL[item.type]}</Chip> {item.title} <span className="adm-muted">· {formatDateTime(item.published)}</span>
              </span>
              <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" disabled={taken.has(item.id)} onClick={() => onPick(item)}>
                {taken.has(item.id) ? 'Added' : <PlusIcon size={14} />}
                {taken.has(item.id) ? '' : 'Add'}
                <span className="adm-sr-only"> {item.title}</span>
              </button>
            </li>
          ))}
        </ul>
      </ListStates>
    </Panel>
  );
}

const DELIVERY_LABEL: Record<Delivery['status'], string> = { queued: 'Waiting', sending: 'Sending', sent: 'Sent', failed: 'Failed', skipped: 'Skipped', unknown: 'Unknown' };

/** An issue that went out (or is going out): progress, the stop and retry buttons, the recipients who did not get it and why. */
function Report({ issue, onChange }: { issue: IssueDetail; onChange: (i: IssueDetail) => void }) {
  const { request } = useAuth();
  const toast = useAdminToast();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<MailPreview | null>(null);
  const c = issue.counts;
  const done = c.sent + c.failed + c.skipped + c.unknown;
  const problems = useLoad(
    () => Promise.all((['failed', 'unknown', 'skipped'] as const).map((status) => listDeliveries(request, issue.id, { status, page: 1, limit: 100 }).then((r) => r.data))).then((lists) => lists.flat()),
    [request, issue.id, done],
    'Failed to fetch the report',
  );
  useEffect(() => {
    void previewIssue(request, issue.id).then(setPreview, () => setPreview(null));
  }, [request, issue.id]);

  const act = async (call: () => Promise<{ message?: string; data: IssueDetail }>, failed: string) => {
    setBusy(true);
    try {
      const res = await call();
      toast.success(res.message ?? 'Done');
      onChange(res.data);
    } catch (err) {
      toast.error(failed, messageOf(err, 'Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const retryable = c.failed > 0 && issue.status !== 'cancelled';
  return (
    <div className="adm-compose">
      <div className="adm-compose__main">
        <Panel title="Progress">
          <div className="adm-report__bar" role="progressbar" aria-label="Recipients done" aria-valuemin={0} aria-valuemax={c.total} aria-valuenow={done}>
            <span style={{ width: `${c.total ? (100 * done) / c.total : 100}%` }} />
          </div>
          <dl className="adm-report__counts">
            {(
              [
                ['Recipients', c.total],
                ['Sent', c.sent],
                ['Waiting', c.queued + c.sending],
                ['Failed', c.failed],
                ['Unknown', c.unknown],
                ['Skipped', c.skipped],
              ] as const
            ).map(([label, n]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{n.toLocaleString('en-US')}</dd>
              </div>
            ))}
          </dl>
          <div className="adm-compose__actions">
            {issue.status === 'sending' && (
              <button type="button" className="adm-btn adm-btn--danger-ghost" disabled={busy} onClick={() => void act(() => cancelIssue(request, issue.id), 'The send could not be stopped')}>
                Stop sending
              </button>
            )}
            {retryable && (
              <button type="button" className="adm-btn adm-btn--secondary" disabled={busy} onClick={() => void act(() => retryIssue(request, issue.id), 'The failed mails could not be sent again')}>
                Send again to the failed ones
              </button>
            )}
          </div>
        </Panel>
        <Panel title="Not delivered" subtitle="Failed: the mail server refused it (a refused address is suppressed from later sends). Unknown: the send was cut off while the mail was handed over; it is not sent twice. Skipped: the address left before its turn.">
          <ListStates list={problems} loadingText="Loading the report..." errorMessage="Failed to fetch the report" errorFirst empty={problems.data?.length === 0 && <p className="adm-muted">Nobody so far.</p>}>
            <table className="adm-table adm-report__table">
              <thead>
                <tr>
                  <th scope="col">Address</th>
                  <th scope="col">Status</th>
                  <th scope="col">Reason</th>
                </tr>
              </thead>
              <tbody>
                {problems.data?.map((d) => (
                  <tr key={`${d.email}-${d.status}`}>
                    <td>{d.email}</td>
                    <td>
                      <Chip tone={d.status === 'failed' ? 'red' : 'amber'}>{DELIVERY_LABEL[d.status]}</Chip>
                    </td>
                    <td>{d.error}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ListStates>
        </Panel>
      </div>
      <div className="adm-compose__side">
        <Panel title="The mail">{preview ? <MailView preview={preview} /> : <p className="adm-muted">Loading the preview...</p>}</Panel>
      </div>
    </div>
  );
}
