/**
 * Newsletters (/admin/newsletters): every issue, newest first, with its status and how its
 * recipients stand (sent, failed, waiting); New Newsletter starts a draft and opens it in the editor
 * (newsletter-editor-page.tsx). Below, the weekly digest: on or off, its day and hour (UTC), how
 * many items, when the next one goes out, and a preview of it as it would go out now.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { DigestState, Issue, MailPreview } from '../../../../../shared/api/newsletter.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { usePagedList } from '../lib/use-paged-list.ts';
import { messageOf } from '../lib/errors.ts';
import { formatDateTime } from '../lib/format.ts';
import { useAdminToast } from '../components/admin-toast.ts';
import { CheckboxField, SelectField } from '../components/fields.tsx';
import { MailIcon } from '../components/icons.tsx';
import { CreateButton, ListPagination, ListStates } from '../components/list-parts.tsx';
import { ListPage } from '../components/list-page.tsx';
import { Panel } from '../components/page-header.tsx';
import { EmptyState } from '../components/states.tsx';
import { Chip } from '../components/status-badge.tsx';
import { createIssue, getDigest, listIssues, previewDigest, saveDigest } from './api.ts';
import { MailPreviewModal } from './mail-preview.tsx';
import './newsletters.css';

const STATUS: Record<Issue['status'], { label: string; tone: 'grey' | 'blue' | 'amber' | 'green' | 'red' }> = {
  draft: { label: 'Draft', tone: 'grey' },
  scheduled: { label: 'Scheduled', tone: 'blue' },
  sending: { label: 'Sending', tone: 'amber' },
  sent: { label: 'Sent', tone: 'green' },
  cancelled: { label: 'Stopped', tone: 'red' },
};

export function issueStatus(issue: Pick<Issue, 'status' | 'kind' | 'counts'>) {
  if (issue.status === 'cancelled' && issue.kind === 'digest' && issue.counts.total === 0) return { label: 'Skipped: nothing new', tone: 'grey' as const };
  return STATUS[issue.status];
}

/** "1,204 sent · 3 failed" for an issue that went out, its date otherwise. */
function progress(issue: Issue): string {
  const c = issue.counts;
  if (issue.status === 'scheduled') return `Goes out ${formatDateTime(issue.scheduled_at)}`;
  if (c.total === 0) return `Last changed ${formatDateTime(issue.updated_at)}`;
  const parts = [`${c.sent.toLocaleString('en-US')} of ${c.total.toLocaleString('en-US')} sent`];
  if (c.failed) parts.push(`${c.failed} failed`);
  if (c.unknown) parts.push(`${c.unknown} unknown`);
  if (c.skipped) parts.push(`${c.skipped} skipped`);
  return parts.join(' · ');
}

export function NewslettersPage() {
  const { request } = useAuth();
  const toast = useAdminToast();
  const navigate = useNavigate();
  const issues = usePagedList({ load: (req, { page, limit }) => listIssues(req, { page, limit }), filters: {}, pageSize: 20, failed: 'Failed to fetch newsletters' });
  const [creating, setCreating] = useState(false);

  const create = async () => {
    setCreating(true);
    try {
      const draft = await createIssue(request, { subject: '', intro: '', items: [] });
      navigate(`/admin/newsletters/${draft.id}`);
    } catch (err) {
      toast.error('Could not start a newsletter', messageOf(err, 'Please try again.'));
      setCreating(false);
    }
  };

  return (
    <ListPage
      title="Newsletters"
      subtitle="Compose a newsletter from the newest stories and send it to your confirmed subscribers"
      icon={<MailIcon />}
      actions={<CreateButton label={creating ? 'Starting...' : 'New Newsletter'} onClick={() => void create()} />}
      states={{
        list: issues.list,
        loadingText: 'Loading newsletters...',
        errorTitle: 'Error loading newsletters',
        errorMessage: 'Failed to fetch newsletters',
        empty: issues.rows.length === 0 && <EmptyState title="No newsletters yet" text="Start one with New Newsletter: pick stories, add a few words, preview it, send." icon={<MailIcon size={28} />} />,
      }}
      pagination={<ListPagination page={issues.page} info={issues.pageInfo} onChange={issues.setPage} label="Newsletter pages" noun={(n) => `${n} ${n === 1 ? 'newsletter' : 'newsletters'}`} />}
      after={<DigestPanel />}
    >
      <ul className="adm-issue-list" aria-label="Newsletters">
        {issues.rows.map((issue) => {
          const status = issueStatus(issue);
          return (
            <li key={issue.id}>
              <Link to={`/admin/newsletters/${issue.id}`} className="adm-issue">
                <span className="adm-issue__subject">{issue.subject || 'Untitled draft'}</span>
                <span className="adm-issue__meta">
                  <Chip tone={status.tone}>{status.label}</Chip>
                  {issue.kind === 'digest' && <Chip tone="purple">Weekly digest</Chip>}
                  <span>{progress(issue)}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </ListPage>
  );
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function DigestPanel() {
  const { request } = useAuth();
  const digest = useLoad(() => getDigest(request), [request], 'Failed to fetch the digest settings');
  return (
    <Panel title="Weekly digest" subtitle="The newest stories of the week, sent by itself to the subscribers who want the digest.">
      <ListStates list={digest} loadingText="Loading..." errorMessage="Failed to fetch the digest settings" errorFirst>
        {digest.data && <DigestForm state={digest.data} onSaved={digest.setData} />}
      </ListStates>
    </Panel>
  );
}

function DigestForm({ state, onSaved }: { state: DigestState; onSaved: (s: DigestState) => void }) {
  const { request } = useAuth();
  const toast = useAdminToast();
  const [values, setValues] = useState({ enabled: state.enabled, weekday: state.weekday, hour: state.hour, max_items: state.max_items });
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<MailPreview | null>(null);
  const changed = values.enabled !== state.enabled || values.weekday !== state.weekday || values.hour !== state.hour || values.max_items !== state.max_items;

  const save = async () => {
    setBusy(true);
    try {
      const res = await saveDigest(request, values);
      onSaved(res.data);
      toast.success(res.message ?? 'Digest settings saved');
    } catch (err) {
      toast.error('The digest settings could not be saved', messageOf(err, 'Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const showPreview = async () => {
    try {
      setPreview(await previewDigest(request));
    } catch (err) {
      toast.error('No preview', messageOf(err, 'Please try again.'));
    }
  };

  return (
    <form
      className="adm-digest"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <CheckboxField label="Send the weekly digest" description="Weeks with nothing new are skipped." checked={values.enabled} onChange={(e) => setValues({ ...values, enabled: e.target.checked })} />
      <div className="adm-digest__when">
        <SelectField label="Day" value={String(values.weekday)} onChange={(e) => setValues({ ...values, weekday: Number(e.target.value) })} options={WEEKDAYS.map((d, i) => ({ value: String(i), label: d }))} />
        <SelectField
          label="Hour (UTC)"
          value={String(values.hour)}
          onChange={(e) => setValues({ ...values, hour: Number(e.target.value) })}
          options={Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00` }))}
        />
        <SelectField
          label="Stories"
          value={String(values.max_items)}
          onChange={(e) => setValues({ ...values, max_items: Number(e.target.value) })}
          options={[3, 4, 5, 6, 8, 10, 12].map((n) => ({ value: String(n), label: `Up to ${n}` }))}
        />
      </div>
      <p className="adm-muted">{state.next_at ? `Next digest: ${formatDateTime(state.next_at)}` : 'The digest is off.'}</p>
      <div className="adm-digest__actions">
        <button type="submit" className="adm-btn adm-btn--primary" disabled={busy || !changed}>
          Save digest settings
        </button>
        <button type="button" className="adm-btn adm-btn--secondary" onClick={() => void showPreview()}>
          Preview this week's digest
        </button>
      </div>
      <MailPreviewModal preview={preview} onClose={() => setPreview(null)} />
    </form>
  );
}
