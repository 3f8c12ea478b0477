/**
 * Staff session state for the whole admin app: 'checking' while the stored token is verified with
 * GET /api/auth/me, then 'authenticated' or 'unauthenticated'. `request` is the admin way to call
 * the API: the shared api-client with the bearer token added, and a 401 from any call ends the
 * session, tells the user why (toast) and sends them to the login page, remembering where they were.
 */
import { can, type Capability } from '../../../../../shared/roles.ts';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError, call, type CallArgs, type CallOptions, type ResponseOf } from '../../../lib/api-client.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import type { SignInResult, User } from '../../../../../shared/api/auth.ts';
import type { ApiRoute } from '../../../../../shared/api/routes.ts';
import { checkToken, getMe, logIn, logOut } from './api.ts';
import { bearer, clearSession, readToken, readUser, saveToken, saveUser } from './session.ts';

export type AuthStatus = 'checking' | 'authenticated' | 'unauthenticated';

/**
 * The admin way to call the API: the api-client's `call` (a route of the contract by its key,
 * typed from it) with the bearer token; a 401 signs out and goes to login. Every sub-feature's
 * api.ts takes it as its first argument.
 */
export type AdminRequest = <R extends ApiRoute>(route: R, ...args: CallArgs<R>) => Promise<ResponseOf<R>>;

export interface AuthApi {
  status: AuthStatus;
  /** Why the last session ended: after an explicit logout the guard does not remember the page. */
  exitReason: 'logout' | 'expired' | null;
  user: User | null;
  request: AdminRequest;
  /** The first step: signed in, or the second step's challenge to pass (the login page shows it). */
  login: (email: string, password: string, remember: boolean) => Promise<SignInResult>;
  /** Stores a session the API handed out (login, password reset). */
  startSession: (token: string, user: User) => void;
  /** A new token for the same session (after a password change the old one is revoked). */
  replaceToken: (token: string) => void;
  /** Re-reads the user from /api/auth/me and stores it. */
  refreshUser: () => Promise<User | null>;
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthApi | null>(null);

/** Whether the signed-in member's role has a capability (shared/roles.ts): screens hide what the API would refuse. */
export function useCan(capability: Capability): boolean {
  const { user } = useAuth();
  return !!user && can(user.role, capability);
}

export function useAuth(): AuthApi {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}

/** Where the login page sends the user once signed in. */
export interface FromState {
  from?: string;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>('checking');
  const [user, setUser] = useState<User | null>(null);
  const [exitReason, setExitReason] = useState<AuthApi['exitReason']>(null);
  const tokenRef = useRef<string | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;
  const toast = useToast();

  const endSession = useCallback(() => {
    clearSession();
    tokenRef.current = null;
    setUser(null);
    setStatus('unauthenticated');
  }, []);

  const expired = useCallback(() => {
    if (!tokenRef.current) return;
    setExitReason('expired');
    endSession();
    toast.show({ type: 'warning', title: 'Session expired', message: 'Please sign in again to continue.', duration: 5000 });
    const here = locationRef.current;
    navigate('/admin/login', { replace: true, state: { from: here.pathname + here.search } satisfies FromState });
  }, [endSession, navigate, toast]);

  const request = useCallback(
    async <R extends ApiRoute>(route: R, ...[options]: CallArgs<R>): Promise<ResponseOf<R>> => {
      // The same options with the token added (the conditional option types cannot follow the spread).
      const signed = { ...options, headers: { ...options?.headers, ...bearer(tokenRef.current) } } as CallOptions<R>;
      try {
        return await call(route, ...([signed] as CallArgs<R>));
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) expired();
        throw err;
      }
    },
    [expired],
  );

  // Verify the stored token once, after mount (localStorage does not exist on the server).
  useEffect(() => {
    const token = readToken();
    if (!token) {
      setStatus('unauthenticated');
      return;
    }
    tokenRef.current = token;
    setUser(readUser());
    let cancelled = false;
    checkToken(token)
      .then((me) => {
        if (cancelled) return;
        saveUser(me);
        setUser(me);
        setStatus('authenticated');
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        endSession();
        if (err instanceof ApiError && err.status === 401) {
          setExitReason('expired');
          toast.show({ type: 'warning', title: 'Session expired', message: 'Please sign in again to continue.', duration: 5000 });
        }
      });
    return () => {
      cancelled = true;
    };
    // Runs once per mount; toast is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [endSession]);

  const startSession = useCallback((token: string, next: User) => {
    saveToken(token);
    saveUser(next);
    tokenRef.current = token;
    setUser(next);
    setExitReason(null);
    setStatus('authenticated');
  }, []);

  const login = useCallback(
    async (email: string, password: string, remember: boolean) => {
      const result = await logIn({ email, password, remember });
      if ('token' in result) startSession(result.token, result.user);
      return result;
    },
    [startSession],
  );

  const replaceToken = useCallback((token: string) => {
    saveToken(token);
    tokenRef.current = token;
  }, []);

  const refreshUser = useCallback(async () => {
    try {
      const me = await getMe(request);
      saveUser(me);
      setUser(me);
      return me;
    } catch {
      return null;
    }
  }, [request]);

  const logout = useCallback(async () => {
    try {
      await logOut(tokenRef.current);
    } catch {
      // The spec: a failed logout still clears the session.
    }
    setExitReason('logout');
    endSession();
    toast.show({ type: 'success', title: 'Logged out successfully', duration: 3000 });
    navigate('/admin/login', { replace: true });
  }, [endSession, navigate, toast]);

  const value = useMemo<AuthApi>(
    () => ({ status, exitReason, user, request, login, startSession, replaceToken, refreshUser, logout }),
    [status, exitReason, user, request, login, startSession, replaceToken, refreshUser, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
