import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { SortOrder } from 'antd/es/table/interface';
import { errorOf, listLocale, read, useLocations, useOrganisationList, useQueryParams, useSession, useT } from '@firecrest/portal-kit';

export interface EmployeeRow {
  id: number;
  firstName: string;
  lastName: string;
  serviceNumber: string;
  email: string;
  stationId: number | null;
  staffGroupIds: number[];
  roleIds: number[];
  active: boolean;
}

const PAGE_SIZE = 20;
const SEARCH_MIN = 3;
const FILTERS = ['stationId', 'staffGroupId', 'roleId', 'active'] as const;

/** /personnel/rt/personnel-list: search (3+ characters), filters, sortable columns, paged on the server. */
export function PersonnelListPage() {
  const { t } = useT('personnel');
  const navigate = useNavigate();
  const [params, set] = useQueryParams();
  const canCreate = useSession((s) => s.can('EMPLOYEES', 'create'));
  const [text, setText] = useState(params.get('q') ?? '');
  const stations = useLocations();
  const staffGroups = useOrganisationList('staffGroup');
  const roles = useOrganisationList('employeeRole');

  // Search as you type, once the text is long enough (debounced).
  useEffect(() => {
    const q = text.trim();
    if (q.length > 0 && q.length < SEARCH_MIN) return;
    // The search already asked: no navigation (it would cancel one under way, e.g. a click on New employee).
    if ((q || null) === params.get('q')) return;
    const timer = setTimeout(() => set({ q: q || null, page: null }), 250);
    return () => clearTimeout(timer);
  }, [text]); // eslint-disable-line react-hooks/exhaustive-deps

  const page = Number(params.get('page') ?? 0);
  const orderBy = params.get('orderBy') ?? 'lastName';
  const descending = params.get('desc') === 'true';
  const url = useMemo(() => {
    const q = new URLSearchParams({ page: String(page), itemsPerPage: String(PAGE_SIZE), orderBy, orderByDescending: String(descending) });
    if (params.get('q')) q.set('q', params.get('q')!);
    for (const f of FILTERS) if (params.get(f)) q.set(f, params.get(f)!);
    return `/api/personnel/employees/search?${q}`;
  }, [params, page, orderBy, descending]);
  const list = useQuery(read<{ data: EmployeeRow[]; total: number }>(url));
  const { data } = list;
  const error = errorOf(list);
  const tooShort = text.trim().length > 0 && text.trim().length < SEARCH_MIN;
  const sortOrder = (key: string): SortOrder => (orderBy === key ? (descending ? 'descend' : 'ascend') : null);
  const stationOptions = stations.items.filter((s) => s.kind === 'station').map((s) => ({ value: String(s.id), label: `${s.callSign} ${s.name}` }));

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>{t('list.title')}</Typography.Title>
        {canCreate && (
          <Link to="/personnel/rt/personnel-list/new">
            <Button type="primary" icon={<PlusOutlined />}>{t('list.new')}</Button>
          </Link>
        )}
      </Space>
      <Space wrap style={{ marginBottom: 16 }} align="start">
        <div>
          <Input.Search
            allowClear
            placeholder={t('list.searchPlaceholder')}
            aria-label={t('list.search')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            status={tooShort ? 'warning' : undefined}
            style={{ width: 280 }}
          />
          {tooShort && <div><Typography.Text type="warning">{t('list.searchMin')}</Typography.Text></div>}
        </div>
        <Select allowClear showSearch optionFilterProp="label" placeholder={t('field.station')} aria-label={t('field.station')} style={{ width: 200 }} value={params.get('stationId') ?? undefined} onChange={(v) => set({ stationId: v ?? null, page: null })} options={stationOptions} loading={stations.loading} />
        <Select allowClear placeholder={t('field.staffGroup')} aria-label={t('field.staffGroup')} style={{ width: 170 }} value={params.get('staffGroupId') ?? undefined} onChange={(v) => set({ staffGroupId: v ?? null, page: null })} options={staffGroups.items.map((g) => ({ value: String(g.id), label: g.name }))} />
        <Select allowClear placeholder={t('field.role')} aria-label={t('field.role')} style={{ width: 170 }} value={params.get('roleId') ?? undefined} onChange={(v) => set({ roleId: v ?? null, page: null })} options={roles.items.map((g) => ({ value: String(g.id), label: g.name }))} />
        <Select allowClear placeholder={t('list.activeOrNot')} aria-label={t('list.active')} style={{ width: 140 }} value={params.get('active') ?? undefined} onChange={(v) => set({ active: v ?? null, page: null })} options={[{ value: 'true', label: t('list.active') }, { value: 'false', label: t('list.inactive') }]} />
      </Space>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={() => void list.refetch()}>{t('common:retry')}</Button>} />}
      <Table<EmployeeRow>
        rowKey="id"
        loading={list.isFetching}
        dataSource={data?.data ?? []}
        locale={listLocale(params.get('q') ? t('list.noMatch') : t('list.empty'), error)}
        onRow={(r) => ({ onClick: () => navigate(`/personnel/rt/personnel-list/${r.id}/dashboard`), style: { cursor: 'pointer' } })}
        pagination={{ current: page + 1, pageSize: PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, showTotal: (count) => t('list.total', { count }) }}
        onChange={(pagination, _filters, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = s?.order ? String(s.columnKey) : 'lastName';
          set({ page: String((pagination.current ?? 1) - 1), orderBy: field, desc: s?.order === 'descend' ? 'true' : null });
        }}
        columns={[
          { key: 'serviceNumber', title: t('field.serviceNo'), dataIndex: 'serviceNumber', sorter: true, sortOrder: sortOrder('serviceNumber') },
          { key: 'lastName', title: t('field.lastName'), dataIndex: 'lastName', sorter: true, sortOrder: sortOrder('lastName') },
          { key: 'firstName', title: t('field.firstName'), dataIndex: 'firstName', sorter: true, sortOrder: sortOrder('firstName') },
          { key: 'station', title: t('field.station'), render: (_, r) => (r.stationId ? (stations.byId.get(r.stationId)?.name ?? r.stationId) : '') },
          { key: 'staffGroup', title: t('field.staffGroup'), render: (_, r) => r.staffGroupIds.map((id) => staffGroups.byId.get(id)?.name).filter(Boolean).join(', ') },
          { key: 'role', title: t('field.role'), render: (_, r) => r.roleIds.map((id) => roles.byId.get(id)?.name).filter(Boolean).join(', ') },
          { key: 'active', title: t('list.active'), render: (_, r) => (r.active ? <Tag color="green">{t('list.active')}</Tag> : <Tag>{t('list.inactive')}</Tag>) },
        ]}
      />
    </div>
  );
}
