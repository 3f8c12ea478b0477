/**
 * Comments under an article: the latest 3 (server-rendered), "Show all", the newsroom's replies
 * under each (marked Staff), and a form checked by the same rules as the server
 * (shared/validation/comment.ts) before it posts; the API's messages show the same way. With
 * errors, focus moves to the first field in error so a keyboard or screen reader user lands on it.
 * How the item takes comments comes with them (`mode`): off closes the form; held says before
 * posting that comments are reviewed. A comment that went live shows at once at the top; a held one
 * shows there only to its writer (nobody else's page has it), marked as awaiting approval, with the
 * server's message.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { PublicComment, PublicReply } from '../../../../shared/api/comments.ts';
import { PAGE_KEYS, type CommentPage } from '../../../../shared/page-data.ts';
import { formatDate } from '../../../../shared/format.ts';
import { LIMITS } from '../../../../shared/constants.ts';
import { FieldErrors } from '../../../../shared/validation/fields.ts';
import { checkComment, HONEYPOT_FIELD } from '../../../../shared/validation/comment.ts';
import { useLoader } from '../../lib/page-data.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { fetchComments, postComment } from './api.ts';
import { usePreview } from '../../lib/preview.ts';
import './comments.css';

/** Field order on the form: the first one in error takes the focus. */
const FIELDS = ['name', 'content'] as const;

function byField(list: ReadonlyArray<{ path: string; msg: string }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of list) {
    const key = e.path.replace(/^\//, '').split(/[./]/)[0] || 'form';
    out[key] ??= e.msg;
  }
  return out;
}

export function CommentsSection({ articleId, open }: { articleId: string; open: boolean }) {
  const preview = usePreview() !== null;
  const page = useLoader<CommentPage>(PAGE_KEYS.comments(articleId), (signal) => fetchComments(articleId, false, signal));
  const [showAll, setShowAll] = useState(false);
  const [loadingAll, setLoadingAll] = useState(false);
  const [name, setName] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  /** This reader's comments awaiting a moderator, shown to them alone until the page is left. */
  const [awaiting, setAwaiting] = useState<PublicComment[]>([]);
  const [notice, setNotice] = useState('');
  const fieldRefs = { name: useRef<HTMLInputElement>(null), content: useRef<HTMLTextAreaElement>(null) };
  const toast = useToast();

  /** Shows the errors and puts the focus on the first field in error (or leaves it for a form-wide message). */
  function showErrors(next: Record<string, string>) {
    setErrors(next);
    const first = FIELDS.find((f) => next[f]);
    if (first) fieldRefs[first].current?.focus();
  }

  const data = page.status === 'ready' ? page.data : undefined;

  async function loadAll() {
    setLoadingAll(true);
    const all = await fetchComments(articleId, true);
    page.set(all);
    setShowAll(true);
    setLoadingAll(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const local = new FieldErrors();
    const values = checkComment(local, { name, content });
    if (!local.empty) return showErrors(byField(local.items));
    setBusy(true);
    setErrors({});
    try {
      const { data: created, message } = await postComment(articleId, { name: values.name, content: values.content, [HONEYPOT_FIELD]: honeypot });
      setContent('');
      if (created.status === 'pending') {
        setAwaiting((list) => [created, ...list]);
        setNotice(message ?? 'Your comment will appear once a moderator has approved it.');
        return;
      }
      setNotice('');
      const current = data ?? { comments: [], totalComments: 0, threads: 0, mode: 'live' as const };
      page.set({ ...current, comments: [created, ...current.comments], totalComments: current.totalComments + 1, threads: current.threads + 1 });
      toast.show({ type: 'success', title: 'Comment posted', message: 'Thank you for joining the conversation.' });
    } catch (err) {
      if (err instanceof ApiError) {
        const fromServer = byField(err.errors);
        showErrors(Object.keys(fromServer).length ? fromServer : { form: err.message });
      } else {
        showErrors({ form: 'Failed to create comment' });
      }
    } finally {
      setBusy(false);
    }
  }

  const shown = data ? (showAll ? data.comments : data.comments.slice(0, 3)) : [];
  // The server's word wins over the article's flag: the site or the item may have closed comments.
  const accepting = open && data?.mode !== 'off';

  return (
    <section className="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading">Comments{data ? ` (${data.totalComments})` : ''}</h2>
      {preview ? (
        <p className="muted">Readers comment here once the article is published. A preview shows no comments and takes none.</p>
      ) : accepting ? (
        <form className="comment-form" onSubmit={submit} noValidate>
          {data?.mode === 'held' && <p className="comment-form__hint">Comments are reviewed by our team before they appear.</p>}
          <div className="field">
            <label htmlFor="comment-name">Your name</label>
            <input
              ref={fieldRefs.name}
              id="comment-name"
              name="name"
              autoComplete="name"
              maxLength={LIMITS.commentNameMax}
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? 'comment-name-error' : undefined}
            />
            {errors.name && (
              <p className="field__error" id="comment-name-error">
                {errors.name}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="comment-content">Your comment</label>
            <textarea
              ref={fieldRefs.content}
              id="comment-content"
              name="content"
              rows={4}
              minLength={LIMITS.commentContentMin}
              maxLength={LIMITS.commentContentMax}
              value={content}
              onChange={(e) => setContent(e.target.value)}
              aria-invalid={errors.content ? true : undefined}
              aria-describedby={errors.content ? 'comment-content-error' : undefined}
            />
            {errors.content && (
              <p className="field__error" id="comment-content-error">
                {errors.content}
              </p>
            )}
          </div>
          {/* The honeypot: off-screen, hidden from screen readers, out of the Tab order. */}
          <div className="comment-form__trap" aria-hidden="true">
            <label htmlFor="comment-website">Leave this field empty</label>
            <input
              id="comment-website"
              name={HONEYPOT_FIELD}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={honeypot}
              onChange={(e) => setHoneypot(e.target.value)}
            />
          </div>
          {(errors.form || Object.keys(errors).some((k) => k !== 'name' && k !== 'content')) && (
            <p className="field__error" role="alert">
              {errors.form ?? Object.entries(errors).find(([k]) => k !== 'name' && k !== 'content')?.[1]}
            </p>
          )}
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? 'Posting...' : 'Post Comment'}
          </button>
          <p className="comment-form__notice" role="status">
            {notice}
          </p>
        </form>
      ) : (
        <p className="muted">Comments are closed for this article.</p>
      )}
      {!data ? (
        <p className="muted">Loading comments...</p>
      ) : data.totalComments === 0 && shown.length === 0 && awaiting.length === 0 ? (
        accepting && <p className="muted">No comments yet. Be the first to share your thoughts!</p>
      ) : (
        <>
          <ul className="comment-list">
            {awaiting.map((c) => (
              <CommentItem key={c.id} comment={c} awaiting />
            ))}
            {shown.map((c) => (
              <CommentItem key={c.id} comment={c} />
            ))}
          </ul>
          {!showAll && data.threads > shown.length && (
            <button type="button" className="link-button" onClick={loadAll} disabled={loadingAll}>
              {loadingAll ? 'Loading...' : `Show all comments (${data.totalComments})`}
            </button>
          )}
        </>
      )}
    </section>
  );
}

/** One comment or reply: the avatar's initial, the name (and a Staff mark for the newsroom), the date and the text. */
function CommentBody({ comment, awaiting }: { comment: PublicReply; awaiting?: boolean }) {
  return (
    <>
      <div className={`comment__avatar${comment.is_staff ? ' comment__avatar--staff' : ''}`} aria-hidden="true">
        {(comment.name || '?').charAt(0).toUpperCase()}
      </div>
      <div className="comment__body">
        <p className="comment__head">
          <strong>{comment.name}</strong>
          {comment.is_staff && <span className="comment__badge">Staff</span>}
          <span className="muted">{formatDate(comment.created_at)}</span>
          {awaiting && <span className="comment__badge comment__badge--awaiting">Awaiting approval: only you can see it</span>}
        </p>
        <p className="comment__text">{comment.content}</p>
      </div>
    </>
  );
}

function CommentItem({ comment, awaiting }: { comment: PublicComment; awaiting?: boolean }) {
  return (
    <li className={`comment${awaiting ? ' comment--awaiting' : ''}`}>
      <CommentBody comment={comment} awaiting={awaiting} />
      {comment.replies.length > 0 && (
        <ul className="comment-replies" aria-label={`Replies to ${comment.name}`}>
          {comment.replies.map((r) => (
            <li key={r.id} className="comment comment--reply">
              <CommentBody comment={r} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
