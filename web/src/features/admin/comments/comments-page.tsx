/**
 * Comments (/admin/comments): the moderation queue and every reader's comment (GET /api/comments,
 * staff only), by status in tabs (opening on Pending when something waits, as the menu's count
 * promises, else on All: a site whose comments go live at once still lists them all), paged,
 * searched (name, e-mail, text, item title) and filtered by type on the server, 20 per page. Each
 * row shows the commenter with their e-mail and Trusted / Blocked mark, why it was held, the item it
 * is on, the newsroom's replies; and the decisions that fit its status: approve, reject, spam, back
 * to the queue, trust or block the commenter, reply as the newsroom, delete (with confirmation).
 * Rows can be selected (or the whole page) and decided in one go. Settings: comments-settings-page.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CommentStatus, ModerationAction, StaffComment } from '../../../../../shared/api/comments.ts';
import { CONTENT_TYPES } from '../../../../../shared/constants.ts';
import { useSiteName } from '../lib/site-name.ts';
import { FieldErrors } from '../../../../../shared/validation/fields.ts';
import { checkReply } from '../../../../../shared/validation/comment.ts';
import { useAuth } from '../session/auth-context.tsx';
import { usePagedList } from '../lib/use-paged-list.ts';
import { useConfirmDelete } from '../lib/use-confirm-delete.ts';
import { messageOf } from '../lib/errors.ts';
import { formatDateTime, truncate } from '../lib/format.ts';
import { timeAgo } from '../../../../../shared/words.ts';
import { useAdminToast } from '../components/admin-toast.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { FilterSelect, SearchBox } from '../components/fields.tsx';
import { IconButton } from '../components/icon-button.tsx';
import { MessageIcon, SettingsIcon, TrashIcon } from '../components/icons.tsx';
import { ClearButton, ListPagination, RefreshButton } from '../components/list-parts.tsx';
import { ListPage } from '../components/list-page.tsx';
import { EmptyState } from '../components/states.tsx';
import { Chip, statusLabel } from '../components/status-badge.tsx';
import { announceModeration } from '../layout/moderation-queue.ts';
import { deleteComment, deleteComments, listComments, moderate, reply } from './api.ts';
import './comments.css';

const PAGE_SIZE = 20;

const TYPES: Record<StaffComment['item_type'], { label: string; tone: 'red' | 'blue' | 'purple' | 'green'; href: (id: string) => string }> = {
  article: { label: 'Article', tone: 'red', href: (id) => `/admin/article/${id}` },
  video: { label: 'Video', tone: 'blue', href: (id) => `/admin/video/${id}` },
  tvshow: { label: 'TV Episode', tone: 'purple', href: (id) => `/admin/tvshow/${id}` },
  podcast: { label: 'Podcast', tone: 'green', href: (id) => `/admin/podcast/${id}` },
};

/** The tabs; '' is every status. */
const TABS: { status: CommentStatus | ''; label: string }[] = [
  { status: '', label: 'All' },
  { status: 'pending', label: 'Pending' },
  { status: 'approved', label: 'Approved' },
  { status: 'spam', label: 'Spam' },
  { status: 'rejected', label: 'Rejected' },
];

const STATUS_CHIP: Record<CommentStatus, { label: string; tone: 'amber' | 'green' | 'red' | 'grey' }> = {
  pending: { label: 'Pending', tone: 'amber' },
  approved: { label: 'Approved', tone: 'green' },
  spam: { label: 'Spam', tone: 'red' },
  rejected: { label: 'Rejected', tone: 'grey' },
};

/** The decisions offered for a comment in each status, in the order they show. */
const DECISIONS: Record<CommentStatus, ModerationAction[]> = {
  pending: ['approve', 'reject', 'spam'],
  approved: ['reject', 'spam'],
  spam: ['approve', 'pending'],
  rejected: ['approve', 'pending'],
};
const ACTION_LABEL: Record<ModerationAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  spam: 'Spam',
  pending: 'Back to queue',
  trust: 'Trust commenter',
  block: 'Block commenter',
};

/** Why readers cannot see the item: its status, or 'Scheduled' for a published item whose date is still ahead. */
const notPublicReason = (c: StaffComment) => (c.item_status === 'published' ? 'Scheduled' : statusLabel(c.item_status));

const plural = (n: number) => `${n} ${n === 1 ? 'comment' : 'comments'}`;

/** Asks the queue's count once, then opens the list on the tab that count calls for. */
export function CommentsPage() {
  const { request } = useAuth();
  const [opening, setOpening] = useState<CommentStatus | '' | null>(null);
  useEffect(() => {
    let live = true;
    request('GET /comments/pending-count')
      .then((r) => live && setOpening(r.data.pending > 0 ? 'pending' : ''))
      .catch(() => live && setOpening('')); // the list itself reports what went wrong
    return () => {
      live = false;
    };
  }, [request]);
  return opening === null ? null : <CommentsList opening={opening} />;
}

function CommentsList({ opening }: { opening: CommentStatus | '' }) {
  const { request } = useAuth();
  const toast = useAdminToast();
  const navigate = useNavigate();
  const comments = usePagedList({
    // '' (All Types, every status) asks for none.
    load: (req, { type, status, ...query }) =>
      listComments(req, { ...query, type: CONTENT_TYPES.find((t) => t === type), status: TABS.find((t) => t.status === status)?.status || undefined }),
    filters: { type: '', status: opening },
    pageSize: PAGE_SIZE,
    failed: 'Failed to fetch comments',
  });
  const { list, rows, pageInfo, page, setPage } = comments;
  const [bulkOpen, setBulkOpen] = useState(false);
  const [bulkBusy, setBulkBusy] = useState(false);
  const [busyRow, setBusyRow] = useState<string | null>(null);
  const [replying, setReplying] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  // A selection is for the rows in view: a new page, search or reload drops what is no longer shown.
  useEffect(() => {
    setSelected((old) => {
      const shown = new Set((list.data?.data ?? []).map((c) => c.id));
      const kept = [...old].filter((id) => shown.has(id));
      return kept.length === old.size ? old : new Set(kept);
    });
  }, [list.data]);

  // Someone else emptied the last page (or the URL asked for one past the end): show the last one.
  useEffect(() => {
    if (pageInfo && rows.length === 0 && page > 1 && pageInfo.total > 0) setPage(Math.max(1, pageInfo.totalPages));
  }, [pageInfo, rows.length, page, setPage]);

  const allSelected = rows.length > 0 && rows.every((c) => selected.has(c.id));
  const someSelected = !allSelected && rows.some((c) => selected.has(c.id));
  const selectAllRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = someSelected;
  }, [someSelected]);

  const toggle = (id: string) =>
    setSelected((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(rows.map((c) => c.id)));

  /** After rows changed status or went away: the list and the menu's count follow (a page left empty steps back: above). */
  const refresh = () => {
    announceModeration();
    list.reload();
  };

  const decide = async (ids: string[], action: ModerationAction) => {
    if (ids.length === 1) setBusyRow(ids[0]);
    else setBulkBusy(true);
    try {
      const res = await moderate(request, ids, action);
      toast.success(res.message ?? `${plural(res.data.changed)} changed`);
      setSelected(new Set());
      refresh();
    } catch (err) {
      toast.error('Could not change the comments', messageOf(err, 'Please try again.'));
    } finally {
      setBusyRow(null);
      setBulkBusy(false);
    }
  };

  const deletion = useConfirmDelete<StaffComment>({
    remove: (req, c) => deleteComment(req, c.id),
    failed: 'Failed to move the comment to the trash',
    onDeleted: () => refresh(),
    onRestored: () => refresh(),
  });

  const confirmBulkDelete = async () => {
    const ids = rows.filter((c) => selected.has(c.id)).map((c) => c.id);
    if (ids.length === 0) return;
    setBulkBusy(true);
    try {
      const res = await deleteComments(request, ids);
      toast.show({
        type: 'success',
        title: res.message ?? `${plural(res.data.deleted)} moved to the trash`,
        message: 'They can be restored from the Trash for 30 days.',
        duration: 10_000,
        action: { label: 'Open Trash', onClick: () => navigate('/admin/trash?type=comments') },
      });
      setSelected(new Set());
      setBulkOpen(false);
      refresh();
    } catch (err) {
      toast.error('Failed to move the comments to the trash', messageOf(err, 'Please try again.'));
    } finally {
      setBulkBusy(false);
    }
  };

  const selectedIds = rows.filter((c) => selected.has(c.id)).map((c) => c.id);
  const status = comments.filters.status as CommentStatus | '';

  return (
    <ListPage
      title="Comments"
      subtitle="Readers' comments on articles, videos, TV episodes and podcasts: what waits for review, what is published, what was set aside"
      icon={<MessageIcon />}
      actions={
        <>
          <Link to="/admin/comments/settings" className="adm-btn adm-btn--secondary">
            <SettingsIcon size={16} /> Settings
          </Link>
          <RefreshButton onClick={list.reload} disabled={list.loading} />
        </>
      }
      intro={
        <nav className="adm-comment-tabs" aria-label="Comments by status">
          {TABS.map((tab) => (
            <button
              key={tab.label}
              type="button"
              className={`adm-comment-tab${status === tab.status ? ' is-active' : ''}`}
              aria-pressed={status === tab.status}
              onClick={() => comments.setFilter('status', tab.status)}
            >
              {tab.label}
              {status === tab.status && pageInfo ? <span className="adm-comment-tab__count">{pageInfo.total}</span> : null}
            </button>
          ))}
        </nav>
      }
      filters={
        <>
          <SearchBox label="Search comments" value={comments.search} onChange={comments.setSearch} placeholder="Search by name, e-mail, comment or item..." className="adm-toolbar__grow" />
          <FilterSelect
            label="Filter by content type"
            value={comments.filters.type}
            onChange={(v) => comments.setFilter('type', v)}
            options={[{ value: '', label: 'All Types' }, ...Object.entries(TYPES).map(([value, t]) => ({ value, label: t.label }))]}
          />
        </>
      }
      states={{
        list,
        loadingText: 'Loading comments...',
        errorTitle: 'Error loading comments',
        errorMessage: 'Failed to fetch comments',
        empty: rows.length === 0 && (
          <EmptyState
            title={status === 'pending' && !comments.q && !comments.filters.type ? 'Nothing waits for review' : 'No comments found'}
            text={
              comments.q || comments.filters.type
                ? 'No comments match your search or filter'
                : status === 'pending'
                  ? 'Comments held for review appear here until a moderator approves or rejects them.'
                  : 'When readers comment on articles, videos, TV episodes or podcasts, their comments appear here.'
            }
            icon={<MessageIcon size={28} />}
          >
            {(comments.q || comments.filters.type) && <ClearButton label="Clear filters" onClick={() => { comments.setSearch(''); comments.setFilter('type', ''); }} />}
          </EmptyState>
        ),
      }}
      pagination={<ListPagination page={page} info={pageInfo} onChange={setPage} label="Comment pages" noun={plural} />}
      after={
        <>
          <ConfirmDialog
            {...deletion.dialog}
            title="Move to trash?"
            message={
              <>
                The comment by "<strong>{deletion.target?.name}</strong>" on "{deletion.target?.item_title}"
                {deletion.target?.replies.length ? ` and the newsroom's ${deletion.target.replies.length === 1 ? 'reply' : 'replies'} to it` : ''} leave the site at once, and can be restored from the Trash for 30 days. Rejecting it instead keeps it, out of sight.
              </>
            }
            confirmLabel="Move to trash"
            busyLabel="Moving..."
          />
          <ConfirmDialog
            open={bulkOpen}
            title="Move to trash?"
            message={
              <>
                The <strong>{plural(selectedIds.length)}</strong> you selected, with any replies to them, leave the site at once, and can be restored from the Trash for 30 days. Rejecting them instead keeps them, out of sight.
              </>
            }
            confirmLabel={`Move ${plural(selectedIds.length)} to trash`}
            busyLabel="Moving..."
            busy={bulkBusy}
            onConfirm={() => void confirmBulkDelete()}
            onCancel={() => setBulkOpen(false)}
          />
        </>
      }
    >
      <div className="adm-comment-bulk">
        <label className="adm-comment-bulk__all">
          <input ref={selectAllRef} type="checkbox" className="adm-comment__check" checked={allSelected} onChange={toggleAll} />
          <span>{selectedIds.length > 0 ? `${selectedIds.length} of ${rows.length} selected` : 'Select all on this page'}</span>
        </label>
        {selectedIds.length > 0 && (
          <div className="adm-comment-bulk__actions" role="group" aria-label="With the selected comments">
            {(['approve', 'reject', 'spam', 'trust', 'block'] as const).map((action) => (
              <button key={action} type="button" className="adm-btn adm-btn--ghost adm-btn--sm" disabled={bulkBusy} onClick={() => void decide(selectedIds, action)}>
                {ACTION_LABEL[action]}
              </button>
            ))}
            <button type="button" className="adm-btn adm-btn--danger-ghost adm-btn--sm" disabled={bulkBusy} onClick={() => setBulkOpen(true)}>
              <TrashIcon size={15} /> Delete ({selectedIds.length})
            </button>
          </div>
        )}
      </div>
      <ul className={`adm-comment-list${list.loading ? ' is-busy' : ''}`} aria-label="Comments" aria-busy={list.loading}>
        {rows.map((c) => {
          const t = TYPES[c.item_type];
          const checked = selected.has(c.id);
          const chip = STATUS_CHIP[c.status];
          const busy = busyRow === c.id;
          return (
            <li key={c.id} className={`adm-comment adm-comment--selectable${checked ? ' is-selected' : ''}`}>
              <input type="checkbox" className="adm-comment__check" aria-label={`Select comment by ${c.name}`} checked={checked} onChange={() => toggle(c.id)} />
              <span className="adm-comment__avatar" aria-hidden="true">
                {c.name.trim().charAt(0).toUpperCase() || '?'}
              </span>
              <div className="adm-comment__body">
                <div className="adm-comment__head">
                  <span className="adm-comment__name">{c.name}</span>
                  {c.author_rule && <Chip tone={c.author_rule === 'trusted' ? 'green' : 'red'}>{c.author_rule === 'trusted' ? 'Trusted' : 'Blocked'}</Chip>}
                  {c.email && (
                    <a className="adm-comment__email" href={`mailto:${c.email}`}>
                      {c.email}
                    </a>
                  )}
                  <time className="adm-muted" dateTime={c.created_at} title={formatDateTime(c.created_at)}>
                    {timeAgo(c.created_at)}
                  </time>
                  {status === '' && <Chip tone={chip.tone}>{chip.label}</Chip>}
                </div>
                {c.held_reason && c.status !== 'approved' && <p className="adm-comment__reason">{c.held_reason}</p>}
                <p className="adm-comment__text">{c.content}</p>
                <p className="adm-comment__on">
                  <Chip tone={t.tone}>{t.label}</Chip> on <Link to={t.href(c.item_id)}>{truncate(c.item_title, 90)}</Link>
                  {!c.item_public && (
                    <>
                      {' '}
                      <Chip tone="amber">Not public · {notPublicReason(c)}</Chip>
                    </>
                  )}
                </p>
                {c.replies.length > 0 && (
                  <ul className="adm-comment__replies" aria-label={`Replies to ${c.name}`}>
                    {c.replies.map((r) => (
                      <li key={r.id}>
                        <span className="adm-comment__name">{r.name}</span> <Chip tone="red">Staff</Chip>{' '}
                        <time className="adm-muted" dateTime={r.created_at} title={formatDateTime(r.created_at)}>
                          {timeAgo(r.created_at)}
                        </time>
                        <p className="adm-comment__text">{r.content}</p>
                      </li>
                    ))}
                  </ul>
                )}
                <div className="adm-comment__actions" role="group" aria-label={`Decide on the comment by ${c.name}`}>
                  {DECISIONS[c.status].map((action) => (
                    <button
                      key={action}
                      type="button"
                      className={`adm-btn adm-btn--sm ${action === 'approve' ? 'adm-btn--primary' : 'adm-btn--ghost'}`}
                      disabled={busy}
                      onClick={() => void decide([c.id], action)}
                    >
                      {ACTION_LABEL[action]}
                    </button>
                  ))}
                  <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" onClick={() => setReplying(replying === c.id ? null : c.id)} aria-expanded={replying === c.id}>
                    Reply
                  </button>
                  {c.author_rule !== 'trusted' && (
                    <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" disabled={busy} onClick={() => void decide([c.id], 'trust')}>
                      {ACTION_LABEL.trust}
                    </button>
                  )}
                  {c.author_rule !== 'blocked' && (
                    <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" disabled={busy} onClick={() => void decide([c.id], 'block')}>
                      {ACTION_LABEL.block}
                    </button>
                  )}
                </div>
                {replying === c.id && (
                  <ReplyForm
                    comment={c}
                    onDone={() => {
                      setReplying(null);
                      refresh();
                    }}
                  />
                )}
              </div>
              <div>
                <IconButton danger label={`Delete comment by ${c.name}`} title="Delete" icon={<TrashIcon size={16} />} onClick={() => deletion.ask(c)} />
              </div>
            </li>
          );
        })}
      </ul>
    </ListPage>
  );
}

/** A reply from the newsroom, checked by the same rules as a comment; replying to a held comment publishes it. */
function ReplyForm({ comment, onDone }: { comment: StaffComment; onDone: () => void }) {
  const siteName = useSiteName();
  const { request } = useAuth();
  const toast = useAdminToast();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = `reply-${comment.id}`;

  const submit = async () => {
    const errors = new FieldErrors();
    const content = checkReply(errors, { content: text });
    if (!errors.empty) return setError(errors.items[0].msg);
    setBusy(true);
    try {
      await reply(request, comment.id, content);
      toast.success(comment.status === 'approved' ? 'Reply posted' : 'Reply posted; the comment is published with it');
      onDone();
    } catch (err) {
      setError(messageOf(err, 'The reply could not be posted. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="adm-comment__reply"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id}>
        Reply to {comment.name} as {siteName}
      </label>
      <textarea id={id} rows={3} value={text} onChange={(e) => setText(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error && (
        <p className="adm-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
      <p className="adm-muted">Shown on the page under the comment, marked Staff.{comment.status !== 'approved' ? ' The comment is published with it.' : ''}</p>
      <div>
        <button type="submit" className="adm-btn adm-btn--primary adm-btn--sm" disabled={busy}>
          {busy ? 'Posting...' : 'Post reply'}
        </button>
      </div>
    </form>
  );
}
