import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Typography } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { BOOKMARK_ICON_WIDTH, type Bookmark } from '@firecrest/contracts';
import { errorOf, listLocale, read, useSession, useT } from '@firecrest/portal-kit';

export const BOOKMARKS_PATH = '/system/integrations/application-bookmarks';
export const BOOKMARKS_API = '/api/system/bookmarks';

/** admin-area §2.13: the bookmarks; a row opens its form, New opens id 0. */
export function BookmarksPage() {
  const { t } = useT('system');
  const navigate = useNavigate();
  const canCreate = useSession((s) => s.can('APPLICATION_BOOKMARKS', 'create'));
  const list = useQuery(read<{ data: Bookmark[] }>(BOOKMARKS_API));
  const error = errorOf(list);
  const load = () => void list.refetch();

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>{t('bookmarks.title')}</Typography.Title>
        <Space>
          <Button icon={<ReloadOutlined />} aria-label={t('refresh')} onClick={load} />
          {canCreate && <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${BOOKMARKS_PATH}/0`)}>{t('new')}</Button>}
        </Space>
      </Space>
      <Typography.Paragraph type="secondary">{t('bookmarks.intro')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={load}>{t('common:retry')}</Button>} />}
      <Table<Bookmark>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        pagination={false}
        locale={listLocale(t('bookmarks.empty'), error)}
        onRow={(row) => ({ onClick: () => navigate(`${BOOKMARKS_PATH}/${row.id}`), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('bookmarks.icon'), dataIndex: 'icon', width: 64, render: (icon: string | null) => (icon ? <img src={icon} alt="" width={BOOKMARK_ICON_WIDTH} /> : null) },
          { title: t('bookmarks.name'), dataIndex: 'name' },
          { title: t('bookmarks.label'), dataIndex: 'label' },
          {
            title: t('bookmarks.url'),
            dataIndex: 'url',
            render: (url: string) => (
              <a href={url} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>
                {url}
              </a>
            ),
          },
          { title: t('bookmarks.description'), dataIndex: 'description' },
        ]}
      />
    </div>
  );
}
