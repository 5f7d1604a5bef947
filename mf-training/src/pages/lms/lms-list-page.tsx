import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Input, Select, Space, Table, Tooltip } from 'antd';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import CloudDownloadOutlined from '@ant-design/icons/CloudDownloadOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useQuery } from '@tanstack/react-query';
import { api, dateRangeProblem, DateRangeFilter, errorOf, listLocale, read, useLocations, useSave, useSession, useT } from '@firecrest/portal-kit';
import type { LmsRecord } from '@firecrest/contracts';
import { showDateTime, showDay } from '../../lib/dates';
import { PageTitle } from '../../lib/page-title';
import { ImportModal } from './import-modal';
import { LMS_RECORDS, lmsQuery } from './lms-api';
import { useSavedFilters } from './saved-filters';

const PAGE_SIZE = 25;
const ORDER: Record<string, string> = { serviceNo: 'serviceNo', fullName: 'lastName', competency: 'competencyCode', completionDate: 'completionDate', createdBy: 'createdBy', createdDate: 'createdDate' };

/** §4: no evaluation status is a grey circle, 2 an amber tick, 3 a green tick. */
export function AppliedIcon({ status }: { status: number | null }) {
  const { t } = useT('lms');
  if (status === 3) return <Tooltip title={t('applied.appliedTip')}><CheckCircleFilled aria-label={t('applied.applied')} style={{ color: '#52c41a' }} /></Tooltip>;
  if (status === 2) return <Tooltip title={t('applied.recordedTip')}><CheckCircleFilled aria-label={t('applied.recorded')} style={{ color: '#faad14' }} /></Tooltip>;
  return <Tooltip title={t('applied.notAppliedTip')}><MinusCircleOutlined aria-label={t('applied.notApplied')} style={{ color: '#bfbfbf' }} /></Tooltip>;
}

/** §2.7 `/training/lms`: LMS records, newest logged first, with Import, History, Settings (and Download outside production). */
export function LmsListPage() {
  const { t } = useT('lms');
  const canCreate = useSession((s) => s.can('LMS_IMPORTS', 'create'));
  const locations = useLocations();
  const { filters, page, set } = useSavedFilters('firecrest.lms.list');
  const [sort, setSort] = useState<{ orderBy: string; descending: boolean }>({ orderBy: 'createdDate', descending: true });
  const [importing, setImporting] = useState(false);
  // A refused date range is not sent: the form says why, and the list shows nothing of the filters before.
  const invalid = dateRangeProblem(filters.fromDate, filters.toDate);
  const url = useMemo(
    () => (invalid ? null : `${LMS_RECORDS}?${lmsQuery({ ...filters, page, itemsPerPage: PAGE_SIZE, orderBy: sort.orderBy, orderByDescending: sort.descending })}`),
    [filters, page, sort, invalid],
  );
  const list = useQuery(read<{ data: LmsRecord[]; pagingInfo: { totalItems: number } }>(url));
  const { data } = list;
  const error = errorOf(list);
  const runService = useSave({
    save: () => api.post<{ message: string }>(`${LMS_RECORDS}/service/run`, undefined, { timeout: 300_000 }).then((r) => r.data),
    invalidates: [LMS_RECORDS],
    saved: (run) => t('list.downloaded', { message: run.message }),
  });

  return (
    <div>
      <PageTitle
        title={t('list.title')}
        extra={
          <>
            {canCreate && <Button type="primary" icon={<UploadOutlined />} onClick={() => setImporting(true)}>{t('list.import')}</Button>}
            <Link to="/training/lms/history"><Button>{t('list.history')}</Button></Link>
            <Link to="/training/lms/settings"><Button>{t('list.settings')}</Button></Link>
            {process.env.NODE_ENV !== 'production' && canCreate && <Button icon={<CloudDownloadOutlined />} loading={runService.isPending} onClick={() => runService.mutate()}>{t('list.download')}</Button>}
          </>
        }
      />
      <Space wrap align="start" style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('list.search')} aria-label={t('list.search')} style={{ width: 220 }} defaultValue={filters.filterText ?? ''} key={filters.filterText ?? ''} onSearch={(v) => set({ filterText: v.trim() || null, page: null })} />
        <Select
          mode="multiple"
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('list.locations')}
          aria-label={t('list.locations')}
          style={{ minWidth: 240 }}
          value={filters.locationIds?.map(String)}
          onChange={(v: string[]) => set({ locationIds: v, page: null })}
          options={locations.items.map((l) => ({ value: String(l.id), label: `${l.callSign} ${l.name}` }))}
        />
        <DateRangeFilter from={filters.fromDate} to={filters.toDate} fromLabel={t('list.dateFrom')} toLabel={t('list.dateTo')} onChange={({ from, to }) => set({ fromDate: from, toDate: to, page: null })} />
      </Space>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={() => list.refetch()}>{t('common:retry')}</Button>} />}
      <Table<LmsRecord>
        rowKey="id"
        loading={list.isFetching}
        dataSource={data?.data ?? []}
        locale={listLocale(invalid ?? t('list.empty'), error)}
        pagination={{ current: page + 1, pageSize: PAGE_SIZE, total: data?.pagingInfo.totalItems ?? 0, showSizeChanger: false, showTotal: (total) => t('list.total', { count: total }) }}
        onChange={(p, _f, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = String(s?.columnKey ?? '');
          setSort(s?.order && ORDER[key] ? { orderBy: ORDER[key]!, descending: s.order === 'descend' } : { orderBy: 'createdDate', descending: true });
          set({ page: String((p.current ?? 1) - 1) });
        }}
        columns={[
          { title: t('list.serviceNo'), key: 'serviceNo', dataIndex: 'serviceNo', sorter: true },
          { title: t('list.fullName'), key: 'fullName', sorter: true, render: (_, r) => `${r.firstName} ${r.lastName}`.trim() },
          { title: t('list.locations'), dataIndex: 'locations' },
          { title: t('list.competency'), key: 'competency', sorter: true, render: (_, r) => `${r.competencyCode} ${r.competencyName}` },
          { title: t('list.completionDate'), key: 'completionDate', dataIndex: 'completionDate', sorter: true, render: showDay },
          { title: t('list.loggedBy'), key: 'createdBy', dataIndex: 'createdBy', sorter: true },
          { title: t('list.dateLogged'), key: 'createdDate', dataIndex: 'createdDate', sorter: true, defaultSortOrder: 'descend', render: showDateTime },
          { title: t('list.applied'), key: 'applied', align: 'center', render: (_, r) => <AppliedIcon status={r.evaluationStatus ?? null} /> },
        ]}
      />
      <ImportModal open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}
