/** Display helpers of the admin screens (K/M with one decimal, relative ages). */

export function formatCount(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? parseCount(value) : (value ?? 0);
  if (!Number.isFinite(n) || n <= 0) return '0';
  if (n >= 1_000_000) return `${(n / 1_000_000).toFixed(1).replace(/\.0$/, '')}M`;
  if (n >= 1_000) return `${(n / 1_000).toFixed(1).replace(/\.0$/, '')}K`;
  return String(Math.round(n));
}

/** '1.2K' -> 1200, '3,400' -> 3400 (text counts from older data). */
function parseCount(text: string): number {
  const clean = text.replace(/,/g, '').trim();
  const k = /k$/i.test(clean);
  const n = parseFloat(clean);
  if (!Number.isFinite(n)) return 0;
  return k ? n * 1000 : n;
}

/** '+12%' -> 12. */
export function parsePercent(text: string | null | undefined): number {
  const n = parseFloat(String(text ?? '').replace('%', ''));
  return Number.isFinite(n) ? n : 0;
}

export function formatDate(iso: string | null | undefined, fallback = ''): string {
  if (!iso) return fallback;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return fallback;
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(iso: string | null | undefined, fallback = ''): string {
  if (!iso) return fallback;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return fallback;
  return d.toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

export function truncate(text: string | null | undefined, max: number): string {
  const clean = (text ?? '').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max).trimEnd()}...`;
}

export function splitTags(tags: string | null | undefined): string[] {
  return (tags ?? '')
    .split(',')
    .map((t) => t.trim().replace(/^#/, ''))
    .filter(Boolean);
}

/** For <input type="datetime-local">: local 'YYYY-MM-DDTHH:mm'. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Markdown source -> readable plain text for short previews (headings, emphasis, links, images). */
export function plainText(markdown: string | null | undefined): string {
  return (markdown ?? '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/(\*\*|__|\*|_|`)/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
