import { useMemo, type ThHTMLAttributes } from 'react';
import { Alert, App, Button, Input, Popover, Space, Table } from 'antd';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import FileExcelOutlined from '@ant-design/icons/FileExcelOutlined';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { AxiosError } from 'axios';
import { useQuery } from '@tanstack/react-query';
import { DateRangeFilter, downloadFile, errorOf, listLocale, problemMessage, read, showDay, useSave, useT } from '@firecrest/portal-kit';
import type { LmsImportLogRow } from '@firecrest/contracts';
import { showDateTime } from '../../lib/dates';
import { PageTitle } from '../../lib/page-title';
import { filtersError, LMS_RECORDS, lmsQuery } from './lms-api';
import { useSavedFilters } from './saved-filters';

const PAGE_SIZE = 25;

function StatusIcon({ row }: { row: LmsImportLogRow }) {
  const { t } = useT('lms');
  if (row.succeeded) return <CheckCircleFilled aria-label={t('history.succeeded')} style={{ color: '#52c41a' }} />;
  return (
    <Popover title={row.importErrorTitle || t('history.importError')} content={<div style={{ maxWidth: 360 }}>{row.importErrorDescription}</div>}>
      <CloseCircleFilled aria-label={t('history.failed')} style={{ color: '#ff4d4f', cursor: 'pointer' }} />
    </Popover>
  );
}

function NoWrapHeaderCell(props: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th {...props} style={{ ...props.style, whiteSpace: 'nowrap' }} />;
}

/** §2.8 `/training/lms/history`: every imported CSV row by last name, with Excel and PDF downloads of the filtered log. */
export function LmsHistoryPage() {
  const { t } = useT('lms');
  const { modal } = App.useApp();
  const { filters, page, set } = useSavedFilters('firecrest.lms.history');
  const invalid = filtersError(filters);
  const query = useMemo(() => ({ filterText: filters.filterText, fromDate: filters.fromDate, toDate: filters.toDate }), [filters]);
  const url = useMemo(() => (invalid ? null : `${LMS_RECORDS}/imports?${lmsQuery({ ...query, page, itemsPerPage: PAGE_SIZE, orderBy: 'lastName' })}`), [query, page, invalid]);
  const list = useQuery(read<{ data: LmsImportLogRow[]; pagingInfo: { totalItems: number } }>(url));
  const { data } = list;
  const error = errorOf(list);
  // A download writes nothing: the save pattern only says how it went (a log too large to export in a dialog).
  const download = useSave({
    save: (format: 'xlsx' | 'pdf') => downloadFile(`${LMS_RECORDS}/imports/report.${format}?${lmsQuery({ ...query, orderBy: 'lastName' })}`),
    saved: t('history.downloaded'),
    onFailed: (e) => {
      if (!(e instanceof AxiosError && e.response?.status === 413)) return false;
      modal.warning({ title: t('history.tooLarge'), content: `${problemMessage(e)}` });
      return true;
    },
  });
  const downloading = download.isPending ? download.variables : null;

  return (
    <div>
      <PageTitle
        title={t('history.title')}
        back={{ to: '/training/lms', label: t('list.title') }}
        extra={
          <>
            <Button icon={<FileExcelOutlined />} disabled={Boolean(invalid)} loading={downloading === 'xlsx'} onClick={() => download.mutate('xlsx')}>{t('history.excel')}</Button>
            <Button icon={<FilePdfOutlined />} disabled={Boolean(invalid)} loading={downloading === 'pdf'} onClick={() => download.mutate('pdf')}>{t('history.pdf')}</Button>
          </>
        }
      />
      <Space wrap align="start" style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('list.search')} aria-label={t('list.search')} style={{ width: 220 }} defaultValue={filters.filterText ?? ''} key={filters.filterText ?? ''} onSearch={(v) => set({ filterText: v.trim() || null, page: null })} />
        <DateRangeFilter from={filters.fromDate} to={filters.toDate} fromLabel={t('list.dateFrom')} toLabel={t('list.dateTo')} onChange={({ from, to }) => set({ fromDate: from, toDate: to, page: null })} />
      </Space>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={() => list.refetch()}>{t('common:retry')}</Button>} />}
      <Table<LmsImportLogRow>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={data?.data ?? []}
        locale={listLocale(invalid ?? t('history.empty'), error)}
        // Columns as wide as their headers: squeezed to the page, "Completion status" broke mid-word.
        scroll={{ x: 'max-content' }}
        components={{ header: { cell: NoWrapHeaderCell } }}
        pagination={{ current: page + 1, pageSize: PAGE_SIZE, total: data?.pagingInfo.totalItems ?? 0, showSizeChanger: false, showTotal: (total) => t('list.total', { count: total }) }}
        onChange={(p) => set({ page: String((p.current ?? 1) - 1) })}
        columns={[
          { title: '', key: 'status', width: 40, render: (_, r) => <StatusIcon row={r} /> },
          { title: t('history.guid'), key: 'guid', width: 200, render: (_, r) => r.guid || r.serviceNumber, ellipsis: true },
          { title: t('history.lastName'), dataIndex: 'lastName' },
          { title: t('history.firstName'), dataIndex: 'firstName' },
          { title: t('history.courseCode'), dataIndex: 'courseCode' },
          { title: t('history.courseName'), dataIndex: 'courseName', width: 220, ellipsis: true },
          { title: t('history.completionStatus'), dataIndex: 'completionStatus' },
          { title: t('list.completionDate'), dataIndex: 'completionDate', render: showDay },
          { title: t('history.importedBy'), dataIndex: 'createdBy' },
          { title: t('history.importedDate'), dataIndex: 'createdDate', render: showDateTime },
          { title: t('history.error'), key: 'error', width: 260, ellipsis: true, render: (_, r) => [r.importErrorTitle, r.importErrorDescription].filter(Boolean).join(': ') },
        ]}
      />
    </div>
  );
}
