import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

// jsdom (component tests) and old browsers have no matchMedia: motion stays on there.
const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined);

function subscribe(changed: () => void): () => void {
  const list = media();
  list?.addEventListener('change', changed);
  return () => list?.removeEventListener('change', changed);
}

/** Whether the person asked their system for less motion (WCAG 2.3.3); follows a change while the portal is open. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}
