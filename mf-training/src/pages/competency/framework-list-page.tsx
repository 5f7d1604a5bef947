import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Input, Segmented, Table, Tag } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useQuery } from '@tanstack/react-query';
import { errorOf, listLocale, read, useSession, useT } from '@firecrest/portal-kit';
import { PageTitle } from '../../lib/page-title';
import { useListCrumbs } from './list-crumbs';
import { FRAMEWORK_LISTS, frameworkApi, type ColumnSpec, type FrameworkList } from './framework-lists';

type Item = Record<string, unknown> & { id: number };

function cell(spec: ColumnSpec, item: Item, t: (key: string) => string) {
  if (spec.render === 'colour') return <Tag color={String(item.colour)}>{String(item.colour)}</Tag>;
  if (spec.render === 'yesNo') return item[spec.key] ? t('framework.yes') : t('framework.no');
  if (spec.render === 'range') return `${item.rangeFrom}% – ${item.rangeTo}%`;
  const value = item[spec.key];
  return value === null || value === undefined ? '' : String(value);
}

/** `/competency/rt/<list>/list`: every item, filtered as you type, newest last; a row opens its details. */
export function FrameworkListPage({ list }: { list: FrameworkList }) {
  const { t } = useT('training');
  const navigate = useNavigate();
  useListCrumbs(list);
  const canCreate = useSession((s) => s.can(list.module, 'create'));
  const can = useSession((s) => s.can);
  const items = useQuery(read<{ data: Item[] }>(frameworkApi(list)));
  const { data } = items;
  const error = errorOf(items);
  const [text, setText] = useState('');
  const rows = useMemo(() => {
    const q = text.trim().toLowerCase();
    const all = data?.data ?? [];
    return q ? all.filter((i) => list.columns.some((c) => String(i[c.key] ?? '').toLowerCase().includes(q))) : all;
  }, [data, text, list]);
  const base = `/competency/rt/${list.segment}/list`;

  return (
    <div>
      <PageTitle
        title={t(list.title)}
        extra={
          <>
            {list.history && (
              <Link to={`${base}/history`} style={{ marginRight: 8 }}>
                <Button>{t('framework.history')}</Button>
              </Link>
            )}
            {list.segment === 'competency' && canCreate && (
              <Link to="/competency/addmany" style={{ marginRight: 8 }}>
                <Button>{t('framework.addMany')}</Button>
              </Link>
            )}
            {canCreate && (
              <Link to={`${base}/new`}>
                <Button type="primary" icon={<PlusOutlined />}>{t('framework.new', { item: t(list.noun).toLowerCase() })}</Button>
              </Link>
            )}
          </>
        }
      />
      <Segmented
        aria-label={t('framework.lists')}
        style={{ marginBottom: 16, display: 'flex', flexWrap: 'wrap' }}
        value={list.segment}
        onChange={(segment) => navigate(`/competency/rt/${segment}/list`)}
        options={FRAMEWORK_LISTS.filter((l) => can(l.module)).map((l) => ({ value: l.segment, label: t(l.title) }))}
      />
      <Input.Search allowClear placeholder={t('framework.filter')} aria-label={t('framework.filterList', { list: t(list.title).toLowerCase() })} style={{ width: 280, marginBottom: 16 }} value={text} onChange={(e) => setText(e.target.value)} />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={() => items.refetch()}>{t('common:retry')}</Button>} />}
      <Table<Item>
        rowKey="id"
        loading={items.isFetching}
        dataSource={rows}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={listLocale(text ? t('framework.noMatch') : t('framework.empty', { list: t(list.title).toLowerCase() }), error)}
        onRow={(item) => ({ onClick: () => navigate(`${base}/details/${item.id}`), style: { cursor: 'pointer' } })}
        columns={list.columns.map((c) => ({
          key: c.key,
          title: t(c.title),
          render: (_: unknown, item: Item) => (c.key === list.columns[0].key ? <Link to={`${base}/details/${item.id}`}>{cell(c, item, t)}</Link> : cell(c, item, t)),
          sorter: c.render ? undefined : (a: Item, b: Item) => String(a[c.key] ?? '').localeCompare(String(b[c.key] ?? '')),
        }))}
      />
    </div>
  );
}
