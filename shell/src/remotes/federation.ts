import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router';
import { loadRuntimeConfig } from '@firecrest/portal-kit';

export type RemoteName = 'mf_system' | 'mf_training' | 'mf_personnel';
/** What each remote exposes as `./routes`: route objects per area prefix it owns, relative to that prefix. */
export type AreaRoutes = Record<string, RouteObject[]>;

/**
 * Reads the run-time config (/config.json: where the remotes live, the default language) and registers the remotes'
 * manifests; nothing is fetched until an area is opened. Without the config the shell still works; each area shows
 * its "not available" panel.
 */
export async function registerAreaRemotes(): Promise<void> {
  const { remotes = {} } = await loadRuntimeConfig();
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

export async function loadAreaRoutes(remote: RemoteName): Promise<AreaRoutes> {
  const module = await loadRemote<{ routes: AreaRoutes }>(`${remote}/routes`);
  if (!module?.routes) throw new Error(`${remote} exposes no routes`);
  return module.routes;
}
