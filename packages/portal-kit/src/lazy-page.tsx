import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';
import { Skeleton } from 'antd';
import { matchRoutes, type RouteObject } from 'react-router';

const PageSkeleton = () => <Skeleton active paragraph={{ rows: 8 }} />;

/** A lazy screen's component, with the way to load its chunk before it is rendered. */
type Preloadable = ComponentType<Record<string, unknown>> & { preload?: () => Promise<unknown> };

/**
 * A screen in its own chunk, loaded when first rendered (code split per route), with a skeleton meanwhile: used as
 * the component it stands for (`const ListPage = lazyScreen(() => import('./list-page'), 'ListPage')`, then
 * `<ListPage key=… list={…} />`), so a remote's routes load only the page that is opened. A screen preloaded
 * (`preloadRouteScreens`) before it is first shown renders at once, with its frame, without the skeleton's pass.
 */
export function lazyScreen<M, K extends keyof M & string>(load: () => Promise<M>, name: K): M[K] extends ComponentType<infer P> ? ComponentType<P> : never {
  type Props = Record<string, unknown>;
  let loaded: ComponentType<Props> | undefined;
  const loadScreen = () =>
    load().then((module) => {
      loaded = module[name] as ComponentType<Props>;
      return loaded;
    });
  const Screen = lazy(async () => ({ default: await loadScreen() }));
  function LazyScreen(props: Props) {
    // Decided once per mount: switching from the lazy to the loaded component later would mount the screen afresh.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<PageSkeleton />}>
        <Screen {...props} />
      </Suspense>
    );
  }
  LazyScreen.displayName = `Lazy(${name})`;
  LazyScreen.preload = loadScreen;
  return LazyScreen as never;
}

/** A screen without props in its own chunk, as a route's element (see lazyScreen). */
export function lazyPage<M, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  const Page = lazyScreen(load, name) as ComponentType;
  return <Page />;
}

/**
 * Starts loading the chunks of the lazy screens the routes show at `path` (relative to the routes' base), so a page
 * opened by its address arrives with the portal's frame rather than after it.
 */
export function preloadRouteScreens(routes: RouteObject[], path: string): Promise<unknown> {
  const screens = (matchRoutes(routes, path) ?? []).map((m) => (m.route.element as ReactElement | undefined)?.type as Preloadable | string | undefined);
  return Promise.all(screens.map((type) => (typeof type === 'function' ? type.preload?.() : undefined)));
}
