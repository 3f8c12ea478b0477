/**
 * Whose an item is and where it stands in review, for its editor: loaded from
 * GET /review/items/{id} when the editor opens an item and again when its status changes. A
 * contributor sees an editor's send-back note at the top of their draft until they submit it again,
 * and a notice instead of actions on an item they may not change (someone else's, or theirs once
 * published or scheduled: shared/editorial.ts), which the editor then shows read-only.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { EditorialState } from '../../../../../shared/api/review.ts';
import { changeRefusal } from '../../../../../shared/editorial.ts';
import { timeAgo } from '../../../../../shared/words.ts';
import { MessageBar } from '../components/message-bar.tsx';
import { useAuth } from '../session/auth-context.tsx';

/**
 * The item's editorial state: null for a new item (or when it could not be loaded: the editor works
 * without it, the server still refuses what is not allowed), undefined until the first answer for
 * this item arrives. A later status change asks again and keeps the last answer meanwhile.
 */
export function useEditorial(id: string | null, status: string | undefined): EditorialState | null | undefined {
  const { request } = useAuth();
  const [answer, setAnswer] = useState<{ id: string; state: EditorialState | null } | null>(null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    request('GET /review/items/:id', { params: { id } }).then(
      (r) => live && setAnswer({ id, state: r.data }),
      () => live && setAnswer((last) => (last?.id === id ? last : { id, state: null })),
    );
    return () => {
      live = false;
    };
  }, [request, id, status]);
  if (!id) return null;
  return answer?.id === id ? answer.state : undefined;
}

/** The send-back note on a draft, or why the member may not change the item (with the way back to its list). */
export function EditorialBanner({ state, noun, back }: { state: EditorialState | null; noun: string; back: { to: string; label: string } }) {
  const { user } = useAuth();
  if (!state) return null;
  const note = state.status === 'draft' ? state.review_note : null;
  if (!state.can_edit) {
    // The shared rule's reason, as the lists give it: whose it is, else that it left the writer's hands.
    const mine = state.owner !== null && state.owner.id === user?.id;
    const why =
      user && changeRefusal(user.role, { mine, status: state.status }) === 'handed-over'
        ? `This ${noun} is ${state.status === 'scheduled' ? 'scheduled' : 'published'}: an editor looks after it now.`
        : `This ${noun} belongs to ${state.owner ? state.owner.name : 'the newsroom'}: you can read it, not change it.`;
    return (
      <MessageBar type="info">
        {why}{' '}
        <Link to={back.to} className="adm-link">
          Back to {back.label}
        </Link>
      </MessageBar>
    );
  }
  if (note) {
    return (
      <div className="ed-review-note" role="note" aria-label="Sent back by an editor">
        <p className="ed-review-note__head">
          <strong>Sent back{note.by ? ` by ${note.by.name}` : ''}</strong> <span className="ed-review-note__when">{timeAgo(note.at)}</span>
        </p>
        <p className="ed-review-note__text">{note.note}</p>
        <p className="ed-review-note__next">Change what the note asks, then submit it for review again.</p>
      </div>
    );
  }
  if (state.status === 'review') {
    const by = state.submitted_by ? ` by ${state.submitted_by.name}` : '';
    const when = state.submitted_at ? ` ${timeAgo(state.submitted_at)}` : '';
    return <MessageBar type="info">Submitted for review{by}{when}: not on the site until an editor publishes it.</MessageBar>;
  }
  return null;
}
