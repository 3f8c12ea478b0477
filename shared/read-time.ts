import { LIMITS } from './constants.ts';

/** Minutes to read: words / 200 rounded up, at least 1. */
export function readTime(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / LIMITS.wordsPerMinute));
}
