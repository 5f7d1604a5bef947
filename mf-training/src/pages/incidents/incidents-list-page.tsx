import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Input, Select, Space, Table, Tag } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { dateRangeProblem, DateRangeFilter, listLocale, useFetched, useLocations, useQueryParams, useSession } from '@firecrest/portal-kit';
import { showDateTime } from '../../lib/dates';
import { PageTitle } from '../../lib/page-title';
import { useReferenceList } from '../../lib/reference-lists';
import type { Page } from '../../lib/training-types';

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
export const INCIDENTS = '/callout/rt/callouts-list';

/** `/callout/rt/callouts-list`: incidents newest first, by alert date range, type and station. */
export function IncidentsListPage() {
  const navigate = useNavigate();
  const [params, set] = useQueryParams();
  const canCreate = useSession((s) => s.can('INCIDENTS', 'create'));
  const types = useReferenceList('incidentType');
  const locations = useLocations();
  const page = Number(params.get('page') ?? 0);
  const invalid = dateRangeProblem(params.get('fromDate'), params.get('toDate'));
  const url = useMemo(() => {
    if (invalid) return null;
    const q = new URLSearchParams({ page: String(page), itemsPerPage: String(PAGE_SIZE) });
    for (const f of FILTERS) if (params.get(f)) q.set(f, params.get(f)!);
    return `/api/training/incidents/search?${q}`;
  }, [params, page, invalid]);
  const { data, loading, error, reload } = useFetched<Page<IncidentRow>>(url);
  const station = (id: number) => locations.byId.get(id)?.callSign ?? `#${id}`;

  return (
    <div>
      <PageTitle
        title="Incidents"
        extra={
          <>
            {canCreate && <Link to="/admin/rt/callouts-incident-type-list"><Button>Incident types</Button></Link>}
            {canCreate && <Link to={`${INCIDENTS}/new`}><Button type="primary" icon={<PlusOutlined />}>New incident</Button></Link>}
          </>
        }
      />
      <Space wrap align="start" style={{ marginBottom: 16 }}>
        <DateRangeFilter from={params.get('fromDate')} to={params.get('toDate')} fromLabel="From date" toLabel="To date" onChange={({ from, to }) => set({ fromDate: from, toDate: to, page: null })} />
        <Select allowClear showSearch optionFilterProp="label" placeholder="Incident type" aria-label="Incident type" style={{ width: 220 }} value={params.get('incidentTypeId') ?? undefined} onChange={(v) => set({ incidentTypeId: v ?? null, page: null })} options={types.items.map((t) => ({ value: String(t.id), label: t.name }))} />
        <Select allowClear showSearch optionFilterProp="label" placeholder="Station" aria-label="Station" style={{ width: 220 }} value={params.get('stationId') ?? undefined} onChange={(v) => set({ stationId: v ?? null, page: null })} options={locations.items.filter((l) => l.kind === 'station').map((l) => ({ value: String(l.id), label: `${l.callSign} ${l.name}` }))} />
        <Input.Search allowClear placeholder="Incident no" aria-label="Incident number" style={{ width: 180 }} defaultValue={params.get('incidentNo') ?? ''} onSearch={(v) => set({ incidentNo: v.trim() || null, page: null })} />
      </Space>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={reload}>Retry</Button>} />}
      <Table<IncidentRow>
        rowKey="id"
        loading={loading}
        dataSource={data?.data ?? []}
        locale={listLocale(invalid ?? 'No incidents match the filters', error)}
        onRow={(i) => ({ onClick: () => navigate(`${INCIDENTS}/details/${i.id}`), style: { cursor: 'pointer' } })}
        pagination={{ current: page + 1, pageSize: PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, showTotal: (t) => `${t} incidents` }}
        onChange={(p) => set({ page: String((p.current ?? 1) - 1) })}
        columns={[
          { title: 'Incident no', dataIndex: 'incidentNo', render: (n: string, i) => <Link to={`${INCIDENTS}/details/${i.id}`}>{n}</Link> },
          { title: 'Alert', dataIndex: 'incidentDate', render: showDateTime },
          { title: 'Type', key: 'type', render: (_, i) => types.byId.get(i.revisedIncidentTypeId ?? i.incidentTypeId)?.name ?? i.incidentTypeId },
          { title: 'Address', dataIndex: 'address', ellipsis: true },
          { title: 'Stations', key: 'stations', render: (_, i) => i.stationIds.map((s) => <Tag key={s}>{station(s)}</Tag>) },
          { title: 'Appliances', dataIndex: 'applianceCallSigns', render: (c: string[]) => c.join(', ') },
        ]}
      />
    </div>
  );
}
