/**
 * Loads data for a screen: `loading` on first load, `error` text on failure, `reload()` to fetch
 * again (keeps the old data visible meanwhile). Stale answers of an earlier request are dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  reload: () => void;
  setData: (update: T | ((old: T | undefined) => T)) => void;
}

export function useLoad<T>(load: () => Promise<T>, deps: unknown[], fallbackError = 'Failed to load'): Loaded<T> {
  const [data, setDataState] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const seq = useRef(0);

  useEffect(() => {
    const mine = ++seq.current;
    setLoading(true);
    load()
      .then((value) => {
        if (mine !== seq.current) return;
        setDataState(value);
        setError(null);
      })
      .catch((err: unknown) => {
        if (mine !== seq.current) return;
        setError(err instanceof Error && err.message ? err.message : fallbackError);
      })
      .finally(() => {
        if (mine === seq.current) setLoading(false);
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  const setData = useCallback((update: T | ((old: T | undefined) => T)) => {
    setDataState((old) => (typeof update === 'function' ? (update as (o: T | undefined) => T)(old) : update));
  }, []);
  return { data, loading, error, reload, setData };
}
