import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Input, Select, Space, Table, Tag } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import type { SortOrder } from 'antd/es/table/interface';
import { dateRangeProblem, DateRangeFilter, listLocale, problemMessage, useFetched, useLocations, useQueryParams, useSession, useT, useToast } from '@firecrest/portal-kit';
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
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
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
  const { data, loading, error, reload } = useFetched<Page<IncidentRow>>(url);
  const station = (id: number) => locations.byId.get(id)?.callSign ?? `#${id}`;
  const typeName = (id: number) => types.byId.get(id)?.name ?? String(id);
  const sortOrder = (key: string): SortOrder => (orderBy === key ? (descending ? 'descend' : 'ascend') : null);

  async function download() {
    setExporting(true);
    try {
      const count = await exportIncidents(query, { type: typeName, station });
      toast.success(t('list.exported', { count }));
    } catch (e) {
      toast.error(problemMessage(e));
    } finally {
      setExporting(false);
    }
  }

  return (
    <div>
      <PageTitle
        title={t('list.title')}
        extra={
          <>
            <Button icon={<DownloadOutlined />} loading={exporting} disabled={Boolean(invalid)} onClick={() => void download()}>{t('list.export')}</Button>
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
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={reload}>{t('common:retry')}</Button>} />}
      <Table<IncidentRow>
        rowKey="id"
        loading={loading}
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
