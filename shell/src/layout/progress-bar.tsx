import { useEffect, useMemo } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { create } from 'zustand';
import { useT } from '@firecrest/portal-kit';

const useProgressStore = create<{ active: number; start(): void; done(): void }>((set) => ({
  active: 0,
  start: () => set((s) => ({ active: s.active + 1 })),
  done: () => set((s) => ({ active: Math.max(0, s.active - 1) })),
}));

export function useProgress() {
  const start = useProgressStore((s) => s.start);
  const done = useProgressStore((s) => s.done);
  return useMemo(() => ({ start, done }), [start, done]);
}

/**
 * A thin bar at the top: starts when a navigation starts (or an area is being fetched) and completes when it
 * ends, is cancelled or fails (spec §9).
 */
export function ProgressBar() {
  const navigation = useNavigation();
  const location = useLocation();
  const active = useProgressStore((s) => s.active);
  const { start, done } = useProgress();
  const { t } = useT('shell');
  useEffect(() => {
    // a location change counts as a short navigation, finished once the new page has rendered
    start();
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      done();
    };
    const frame = requestAnimationFrame(finish);
    // Left before the frame came (a redirect at once): its start is still counted, so it ends here.
    return () => {
      cancelAnimationFrame(frame);
      finish();
    };
  }, [location.key, start, done]);
  const busy = active > 0 || navigation.state !== 'idle';
  return (
    <div
      role="progressbar"
      aria-label={t('common:loading')}
      aria-hidden={!busy}
      data-busy={busy}
      style={{
        position: 'fixed', top: 0, left: 0, height: 3, zIndex: 2000, background: '#b3261e',
        width: busy ? '80%' : '100%', opacity: busy ? 1 : 0,
        transition: busy ? 'width 2s ease-out' : 'width 0.2s, opacity 0.4s 0.2s',
      }}
    />
  );
}
