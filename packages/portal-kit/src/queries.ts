import { keepPreviousData, useMutation, type UseQueryResult } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { problemMessage } from './api-client';
import { showFieldErrors } from './form-errors';
import { queryClient, readQuery, sharedQuery } from './query-client';
import { useToast } from './toast';

/**
 * The portal's reads and writes go through TanStack Query, the screens calling `useQuery` and `useSave` themselves:
 *   const list = useQuery(read<Page<Row>>(url));      // list.data, list.isFetching, errorOf(list), list.refetch()
 *   const save = useSave({ save: (body) => api.post(url, body), invalidates: [url], saved: t('saved'), form });
 * The same URL asked by two components at once is one call; a dropped connection or an unreachable service is asked
 * again once (query-client.ts); a late answer of an older URL never overwrites a newer one.
 */

interface ReadOptions {
  /** Asks again every so many milliseconds while the screen is shown (a job's progress). */
  pollMs?: number;
}

/**
 * A screen's read of `url`: asked on every mount, forgotten once no screen shows it. `null`: nothing yet (a filter
 * not chosen). While another URL is asked, the answer of the one before stays shown (paging without a blank table).
 */
export function read<T>(url: string | null, { pollMs }: ReadOptions = {}) {
  return { ...readQuery<T>(url ?? ''), enabled: url !== null, placeholderData: keepPreviousData, refetchInterval: pollMs ?? (false as const) };
}

/** A lookup every screen shares (locations, reference lists, statuses): kept until a write invalidates it. */
export function lookup<T>(url: string | null) {
  return { ...sharedQuery<T>(url ?? ''), enabled: url !== null };
}

/** A read's failure as the sentence to show (its problem's), cleared while it is asked again. */
export const errorOf = (query: Pick<UseQueryResult, 'error' | 'isFetching'>): string | null =>
  query.error && !query.isFetching ? problemMessage(query.error) : null;

/** A GET answered once and shared (until invalidated), outside a component; a failure is not kept. */
export function fetchShared<T>(url: string): Promise<T> {
  return queryClient.fetchQuery(sharedQuery<T>(url));
}

/** Marks the answers whose URL starts with one of the prefixes as out of date: the ones shown are asked again. */
export function invalidate(...prefixes: string[]): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => prefixes.some((p) => String(query.queryKey[1]).startsWith(p)) });
}

export interface SaveOptions<V, R> {
  /** The write, through `api`. */
  save: (vars: V) => Promise<R>;
  /** The URL prefixes whose answers the write changes: asked again once it succeeded. */
  invalidates?: string[] | ((vars: V, result: R) => string[]);
  /** The toast once saved (none when absent or undefined). */
  saved?: string | ((result: R, vars: V) => string | undefined);
  /** The form whose fields show the refusal's field messages; what no field shows is toasted. */
  form?: FormInstance;
  /** Limits the field messages the form takes (the fields it has). */
  knownField?: (field: string) => boolean;
  onSaved?: (result: R, vars: V) => void;
  /** Answers true when it showed the failure itself (e.g. a confirmation to overrule a warning). */
  onFailed?: (error: unknown, vars: V) => boolean | void;
}

/**
 * The one save pattern: a mutation that, once the server accepted it, invalidates what it changed, toasts, and
 * calls back; refused, shows the problem's field messages on the form and toasts the rest. `save.mutate(body)`,
 * `save.isPending` for the button's spinner; `await save.mutateAsync(body)` rejects on a refusal already shown.
 */
export function useSave<V = void, R = unknown>(options: SaveOptions<V, R>) {
  const toast = useToast();
  return useMutation<R, unknown, V>(
    {
      mutationFn: options.save,
      onSuccess: async (result, vars) => {
        const prefixes = typeof options.invalidates === 'function' ? options.invalidates(vars, result) : (options.invalidates ?? []);
        if (prefixes.length) void invalidate(...prefixes);
        const saved = typeof options.saved === 'function' ? options.saved(result, vars) : options.saved;
        if (saved) toast.success(saved);
        options.onSaved?.(result, vars);
      },
      onError: (error, vars) => {
        if (options.onFailed?.(error, vars)) return;
        if (options.form && showFieldErrors(options.form, error, options.knownField)) return;
        toast.error(problemMessage(error));
      },
    },
    queryClient,
  );
}
