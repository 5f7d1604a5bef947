import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, App, Button, Input, Select, Space, Table, Typography } from 'antd';
import { FileExcelOutlined, FilePdfOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { LOG_PAGE_SIZE, type LogPage } from '@firecrest/contracts';
import { api, dateRangeProblem, DateRangeFilter, downloadFile, listLocale, problemMessage, useT } from '@firecrest/portal-kit';

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
  const [rows, setRows] = useState<R[]>([]);
  const [total, setTotal] = useState(0);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const generation = useRef(0);
  const invalid = filtersError(filters);

  const load = useCallback(
    async (cursor: string | null) => {
      const mine = ++generation.current;
      if (!cursor) {
        setRows([]);
        setTotal(0);
        setNextCursor(null);
      }
      setError(null);
      if (filtersError(filters)) return setLoading(false);
      setLoading(true);
      try {
        const { data } = await api.get<LogPage<R>>(url, { params: { ...filters, ...(cursor ? { cursor } : {}), take: LOG_PAGE_SIZE } });
        if (mine !== generation.current) return;
        setRows((previous) => (cursor ? [...previous, ...data.data] : data.data));
        // The count of the first page: later pages hold only older rows, which it already counted.
        if (!cursor) setTotal(data.total);
        setNextCursor(data.nextCursor);
      } catch (e) {
        if (mine === generation.current) setError(problemMessage(e));
      } finally {
        if (mine === generation.current) setLoading(false);
      }
    },
    [filters, url],
  );
  useEffect(() => {
    void load(null);
  }, [load]);

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
          <Button icon={<ReloadOutlined />} aria-label={t('refresh')} onClick={() => void load(null)} />
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
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={() => void load(null)}>{t('common:retry')}</Button>} />}
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
        {nextCursor && <Button loading={loading} onClick={() => void load(nextCursor)}>{t('log.loadMore')}</Button>}
      </Space>
    </div>
  );
}

export { showDateTime as formatDate } from '@firecrest/portal-kit';
