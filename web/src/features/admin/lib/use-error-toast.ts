/** Raises an error toast each time a screen's load fails (the list keeps its own error state too). */
import { useEffect } from 'react';
import { useAdminToast } from '../components/admin-toast.ts';

export function useErrorToast(error: string | null, title: string) {
  const toast = useAdminToast();
  useEffect(() => {
    if (error) toast.error(title, error);
    // Only a new error raises a toast, not a new toast function or title.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
}
