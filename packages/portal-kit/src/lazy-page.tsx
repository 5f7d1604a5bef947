import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from 'antd';

const PageSkeleton = () => <Skeleton active paragraph={{ rows: 8 }} />;

/**
 * A screen in its own chunk, loaded when first rendered (code split per route), with a skeleton meanwhile: used as
 * the component it stands for (`const ListPage = lazyScreen(() => import('./list-page'), 'ListPage')`, then
 * `<ListPage key=… list={…} />`), so a remote's routes load only the page that is opened.
 */
export function lazyScreen<M, K extends keyof M & string>(load: () => Promise<M>, name: K): M[K] extends ComponentType<infer P> ? ComponentType<P> : never {
  type Props = Record<string, unknown>;
  const Screen = lazy(async () => ({ default: (await load())[name] as ComponentType<Props> }));
  function LazyScreen(props: Props) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <Screen {...props} />
      </Suspense>
    );
  }
  LazyScreen.displayName = `Lazy(${name})`;
  return LazyScreen as never;
}

/** A screen without props in its own chunk, as a route's element (see lazyScreen). */
export function lazyPage<M, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  const Page = lazyScreen(load, name) as ComponentType;
  return <Page />;
}
