import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Input, Select, Space, Table, Tag } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import type { SortOrder } from 'antd/es/table/interface';
import { useQuery } from '@tanstack/react-query';
import { dateRangeProblem, DateRangeFilter, errorOf, listLocale, read, useLocations, useQueryParams, useSave, useSession, useT } from '@firecrest/portal-kit';
import { showDateTime } from '../../lib/dates';
import { PageTitle } from '../../lib/page-title';
import { useReferenceList } from '../../lib/reference-lists';
import type { Page } from '../../lib/training-types';
import { exportIncidents } from './incidents-export';

export interface IncidentRow {
  id: number;
  incidentNo: string;
  incidentDate: string;
  returnDate: string | null;
  address: string;
  incidentTypeId: number;
  revisedIncidentTypeId: number | null;
  stationIds: number[];
  applianceCallSigns: string[];
}

const PAGE_SIZE = 20;
const FILTERS = ['fromDate', 'toDate', 'incidentTypeId', 'stationId', 'incidentNo'] as const;
/** The columns the list sorts by (the server's orderBy); newest alert first when none is chosen. */
const SORTS = ['incidentNo', 'incidentDate', 'returnDate', 'address'] as const;
export const INCIDENTS = '/callout/rt/callouts-list';

/** `/callout/rt/callouts-list`: incidents newest first, by alert date range, type and station. */
export function IncidentsListPage() {
  const { t } = useT('incidents');
  const navigate = useNavigate();
  const [params, set] = useQueryParams();
  const canCreate = useSession((s) => s.can('INCIDENTS', 'create'));
  const types = useReferenceList('incidentType');
  const locations = useLocations();
  const page = Number(params.get('page') ?? 0);
  const invalid = dateRangeProblem(params.get('fromDate'), params.get('toDate'));
  const orderBy = SORTS.find((s) => s === params.get('orderBy')) ?? 'incidentDate';
  const descending = params.get('asc') !== 'true';
  // The filters and order, without paging: the list's and the export's.
  const query = useMemo(() => {
    const q = new URLSearchParams({ orderBy, descending: String(descending) });
    for (const f of FILTERS) if (params.get(f)) q.set(f, params.get(f)!);
    return q;
  }, [params, orderBy, descending]);
  const url = invalid ? null : `/api/training/incidents/search?${query}&page=${page}&itemsPerPage=${PAGE_SIZE}`;
  const list = useQuery(read<Page<IncidentRow>>(url));
  const { data } = list;
  const error = errorOf(list);
  const station = (id: number) => locations.byId.get(id)?.callSign ?? `#${id}`;
  const typeName = (id: number) => types.byId.get(id)?.name ?? String(id);
  const sortOrder = (key: string): SortOrder => (orderBy === key ? (descending ? 'descend' : 'ascend') : null);

  // An export writes nothing: it only reads every page into a file, said in a toast like a save.
  const download = useSave({ save: () => exportIncidents(query, { type: typeName, station }), saved: (count) => t('list.exported', { count }) });

  return (
    <div>
      <PageTitle
        title={t('list.title')}
        extra={
          <>
            <Button icon={<DownloadOutlined />} loading={download.isPending} disabled={Boolean(invalid)} onClick={() => download.mutate()}>{t('list.export')}</Button>
            {canCreate && <Link to="/admin/rt/callouts-incident-type-list"><Button>{t('list.types')}</Button></Link>}
            {canCreate && <Link to={`${INCIDENTS}/new`}><Button type="primary" icon={<PlusOutlined />}>{t('incident.new')}</Button></Link>}
          </>
        }
      />
      <Space wrap align="start" style={{ marginBottom: 16 }}>
        <DateRangeFilter from={params.get('fromDate')} to={params.get('toDate')} fromLabel={t('list.fromDate')} toLabel={t('list.toDate')} onChange={({ from, to }) => set({ fromDate: from, toDate: to, page: null })} />
        <Select allowClear showSearch optionFilterProp="label" placeholder={t('list.type')} aria-label={t('list.type')} style={{ width: 220 }} value={params.get('incidentTypeId') ?? undefined} onChange={(v) => set({ incidentTypeId: v ?? null, page: null })} options={types.items.map((type) => ({ value: String(type.id), label: type.name }))} />
        <Select allowClear showSearch optionFilterProp="label" placeholder={t('list.station')} aria-label={t('list.station')} style={{ width: 220 }} value={params.get('stationId') ?? undefined} onChange={(v) => set({ stationId: v ?? null, page: null })} options={locations.items.filter((l) => l.kind === 'station').map((l) => ({ value: String(l.id), label: `${l.callSign} ${l.name}` }))} />
        <Input.Search allowClear placeholder={t('incident.no')} aria-label={t('list.incidentNumber')} style={{ width: 180 }} defaultValue={params.get('incidentNo') ?? ''} onSearch={(v) => set({ incidentNo: v.trim() || null, page: null })} />
      </Space>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={() => list.refetch()}>{t('common:retry')}</Button>} />}
      <Table<IncidentRow>
        rowKey="id"
        loading={list.isFetching}
        dataSource={data?.data ?? []}
        locale={listLocale(invalid ?? t('list.empty'), error)}
        onRow={(i) => ({ onClick: () => navigate(`${INCIDENTS}/details/${i.id}`), style: { cursor: 'pointer' } })}
        pagination={{ current: page + 1, pageSize: PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, showTotal: (total) => t('list.total', { count: total }) }}
        onChange={(p, _f, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = s?.order ? String(s.columnKey) : null;
          set({ page: String((p.current ?? 1) - 1), orderBy: key && key !== 'incidentDate' ? key : null, asc: s?.order === 'ascend' ? 'true' : null });
        }}
        columns={[
          { title: t('incident.no'), key: 'incidentNo', dataIndex: 'incidentNo', sorter: true, sortOrder: sortOrder('incidentNo'), render: (n: string, i) => <Link to={`${INCIDENTS}/details/${i.id}`}>{n}</Link> },
          { title: t('list.alert'), key: 'incidentDate', dataIndex: 'incidentDate', sorter: true, sortOrder: sortOrder('incidentDate'), render: showDateTime },
          { title: t('list.return'), key: 'returnDate', dataIndex: 'returnDate', sorter: true, sortOrder: sortOrder('returnDate'), render: showDateTime },
          { title: t('list.type'), key: 'type', render: (_, i) => typeName(i.revisedIncidentTypeId ?? i.incidentTypeId) },
          { title: t('incident.address'), key: 'address', dataIndex: 'address', sorter: true, sortOrder: sortOrder('address'), ellipsis: true },
          { title: t('incident.stations'), key: 'stations', render: (_, i) => i.stationIds.map((s) => <Tag key={s}>{station(s)}</Tag>) },
          { title: t('list.appliances'), dataIndex: 'applianceCallSigns', render: (c: string[]) => c.join(', ') },
        ]}
      />
    </div>
  );
}
