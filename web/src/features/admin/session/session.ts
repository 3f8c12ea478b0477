/**
 * The stored staff session, under the spec's keys: the bearer token in localStorage 'auth_token',
 * the user in 'user_data'. Only called after mount (never during a server render), and every access
 * survives blocked storage (private mode) by acting as if nothing was stored.
 */
import { STORAGE_KEYS } from '../../../../../shared/constants.ts';
import type { User } from '../../../../../shared/api/auth.ts';

export function readToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

export function readUser(): User | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

export function saveToken(token: string) {
  try {
    localStorage.setItem(STORAGE_KEYS.token, token);
  } catch {
    // storage blocked: the session lasts as long as the page
  }
}

export function saveUser(user: User) {
  try {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  } catch {
    // ignore
  }
}

export function clearSession() {
  try {
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.user);
  } catch {
    // ignore
  }
}

export const bearer = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
