/**
 * Comments under an article: the latest 3 (server-rendered), "Show all", and a form checked by the
 * same rules as the server (shared/validation/comment.ts) before it posts; the API's messages show
 * the same way. With errors, focus moves to the first field in error so a keyboard or screen
 * reader user lands on it. A new comment shows at once at the top.
 */
import { useRef, useState, type FormEvent } from 'react';
import { PAGE_KEYS, type CommentPage } from '../../../../shared/page-data.ts';
import { formatDate } from '../../../../shared/format.ts';
import { LIMITS } from '../../../../shared/constants.ts';
import { FieldErrors } from '../../../../shared/validation/fields.ts';
import { checkComment, HONEYPOT_FIELD } from '../../../../shared/validation/comment.ts';
import { useLoader } from '../../lib/page-data.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { fetchComments, postComment } from './api.ts';

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
  const page = useLoader<CommentPage>(PAGE_KEYS.comments(articleId), (signal) => fetchComments(articleId, false, signal));
  const [showAll, setShowAll] = useState(false);
  const [loadingAll, setLoadingAll] = useState(false);
  const [name, setName] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [honeypot, setHoneypot] = useState('');
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
      const created = await postComment(articleId, { name: values.name, content: values.content, [HONEYPOT_FIELD]: honeypot });
      const current = data ?? { comments: [], totalComments: 0 };
      page.set({ comments: [created, ...current.comments], totalComments: current.totalComments + 1 });
      setContent('');
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

  return (
    <section className="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading">Comments{data ? ` (${data.totalComments})` : ''}</h2>
      {open ? (
        <form className="comment-form" onSubmit={submit} noValidate>
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
        </form>
      ) : (
        <p className="muted">Comments are closed for this article.</p>
      )}
      {!data ? (
        <p className="muted">Loading comments...</p>
      ) : data.totalComments === 0 && shown.length === 0 ? (
        <p className="muted">No comments yet. Be the first to share your thoughts!</p>
      ) : (
        <>
          <ul className="comment-list">
            {shown.map((c) => (
              <li key={c.id} className="comment">
                <div className="comment__avatar" aria-hidden="true">
                  {(c.name || '?').charAt(0).toUpperCase()}
                </div>
                <div>
                  <p className="comment__head">
                    <strong>{c.name}</strong> <span className="muted">{formatDate(c.created_at)}</span>
                  </p>
                  <p className="comment__text">{c.content}</p>
                </div>
              </li>
            ))}
          </ul>
          {!showAll && data.totalComments > shown.length && (
            <button type="button" className="link-button" onClick={loadAll} disabled={loadingAll}>
              {loadingAll ? 'Loading...' : `Show all comments (${data.totalComments})`}
            </button>
          )}
        </>
      )}
    </section>
  );
}
