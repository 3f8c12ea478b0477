/**
 * Downloads as the server counted them (GET /api/podcasts/downloads and /api/podcasts/:id/downloads),
 * never a typed number: the show's last 30 days with its most downloaded episodes (podcast screen),
 * and one episode's last 30 days (its page). Each panel loads on its own, so a failure here leaves
 * the rest of the screen as it is.
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../session/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { formatCount } from '../lib/format.ts';
import { DownloadIcon } from '../components/icons.tsx';
import { ListStates } from '../components/list-parts.tsx';
import { Panel } from '../components/page-header.tsx';
import { getEpisodeDownloads, getShowDownloads } from './api.ts';
import { DownloadsChart } from './downloads-chart.tsx';
import { groupDigits } from '../../../../../shared/words.ts';

const DAYS = 30;
const TOP_EPISODES = 5;
const TITLE = (
  <span className="adm-inline">
    <DownloadIcon /> Downloads, last {DAYS} days
  </span>
);
const COUNTED = 'Each listener counted once a day, from the podcast feed and the site';

function Totals({ items }: { items: [string, string, string?][] }) {
  return (
    <dl className="adm-dl-totals">
      {items.map(([label, value, note]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            {value}
            {note && <span className="adm-dl-totals__note">{note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function ShowDownloadsPanel() {
  const { request } = useAuth();
  const downloads = useLoad(() => getShowDownloads(request, DAYS), [request], 'Failed to fetch podcast downloads');
  const d = downloads.data;
  const top = d?.episodes.slice(0, TOP_EPISODES) ?? [];
  const most = top[0]?.downloads ?? 0;
  const topTitle = useId();
  return (
    <Panel title={TITLE} subtitle={COUNTED} className="adm-dl-panel">
      <ListStates list={downloads} loadingText="Loading downloads..." errorMessage="Failed to fetch podcast downloads" errorFirst>
        {d && (
          <div className="adm-dl-show">
            <div>
              <Totals
                items={[
                  [`Last ${DAYS} days`, groupDigits(d.window_total)],
                  ['Counted in all', groupDigits(d.total)],
                ]}
              />
              <DownloadsChart days={d.days} label={`Podcast downloads per day, last ${DAYS} days`} />
            </div>
            <section aria-labelledby={topTitle}>
              <h3 id={topTitle} className="adm-dl-top__title">
                Most downloaded episodes
              </h3>
              {top.length === 0 ? (
                <p className="adm-muted">No episode was downloaded in the last {DAYS} days.</p>
              ) : (
                <ol className="adm-dl-top">
                  {top.map((e) => (
                    <li key={e.id}>
                      <div className="adm-dl-top__row">
                        <Link to={`/admin/podcast/${e.id}`} className="adm-dl-top__link" title={e.title}>
                          {e.title}
                        </Link>
                        <span className="adm-dl-top__count">{formatCount(e.downloads)}</span>
                      </div>
                      <span className="adm-dl-top__bar" aria-hidden="true">
                        <span style={{ width: `${most ? Math.max(4, (e.downloads / most) * 100) : 0}%` }} />
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </div>
        )}
      </ListStates>
    </Panel>
  );
}

/**
 * `allTime` is the episode's `downloads`: the counted ones plus any figure carried over from before
 * downloads were counted per day, which the per-day answer cannot show.
 */
export function EpisodeDownloadsPanel({ id, allTime }: { id: string; allTime: number }) {
  const { request } = useAuth();
  const downloads = useLoad(() => getEpisodeDownloads(request, id, DAYS), [request, id], 'Failed to fetch episode downloads');
  const d = downloads.data;
  const carried = d ? allTime - d.total : 0;
  return (
    <Panel title={TITLE} subtitle={COUNTED} className="adm-dl-panel">
      <ListStates list={downloads} loadingText="Loading downloads..." errorMessage="Failed to fetch episode downloads" errorFirst>
        {d && (
          <>
            <Totals
              items={[
                [`Last ${DAYS} days`, groupDigits(d.window_total)],
                ['All time', groupDigits(Math.max(allTime, d.total)), carried > 0 ? `${groupDigits(carried)} from before daily counting` : undefined],
              ]}
            />
            <DownloadsChart days={d.days} label={`Downloads of this episode per day, last ${DAYS} days`} />
          </>
        )}
      </ListStates>
    </Panel>
  );
}
