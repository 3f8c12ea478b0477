/**
 * Which items the signed-in member may change or trash, for the lists' actions: everything for
 * editors and administrators; for a contributor, their own drafts and submissions
 * (GET /review/mine's `editable_ids`, asked once per list). The API refuses the rest anyway.
 */
import { useEffect, useState } from 'react';
import { useAuth, useCan } from '../session/auth-context.tsx';

export function useMayChange(): (item: { id: string }) => boolean {
  const { request } = useAuth();
  const publishes = useCan('publish');
  const [own, setOwn] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (publishes) return;
    let live = true;
    request('GET /review/mine').then(
      (r) => live && setOwn(new Set(r.data.editable_ids)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [request, publishes]);
  return (item) => publishes || own.has(item.id);
}
