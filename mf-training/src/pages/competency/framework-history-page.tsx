import { Link, useParams } from 'react-router';
import { Alert, Table, Tag, Typography } from 'antd';
import { listLocale, useFetched } from '@firecrest/portal-kit';
import { showDateTime } from '../../lib/dates';
import { PageTitle } from '../../lib/page-title';
import { frameworkApi, type FrameworkList } from './framework-lists';

interface Version {
  /** In a list's own history: the item the version is of. */
  itemId?: number;
  action: 'created' | 'updated' | 'deleted';
  by: string;
  at: string;
  fields: Record<string, unknown>;
}

const ACTION_COLOURS = { created: 'green', updated: 'blue', deleted: 'red' } as const;

/**
 * `/competency/rt/<list>/list/history/:id`: every saved version of the item, newest first; without an id (a list's own
 * `/history`, §2.4 programs and activity types), every version of any item of the list, each with its item.
 */
export function FrameworkHistoryPage({ list }: { list: FrameworkList }) {
  const { id } = useParams();
  const { data, loading, error } = useFetched<{ data: Version[] }>(frameworkApi(list, id ? `/${id}/history` : '/history'));
  return (
    <div>
      {id ? (
        <PageTitle back={{ to: `/competency/rt/${list.segment}/list/details/${id}`, label: `Back to the ${list.noun}` }} title={`History of ${list.noun} ${id}`} />
      ) : (
        <PageTitle back={{ to: `/competency/rt/${list.segment}/list`, label: `Back to ${list.title.toLowerCase()}` }} title={`History of ${list.title.toLowerCase()}`} />
      )}
      {error && <Alert type="error" showIcon title={error} />}
      <Table<Version>
        rowKey={(v) => `${v.itemId ?? ''}:${v.at}:${v.action}`}
        loading={loading}
        dataSource={data?.data ?? []}
        pagination={false}
        locale={listLocale('No changes recorded', error)}
        columns={[
          { title: 'When', dataIndex: 'at', render: showDateTime, width: 200 },
          ...(id ? [] : [{ title: list.noun[0]!.toUpperCase() + list.noun.slice(1), key: 'item', width: 220, render: (_: unknown, v: Version) => (v.action === 'deleted' ? `${String(v.fields.code ?? v.itemId)} (deleted)` : <Link to={`/competency/rt/${list.segment}/list/details/${v.itemId}`}>{String(v.fields.code ?? v.itemId)}</Link>) }]),
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
