/**
 * Page data. On the server the loaders in server/ssr fill a map keyed by section ('home:main',
 * 'article:<id>', ...); the same map is embedded in the page as JSON, and the first render in the
 * browser reads it instead of calling the API, so hydration matches the server HTML exactly and no
 * request is repeated. Later client-side navigations fetch through the API.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

type Cache = Map<string, unknown>;
const DataContext = createContext<Cache>(new Map());

export function DataProvider({ initial, children }: { initial: Record<string, unknown>; children: ReactNode }) {
  const [cache] = useState<Cache>(() => new Map(Object.entries(initial)));
  return <DataContext.Provider value={cache}>{children}</DataContext.Provider>;
}

export type Loaded<T> =
  | { status: 'loading'; data?: undefined; reload: () => void; set: (data: T) => void }
  | { status: 'ready'; data: T; reload: () => void; set: (data: T) => void }
  | { status: 'error'; data?: undefined; error: unknown; reload: () => void; set: (data: T) => void };

type State<T> = { key: string; status: 'loading' } | { key: string; status: 'ready'; data: T } | { key: string; status: 'error'; error: unknown };

/**
 * Data for `key`: the server-provided value when there is one (first render only), otherwise
 * `load()` runs in the browser. Changing the key (another article) loads again.
 */
export function useLoader<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const cache = useContext(DataContext);
  const [state, setState] = useState<State<T>>(() =>
    cache.has(key) ? { key, status: 'ready', data: cache.get(key) as T } : { key, status: 'loading' },
  );
  const [nonce, setNonce] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (nonce === 0 && cache.has(key)) {
      // Server data used once: a later visit to the same page fetches fresh data.
      const data = cache.get(key) as T;
      cache.delete(key);
      setState((s) => (s.key === key && s.status === 'ready' ? s : { key, status: 'ready', data }));
      return;
    }
    const controller = new AbortController();
    setState((s) => (s.key === key && s.status === 'ready' && nonce === 0 ? s : { key, status: 'loading' }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [key, nonce, cache]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const set = useCallback((data: T) => setState({ key, status: 'ready', data }), [key]);

  // A new key renders as loading right away, never with the previous page's data.
  if (state.key !== key) return { status: 'loading', reload, set };
  if (state.status === 'ready') return { status: 'ready', data: state.data, reload, set };
  if (state.status === 'error') return { status: 'error', error: state.error, reload, set };
  return { status: 'loading', reload, set };
}
