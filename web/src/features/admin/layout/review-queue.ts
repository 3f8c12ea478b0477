/** The number of items waiting for review, for the menu's badge and the dashboard (editors and administrators). */
import { can } from '../../../../../shared/roles.ts';
import { useAuth } from '../session/auth-context.tsx';
import { usePolledCount } from './polled-count.ts';

const REVIEWED_EVENT = 'admin:review-changed';

/** Tells the shell that the Review queue changed (a decision, a submission). */
export const announceReview = () => window.dispatchEvent(new Event(REVIEWED_EVENT));

export function useReviewCount(): number {
  const { request, user } = useAuth();
  return usePolledCount(() => request('GET /review/count').then((r) => r.data.count), REVIEWED_EVENT, !!user && can(user.role, 'review'));
}
