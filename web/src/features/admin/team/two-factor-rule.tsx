/**
 * The team's sign-in rule on the Team screen: whether every member must use two-factor sign-in.
 * Administrators change it (their own must be on first); everyone else reads it.
 */
import { useState } from 'react';
import { useAuth } from '../session/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { messageOf } from '../lib/errors.ts';
import { useAdminToast } from '../components/admin-toast.ts';
import { CheckboxField } from '../components/fields.tsx';
import { Panel } from '../components/page-header.tsx';
import { getTeamSecurity, setTeamSecurity } from './api.ts';

export function TwoFactorRule({ isAdmin, onChanged }: { isAdmin: boolean; onChanged: () => void }) {
  const { request } = useAuth();
  const toast = useAdminToast();
  const rule = useLoad(() => getTeamSecurity(request), [request], 'Failed to load the sign-in rule');
  const [busy, setBusy] = useState(false);
  const required = rule.data?.require_two_factor ?? false;

  const change = async (next: boolean) => {
    setBusy(true);
    try {
      const res = await setTeamSecurity(request, next);
      toast.success(next ? 'Two-factor sign-in required' : 'Two-factor sign-in no longer required', res.message);
      rule.reload();
      onChanged();
    } catch (err) {
      toast.error('Could not change the rule', messageOf(err, 'Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title="Sign-in rule" className="adm-team-rule">
      {isAdmin ? (
        <CheckboxField
          label="Require two-factor sign-in for everyone"
          description="Members without it are signed out at once and set it up the next time they sign in. Turn it on for your own account first (Security page)."
          checked={required}
          disabled={busy || rule.loading}
          onChange={(e) => void change(e.target.checked)}
        />
      ) : (
        <p className="adm-muted adm-team-rule__text">
          {required ? 'Every member signs in with two-factor sign-in.' : 'Two-factor sign-in is up to each member (Security page).'}
        </p>
      )}
    </Panel>
  );
}
