import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert, Button, Result, Space, Table, Typography } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import type { ReportDownload, ReportInfo, ReportRows } from '@firecrest/contracts';
import { api, downloadFile, i18n, lazyScreen, listLocale, problemMessage, useCrumbName, useFetched, useQueryParams, useT, useToast, type QueryChanges } from '@firecrest/portal-kit';
import { PageTitle } from '../../lib/page-title';
import { ReportFilters } from './report-filters';
import { reportTexts } from './report-keys';
import { chartUrl, DOWNLOADS_URL, exportUrl, filtersOf, PAGE_SIZE, REPORTS_URL, reportAt, rowsUrl, shownCell } from './report-query';
import { SavedReports } from './saved-reports';

// recharts loads only for a report with a chart.
const ReportChart = lazyScreen(() => import('./report-chart'), 'ReportChart');

/**
 * Keeps the user's filters of the report: restored when the report opens without filters in its URL, stored on each
 * change after that.
 */
function useKeptFilters(report: ReportInfo, params: URLSearchParams, set: (changes: QueryChanges) => void) {
  const url = `${REPORTS_URL}/${report.id}/saved-filter`;
  const [restored, setRestored] = useState(false);
  const filters = JSON.stringify(filtersOf(params, report));
  const last = useRef(filters);
  useEffect(() => {
    if (Object.keys(filtersOf(params, report)).length) return setRestored(true);
    api
      .get<{ filters: Record<string, string> }>(url)
      .then(({ data }) => {
        last.current = JSON.stringify(data.filters);
        if (Object.keys(data.filters).length) set(data.filters);
      })
      .catch(() => undefined)
      .finally(() => setRestored(true));
    // Once per report opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [report.id]);
  useEffect(() => {
    if (!restored || filters === last.current) return;
    last.current = filters;
    api.put(url, { filters: JSON.parse(filters) }).catch(() => undefined);
  }, [restored, filters, url]);
  return restored;
}

function ReportView({ report }: { report: ReportInfo }) {
  const { t } = useT('reports');
  const texts = reportTexts(t, report);
  useCrumbName(`/reporting/rt/${report.path}`, texts.title);
  const [params, set] = useQueryParams();
  const toast = useToast();
  const restored = useKeptFilters(report, params, set);
  const rows = useFetched<ReportRows>(restored ? rowsUrl(report, params) : null);
  const [busy, setBusy] = useState<string | null>(null);
  const sort = params.get('sort') ?? report.defaultSort.key;
  const order = params.get('order') ?? report.defaultSort.order;

  const exportNow = async (format: 'xlsx' | 'pdf') => {
    setBusy(format);
    try {
      await downloadFile(exportUrl(report, params, format));
    } catch (error) {
      toast.error(problemMessage(error));
    } finally {
      setBusy(null);
    }
  };
  const queue = async (format: 'xlsx' | 'pdf') => {
    setBusy(`queue-${format}`);
    try {
      await api.post<ReportDownload>(DOWNLOADS_URL, { reportId: report.id, format, filters: filtersOf(params, report), sort, order });
      toast.success(t(format === 'xlsx' ? 'report.queuedExcel' : 'report.queuedPdf', { title: texts.title }));
    } catch (error) {
      toast.error(problemMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div>
      <PageTitle
        title={texts.title}
        extra={
          <>
            <Button icon={<DownloadOutlined />} loading={busy === 'xlsx'} onClick={() => exportNow('xlsx')}>{t('report.excel')}</Button>
            <Button icon={<DownloadOutlined />} loading={busy === 'pdf'} onClick={() => exportNow('pdf')}>{t('report.pdf')}</Button>
            <Button loading={busy === 'queue-xlsx'} onClick={() => queue('xlsx')}>{t('report.queueExcel')}</Button>
            <Button loading={busy === 'queue-pdf'} onClick={() => queue('pdf')}>{t('report.queuePdf')}</Button>
            <Link to="/reporting/rt/downloads">{t('downloads.title')}</Link>
          </>
        }
      />
      <Typography.Paragraph type="secondary">{texts.question}</Typography.Paragraph>
      <Space wrap align="start" style={{ width: '100%', justifyContent: 'space-between' }}>
        <ReportFilters report={report} params={params} set={set} />
        <SavedReports report={report} params={params} set={set} />
      </Space>
      {rows.error && <Alert type="error" showIcon title={rows.error} style={{ marginBottom: 16 }} action={<Button onClick={rows.reload}>{t('common:retry')}</Button>} />}
      {report.chart && restored && !rows.error && <ReportChart report={report} url={chartUrl(report, params)} />}
      <Table<ReportRows['data'][number]>
        rowKey={(_, i) => String(i)}
        size="small"
        loading={rows.loading || !restored}
        dataSource={rows.data?.data ?? []}
        locale={listLocale(texts.empty, rows.error)}
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
  const { data, loading, error, reload } = useFetched<{ data: ReportInfo[] }>(REPORTS_URL, { shared: true });
  if (error) return <Alert type="error" showIcon title={error} action={<Button onClick={reload}>{t('common:retry')}</Button>} />;
  if (loading || !data) return <Table loading columns={[]} />;
  const report = reportAt(data.data, pathname);
  if (!report) return <Result status="404" title={t('report.notFound')} extra={<Link to="/reporting">{t('report.all')}</Link>} />;
  return <ReportView key={report.id} report={report} />;
}
