import { useQuery } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { errorOf, invalidate, lookup, read } from './queries';

// Being replaced by `useQuery(read(url))` and `useSave` (queries.ts) screen by screen; removed once none is left.

export const invalidateShared = (prefix: string) => void invalidate(prefix);

export interface Fetched<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  reload(): void;
}

export function useFetched<T>(url: string | null, { shared = false, pollMs }: { shared?: boolean; pollMs?: number } = {}): Fetched<T> {
  const query = useQuery<T>(shared ? lookup<T>(url) : read<T>(url, { pollMs }), queryClient);
  return { data: query.data, loading: url !== null && query.isFetching, error: url === null ? null : errorOf(query), reload: () => void (url && query.refetch()) };
}
