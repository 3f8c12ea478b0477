/**
 * The item an editor page edits, from its address: none at /new, loaded at /{id}/edit (an
 * unknown or malformed id told apart from other failures). After the first save of a new item the
 * page moves to the item's own address and keeps what it holds (`hold`): nothing is fetched again
 * and the editor is not rebuilt, so the writer's cursor and undo history stay. `session` changes
 * only when another item (or a new one) is opened, and keys the editor.
 */
import { useEffect, useRef, useState } from 'react';
import { useAuth, type AdminRequest } from '../session/auth-context.tsx';
import { isStatus } from '../lib/errors.ts';

interface State<T> {
  item: T | null;
  loading: boolean;
  error: string | null;
  notFound: boolean;
  session: number;
}

export function useEditorItem<T extends { id: string }>(load: (request: AdminRequest, id: string) => Promise<T>, id: string | undefined, texts: { notFound: string; failed: string }) {
  const { request } = useAuth();
  const [state, setState] = useState<State<T>>({ item: null, loading: Boolean(id), error: null, notFound: false, session: 0 });
  const held = useRef<T | null>(null);

  useEffect(() => {
    if (held.current && held.current.id === id) return;
    held.current = null;
    if (!id) {
      setState((s) => ({ item: null, loading: false, error: null, notFound: false, session: s.session + 1 }));
      return;
    }
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null, notFound: false }));
    load(request, id).then(
      (item) => {
        if (!live) return;
        held.current = item;
        setState((s) => ({ item, loading: false, error: null, notFound: false, session: s.session + 1 }));
      },
      (err: unknown) => {
        if (!live) return;
        const notFound = isStatus(err, 404) || isStatus(err, 400);
        setState((s) => ({ ...s, loading: false, error: notFound ? texts.notFound : texts.failed, notFound }));
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, request, load]);

  /** The item as saved: the page's address moves to it without a reload. */
  const hold = (item: T) => {
    held.current = item;
    setState((s) => ({ ...s, item }));
  };
  return { ...state, hold };
}
