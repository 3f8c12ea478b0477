/**
 * Staff auth, one module per use case: signing in and out (sign-in.ts), the second factor
 * (two-factor.ts), a forgotten password (password-reset.ts) and the member's own account
 * (account.ts); sessions themselves are plugins/auth.ts's (sessions.ts). Field rules and their
 * messages are shared with the back office (shared/validation/account.ts), checked after trimming:
 * the body schemas stay permissive so ajv does not answer first with generic messages.
 */
import { createAccount } from './account.ts';
import type { AuthDeps } from './deps.ts';
import { createPasswordReset } from './password-reset.ts';
import { createSignIn } from './sign-in.ts';
import { createTwoFactor } from './two-factor.ts';

export function createAuthService(deps: AuthDeps) {
  const twoFactor = createTwoFactor(deps);
  const signIn = createSignIn(deps, twoFactor);
  return {
    signIn,
    twoFactor,
    passwordReset: createPasswordReset(deps, signIn, twoFactor),
    account: createAccount(deps),
  };
}
