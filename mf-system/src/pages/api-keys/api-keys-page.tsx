import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, FileTextOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ApiKey } from '@firecrest/contracts';
import { api, listLocale, problemMessage, showDateTime, useSession, useToast } from '@firecrest/portal-kit';
import { EditAllowedIpsModal } from './edit-allowed-ips-modal';
import { NewKeyModal } from './new-key-modal';

/** admin-area §2.10: keys listed masked; New and API documentation need view on API_KEYS. */
export function ApiKeysPage() {
  const { modal } = App.useApp();
  const toast = useToast();
  const user = useSession((s) => s.user)!;
  const canView = useSession((s) => s.can('API_KEYS'));
  const [keys, setKeys] = useState<ApiKey[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<ApiKey | null>(null);
  const [creating, setCreating] = useState(false);

  const load = useCallback(() => {
    setLoading(true);
    setError(null);
    api
      .get<{ data: ApiKey[] }>('/api/api-keys')
      .then(({ data }) => setKeys(data.data))
      .catch((e) => setError(problemMessage(e)))
      .finally(() => setLoading(false));
  }, []);
  useEffect(load, [load]);

  const startNew = () => {
    if (!keys.some((k) => k.userId === user.id)) return setCreating(true);
    modal.confirm({
      title: 'You already have an API key',
      content: 'A new key does not replace the existing one: both will work until you delete one. Create another key?',
      okText: 'Create key',
      onOk: () => setCreating(true),
    });
  };

  const remove = async (key: ApiKey) => {
    try {
      await api.delete(`/api/api-keys/${key.id}`);
      toast.success('API key deleted');
      load();
    } catch (e) {
      toast.error(problemMessage(e));
    }
  };

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>API keys</Typography.Title>
        <Space>
          <Button icon={<ReloadOutlined />} onClick={load} aria-label="Refresh" />
          {canView && (
            <Button icon={<FileTextOutlined />} href="/system/api/documentation" target="_blank" rel="noopener">API documentation</Button>
          )}
          {canView && <Button type="primary" icon={<PlusOutlined />} onClick={startNew}>New</Button>}
        </Space>
      </Space>
      <Typography.Paragraph type="secondary">
        Keys authenticate integrators on the REST API v1 (header <Typography.Text code>X-API-Key</Typography.Text>) and act with their user's
        permissions. A key is shown in full only when it is created. Restricting it to known IP addresses is recommended.
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={load}>Retry</Button>} />}
      <Table<ApiKey>
        rowKey="id"
        loading={loading}
        dataSource={keys}
        pagination={false}
        locale={listLocale('No API keys yet', error)}
        onRow={(record) => ({ onClick: () => setEditing(record), style: { cursor: 'pointer' } })}
        columns={[
          { title: 'API key', dataIndex: 'apiKey', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
          { title: 'User', dataIndex: 'username' },
          {
            title: 'Allowed IPs',
            dataIndex: 'ipRestrictions',
            render: (ips: string[]) => (ips.length ? ips.map((ip) => <Tag key={ip}>{ip}</Tag>) : <Typography.Text type="secondary">all</Typography.Text>),
          },
          { title: 'Created by', dataIndex: 'createdBy' },
          { title: 'Date created', dataIndex: 'createdDate', render: showDateTime },
          { title: 'Last used', dataIndex: 'lastUsedDate', render: (d: string | null) => (d ? showDateTime(d) : 'never') },
          {
            title: '',
            key: 'actions',
            width: 56,
            render: (_, record) => (
              <span onClick={(e) => e.stopPropagation()}>
                <Popconfirm title="Delete this API key?" description="Integrations using it stop working at once." okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove(record)}>
                  <Tooltip title="Delete">
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete key ${record.apiKey}`} />
                  </Tooltip>
                </Popconfirm>
              </span>
            ),
          },
        ]}
      />
      {editing && <EditAllowedIpsModal apiKey={editing} onClose={() => setEditing(null)} onSaved={load} />}
      {creating && <NewKeyModal onClose={() => { setCreating(false); load(); }} />}
    </div>
  );
}
