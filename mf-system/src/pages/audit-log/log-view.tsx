import { useState, type ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, App, Button, Input, Select, Space, Table, Typography } from 'antd';
import { FileExcelOutlined, FilePdfOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { LOG_PAGE_SIZE, type LogPage } from '@firecrest/contracts';
import { api, dateRangeProblem, DateRangeFilter, downloadFile, errorOf, listLocale, problemMessage, queryClient, queryKeyOf, useT } from '@firecrest/portal-kit';

export interface LogFilters {
  filter?: string;
  dateFrom?: string;
  dateTo?: string;
  /** The log's own choice (the audit log's request type, the access log's event). */
  [choice: string]: string | undefined;
}

/** A log's own filter beside the text and dates: a query parameter with its options. */
export interface LogChoice {
  param: string;
  label: string;
  options: { value: string; label: string }[];
}

interface LogViewProps<R> {
  title: string;
  intro: ReactNode;
  /** `/api/system/log/audit`: the list; `<url>/export/{xlsx|pdf}`: the exports. */
  url: string;
  columns: ColumnsType<R>;
  choice?: LogChoice;
  emptyText: string;
  searchLabel?: string;
}

/** The dates must run forwards; downloads need valid filters (admin-area §5). */
const filtersError = (f: LogFilters) => dateRangeProblem(f.dateFrom, f.dateTo);

/**
 * A log: filters, rows loaded 30 at a time newest first by the server's cursor (the log grows while it is read, so an
 * offset would repeat rows), Excel and PDF downloads of what the filters select. A change of filters starts again from
 * nothing: no row of the filters before stays on screen.
 */
export function LogView<R extends { id: string }>({ title, intro, url, columns, choice, emptyText, searchLabel }: LogViewProps<R>) {
  const { t } = useT('system');
  const { modal } = App.useApp();
  const [filters, setFilters] = useState<LogFilters>({});
  const [downloading, setDownloading] = useState<string | null>(null);
  const invalid = filtersError(filters);

  // The filters' pages as TanStack Query's infinite query (nothing asked while the filters are refused); a new key per
  // filters, so their first page is shown alone.
  const key = [...queryKeyOf(url), 'pages', filters];
  const pages = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => api.get<LogPage<R>>(url, { params: { ...filters, ...(pageParam ? { cursor: pageParam } : {}), take: LOG_PAGE_SIZE } }).then((r) => r.data),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: !invalid,
    gcTime: 0,
  });
  const rows = pages.data?.pages.flatMap((page) => page.data) ?? [];
  // The count of the first page: later pages hold only older rows, which it already counted.
  const total = pages.data?.pages[0]?.total ?? 0;
  const loading = pages.isFetching;
  const error = errorOf(pages);
  /** From the newest row again: only the first page is asked. */
  const reload = () => void queryClient.resetQueries({ queryKey: key });

  const download = async (format: 'xlsx' | 'pdf') => {
    setDownloading(format);
    try {
      await downloadFile(`${url}/export/${format}`, filters);
    } catch (e) {
      modal.warning({ title: t('log.downloadFailed'), content: problemMessage(e) });
    } finally {
      setDownloading(null);
    }
  };

  const set = (patch: LogFilters) => setFilters((f) => ({ ...f, ...patch }));

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>{title}</Typography.Title>
        <Space>
          <Button icon={<ReloadOutlined />} aria-label={t('refresh')} onClick={reload} />
          <Button icon={<FileExcelOutlined />} disabled={!!invalid} loading={downloading === 'xlsx'} onClick={() => void download('xlsx')}>{t('log.excel')}</Button>
          <Button icon={<FilePdfOutlined />} disabled={!!invalid} loading={downloading === 'pdf'} onClick={() => void download('pdf')}>{t('schema.pdf')}</Button>
        </Space>
      </Space>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      <Space wrap align="start" style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={searchLabel ?? t('log.search')} aria-label={t('log.search')} style={{ width: 260 }} onSearch={(value) => set({ filter: value.trim() || undefined })} />
        <DateRangeFilter from={filters.dateFrom} to={filters.dateTo} onChange={({ from, to }) => set({ dateFrom: from ?? undefined, dateTo: to ?? undefined })} />
        {choice && (
          <Select
            allowClear
            placeholder={choice.label}
            aria-label={choice.label}
            style={{ minWidth: 150 }}
            popupMatchSelectWidth={false}
            options={choice.options}
            onChange={(value?: string) => set({ [choice.param]: value })}
          />
        )}
      </Space>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={reload}>{t('common:retry')}</Button>} />}
      <Table<R>
        rowKey="id"
        size="small"
        loading={loading && rows.length === 0}
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ x: true }}
        locale={listLocale(invalid ?? emptyText, error)}
      />
      <Space style={{ marginTop: 12 }}>
        {!invalid && <Typography.Text type="secondary">{t('log.showing', { shown: rows.length, total: Math.max(total, rows.length) })}</Typography.Text>}
        {pages.hasNextPage && <Button loading={loading} onClick={() => void pages.fetchNextPage()}>{t('log.loadMore')}</Button>}
      </Space>
    </div>
  );
}

export { showDateTime as formatDate } from '@firecrest/portal-kit';
