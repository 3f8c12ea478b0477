/**
 * Route guard: the checking screen while the stored token is verified, the page once signed in,
 * otherwise the login page (which brings the user back to the page first asked for).
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth, type FromState } from '../session/auth-context.tsx';

function CheckingScreen() {
  return (
    <div className="adm-fullscreen" role="status" aria-live="polite">
      <span className="adm-spinner adm-spinner--lg" aria-hidden="true" />
      <p className="adm-fullscreen__title">Checking authentication...</p>
      <p className="adm-fullscreen__text">Please wait while we verify your access</p>
    </div>
  );
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, exitReason } = useAuth();
  const location = useLocation();
  if (status === 'checking') return <CheckingScreen />;
  if (status === 'unauthenticated') {
    const state: FromState | undefined = exitReason === 'logout' ? undefined : { from: location.pathname + location.search };
    return <Navigate to="/admin/login" replace state={state} />;
  }
  return <>{children}</>;
}

/** Sign-in screens: an already signed-in user goes on to the dashboard (or the page asked for). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'checking') return <CheckingScreen />;
  if (status === 'authenticated') {
    const from = (location.state as FromState | null)?.from;
    return <Navigate to={safeFrom(from)} replace />;
  }
  return <>{children}</>;
}

/** Only admin pages are valid targets (never the login page itself or another site). */
function safeFrom(from: string | undefined): string {
  if (from && from.startsWith('/admin/') && !/^\/admin\/(login|forgot-password|reset-password)/.test(from)) return from;
  return '/admin/dashboard';
}
