/**
 * Like / Unlike. The count comes from the server-rendered article; whether this visitor already
 * liked it is asked after hydration (it depends on the visitor id in localStorage). A busy flag
 * blocks repeated clicks and the count shown is the API's answer. The button is never `disabled`
 * while busy: that would drop the keyboard focus to the page, and a reader who pressed Enter or
 * Space must still be on the button to press again (`aria-disabled` says it is busy instead).
 */
import { useEffect, useState } from 'react';
import { HeartIcon } from '../../components/ui/icons.tsx';
import type { LikeState } from '../../../../shared/api/likes.ts';
import { countOf } from '../../../../shared/words.ts';
import { changeLike, fetchLikeState } from './api.ts';
import { usePreview } from '../../lib/preview.ts';

export function LikeButton({ id, initialCount }: { id: string; initialCount: number }) {
  const [state, setState] = useState<LikeState>({ likeCount: initialCount, liked: false });
  const [busy, setBusy] = useState(false);
  const [known, setKnown] = useState(false);
  // A preview (lib/preview.ts) shows the count but takes no like: the item is not out yet.
  const preview = usePreview() !== null;

  useEffect(() => {
    if (preview) return;
    let live = true;
    setKnown(false);
    fetchLikeState(id)
      .then((s) => live && setState(s))
      .catch((err) => console.error('Failed to get like count', err))
      .finally(() => live && setKnown(true));
    return () => {
      live = false;
    };
  }, [id, initialCount, preview]);

  async function toggle() {
    if (busy || preview) return;
    const like = !state.liked;
    if (!like && state.likeCount <= 0) return; // decrement only above 0
    setBusy(true);
    try {
      setState(await changeLike(id, like));
    } catch (err) {
      console.error(like ? 'Failed to increment like' : 'Failed to decrement like', err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={`like-button${state.liked ? ' like-button--liked' : ''}`}
      aria-pressed={state.liked}
      onClick={toggle}
      aria-disabled={busy || preview || undefined}
      title={preview ? 'Likes open once it is published' : undefined}
      data-ready={known ? 'true' : 'false'}
    >
      <HeartIcon size={18} filled={state.liked} />
      <span>{state.liked ? 'Unlike' : 'Like'}</span>
      <span className="like-button__count" aria-label={countOf(state.likeCount, 'like')}>
        {state.likeCount}
      </span>
    </button>
  );
}
