import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, FileTextOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ApiKey } from '@firecrest/contracts';
import { api, errorOf, listLocale, read, showDateTime, Trans, useSave, useSession, useT } from '@firecrest/portal-kit';
import { EditAllowedIpsModal } from './edit-allowed-ips-modal';
import { API_KEYS, NewKeyModal } from './new-key-modal';

/** admin-area §2.10: keys listed masked; New and API documentation need view on API_KEYS. */
export function ApiKeysPage() {
  const { t } = useT('system');
  const { modal } = App.useApp();
  const user = useSession((s) => s.user)!;
  const canView = useSession((s) => s.can('API_KEYS'));
  const list = useQuery(read<{ data: ApiKey[] }>(API_KEYS));
  const keys = list.data?.data ?? [];
  const error = errorOf(list);
  const load = () => void list.refetch();
  const [editing, setEditing] = useState<ApiKey | null>(null);
  const [creating, setCreating] = useState(false);

  const startNew = () => {
    if (!keys.some((k) => k.userId === user.id)) return setCreating(true);
    modal.confirm({
      title: t('apiKeys.haveOne'),
      content: t('apiKeys.haveOneText'),
      okText: t('apiKeys.create'),
      onOk: () => setCreating(true),
    });
  };

  const remove = useSave({ save: (key: ApiKey) => api.delete(`${API_KEYS}/${key.id}`), invalidates: [API_KEYS], saved: t('apiKeys.deleted') });

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>{t('apiKeys.title')}</Typography.Title>
        <Space>
          <Button icon={<ReloadOutlined />} onClick={load} aria-label={t('refresh')} />
          {canView && (
            <Button icon={<FileTextOutlined />} href="/system/api/documentation" target="_blank" rel="noopener">{t('apiKeys.documentation')}</Button>
          )}
          {canView && <Button type="primary" icon={<PlusOutlined />} onClick={startNew}>{t('new')}</Button>}
        </Space>
      </Space>
      <Typography.Paragraph type="secondary">
        <Trans t={t} i18nKey="apiKeys.intro" components={[<Typography.Text code key="header" />]} />
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={load}>{t('common:retry')}</Button>} />}
      <Table<ApiKey>
        rowKey="id"
        loading={list.isFetching}
        dataSource={keys}
        pagination={false}
        locale={listLocale(t('apiKeys.empty'), error)}
        onRow={(record) => ({ onClick: () => setEditing(record), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('apiKeys.key'), dataIndex: 'apiKey', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
          { title: t('apiKeys.user'), dataIndex: 'username' },
          {
            title: t('apiKeys.allowedIps'),
            dataIndex: 'ipRestrictions',
            render: (ips: string[]) => (ips.length ? ips.map((ip) => <Tag key={ip}>{ip}</Tag>) : <Typography.Text type="secondary">{t('apiKeys.allIps')}</Typography.Text>),
          },
          { title: t('apiKeys.createdBy'), dataIndex: 'createdBy' },
          { title: t('apiKeys.dateCreated'), dataIndex: 'createdDate', render: showDateTime },
          { title: t('apiKeys.lastUsed'), dataIndex: 'lastUsedDate', render: (d: string | null) => (d ? showDateTime(d) : t('apiKeys.never')) },
          {
            title: '',
            key: 'actions',
            width: 56,
            render: (_, record) => (
              <span onClick={(e) => e.stopPropagation()}>
                <Popconfirm title={t('apiKeys.confirmDelete')} description={t('apiKeys.confirmDeleteText')} okText={t('common:delete')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(record)}>
                  <Tooltip title={t('common:delete')}>
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('apiKeys.deleteLabel', { key: record.apiKey })} />
                  </Tooltip>
                </Popconfirm>
              </span>
            ),
          },
        ]}
      />
      {editing && <EditAllowedIpsModal apiKey={editing} onClose={() => setEditing(null)} />}
      {creating && <NewKeyModal onClose={() => setCreating(false)} />}
    </div>
  );
}
