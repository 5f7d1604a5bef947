import { useCallback, useEffect, useRef, useState } from 'react';
import { api, problemMessage } from './api-client';

/** Answers of GETs shared by every screen until invalidated (lookups: locations, reference lists). */
const kept = new Map<string, Promise<unknown>>();

/** A GET answered once and shared; a failure is forgotten so the next caller asks again. */
export function fetchShared<T>(url: string): Promise<T> {
  let answer = kept.get(url) as Promise<T> | undefined;
  if (!answer) {
    answer = api.get<T>(url).then((r) => r.data);
    answer.catch(() => kept.delete(url));
    kept.set(url, answer);
  }
  return answer;
}

/** Forgets shared answers whose URL starts with the prefix (after a write to that list). */
export function invalidateShared(prefix: string) {
  for (const url of kept.keys()) if (url.startsWith(prefix)) kept.delete(url);
}

export interface Fetched<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  reload(): void;
}

/**
 * GETs `url` (null: nothing, and no earlier answer either) and re-fetches when it changes; `shared` answers come from fetchShared. A late answer
 * of an older URL never overwrites a newer one.
 */
export function useFetched<T>(url: string | null, { shared = false } = {}): Fetched<T> {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: string | null }>({ data: undefined, loading: Boolean(url), error: null });
  const [tick, setTick] = useState(0);
  const latest = useRef(0);
  useEffect(() => {
    const call = ++latest.current;
    // No URL (filters the screen refused): nothing is shown, rather than the answer of the filters before.
    if (!url) return setState({ data: undefined, loading: false, error: null });
    setState((s) => ({ ...s, loading: true, error: null }));
    (shared ? fetchShared<T>(url) : api.get<T>(url).then((r) => r.data))
      .then((data) => call === latest.current && setState({ data, loading: false, error: null }))
      .catch((e) => call === latest.current && setState((s) => ({ ...s, loading: false, error: problemMessage(e) })));
  }, [url, shared, tick]);
  const reload = useCallback(() => {
    if (url && shared) invalidateShared(url);
    setTick((t) => t + 1);
  }, [url, shared]);
  return { ...state, reload };
}
