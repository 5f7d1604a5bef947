import { Input, Select, Space } from 'antd';
import { DateRangeFilter, useLocations, useOrganisationList, useT, useTrainingList, type QueryChanges } from '@firecrest/portal-kit';
import type { ReportInfo } from '@firecrest/contracts';
import { ATTENDEE_STATUS_KEYS, BAND_OPTION_KEYS } from './report-labels';

interface Props {
  report: ReportInfo;
  params: URLSearchParams;
  set(changes: QueryChanges): void;
}

/** One multi-select of ids kept in the URL as a comma-separated list. */
function IdsSelect({ name, label, options, params, set }: { name: string; label: string; options: { value: number; label: string }[] } & Omit<Props, 'report'>) {
  const value = params.get(name)?.split(',').filter(Boolean).map(Number) ?? [];
  return (
    <Select
      mode="multiple"
      allowClear
      showSearch
      optionFilterProp="label"
      maxTagCount={2}
      placeholder={label}
      aria-label={label}
      style={{ minWidth: 240, maxWidth: 420 }}
      value={value}
      options={options}
      onChange={(ids: number[]) => set({ [name]: ids.join(',') || null, page: null })}
    />
  );
}

/** The filters the report takes, as the portal's usual controls; every change goes to the URL (and is kept). */
export function ReportFilters({ report, params, set }: Props) {
  const { t } = useT('reports');
  const takes = (key: string) => report.filters.includes(key);
  const stations = useLocations();
  const staffGroups = useOrganisationList('staffGroup');
  const roles = useOrganisationList('employeeRole');
  const competencies = useTrainingList('competency');
  const shared = { params, set };
  return (
    <Space wrap align="start" style={{ marginBottom: 16 }}>
      {(takes('from') || takes('to')) && (
        <DateRangeFilter from={params.get('from')} to={params.get('to')} onChange={({ from, to }) => set({ from, to, page: null })} />
      )}
      {takes('stationIds') && (
        <IdsSelect name="stationIds" label={t('filter.stations')} options={stations.items.filter((l) => l.kind === 'station').map((l) => ({ value: l.id, label: `${l.callSign} ${l.name}` }))} {...shared} />
      )}
      {takes('staffGroupIds') && <IdsSelect name="staffGroupIds" label={t('filter.staffGroups')} options={staffGroups.items.map((i) => ({ value: i.id, label: i.name }))} {...shared} />}
      {takes('roleIds') && <IdsSelect name="roleIds" label={t('filter.roles')} options={roles.items.map((i) => ({ value: i.id, label: i.name }))} {...shared} />}
      {takes('competencyIds') && <IdsSelect name="competencyIds" label={t('filter.competencies')} options={competencies.items.map((i) => ({ value: i.id, label: `${i.code} ${i.name}`.trim() }))} {...shared} />}
      {takes('attendeeStatusIds') && (
        <IdsSelect name="attendeeStatusIds" label={t('filter.attendeeStatuses')} options={Object.entries(ATTENDEE_STATUS_KEYS).map(([id, key]) => ({ value: Number(id), label: t(key) }))} {...shared} />
      )}
      {takes('band') && (
        <Select allowClear placeholder={t('filter.band')} aria-label={t('filter.band')} style={{ width: 220 }} value={params.get('band') ?? undefined} options={Object.entries(BAND_OPTION_KEYS).map(([value, key]) => ({ value, label: t(key) }))} onChange={(band) => set({ band: band ?? null, page: null })} />
      )}
      {takes('courseName') && (
        <Input.Search allowClear placeholder={t('filter.courseName')} aria-label={t('filter.courseName')} style={{ width: 220 }} defaultValue={params.get('courseName') ?? ''} onSearch={(courseName) => set({ courseName, page: null })} />
      )}
    </Space>
  );
}
