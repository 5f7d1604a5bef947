import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { Alert, Button, Result, Space, Table, Typography } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import type { ReportDownload, ReportInfo, ReportRows } from '@firecrest/contracts';
import { api, downloadFile, errorOf, i18n, lazyScreen, listLocale, lookup, read, useCrumbName, useQueryParams, useSave, useT, type QueryChanges } from '@firecrest/portal-kit';
import { PageTitle } from '../../lib/page-title';
import { ReportFilters } from './report-filters';
import { reportTexts } from './report-keys';
import { chartUrl, DOWNLOADS_URL, exportUrl, filtersOf, PAGE_SIZE, REPORTS_URL, reportAt, rowsUrl, shownCell } from './report-query';
import { SavedReports } from './saved-reports';

type Format = 'xlsx' | 'pdf';

// recharts loads only for a report with a chart.
const ReportChart = lazyScreen(() => import('./report-chart'), 'ReportChart');

/**
 * Keeps the user's filters of the report: restored when the report opens without filters in its URL, stored on each
 * change after that.
 */
function useKeptFilters(report: ReportInfo, params: URLSearchParams, set: (changes: QueryChanges) => void) {
  const url = `${REPORTS_URL}/${report.id}/saved-filter`;
  const filters = JSON.stringify(filtersOf(params, report));
  // Asked once per report opened (the view is keyed by report), only when its URL has no filters.
  const [ask] = useState(() => filters === '{}');
  const [restored, setRestored] = useState(!ask);
  const last = useRef(filters);
  const kept = useQuery(read<{ filters: Record<string, string> }>(ask ? url : null));
  useEffect(() => {
    if (restored || kept.isPending) return;
    // A failed ask restores nothing: the report opens unfiltered.
    if (kept.data) {
      last.current = JSON.stringify(kept.data.filters);
      if (Object.keys(kept.data.filters).length) set(kept.data.filters);
    }
    setRestored(true);
  }, [restored, kept.isPending, kept.data, set]);
  // Kept quietly: a filter not stored is no reason to interrupt the reader.
  const { mutate: keep } = useSave({ save: (changed: string) => api.put(url, { filters: JSON.parse(changed) }), onFailed: () => true });
  useEffect(() => {
    if (!restored || filters === last.current) return;
    last.current = filters;
    keep(filters);
  }, [restored, filters, keep]);
  return restored;
}

function ReportView({ report }: { report: ReportInfo }) {
  const { t } = useT('reports');
  const texts = reportTexts(t, report);
  useCrumbName(`/reporting/rt/${report.path}`, texts.title);
  const [params, set] = useQueryParams();
  const restored = useKeptFilters(report, params, set);
  const rows = useQuery(read<ReportRows>(restored ? rowsUrl(report, params) : null));
  const rowsError = errorOf(rows);
  const sort = params.get('sort') ?? report.defaultSort.key;
  const order = params.get('order') ?? report.defaultSort.order;

  // A download writes nothing: the save pattern only says when it failed.
  const exportNow = useSave({ save: (format: Format) => downloadFile(exportUrl(report, params, format)) });
  const queue = useSave({
    save: (format: Format) => api.post<ReportDownload>(DOWNLOADS_URL, { reportId: report.id, format, filters: filtersOf(params, report), sort, order }),
    invalidates: [DOWNLOADS_URL],
    saved: (_, format) => t(format === 'xlsx' ? 'report.queuedExcel' : 'report.queuedPdf', { title: texts.title }),
  });
  const busy = (action: { isPending: boolean; variables?: Format }, format: Format) => action.isPending && action.variables === format;

  return (
    <div>
      <PageTitle
        title={texts.title}
        extra={
          <>
            <Button icon={<DownloadOutlined />} loading={busy(exportNow, 'xlsx')} onClick={() => exportNow.mutate('xlsx')}>{t('report.excel')}</Button>
            <Button icon={<DownloadOutlined />} loading={busy(exportNow, 'pdf')} onClick={() => exportNow.mutate('pdf')}>{t('report.pdf')}</Button>
            <Button loading={busy(queue, 'xlsx')} onClick={() => queue.mutate('xlsx')}>{t('report.queueExcel')}</Button>
            <Button loading={busy(queue, 'pdf')} onClick={() => queue.mutate('pdf')}>{t('report.queuePdf')}</Button>
            <Link to="/reporting/rt/downloads">{t('downloads.title')}</Link>
          </>
        }
      />
      <Typography.Paragraph type="secondary">{texts.question}</Typography.Paragraph>
      <Space wrap align="start" style={{ width: '100%', justifyContent: 'space-between' }}>
        <ReportFilters report={report} params={params} set={set} />
        <SavedReports report={report} params={params} set={set} />
      </Space>
      {rowsError && <Alert type="error" showIcon title={rowsError} style={{ marginBottom: 16 }} action={<Button onClick={() => rows.refetch()}>{t('common:retry')}</Button>} />}
      {report.chart && restored && !rowsError && <ReportChart report={report} url={chartUrl(report, params)} />}
      <Table<ReportRows['data'][number]>
        rowKey={(_, i) => String(i)}
        size="small"
        loading={rows.isFetching || !restored}
        dataSource={rows.data?.data ?? []}
        locale={listLocale(texts.empty, rowsError)}
        scroll={{ x: true }}
        pagination={{ current: Number(params.get('page') ?? 0) + 1, pageSize: PAGE_SIZE, total: rows.data?.total ?? 0, showSizeChanger: false, showTotal: (total) => (total === 1 ? t('oneRow') : t('rows', { count: total.toLocaleString(i18n.language) })) }}
        onChange={(p, _f, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = s?.order ? String(s.columnKey) : null;
          set({ page: String((p.current ?? 1) - 1), sort: key, order: key ? (s!.order === 'descend' ? 'desc' : 'asc') : null });
        }}
        columns={report.columns.map((c) => ({
          key: c.key,
          title: texts.column(c.key),
          align: c.type === 'text' || c.type === 'date' ? undefined : ('right' as const),
          sorter: c.sortable,
          sortOrder: sort === c.key ? (order === 'desc' ? ('descend' as const) : ('ascend' as const)) : null,
          render: (_: unknown, row: ReportRows['data'][number]) => shownCell(c.type, row[c.key]),
        }))}
      />
    </div>
  );
}

/** `/reporting/rt/<report>`: any report of the catalogue, by its path, on one generic page. */
export function ReportPage() {
  const { t } = useT('reports');
  const { pathname } = useLocation();
  const reports = useQuery(lookup<{ data: ReportInfo[] }>(REPORTS_URL));
  const { data } = reports;
  const error = errorOf(reports);
  if (error) return <Alert type="error" showIcon title={error} action={<Button onClick={() => reports.refetch()}>{t('common:retry')}</Button>} />;
  if (reports.isFetching || !data) return <Table loading columns={[]} />;
  const report = reportAt(data.data, pathname);
  if (!report) return <Result status="404" title={t('report.notFound')} extra={<Link to="/reporting">{t('report.all')}</Link>} />;
  return <ReportView key={report.id} report={report} />;
}
