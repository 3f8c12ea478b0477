/**
 * Which archives to keep (BACKUP_KEEP): the newest archive of each of the last `daily` days,
 * `weekly` ISO weeks and `monthly` months that have one, plus the `last` newest; everything else
 * may go. The newest archive is always kept. Works on names alone (naming.ts), so the same rule
 * prunes the backup folder and the S3 copies.
 */
import type { KeepRule } from './backup-config.ts';
import { archiveTime } from './naming.ts';

const dayKey = (t: number) => new Date(t).toISOString().slice(0, 10);
const monthKey = (t: number) => new Date(t).toISOString().slice(0, 7);
/** The week (Monday to Sunday, as ISO 8601 counts them), named by its Monday. */
const weekKey = (t: number) => dayKey(t - ((new Date(t).getUTCDay() + 6) % 7) * 86_400_000);

/** The names among `names` (archive names; others are ignored) that `rule` does not keep. */
export function archivesToPrune(names: string[], rule: KeepRule): string[] {
  const dated = names
    .map((name) => ({ name, at: archiveTime(name) }))
    .filter((a): a is { name: string; at: number } => a.at !== null)
    .sort((a, b) => b.at - a.at || b.name.localeCompare(a.name)); // newest first
  const keep = new Set(dated.slice(0, Math.max(1, rule.last)).map((a) => a.name));
  const newestPer = (key: (t: number) => string, count: number) => {
    const seen = new Set<string>();
    for (const a of dated) {
      if (seen.size >= count) break;
      const k = key(a.at);
      if (seen.has(k)) continue;
      seen.add(k);
      keep.add(a.name);
    }
  };
  newestPer(dayKey, rule.daily);
  newestPer(weekKey, rule.weekly);
  newestPer(monthKey, rule.monthly);
  return dated.filter((a) => !keep.has(a.name)).map((a) => a.name);
}
