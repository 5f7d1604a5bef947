import { useEffect, useMemo } from 'react';
import { useQueryParams } from '@firecrest/portal-kit';
import type { LmsFilters } from './lms-api';

const KEYS = ['filterText', 'fromDate', 'toDate', 'locationIds', 'page'] as const;

/**
 * Filters kept in the URL and saved per screen (§2.7 "the filter state is saved"): coming back to the screen
 * without a query restores the last one.
 */
export function useSavedFilters(storageKey: string) {
  const [params, set] = useQueryParams();
  useEffect(() => {
    if ([...params.keys()].length) return;
    const saved = new URLSearchParams(localStorage.getItem(storageKey) ?? '');
    if (saved.size) set(Object.fromEntries(KEYS.map((k) => [k, saved.getAll(k)])));
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
  return { filters, page, set, params };
}
