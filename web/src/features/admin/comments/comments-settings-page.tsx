/**
 * Comment settings (/admin/comments/settings): how the site takes comments (live, held for review,
 * off), items with a setting of their own (found by title), the blocked words that hold a comment
 * for review, and the commenters staff trusted or blocked (forgotten with one click). GET/PUT
 * /api/comments/settings, /api/comments/items.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CommentItem, CommentMode, CommentSettings } from '../../../../../shared/api/comments.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { messageOf } from '../lib/errors.ts';
import { formatDate } from '../lib/format.ts';
import { useAdminToast } from '../components/admin-toast.ts';
import { SearchBox } from '../components/fields.tsx';
import { ArrowLeftIcon, SettingsIcon } from '../components/icons.tsx';
import { ListStates } from '../components/list-parts.tsx';
import { PageHeader, Panel } from '../components/page-header.tsx';
import { Chip } from '../components/status-badge.tsx';
import { forgetCommenter, getSettings, listItems, saveSettings, setItemMode } from './api.ts';
import './comments.css';

const MODES: { mode: CommentMode; label: string; description: string }[] = [
  { mode: 'held', label: 'Held for review', description: 'A comment appears once a moderator approves it (trusted commenters go live at once). The reader is told so.' },
  { mode: 'live', label: 'Live at once', description: 'A comment appears as soon as it is posted, unless it has a blocked word or several links: those wait for review.' },
  { mode: 'off', label: 'Off', description: 'Nobody can comment; the comments already published stay on the page.' },
];
const MODE_LABEL: Record<CommentMode, string> = { held: 'Held for review', live: 'Live at once', off: 'Off' };
const TYPE_LABEL: Record<CommentItem['type'], string> = { article: 'Article', video: 'Video', tvshow: 'TV Episode', podcast: 'Podcast' };

export function CommentsSettingsPage() {
  const { request } = useAuth();
  const settings = useLoad(() => getSettings(request), [request], 'Failed to fetch the comment settings');
  return (
    <div className="adm-page">
      <PageHeader
        title="Comment Settings"
        subtitle="How readers' comments are published, and the rules that hold them for review"
        icon={<SettingsIcon />}
        actions={
          <Link to="/admin/comments" className="adm-btn adm-btn--secondary">
            <ArrowLeftIcon size={16} /> Back to comments
          </Link>
        }
      />
      <ListStates list={settings} loadingText="Loading settings..." errorMessage="Failed to fetch the comment settings" errorFirst>
        {settings.data && <SettingsForms settings={settings.data} onSaved={(next) => settings.setData(next)} reload={settings.reload} />}
      </ListStates>
    </div>
  );
}

function SettingsForms({ settings, onSaved, reload }: { settings: CommentSettings; onSaved: (s: CommentSettings) => void; reload: () => void }) {
  const { request } = useAuth();
  const toast = useAdminToast();
  const [mode, setMode] = useState(settings.mode);
  const [words, setWords] = useState(settings.blocked_words.join('\n'));
  const [busy, setBusy] = useState(false);

  const save = async (body: Parameters<typeof saveSettings>[1], done: string) => {
    setBusy(true);
    try {
      const res = await saveSettings(request, body);
      onSaved(res.data);
      setWords(res.data.blocked_words.join('\n'));
      toast.success(done);
    } catch (err) {
      toast.error('The settings could not be saved', messageOf(err, 'Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const forget = async (id: string) => {
    try {
      const res = await forgetCommenter(request, id);
      toast.success(res.message);
      reload();
    } catch (err) {
      toast.error('Could not change the commenter', messageOf(err, 'Please try again.'));
    }
  };

  return (
    <>
      <Panel title="Comments on the site" subtitle="Items may have a setting of their own (below); an item whose editor turned comments off stays closed.">
        <form
          className="adm-comment-settings"
          onSubmit={(e) => {
            e.preventDefault();
            void save({ mode }, 'Comment setting saved');
          }}
        >
          <fieldset className="adm-comment-modes">
            <legend className="adm-sr-only">How comments are published</legend>
            {MODES.map((m) => (
              <label key={m.mode} className={`adm-comment-mode${mode === m.mode ? ' is-active' : ''}`}>
                <input type="radio" name="mode" value={m.mode} checked={mode === m.mode} onChange={() => setMode(m.mode)} className="adm-check__input" />
                <span className="adm-check__label">
                  <span className="adm-check__title">{m.label}</span>
                  <span className="adm-check__desc">{m.description}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div>
            <button type="submit" className="adm-btn adm-btn--primary" disabled={busy || mode === settings.mode}>
              Save setting
            </button>
          </div>
        </form>
      </Panel>

      <ItemModes siteMode={settings.mode} />

      <Panel title="Blocked words" subtitle="One word or phrase per line. A comment that uses one (in any case, as a whole word) waits for review, whoever wrote it.">
        <form
          className="adm-comment-settings"
          onSubmit={(e) => {
            e.preventDefault();
            void save({ blocked_words: words.split('\n') }, 'Blocked words saved');
          }}
        >
          <label htmlFor="blocked-words" className="adm-sr-only">
            Blocked words
          </label>
          <textarea id="blocked-words" className="adm-input adm-comment-words" rows={6} value={words} onChange={(e) => setWords(e.target.value)} placeholder={'e.g.\nfree money\ncasino'} />
          <div>
            <button type="submit" className="adm-btn adm-btn--primary" disabled={busy}>
              Save blocked words
            </button>
          </div>
        </form>
      </Panel>

      <Panel title="Trusted and blocked commenters" subtitle="By the name and e-mail they comment with. Trust or block someone from a comment of theirs.">
        {settings.authors.length === 0 ? (
          <p className="adm-muted">Nobody yet.</p>
        ) : (
          <ul className="adm-comment-rules">
            {settings.authors.map((a) => (
              <li key={a.id}>
                <Chip tone={a.rule === 'trusted' ? 'green' : 'red'}>{a.rule === 'trusted' ? 'Trusted' : 'Blocked'}</Chip>
                <span className="adm-comment__name">{a.name}</span>
                <span className="adm-muted">{a.email || 'no e-mail'}</span>
                <span className="adm-muted">since {formatDate(a.created_at)}</span>
                <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" onClick={() => void forget(a.id)}>
                  {a.rule === 'trusted' ? 'Stop trusting' : 'Unblock'}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}

/** Items with their own setting, and any item found by title to give one. */
function ItemModes({ siteMode }: { siteMode: CommentMode }) {
  const { request } = useAuth();
  const toast = useAdminToast();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const items = useLoad(() => listItems(request, q), [request, q, siteMode], 'Failed to fetch the items');

  const change = async (item: CommentItem, mode: CommentMode | 'default') => {
    try {
      const res = await setItemMode(request, item.id, mode);
      items.setData((old) => (old ?? []).map((i) => (i.id === item.id ? res.data : i)));
      toast.success(mode === 'default' ? `"${item.title}" follows the site's setting again` : `"${item.title}": ${MODE_LABEL[mode]}`);
    } catch (err) {
      toast.error('The setting could not be saved', messageOf(err, 'Please try again.'));
    }
  };

  return (
    <Panel title="Items with their own setting" subtitle={`Find an item to give it a setting of its own; the others follow the site's (${MODE_LABEL[siteMode]}).`}>
      <div className="adm-toolbar">
        <SearchBox label="Find an item by title" value={search} onChange={setSearch} placeholder="Find an item by title..." className="adm-toolbar__grow" />
      </div>
      <ListStates list={items} loadingText="Loading items..." errorMessage="Failed to fetch the items" errorFirst empty={items.data?.length === 0 && <p className="adm-muted">{q ? `No item's title has "${q}".` : 'Every item follows the site setting.'}</p>}>
        <ul className="adm-comment-items">
          {items.data?.map((item) => (
            <li key={item.id}>
              <span className="adm-comment-items__title">
                <Chip tone="grey">{TYPE_LABEL[item.type]}</Chip> {item.title}
                {!item.allow_comments && <span className="adm-muted"> · comments turned off in its editor</span>}
              </span>
              <label className="adm-sr-only" htmlFor={`mode-${item.id}`}>
                Comments on {item.title}
              </label>
              <select id={`mode-${item.id}`} className="adm-input adm-select" value={item.own ?? 'default'} onChange={(e) => void change(item, e.target.value as CommentMode | 'default')}>
                <option value="default">Site setting ({MODE_LABEL[siteMode]})</option>
                {MODES.map((m) => (
                  <option key={m.mode} value={m.mode}>
                    {m.label}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ul>
      </ListStates>
    </Panel>
  );
}
