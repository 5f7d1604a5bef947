import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * The names of the records screens show, by path (`/system/webhooks/13` → "Rota feed"), for the shell's breadcrumbs:
 * a path segment that is an id says nothing to a person (issue 34). Created once here, so every remote writes the
 * store the shell reads.
 */
export const useCrumbNames = create<{ names: Record<string, string> }>(() => ({ names: {} }));

/** Names the record at `path` in the breadcrumbs once the screen knows it. */
export function useCrumbName(path: string, name: string | null | undefined): void {
  useEffect(() => {
    if (name && useCrumbNames.getState().names[path] !== name) useCrumbNames.setState((s) => ({ names: { ...s.names, [path]: name } }));
  }, [path, name]);
}
