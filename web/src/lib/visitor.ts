/**
 * The anonymous visitor id sent as X-Visitor-Id with likes, so a reader who liked an article sees
 * Unlike after a reload. A random UUID kept in localStorage; nothing personal.
 */
import { STORAGE_KEYS } from '../../../shared/constants.ts';

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID only exists in secure contexts (https or localhost).
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function visitorId(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.visitorId);
    if (stored && /^[0-9a-f-]{36}$/i.test(stored)) return stored;
    const id = randomUuid();
    localStorage.setItem(STORAGE_KEYS.visitorId, id);
    return id;
  } catch {
    return randomUuid(); // storage blocked (private mode): likes still work for this page view
  }
}
