import { Alert, Button, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { listLocale, showDateTime, useFetched } from '@firecrest/portal-kit';
import type { ReferenceListSpec } from './reference-list-page';

interface Version {
  itemId: number;
  action: 'created' | 'updated' | 'deleted';
  by: string;
  at: string;
  fields: { code: string; name: string };
}
const ACTION_COLOURS = { created: 'green', updated: 'blue', deleted: 'red' } as const;

/** A reference list's `/history` (§2.3 incident types): every add, change and deletion of its items, newest first. */
export function ReferenceHistoryPage({ spec }: { spec: ReferenceListSpec }) {
  const { data, loading, error, reload } = useFetched<{ data: Version[] }>(`/api/training/reference-items/${spec.kind}/history`);
  return (
    <div>
      <Link to={`/admin/${spec.path}`}>Back to {spec.title.toLowerCase()}</Link>
      <Typography.Title level={2} style={{ marginTop: 8 }}>History of {spec.title.toLowerCase()}</Typography.Title>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={reload}>Retry</Button>} />}
      <Table<Version>
        rowKey={(v) => `${v.itemId}:${v.at}:${v.action}`}
        loading={loading}
        dataSource={data?.data ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={listLocale('No changes recorded', error)}
        columns={[
          { title: 'When', dataIndex: 'at', width: 200, render: showDateTime },
          { title: 'Code', key: 'code', width: 140, render: (_: unknown, v) => v.fields.code },
          { title: 'Change', dataIndex: 'action', width: 110, render: (a: Version['action']) => <Tag color={ACTION_COLOURS[a]}>{a}</Tag> },
          { title: 'Name', key: 'name', render: (_: unknown, v) => v.fields.name },
          { title: 'Who', dataIndex: 'by', width: 180 },
        ]}
      />
    </div>
  );
}
