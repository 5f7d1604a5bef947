import { Link, useParams } from 'react-router';
import { Alert, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { errorOf, listLocale, read, useT } from '@firecrest/portal-kit';
import { showDateTime } from '../../lib/dates';
import { PageTitle } from '../../lib/page-title';
import { useListCrumbs } from './list-crumbs';
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
const ACTION_KEYS = { created: 'common:history.created', updated: 'common:history.updated', deleted: 'common:history.deleted' } as const;

/**
 * `/competency/rt/<list>/list/history/:id`: every saved version of the item, newest first; without an id (a list's own
 * `/history`, §2.4 programs and activity types), every version of any item of the list, each with its item.
 */
export function FrameworkHistoryPage({ list }: { list: FrameworkList }) {
  const { t } = useT('training');
  useListCrumbs(list);
  const { id } = useParams();
  const versions = useQuery(read<{ data: Version[] }>(frameworkApi(list, id ? `/${id}/history` : '/history')));
  const { data } = versions;
  const error = errorOf(versions);
  return (
    <div>
      {id ? (
        <PageTitle back={{ to: `/competency/rt/${list.segment}/list/details/${id}`, label: t('framework.backToItem') }} title={t('framework.historyOfItem', { item: t(list.noun), id })} />
      ) : (
        <PageTitle back={{ to: `/competency/rt/${list.segment}/list`, label: t(list.title) }} title={t('framework.historyOfList', { list: t(list.title) })} />
      )}
      {error && <Alert type="error" showIcon title={error} />}
      <Table<Version>
        rowKey={(v) => `${v.itemId ?? ''}:${v.at}:${v.action}`}
        loading={versions.isFetching}
        dataSource={data?.data ?? []}
        pagination={false}
        locale={listLocale(t('common:history.empty'), error)}
        columns={[
          { title: t('common:history.when'), dataIndex: 'at', render: showDateTime, width: 200 },
          ...(id ? [] : [{ title: t(list.noun), key: 'item', width: 220, render: (_: unknown, v: Version) => (v.action === 'deleted' ? t('framework.deletedItem', { code: String(v.fields.code ?? v.itemId) }) : <Link to={`/competency/rt/${list.segment}/list/details/${v.itemId}`}>{String(v.fields.code ?? v.itemId)}</Link>) }]),
          { title: t('common:history.by'), dataIndex: 'by', width: 160 },
          { title: t('common:history.change'), dataIndex: 'action', width: 110, render: (a: Version['action']) => <Tag color={ACTION_COLOURS[a]}>{t(ACTION_KEYS[a])}</Tag> },
          {
            title: t('framework.savedAs'),
            dataIndex: 'fields',
            render: (f: Record<string, unknown>) => (
              <Typography.Text style={{ fontSize: 12 }}>
                {list.fields.filter((s) => f[s.name] !== undefined && f[s.name] !== '' && f[s.name] !== null).map((s) => `${t(s.label)}: ${Array.isArray(f[s.name]) ? (f[s.name] as unknown[]).join(', ') : String(f[s.name])}`).join(' · ')}
              </Typography.Text>
            ),
          },
        ]}
      />
    </div>
  );
}
