import { useCallback } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { problemMessage } from './api-client';
import { queryClient, queryKeyOf, readQuery, sharedQuery } from './query-client';

/** A GET answered once and shared (until invalidated); a failure is not kept, so the next caller asks again. */
export function fetchShared<T>(url: string): Promise<T> {
  return queryClient.fetchQuery(sharedQuery<T>(url));
}

/** Marks the answers whose URL starts with the prefix as out of date (after a write to that list): shown ones are asked again. */
export function invalidateShared(prefix: string) {
  void queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[1]).startsWith(prefix) });
}

export interface Fetched<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  reload(): void;
}

export interface FetchedOptions {
  /** Answers kept for every screen until invalidated (lookups: locations, reference lists). */
  shared?: boolean;
  /** Asks again every so many milliseconds while the screen is shown. */
  pollMs?: number;
}

/**
 * GETs `url` through the portal's query client (TanStack Query): the same URL asked by two components at once is one
 * call, a dropped connection or an unreachable service is asked again once, a late answer of an older URL never
 * overwrites a newer one. `null`: nothing, and no earlier answer either. While another URL is asked, the answer of
 * the one before stays shown.
 */
export function useFetched<T>(url: string | null, { shared = false, pollMs }: FetchedOptions = {}): Fetched<T> {
  const query = useQuery<T>(
    {
      ...(shared ? sharedQuery<T>(url ?? '') : readQuery<T>(url ?? '')),
      queryKey: queryKeyOf(url ?? ''),
      enabled: url !== null,
      placeholderData: keepPreviousData,
      refetchInterval: pollMs ?? false,
    },
    queryClient,
  );
  const { refetch } = query;
  const reload = useCallback(() => {
    if (url) void refetch();
  }, [url, refetch]);
  if (url === null) return { data: undefined, loading: false, error: null, reload };
  return {
    data: query.data,
    loading: query.isFetching,
    // As the screens had it: an error is cleared when the URL is asked again.
    error: query.error && !query.isFetching ? problemMessage(query.error) : null,
    reload,
  };
}
