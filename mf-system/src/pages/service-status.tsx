import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Table, Tag } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { errorOf, read, useT } from '@firecrest/portal-kit';

interface ServiceStatus {
  name: string;
  status: 'up' | 'down';
  latencyMs?: number;
}

/** Live readiness of every service, from the gateway. */
export function ServiceStatusCard() {
  const { t } = useT('system');
  const status = useQuery(read<{ services: ServiceStatus[] }>('/api/system/status'));
  const services = status.data?.services ?? null;
  const error = errorOf(status);
  const loading = status.isFetching;
  const load = () => void status.refetch();
  return (
    <Card title={t('serviceStatus.title')} style={{ marginTop: 24 }} extra={<Button icon={<ReloadOutlined />} onClick={load} loading={loading}>{t('refresh')}</Button>}>
      {error ? (
        <Alert type="error" showIcon title={error} />
      ) : (
        <Table<ServiceStatus>
          rowKey="name"
          size="small"
          pagination={false}
          loading={loading && !services}
          dataSource={services ?? []}
          locale={{ emptyText: <Empty description={t('serviceStatus.empty')} /> }}
          columns={[
            { title: t('serviceStatus.service'), dataIndex: 'name' },
            { title: t('serviceStatus.status'), dataIndex: 'status', render: (s: string) => <Tag color={s === 'up' ? 'green' : 'red'}>{s === 'up' ? t('serviceStatus.up') : t('serviceStatus.down')}</Tag> },
            { title: t('serviceStatus.response'), dataIndex: 'latencyMs', render: (ms?: number) => (ms === undefined ? '' : t('serviceStatus.ms', { ms })) },
          ]}
        />
      )}
    </Card>
  );
}
