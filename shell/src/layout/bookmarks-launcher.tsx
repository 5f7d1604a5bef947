import { Button, Dropdown, Empty, type MenuProps } from 'antd';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import type { Bookmark } from '@firecrest/contracts';
import { useQuery } from '@tanstack/react-query';
import { read, useT } from '@firecrest/portal-kit';

/** The application bookmarks (admin-area §2.13) where every user can open them: a launcher in the header. */
export function BookmarksLauncher() {
  const { t } = useT('shell');
  // Asked again each time the launcher opens (an administrator may have changed them).
  const answer = useQuery(read<{ data: Bookmark[] }>('/api/system/bookmarks'));
  const bookmarks = answer.data?.data;
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
    <Dropdown menu={{ items }} trigger={['click']} onOpenChange={(open) => open && void answer.refetch()}>
      <Button type="text" icon={<AppstoreOutlined />} aria-label={t('header.applications')} data-testid="bookmarks-launcher" />
    </Dropdown>
  );
}
