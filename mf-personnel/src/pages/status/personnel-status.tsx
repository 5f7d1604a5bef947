import { useMemo } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Select, Space, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { SortOrder } from 'antd/es/table/interface';
import type { PersonStatusRow } from '@firecrest/contracts';
import { errorOf, listLocale, read, showDay, useLocations, useQueryParams, useT, useTrainingList } from '@firecrest/portal-kit';
import { BAND_KEYS, ExpiryTag, ExpiryWindowPicker, useExpiryWindow } from '../../lib/expiry';

const PAGE_SIZE = 50;
/** The columns the list sorts by (the server's orderBy); soonest expiry first when none is chosen. */
const SORTS = ['employee', 'startDate', 'expiryDate'] as const;

/** /competency-status/personnel: each person's current competencies with their expiry colour, filterable. */
export function PersonnelStatusPage() {
  const { t } = useT('personnel');
  const [params, set] = useQueryParams();
  const [storedDays, setWithinDays] = useExpiryWindow();
  const withinDays = Number(params.get('withinDays') ?? storedDays);
  const stations = useLocations();
  const competencies = useTrainingList('competency');
  const statuses = useTrainingList('competencyStatus');
  const page = Number(params.get('page') ?? 0);
  const orderBy = SORTS.find((s) => s === params.get('orderBy')) ?? 'expiryDate';
  const descending = params.get('desc') === 'true';
  const url = useMemo(() => {
    const q = new URLSearchParams({ withinDays: String(withinDays), page: String(page), itemsPerPage: String(PAGE_SIZE), orderBy, descending: String(descending) });
    for (const f of ['stationId', 'band', 'competencyId']) if (params.get(f)) q.set(f, params.get(f)!);
    return `/api/personnel/competency-status/people?${q}`;
  }, [params, withinDays, page, orderBy, descending]);
  const sortOrder = (key: string): SortOrder => (orderBy === key ? (descending ? 'descend' : 'ascend') : null);
  const rows = useQuery(read<{ data: PersonStatusRow[]; total: number }>(url));
  const rowsError = errorOf(rows);

  return (
    <div>
      <Typography.Title level={2}>{t('personnelStatus.title')}</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <ExpiryWindowPicker value={withinDays} onChange={(d) => { setWithinDays(d); set({ withinDays: String(d), page: null }); }} />
        <Select allowClear showSearch optionFilterProp="label" placeholder={t('field.station')} aria-label={t('field.station')} style={{ width: 200 }} value={params.get('stationId') ?? undefined} onChange={(v) => set({ stationId: v ?? null, page: null })} options={stations.items.filter((s) => s.kind === 'station').map((s) => ({ value: String(s.id), label: `${s.callSign} ${s.name}` }))} />
        <Select allowClear placeholder={t('field.expiry')} aria-label={t('field.expiry')} style={{ width: 160 }} value={params.get('band') ?? undefined} onChange={(v) => set({ band: v ?? null, page: null })} options={Object.entries(BAND_KEYS).map(([value, key]) => ({ value, label: t(key) }))} />
        <Select allowClear showSearch optionFilterProp="label" placeholder={t('field.competency')} aria-label={t('field.competency')} style={{ width: 240 }} value={params.get('competencyId') ?? undefined} onChange={(v) => set({ competencyId: v ?? null, page: null })} options={competencies.items.map((c) => ({ value: String(c.id), label: `${c.code} ${c.name}` }))} />
      </Space>
      {rowsError && <Alert type="error" showIcon title={rowsError} action={<Button onClick={() => void rows.refetch()}>{t('common:retry')}</Button>} style={{ marginBottom: 16 }} />}
      <Table<PersonStatusRow>
        rowKey="recordId"
        loading={rows.isFetching}
        dataSource={rows.data?.data ?? []}
        locale={listLocale(t('personnelStatus.empty'), rowsError)}
        pagination={{ current: page + 1, pageSize: PAGE_SIZE, total: rows.data?.total ?? 0, showSizeChanger: false }}
        onChange={(p, _f, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = s?.order ? String(s.columnKey) : null;
          set({ page: String((p.current ?? 1) - 1), orderBy: key && key !== 'expiryDate' ? key : null, desc: s?.order === 'descend' ? 'true' : null });
        }}
        columns={[
          { title: t('field.employee'), key: 'employee', sorter: true, sortOrder: sortOrder('employee'), render: (_, r) => <Link to={`/personnel/rt/personnel-list/${r.employeeId}/dashboard/competency-list`}>{r.lastName}, {r.firstName}</Link> },
          { title: t('field.station'), render: (_, r) => (r.stationId ? stations.byId.get(r.stationId)?.name : '') },
          { title: t('field.competency'), render: (_, r) => competencies.byId.get(r.competencyId)?.name ?? `#${r.competencyId}` },
          { title: t('field.status'), render: (_, r) => statuses.byId.get(r.statusId)?.name ?? r.statusId },
          { title: t('field.start'), key: 'startDate', dataIndex: 'startDate', sorter: true, sortOrder: sortOrder('startDate'), render: showDay },
          { title: t('field.expiry'), key: 'expiryDate', sorter: true, sortOrder: sortOrder('expiryDate'), render: (_, r) => <ExpiryTag date={r.expiryDate} withinDays={withinDays} /> },
        ]}
      />
    </div>
  );
}
