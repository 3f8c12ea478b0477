/**
 * Where the member is signed in: each session's browser and system, address, when it began and was
 * last used, this one marked. Signing one out ends it on its next request; this one is signing out.
 */
import { useState } from 'react';
import type { StaffSession } from '../../../../../shared/api/auth.ts';
import { timeAgo } from '../../../../../shared/words.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { messageOf } from '../lib/errors.ts';
import { formatDateTime } from '../lib/format.ts';
import { useAdminToast } from '../components/admin-toast.ts';
import { DashboardIcon, LogOutIcon, UsersIcon } from '../components/icons.tsx';
import { Panel } from '../components/page-header.tsx';
import { ErrorState, LoadingState } from '../components/states.tsx';
import { Chip } from '../components/status-badge.tsx';
import { endOtherSessions, endSession, listSessions } from './api.ts';

const PhoneIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <rect x="6" y="2" width="12" height="20" rx="2" />
    <path d="M11 18h2" />
  </svg>
);

function DeviceIcon({ session }: { session: StaffSession }) {
  return <span className="adm-session__icon">{session.device === 'mobile' || session.device === 'tablet' ? <PhoneIcon /> : <DashboardIcon size={20} />}</span>;
}

export function SessionsPanel() {
  const { request, logout } = useAuth();
  const toast = useAdminToast();
  const list = useLoad(() => listSessions(request), [request], 'Failed to load your sessions');
  const [pending, setPending] = useState<string | null>(null);
  const sessions = list.data ?? [];
  const others = sessions.filter((s) => !s.current).length;

  const signOut = async (session: StaffSession) => {
    if (session.current) return logout();
    setPending(session.id);
    try {
      await endSession(request, session.id);
      toast.success('Session signed out', `${session.browser} on ${session.os} is signed out.`);
      list.reload();
    } catch (err) {
      toast.error('Could not sign the session out', messageOf(err, 'Please try again.'));
    } finally {
      setPending(null);
    }
  };

  const signOutOthers = async () => {
    setPending('others');
    try {
      const res = await endOtherSessions(request);
      toast.success(res.message);
      list.reload();
    } catch (err) {
      toast.error('Could not sign the sessions out', messageOf(err, 'Please try again.'));
    } finally {
      setPending(null);
    }
  };

  return (
    <Panel
      title={
        <span className="adm-inline">
          <UsersIcon /> Where you are signed in
        </span>
      }
      subtitle="Sign out any session you do not recognise, or that is on a device you no longer have."
      actions={
        others > 0 && (
          <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" disabled={pending !== null} onClick={() => void signOutOthers()}>
            Sign out all other sessions
          </button>
        )
      }
    >
      {list.loading && !list.data ? (
        <LoadingState text="Loading your sessions..." />
      ) : list.error && !list.data ? (
        <ErrorState message={list.error} onRetry={list.reload} />
      ) : (
        <ul className="adm-sessions">
          {sessions.map((s) => (
            <li key={s.id} className="adm-session">
              <DeviceIcon session={s} />
              <div className="adm-session__text">
                <p className="adm-session__name">
                  {s.browser} on {s.os} {s.current && <Chip tone="green">This device</Chip>}
                </p>
                <p className="adm-session__meta">
                  {s.address || 'Unknown address'} · {s.current ? 'Active now' : `Last active ${timeAgo(s.last_seen_at)}`} · Signed in {formatDateTime(s.created_at)}
                </p>
              </div>
              <button
                type="button"
                className="adm-btn adm-btn--secondary adm-btn--sm adm-session__out"
                disabled={pending !== null}
                aria-label={`Sign out ${s.current ? 'this device' : `${s.browser} on ${s.os}, ${s.address}`}`}
                onClick={() => void signOut(s)}
              >
                <LogOutIcon size={14} /> Sign out
              </button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
