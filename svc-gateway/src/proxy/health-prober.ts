import type { InstancePool } from './instance-pool';

/** Half a second between probes and a second to answer: an instance that stops answering is out within 1.5 s. */
export const PROBE_INTERVAL_MS = 500;
export const PROBE_TIMEOUT_MS = 1_000;

export interface ProberOptions {
  /** Whether the instance at this URL answers. */
  probe: (url: string) => Promise<boolean>;
  intervalMs?: number;
  /** Called when an instance leaves or rejoins the rotation. */
  onChange?: (service: string, url: string, inRotation: boolean) => void;
}

/** `GET <instance>/healthz` answering 2xx within the timeout. */
export async function answersHealthz(url: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  try {
    const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Probes every instance of every pool on an interval and moves it in or out of its pool's rotation. A probe still
 * under way when the next is due is not doubled: a hung instance costs one open request, not one per tick.
 */
export function startProbing(pools: Iterable<InstancePool>, { probe, intervalMs = PROBE_INTERVAL_MS, onChange }: ProberOptions): () => void {
  const underway = new Set<string>();
  const targets = [...pools].flatMap((pool) => pool.urls.map((url) => ({ pool, url })));
  const tick = () => {
    for (const { pool, url } of targets) {
      const key = `${pool.service} ${url}`;
      if (underway.has(key)) continue;
      underway.add(key);
      void probe(url)
        .catch(() => false)
        .then((ok) => {
          if (stopped) return;
          const changed = ok ? pool.markIn(url) : pool.markOut(url);
          if (changed) onChange?.(pool.service, url, ok);
        })
        .finally(() => underway.delete(key));
    }
  };
  let stopped = false;
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
