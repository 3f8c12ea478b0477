/**
 * A subscriber's pages, opened from the links in our mails. The token is in the address's fragment
 * (#token=...), which the browser never sends: the server renders the same page for everyone (and a
 * link checker fetching it changes nothing), and this page makes the call once it runs.
 * - /newsletter/confirm: confirms the subscription (double opt-in), then offers the preferences.
 * - /newsletter/unsubscribe: unsubscribes at once (one click from the mail), with a way back.
 *   From a List-Unsubscribe address opened in a browser (#u=...&k=...), unsubscribes the same way.
 * - /newsletter/preferences: which newsletters (the newsroom's, the weekly digest), or none.
 */
import '../../styles/inner-pages.css';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Preferences } from '../../../../shared/api/newsletter.ts';
import { TOKEN_HEADER } from '../../../../shared/api/newsletter.ts';
import { useSiteName } from '../../lib/site.tsx';
import { ApiError, call } from '../../lib/api-client.ts';
import { useHead } from '../../lib/head.tsx';
import './newsletter.css';

type Page = 'confirm' | 'unsubscribe' | 'preferences';
const TITLES: Record<Page, string> = { confirm: 'Confirm your subscription', unsubscribe: 'Unsubscribe', preferences: 'Newsletter preferences' };

type State = { step: 'working' } | { step: 'done'; prefs?: Preferences; message: string } | { step: 'failed'; message: string };

/** The token (or the List-Unsubscribe pair) in the fragment. */
function fragment(hash: string): { token?: string; u?: string; k?: string } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { token: params.get('token') ?? undefined, u: params.get('u') ?? undefined, k: params.get('k') ?? undefined };
}

const failure = (err: unknown) => (err instanceof ApiError ? err.message : 'Something went wrong. Please check your connection and try again.');

const unsubscribedFromAll = (siteName: string) => `You have been unsubscribed from every ${siteName} newsletter.`;

const preferencesPath = (token: string) => `/newsletter/preferences#token=${encodeURIComponent(token)}`;

export function NewsletterPage() {
  const { pathname, hash } = useLocation();
  const page = (pathname.split('/')[2] ?? 'preferences') as Page;
  useHead({ title: TITLES[page] ?? TITLES.preferences, noindex: true });
  const siteName = useSiteName();
  const [state, setState] = useState<State>({ step: 'working' });

  useEffect(() => {
    const { token, u, k } = fragment(hash);
    if (!token && !(u && k)) {
      setState({ step: 'failed', message: 'This page opens from the link in one of our mails: please use that link.' });
      return;
    }
    let live = true;
    const settle = (next: State) => live && setState(next);
    const work = async (): Promise<State> => {
      if (page === 'confirm') {
        const res = await call('POST /public/newsletter/confirm', { body: { token: token ?? '' } });
        return { step: 'done', prefs: res.data, message: "You're subscribed. Thank you!" };
      }
      if (page === 'unsubscribe') {
        if (!token) {
          await call('POST /public/newsletter/one-click', { query: { u: u!, token: k! } });
          return { step: 'done', message: unsubscribedFromAll(siteName) };
        }
        const res = await call('POST /public/newsletter/unsubscribe', { body: { token } });
        return { step: 'done', prefs: res.data, message: unsubscribedFromAll(siteName) };
      }
      const res = await call('GET /public/newsletter/preferences', { headers: { [TOKEN_HEADER]: token ?? '' } });
      return { step: 'done', prefs: res.data, message: '' };
    };
    setState({ step: 'working' });
    work().then(settle, (err: unknown) => settle({ step: 'failed', message: failure(err) }));
    return () => {
      live = false;
    };
  }, [page, hash, siteName]);

  return (
    <div className="container container--narrow page newsletter-page">
      <header className="page-header">
        <p className="eyebrow">Newsletter</p>
        <h1>{TITLES[page] ?? TITLES.preferences}</h1>
      </header>
      <div className="newsletter-card" aria-live="polite">
        {state.step === 'working' && <p className="muted">{page === 'unsubscribe' ? 'Unsubscribing...' : page === 'confirm' ? 'Confirming...' : 'Loading your preferences...'}</p>}
        {state.step === 'failed' && (
          <Notice tone="error">
            <p>{state.message}</p>
            <p>
              To subscribe, use the newsletter box at the bottom of any page. <Link to="/">Go to the home page</Link>
            </p>
          </Notice>
        )}
        {state.step === 'done' && page === 'preferences' && state.prefs && <PreferencesForm initial={state.prefs} />}
        {state.step === 'done' && page !== 'preferences' && (
          <Notice tone="success">
            <p className="newsletter-card__lead">{state.message}</p>
            {state.prefs && page === 'confirm' && (
              <p>
                Our newsletters will come to <strong>{state.prefs.email}</strong>. <Link to={preferencesPath(state.prefs.token)}>Choose which ones</Link>
              </p>
            )}
            {state.prefs && page === 'unsubscribe' && <Resubscribe prefs={state.prefs} />}
            {!state.prefs && <p>Changed your mind? Use the newsletter box at the bottom of any page to subscribe again.</p>}
          </Notice>
        )}
      </div>
    </div>
  );
}

function Notice({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return <div className={`newsletter-notice newsletter-notice--${tone}`}>{children}</div>;
}

/** After unsubscribing from a mail's link: one click back (the link proved the mailbox), or finer choices. */
function Resubscribe({ prefs }: { prefs: Preferences }) {
  const [state, setState] = useState<'idle' | 'busy' | 'back' | string>('idle');
  const back = async () => {
    setState('busy');
    try {
      await call('PUT /public/newsletter/preferences', { body: { token: prefs.token, newsroom: true, digest: true } });
      setState('back');
    } catch (err) {
      setState(failure(err));
    }
  };
  if (state === 'back') return <p role="status">Welcome back: you are subscribed again at {prefs.email}.</p>;
  return (
    <>
      <p>
        No more mails will come to <strong>{prefs.email}</strong>. Unsubscribed by mistake?
      </p>
      <div className="newsletter-card__actions">
        <button type="button" className="btn btn--primary" onClick={() => void back()} disabled={state === 'busy'}>
          {state === 'busy' ? 'Subscribing...' : 'Subscribe again'}
        </button>
        <Link to={preferencesPath(prefs.token)} className="btn btn--outline">
          Choose your newsletters
        </Link>
      </div>
      {state !== 'idle' && state !== 'busy' && <p className="field__error">{state}</p>}
    </>
  );
}

const LISTS = [
  { key: 'newsroom', label: 'The newsletter', description: 'Our best stories, chosen and introduced by the newsroom.' },
  { key: 'digest', label: 'The weekly digest', description: 'The newest articles, videos and episodes of the week.' },
] as const;

function PreferencesForm({ initial }: { initial: Preferences }) {
  const [prefs, setPrefs] = useState(initial);
  const [wanted, setWanted] = useState({ newsroom: initial.status === 'active' && initial.newsroom, digest: initial.status === 'active' && initial.digest });
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const siteName = useSiteName();

  const save = async (next: { newsroom: boolean; digest: boolean }) => {
    setBusy(true);
    setMessage('');
    try {
      const res = await call('PUT /public/newsletter/preferences', { body: { token: prefs.token, ...next } });
      setPrefs(res.data);
      setWanted({ newsroom: res.data.status === 'active' && res.data.newsroom, digest: res.data.status === 'active' && res.data.digest });
      setMessage(res.data.status === 'active' ? 'Your preferences are saved.' : unsubscribedFromAll(siteName));
    } catch (err) {
      setMessage(failure(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="newsletter-prefs"
      onSubmit={(e) => {
        e.preventDefault();
        void save(wanted);
      }}
    >
      <p>
        For <strong>{prefs.email}</strong>: {prefs.status === 'active' ? 'subscribed.' : 'not subscribed at the moment.'}
      </p>
      <fieldset>
        <legend>Send me</legend>
        {LISTS.map((list) => (
          <label key={list.key} className="newsletter-prefs__choice">
            <input type="checkbox" checked={wanted[list.key]} onChange={(e) => setWanted({ ...wanted, [list.key]: e.target.checked })} />
            <span>
              <strong>{list.label}</strong>
              <span className="muted">{list.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="newsletter-card__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Saving...' : 'Save preferences'}
        </button>
        {prefs.status === 'active' && (
          <button type="button" className="btn btn--outline" disabled={busy} onClick={() => void save({ newsroom: false, digest: false })}>
            Unsubscribe from all
          </button>
        )}
      </div>
      <p role="status" className="newsletter-prefs__message">
        {message}
      </p>
    </form>
  );
}
