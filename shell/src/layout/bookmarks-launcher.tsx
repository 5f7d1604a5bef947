import { useEffect, useState } from 'react';
import { Button, Dropdown, Empty, type MenuProps } from 'antd';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import type { Bookmark } from '@firecrest/contracts';
import { api, useT } from '@firecrest/portal-kit';

/** The application bookmarks (admin-area §2.13) where every user can open them: a launcher in the header. */
export function BookmarksLauncher() {
  const { t } = useT('shell');
  const [bookmarks, setBookmarks] = useState<Bookmark[] | null>(null);
  const load = () => {
    api
      .get<{ data: Bookmark[] }>('/api/system/bookmarks')
      .then(({ data }) => setBookmarks(data.data))
      .catch(() => setBookmarks([]));
  };
  useEffect(load, []);
  const items: MenuProps['items'] = bookmarks?.length
    ? bookmarks.map((b) => ({
        key: String(b.id),
        icon: b.icon ? <img src={b.icon} alt="" width={16} height={16} style={{ objectFit: 'contain' }} /> : <LinkOutlined />,
        label: (
          <a href={b.url} target="_blank" rel="noopener noreferrer" title={b.description || b.url}>
            {b.label}
          </a>
        ),
      }))
    : [{ key: 'none', disabled: true, label: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('header.noApplications')} /> }];
  return (
    <Dropdown menu={{ items }} trigger={['click']} onOpenChange={(open) => open && load()}>
      <Button type="text" icon={<AppstoreOutlined />} aria-label={t('header.applications')} data-testid="bookmarks-launcher" />
    </Dropdown>
  );
}
