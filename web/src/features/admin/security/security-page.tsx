/**
 * Security (/admin/security), for every staff member: two-factor sign-in and the sessions where
 * they are signed in. Their password is changed in Account Settings.
 */
import { LockIcon } from '../components/icons.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { SessionsPanel } from './sessions-panel.tsx';
import { TwoFactorPanel } from './two-factor-panel.tsx';
import './security.css';

export function SecurityPage() {
  return (
    <div className="adm-page">
      <PageHeader title="Security" subtitle="Two-factor sign-in and where you are signed in" icon={<LockIcon size={24} />} />
      <div className="adm-stack">
        <TwoFactorPanel />
        <SessionsPanel />
      </div>
    </div>
  );
}
