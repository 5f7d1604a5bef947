import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router';

export type RemoteName = 'mf_system' | 'mf_training' | 'mf_personnel';
/** What each remote exposes as `./routes`: route objects per area prefix it owns, relative to that prefix. */
export type AreaRoutes = Record<string, RouteObject[]>;

/** Reads where the remotes live (/config.json) and registers their manifests; nothing is fetched until an area is opened. */
export async function registerAreaRemotes(): Promise<void> {
  try {
    const response = await fetch('/config.json', { cache: 'no-cache' });
    const { remotes } = (await response.json()) as { remotes: Record<RemoteName, string> };
    registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  } catch {
    // Without the config the shell still works; each area shows its "not available" panel.
  }
}

export async function loadAreaRoutes(remote: RemoteName): Promise<AreaRoutes> {
  const module = await loadRemote<{ routes: AreaRoutes }>(`${remote}/routes`);
  if (!module?.routes) throw new Error(`${remote} exposes no routes`);
  return module.routes;
}
