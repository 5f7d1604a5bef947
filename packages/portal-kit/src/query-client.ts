import { QueryClient } from '@tanstack/react-query';
import { api, isServerDown } from './api-client';

/**
 * The portal's one query client (TanStack Query): portal-kit is a Module Federation singleton, so the shell and the
 * three remotes share it and its cache. Hooks pass it explicitly, so a page needs no provider around it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A call that got no answer, or a gateway that could not reach its service, is asked once more; a refusal is not.
      retry: (failures, error) => failures < 1 && isServerDown(error),
      retryDelay: 300,
      refetchOnWindowFocus: false,
    },
  },
});

/** A GET's key in the cache: the method and the URL with its query string. */
export const queryKeyOf = (url: string) => ['GET', url] as const;

const get = <T>(url: string) => api.get<T>(url).then((r) => r.data);

/** A screen's read: asked on every mount and forgotten once no screen shows it, as the screens had it before. */
export const readQuery = <T>(url: string) => ({ queryKey: queryKeyOf(url), queryFn: () => get<T>(url), staleTime: 0, gcTime: 0 });

/** A lookup every screen shares (locations, reference lists): kept until invalidated. */
export const sharedQuery = <T>(url: string) => ({ queryKey: queryKeyOf(url), queryFn: () => get<T>(url), staleTime: Infinity, gcTime: Infinity });
