/** Daily views (one row per item and UTC day) and how they grow between two periods. */
import { now } from '../../clock.ts';

/** 'YYYY-MM-DD' of the UTC day `daysBefore` days before today: the daily_views key. */
export function utcDay(daysBefore = 0): string {
  return new Date(now() - daysBefore * 86_400_000).toISOString().slice(0, 10);
}

/** Percent change between two periods as the admin screens show it ('+12%', '-5%', '0%'). */
export function growthRate(current: number, previous: number): string {
  if (previous === 0) return current > 0 ? '+100%' : '0%';
  const pct = Math.round(((current - previous) / previous) * 100);
  return pct > 0 ? `+${pct}%` : `${pct}%`;
}

/** Dashboard card change: the same text plus its direction (no change counts as an increase of 0%). */
export function periodChange(current: number, previous: number): { change: string; changeType: 'increase' | 'decrease' } {
  return { change: growthRate(current, previous), changeType: current < previous ? 'decrease' : 'increase' };
}
