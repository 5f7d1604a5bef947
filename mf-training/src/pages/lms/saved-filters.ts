import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { LmsFilters } from './lms-api';

const KEYS = ['filterText', 'fromDate', 'toDate', 'locationIds', 'page'] as const;

/**
 * Filters kept in the URL and saved per screen (§2.7 "the filter state is saved"): coming back to the screen
 * without a query restores the last one.
 */
export function useSavedFilters(storageKey: string) {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if ([...params.keys()].length) return;
    const saved = localStorage.getItem(storageKey);
    if (saved) setParams(new URLSearchParams(saved), { replace: true });
    // Only on arrival.
  }, []);
  useEffect(() => {
    const kept = new URLSearchParams();
    for (const k of KEYS) params.getAll(k).forEach((v) => kept.append(k, v));
    localStorage.setItem(storageKey, kept.toString());
  }, [params, storageKey]);
  const filters: LmsFilters = useMemo(
    () => ({
      filterText: params.get('filterText') ?? undefined,
      fromDate: params.get('fromDate') ?? undefined,
      toDate: params.get('toDate') ?? undefined,
      locationIds: params.getAll('locationIds').map(Number).filter(Boolean),
    }),
    [params],
  );
  const page = Number(params.get('page') ?? 0);
  const set = (changes: Record<string, string | string[] | null>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(changes)) {
          next.delete(k);
          if (Array.isArray(v)) v.forEach((x) => next.append(k, x));
          else if (v !== null && v !== '') next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );
  return { filters, page, set, params };
}
