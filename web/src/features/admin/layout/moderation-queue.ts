/** The number of comments waiting in the moderation queue, for the menu's badge (editors and administrators). */
import { can } from '../../../../../shared/roles.ts';
import { useAuth } from '../session/auth-context.tsx';
import { usePolledCount } from './polled-count.ts';

const MODERATED_EVENT = 'admin:comments-moderated';

/** Tells the shell that the queue changed. */
export const announceModeration = () => window.dispatchEvent(new Event(MODERATED_EVENT));

export function usePendingComments(): number {
  const { request, user } = useAuth();
  return usePolledCount(() => request('GET /comments/pending-count').then((r) => r.data.pending), MODERATED_EVENT, !!user && can(user.role, 'moderate'));
}
