import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** A change of query parameters: a value sets it, a list repeats it, null or '' removes it. */
export type QueryChanges = Record<string, string | string[] | null>;

/** `base` with `changes` applied (a new object; `base` is left as it is). */
export function withQueryChanges(base: URLSearchParams, changes: QueryChanges): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const [key, value] of Object.entries(changes)) {
    next.delete(key);
    if (Array.isArray(value)) value.forEach((v) => next.append(key, v));
    else if (value !== null && value !== '') next.set(key, value);
  }
  return next;
}

/**
 * A screen's state kept in its URL (filters, sort, page), changed in place of the history entry.
 * react-router's own functional update builds on the params of the last render, so two changes before the next
 * render (two fields filled at once, a debounced search landing after a filter change) kept only the second one;
 * here each change builds on the one before it until the URL has rendered.
 */
export function useQueryParams(): [URLSearchParams, (changes: QueryChanges) => void] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  const pending = useRef<URLSearchParams | null>(null);
  latest.current = params;
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const set = useCallback(
    (changes: QueryChanges) => {
      const base = pending.current ?? latest.current;
      const next = withQueryChanges(base, changes);
      // Nothing changed: no navigation. A list's debounced search writes its (unchanged) text once after it mounts;
      // landing as another page is opened, that replace took the new page's address back to the list's.
      if (next.toString() === base.toString()) return;
      pending.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return [params, set];
}
