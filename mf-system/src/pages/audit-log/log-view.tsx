import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, App, Button, DatePicker, Empty, Input, Select, Space, Table, Typography } from 'antd';
import { FileExcelOutlined, FilePdfOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { LOG_PAGE_SIZE, type LogPage } from '@firecrest/contracts';
import { api, downloadFile, problemMessage } from '@firecrest/portal-kit';

export interface LogFilters {
  filter?: string;
  dateFrom?: string;
  dateTo?: string;
  requestType?: string;
}

interface LogViewProps<R> {
  title: string;
  intro: ReactNode;
  /** `/api/system/log/audit`: the list; `<url>/export/{xlsx|pdf}`: the exports. */
  url: string;
  columns: ColumnsType<R>;
  requestTypes?: readonly string[];
  emptyText: string;
}

/** The dates must run forwards; downloads need valid filters (admin-area §5). */
const filtersError = (f: LogFilters) => (f.dateFrom && f.dateTo && f.dateFrom > f.dateTo ? 'The until date must not be before the from date.' : null);

/** A log: filters, rows loaded 30 at a time newest first, Excel and PDF downloads of what the filters select. */
export function LogView<R extends { id: string }>({ title, intro, url, columns, requestTypes, emptyText }: LogViewProps<R>) {
  const { modal } = App.useApp();
  const [filters, setFilters] = useState<LogFilters>({});
  const [rows, setRows] = useState<R[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const generation = useRef(0);
  const invalid = filtersError(filters);

  const load = useCallback(
    async (skip: number) => {
      if (filtersError(filters)) return;
      const mine = ++generation.current;
      setLoading(true);
      setError(null);
      try {
        const { data } = await api.get<LogPage<R>>(url, { params: { ...filters, skip, take: LOG_PAGE_SIZE } });
        if (mine !== generation.current) return;
        setRows((previous) => (skip === 0 ? data.data : [...previous, ...data.data]));
        setTotal(data.total);
      } catch (e) {
        if (mine === generation.current) setError(problemMessage(e));
      } finally {
        if (mine === generation.current) setLoading(false);
      }
    },
    [filters, url],
  );
  useEffect(() => {
    void load(0);
  }, [load]);

  const download = async (format: 'xlsx' | 'pdf') => {
    setDownloading(format);
    try {
      await downloadFile(`${url}/export/${format}`, filters);
    } catch (e) {
      modal.warning({ title: 'The download could not be made', content: problemMessage(e) });
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
          <Button icon={<ReloadOutlined />} aria-label="Refresh" onClick={() => void load(0)} />
          <Button icon={<FileExcelOutlined />} disabled={!!invalid} loading={downloading === 'xlsx'} onClick={() => void download('xlsx')}>Excel</Button>
          <Button icon={<FilePdfOutlined />} disabled={!!invalid} loading={downloading === 'pdf'} onClick={() => void download('pdf')}>PDF</Button>
        </Space>
      </Space>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder="Search" aria-label="Search" style={{ width: 260 }} onSearch={(value) => set({ filter: value.trim() || undefined })} />
        <DatePicker placeholder="Date from" aria-label="Date from" onChange={(d) => set({ dateFrom: d ? d.format('YYYY-MM-DD') : undefined })} />
        <DatePicker placeholder="Date until" aria-label="Date until" status={invalid ? 'error' : undefined} onChange={(d) => set({ dateTo: d ? d.format('YYYY-MM-DD') : undefined })} />
        {requestTypes && (
          <Select
            allowClear
            placeholder="Request type"
            aria-label="Request type"
            style={{ width: 150 }}
            options={requestTypes.map((t) => ({ value: t, label: t }))}
            onChange={(value?: string) => set({ requestType: value })}
          />
        )}
      </Space>
      {invalid && <Alert type="warning" showIcon title={invalid} style={{ marginBottom: 16 }} />}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={() => void load(0)}>Retry</Button>} />}
      <Table<R>
        rowKey="id"
        size="small"
        loading={loading && rows.length === 0}
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: <Empty description={emptyText} /> }}
      />
      <Space style={{ marginTop: 12 }}>
        <Typography.Text type="secondary">{`Showing ${rows.length} of ${total}`}</Typography.Text>
        {rows.length < total && <Button loading={loading} onClick={() => void load(rows.length)}>Load more</Button>}
      </Space>
    </div>
  );
}

export const formatDate = (iso: string) => new Date(iso).toLocaleString();
