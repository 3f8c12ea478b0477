/**
 * Downloads per day as small bars (oldest left), for the podcast screen and an episode's page.
 * Screen readers get one sentence (total, period, best day) instead of thirty bars, and everyone
 * can open the same figures as a table.
 */
import type { DownloadDay } from '../../../../../shared/api/podcasts.ts';
import { formatDate } from '../../../../../shared/format.ts';
import { countOf, groupDigits } from '../../../../../shared/words.ts';

/** 'Nov 1' (or 'Nov 1, 2026') for a UTC day 'YYYY-MM-DD' (the server counts days in UTC). */
const dayLabel = (date: string, year = false) => formatDate(`${date}T00:00:00Z`, { year });

const plural = (n: number) => countOf(n, 'download');

export function DownloadsChart({ days, label }: { days: DownloadDay[]; label: string }) {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return <p className="adm-muted">No days to show.</p>;
  const total = days.reduce((sum, d) => sum + d.downloads, 0);
  const peak = days.reduce((best, d) => (d.downloads > best.downloads ? d : best), first);
  const max = peak.downloads;
  const summary = `${label}: ${plural(total)} from ${dayLabel(first.date)} to ${dayLabel(last.date, true)}${
    max > 0 ? `, most on ${dayLabel(peak.date)} (${plural(max)})` : ''
  }`;

  return (
    <figure className="adm-bars">
      <div className="adm-bars__chart">
        <div className="adm-bars__scale" aria-hidden="true">
          <span>{groupDigits(max)}</span>
          <span>0</span>
        </div>
        <div className="adm-bars__plot" role="img" aria-label={summary}>
          {days.map((d) => (
            <span key={d.date} className="adm-bars__col" title={`${dayLabel(d.date)}: ${plural(d.downloads)}`}>
              <span className={`adm-bars__bar${d.downloads === 0 ? ' is-zero' : ''}`} style={max > 0 && d.downloads > 0 ? { height: `${(d.downloads / max) * 100}%` } : undefined} />
            </span>
          ))}
        </div>
      </div>
      <div className="adm-bars__axis" aria-hidden="true">
        <span>{dayLabel(first.date)}</span>
        <span>{dayLabel(last.date)}</span>
      </div>
      <details className="adm-bars__details">
        <summary>Show the figures as a table</summary>
        {/* Scrolls on its own: focusable so a keyboard can scroll it too. */}
        <div className="adm-bars__table-wrap" tabIndex={0} role="region" aria-label={`${label}, table`}>
          <table className="adm-table adm-bars__table">
            <caption className="adm-sr-only">{label}</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Downloads</th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((d) => (
                <tr key={d.date}>
                  <td>{dayLabel(d.date, true)}</td>
                  <td>{groupDigits(d.downloads)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
