import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router';
import { preloadRouteScreens, type RuntimeConfig } from '@firecrest/portal-kit';

export type RemoteName = 'mf_system' | 'mf_training' | 'mf_personnel';
/** What each remote exposes as `./routes`: route objects per area prefix it owns, relative to that prefix. */
export type AreaRoutes = Record<string, RouteObject[]>;

/** Which remote owns which top-level path (the route map of public-api-and-application.md §2.2–2.6); titles are catalogue keys. */
export const AREAS: { prefix: string; remote: RemoteName; title: string }[] = [
  { prefix: 'system', remote: 'mf_system', title: 'area.system' },
  { prefix: 'admin', remote: 'mf_system', title: 'area.admin' },
  { prefix: 'training', remote: 'mf_training', title: 'area.training' },
  { prefix: 'training-planner', remote: 'mf_training', title: 'area.trainingPlanner' },
  { prefix: 'training-content', remote: 'mf_training', title: 'area.trainingContent' },
  { prefix: 'training-resources', remote: 'mf_training', title: 'area.trainingResources' },
  { prefix: 'competency', remote: 'mf_training', title: 'area.competency' },
  { prefix: 'callout', remote: 'mf_training', title: 'area.callout' },
  { prefix: 'reporting', remote: 'mf_training', title: 'area.reporting' },
  { prefix: 'personnel', remote: 'mf_personnel', title: 'area.personnel' },
  { prefix: 'competency-status', remote: 'mf_personnel', title: 'area.competencyStatus' },
  { prefix: 'notifications', remote: 'mf_system', title: 'area.notifications' },
];

/**
 * Registers the remotes' manifests named by the run-time config (/config.json: where the remotes live); nothing is
 * fetched until an area is opened. Without the config the shell still works; each area shows its "not available"
 * panel.
 */
export function registerAreaRemotes({ remotes = {} }: RuntimeConfig): void {
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

const loading = new Map<RemoteName, Promise<AreaRoutes>>();
const loaded = new Map<RemoteName, AreaRoutes>();

/** A remote's routes, loaded once (a failed load is asked again next time). */
export function loadAreaRoutes(remote: RemoteName): Promise<AreaRoutes> {
  let routes = loading.get(remote);
  if (!routes) {
    routes = loadRemote<{ routes: AreaRoutes }>(`${remote}/routes`).then((module) => {
      if (!module?.routes) throw new Error(`${remote} exposes no routes`);
      loaded.set(remote, module.routes);
      return module.routes;
    });
    routes.catch(() => loading.delete(remote));
    loading.set(remote, routes);
  }
  return routes;
}

/** A remote's routes if already loaded (to render them at once). */
export const loadedAreaRoutes = (remote: RemoteName): AreaRoutes | null => loaded.get(remote) ?? null;

/**
 * Starts loading the remote that owns the address the portal opens with, and the page it shows there, so their files
 * arrive while the shell renders its frame and asks who is signed in, not after.
 */
export async function preloadAreaOf(pathname: string): Promise<void> {
  const [, prefix = '', ...rest] = pathname.split('/');
  const area = AREAS.find((a) => a.prefix === prefix);
  if (!area) return;
  await loadAreaRoutes(area.remote)
    .then((routes) => preloadRouteScreens(routes[prefix] ?? [], `/${rest.join('/')}`))
    .catch(() => undefined);
}
