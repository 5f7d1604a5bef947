import type { ReactNode } from 'react';
import { Empty } from 'antd';
import { i18n } from './i18n/i18n';

/**
 * A Table's `locale`: the list's own empty text, or, when its call failed, that it could not be loaded (a failure is
 * not an empty list, issue 34), in the language in force.
 */
export function listLocale(emptyText: ReactNode, error: unknown) {
  return { emptyText: error ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={i18n.t('common:list.notLoaded')} /> : <Empty description={emptyText} /> };
}
