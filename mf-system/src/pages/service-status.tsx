import { useEffect, useState } from 'react';
import { Alert, Button, Card, Empty, Table, Tag } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { api, problemMessage } from '@firecrest/portal-kit';

interface ServiceStatus {
  name: string;
  status: 'up' | 'down';
  latencyMs?: number;
}

/** Live readiness of every service, from the gateway. */
export function ServiceStatusCard() {
  const [services, setServices] = useState<ServiceStatus[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const load = () => {
    setLoading(true);
    setError(null);
    api
      .get<{ services: ServiceStatus[] }>('/api/system/status')
      .then(({ data }) => setServices(data.services))
      .catch((e) => setError(problemMessage(e)))
      .finally(() => setLoading(false));
  };
  useEffect(load, []);
  return (
    <Card title="Service status" style={{ marginTop: 24 }} extra={<Button icon={<ReloadOutlined />} onClick={load} loading={loading}>Refresh</Button>}>
      {error ? (
        <Alert type="error" showIcon title={error} />
      ) : (
        <Table<ServiceStatus>
          rowKey="name"
          size="small"
          pagination={false}
          loading={loading && !services}
          dataSource={services ?? []}
          locale={{ emptyText: <Empty description="No services reported" /> }}
          columns={[
            { title: 'Service', dataIndex: 'name' },
            { title: 'Status', dataIndex: 'status', render: (s: string) => <Tag color={s === 'up' ? 'green' : 'red'}>{s === 'up' ? 'Ready' : 'Unreachable'}</Tag> },
            { title: 'Response', dataIndex: 'latencyMs', render: (ms?: number) => (ms === undefined ? '' : `${ms} ms`) },
          ]}
        />
      )}
    </Card>
  );
}
