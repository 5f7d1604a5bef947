import { Alert, Button, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { errorOf, listLocale, read, showDateTime, useT } from '@firecrest/portal-kit';
import type { ReferenceListSpec } from './reference-list-page';

interface Version {
  itemId: number;
  action: 'created' | 'updated' | 'deleted';
  by: string;
  at: string;
  fields: { code: string; name: string };
}
const ACTION_COLOURS = { created: 'green', updated: 'blue', deleted: 'red' } as const;
const ACTION_KEYS = { created: 'common:history.created', updated: 'common:history.updated', deleted: 'common:history.deleted' } as const;

/** A reference list's `/history` (§2.3 incident types): every add, change and deletion of its items, newest first. */
export function ReferenceHistoryPage({ spec }: { spec: ReferenceListSpec }) {
  const { t } = useT('system');
  const list = t(spec.title).toLowerCase();
  const history = useQuery(read<{ data: Version[] }>(`/api/training/reference-items/${spec.kind}/history`));
  const error = errorOf(history);
  return (
    <div>
      <Link to={`/admin/${spec.path}`}>{t('refList.back', { list })}</Link>
      <Typography.Title level={2} style={{ marginTop: 8 }}>{t('refList.historyOf', { list })}</Typography.Title>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={() => history.refetch()}>{t('common:retry')}</Button>} />}
      <Table<Version>
        rowKey={(v) => `${v.itemId}:${v.at}:${v.action}`}
        loading={history.isFetching}
        dataSource={history.data?.data ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={listLocale(t('common:history.empty'), error)}
        columns={[
          { title: t('common:history.when'), dataIndex: 'at', width: 200, render: showDateTime },
          { title: t('refList.code'), key: 'code', width: 140, render: (_: unknown, v) => v.fields.code },
          { title: t('common:history.change'), dataIndex: 'action', width: 110, render: (a: Version['action']) => <Tag color={ACTION_COLOURS[a]}>{t(ACTION_KEYS[a])}</Tag> },
          { title: t('refList.name'), key: 'name', render: (_: unknown, v) => v.fields.name },
          { title: t('refList.who'), dataIndex: 'by', width: 180 },
        ]}
      />
    </div>
  );
}
