import type { ReactNode } from 'react';
import { Empty } from 'antd';

/** Shown in a list whose call failed, under the error: a failure is not an empty list (issue 34). */
export const LIST_NOT_LOADED = 'The list could not be loaded.';

/** A Table's `locale`: the list's own empty text, or, when its call failed, that it could not be loaded. */
export function listLocale(emptyText: ReactNode, error: unknown) {
  return { emptyText: error ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={LIST_NOT_LOADED} /> : <Empty description={emptyText} /> };
}
