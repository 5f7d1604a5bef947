import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from 'antd';

/** A screen in its own chunk, loaded when first opened (code split per route), with a skeleton meanwhile. */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Page: ComponentType = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <Page />
    </Suspense>
  );
}
