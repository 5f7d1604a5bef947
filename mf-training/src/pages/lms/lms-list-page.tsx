import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Input, Select, Space, Table, Tooltip } from 'antd';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import CloudDownloadOutlined from '@ant-design/icons/CloudDownloadOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { api, dateRangeProblem, DateRangeFilter, listLocale, problemMessage, useFetched, useLocations, useSession, useToast } from '@firecrest/portal-kit';
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
  if (status === 3) return <Tooltip title="Applied to the competency"><CheckCircleFilled aria-label="applied" style={{ color: '#52c41a' }} /></Tooltip>;
  if (status === 2) return <Tooltip title="Recorded, not applied: a newer completion is held"><CheckCircleFilled aria-label="recorded" style={{ color: '#faad14' }} /></Tooltip>;
  return <Tooltip title="Not applied yet"><MinusCircleOutlined aria-label="not applied" style={{ color: '#bfbfbf' }} /></Tooltip>;
}

/** §2.7 `/training/lms`: LMS records, newest logged first, with Import, History, Settings (and Download outside production). */
export function LmsListPage() {
  const toast = useToast();
  const canCreate = useSession((s) => s.can('LMS_IMPORTS', 'create'));
  const locations = useLocations();
  const { filters, page, set } = useSavedFilters('firecrest.lms.list');
  const [sort, setSort] = useState<{ orderBy: string; descending: boolean }>({ orderBy: 'createdDate', descending: true });
  const [importing, setImporting] = useState(false);
  const [running, setRunning] = useState(false);
  // A refused date range is not sent: the form says why, and the list shows nothing of the filters before.
  const invalid = dateRangeProblem(filters.fromDate, filters.toDate);
  const url = useMemo(
    () => (invalid ? null : `${LMS_RECORDS}?${lmsQuery({ ...filters, page, itemsPerPage: PAGE_SIZE, orderBy: sort.orderBy, orderByDescending: sort.descending })}`),
    [filters, page, sort, invalid],
  );
  const { data, loading, error, reload } = useFetched<{ data: LmsRecord[]; pagingInfo: { totalItems: number } }>(url);

  async function runService() {
    setRunning(true);
    try {
      const { data: run } = await api.post<{ message: string }>(`${LMS_RECORDS}/service/run`, undefined, { timeout: 300_000 });
      toast.success(`LMS download complete. ${run.message}`);
      reload();
    } catch (e) {
      toast.error(problemMessage(e));
    } finally {
      setRunning(false);
    }
  }

  return (
    <div>
      <PageTitle
        title="LMS imports"
        extra={
          <>
            {canCreate && <Button type="primary" icon={<UploadOutlined />} onClick={() => setImporting(true)}>Import</Button>}
            <Link to="/training/lms/history"><Button>History</Button></Link>
            <Link to="/training/lms/settings"><Button>Settings</Button></Link>
            {process.env.NODE_ENV !== 'production' && canCreate && <Button icon={<CloudDownloadOutlined />} loading={running} onClick={runService}>Download</Button>}
          </>
        }
      />
      <Space wrap align="start" style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder="Search" aria-label="Search" style={{ width: 220 }} defaultValue={filters.filterText ?? ''} key={filters.filterText ?? ''} onSearch={(v) => set({ filterText: v.trim() || null, page: null })} />
        <Select
          mode="multiple"
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="Locations"
          aria-label="Locations"
          style={{ minWidth: 240 }}
          value={filters.locationIds?.map(String)}
          onChange={(v: string[]) => set({ locationIds: v, page: null })}
          options={locations.items.map((l) => ({ value: String(l.id), label: `${l.callSign} ${l.name}` }))}
        />
        <DateRangeFilter from={filters.fromDate} to={filters.toDate} toLabel="Date to" onChange={({ from, to }) => set({ fromDate: from, toDate: to, page: null })} />
      </Space>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={reload}>Retry</Button>} />}
      <Table<LmsRecord>
        rowKey="id"
        loading={loading}
        dataSource={data?.data ?? []}
        locale={listLocale(invalid ?? 'No LMS records match the filters', error)}
        pagination={{ current: page + 1, pageSize: PAGE_SIZE, total: data?.pagingInfo.totalItems ?? 0, showSizeChanger: false, showTotal: (t) => `${t} records` }}
        onChange={(p, _f, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = String(s?.columnKey ?? '');
          setSort(s?.order && ORDER[key] ? { orderBy: ORDER[key]!, descending: s.order === 'descend' } : { orderBy: 'createdDate', descending: true });
          set({ page: String((p.current ?? 1) - 1) });
        }}
        columns={[
          { title: 'Service number', key: 'serviceNo', dataIndex: 'serviceNo', sorter: true },
          { title: 'Full name', key: 'fullName', sorter: true, render: (_, r) => `${r.firstName} ${r.lastName}`.trim() },
          { title: 'Locations', dataIndex: 'locations' },
          { title: 'Competency', key: 'competency', sorter: true, render: (_, r) => `${r.competencyCode} ${r.competencyName}` },
          { title: 'Completion date', key: 'completionDate', dataIndex: 'completionDate', sorter: true, render: showDay },
          { title: 'Logged by', key: 'createdBy', dataIndex: 'createdBy', sorter: true },
          { title: 'Date logged', key: 'createdDate', dataIndex: 'createdDate', sorter: true, defaultSortOrder: 'descend', render: showDateTime },
          { title: 'Applied', key: 'applied', align: 'center', render: (_, r) => <AppliedIcon status={r.evaluationStatus ?? null} /> },
        ]}
      />
      <ImportModal open={importing} onClose={() => setImporting(false)} onImported={reload} />
    </div>
  );
}
