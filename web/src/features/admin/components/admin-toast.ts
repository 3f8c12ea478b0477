/** The shared toast with the admin screens' duration (3000 ms). */
import { useMemo } from 'react';
import { useToast, type ToastInput } from '../../../components/ui/toast.tsx';

const ADMIN_TOAST_MS = 3000;

export function useAdminToast() {
  const toast = useToast();
  return useMemo(
    () => ({
      success: (title: string, message?: string) => toast.show({ type: 'success', title, message, duration: ADMIN_TOAST_MS }),
      error: (title: string, message?: string) => toast.show({ type: 'error', title, message, duration: ADMIN_TOAST_MS }),
      info: (title: string, message?: string) => toast.show({ type: 'info', title, message, duration: ADMIN_TOAST_MS }),
      show: (input: ToastInput) => toast.show({ duration: ADMIN_TOAST_MS, ...input }),
    }),
    [toast],
  );
}
