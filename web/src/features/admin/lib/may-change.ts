/**
 * Which items the signed-in member may change or trash, by the shared rule (shared/editorial.ts)
 * the API holds too: everything for editors and administrators; for a contributor, their own
 * drafts and submissions. Which items are their own comes from GET /review/mine's `own_ids`
 * (asked once per screen). The screens show Edit, Delete and Publish only where the rule allows,
 * and `readOnlyLine` where an action is missing.
 */
import { useEffect, useState } from 'react';
import { changeRefusal, type ChangeRefusal } from '../../../../../shared/editorial.ts';
import { useAuth, useCan } from '../session/auth-context.tsx';

/**
 * Why the member may not change an item (null: they may). Undefined while a contributor's own
 * items are loading: the screens then show neither the actions nor a reason.
 */
type ChangeRule = (item: { id: string; status: string }) => ChangeRefusal | null | undefined;

export function useChangeRule(): ChangeRule {
  const { request, user } = useAuth();
  const publishes = useCan('publish');
  const [own, setOwn] = useState<Set<string> | null>(null);
  useEffect(() => {
    if (publishes) return;
    let live = true;
    request('GET /review/mine').then(
      (r) => live && setOwn(new Set(r.data.own_ids)),
      () => live && setOwn(new Set()), // without the list, nothing is offered: the API would refuse a wrong guess
    );
    return () => {
      live = false;
    };
  }, [request, publishes]);
  return (item) => {
    if (!user) return undefined;
    if (publishes) return null;
    return own ? changeRefusal(user.role, { mine: own.has(item.id), status: item.status }) : undefined;
  };
}
