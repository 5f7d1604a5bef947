import { useParams } from 'react-router';
import { Alert, Table, Tag, Typography } from 'antd';
import { listLocale, useFetched } from '@firecrest/portal-kit';
import { showDateTime } from '../../lib/dates';
import { PageTitle } from '../../lib/page-title';
import { frameworkApi, type FrameworkList } from './framework-lists';

interface Version {
  action: 'created' | 'updated' | 'deleted';
  by: string;
  at: string;
  fields: Record<string, unknown>;
}

const ACTION_COLOURS = { created: 'green', updated: 'blue', deleted: 'red' } as const;

/** `/competency/rt/<list>/list/history/:id`: every saved version of the item, newest first. */
export function FrameworkHistoryPage({ list }: { list: FrameworkList }) {
  const { id } = useParams();
  const { data, loading, error } = useFetched<{ data: Version[] }>(frameworkApi(list, `/${id}/history`));
  return (
    <div>
      <PageTitle back={{ to: `/competency/rt/${list.segment}/list/details/${id}`, label: `Back to the ${list.noun}` }} title={`History of ${list.noun} ${id}`} />
      {error && <Alert type="error" showIcon title={error} />}
      <Table<Version>
        rowKey="at"
        loading={loading}
        dataSource={data?.data ?? []}
        pagination={false}
        locale={listLocale('No changes recorded', error)}
        columns={[
          { title: 'When', dataIndex: 'at', render: showDateTime, width: 200 },
          { title: 'Who', dataIndex: 'by', width: 160 },
          { title: 'Change', dataIndex: 'action', width: 110, render: (a: Version['action']) => <Tag color={ACTION_COLOURS[a]}>{a}</Tag> },
          {
            title: 'Saved as',
            dataIndex: 'fields',
            render: (f: Record<string, unknown>) => (
              <Typography.Text style={{ fontSize: 12 }}>
                {list.fields.filter((s) => f[s.name] !== undefined && f[s.name] !== '' && f[s.name] !== null).map((s) => `${s.label}: ${Array.isArray(f[s.name]) ? (f[s.name] as unknown[]).join(', ') : String(f[s.name])}`).join(' · ')}
              </Typography.Text>
            ),
          },
        ]}
      />
    </div>
  );
}
