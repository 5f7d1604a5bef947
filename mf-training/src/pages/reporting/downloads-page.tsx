import { useEffect } from 'react';
import { Alert, Button, Popconfirm, Progress, Space, Table, Tag } from 'antd';
import type { ReportDownload } from '@firecrest/contracts';
import { api, downloadFile, listLocale, problemMessage, showDateTime, useFetched, useToast } from '@firecrest/portal-kit';
import { PageTitle } from '../../lib/page-title';
import { DOWNLOADS_URL } from './report-query';

const STATES: Record<ReportDownload['state'], { label: string; colour: string }> = {
  queued: { label: 'Queued', colour: 'default' },
  running: { label: 'Being made', colour: 'processing' },
  ready: { label: 'Ready', colour: 'success' },
  failed: { label: 'Failed', colour: 'error' },
};
const POLL_MS = 2_000;

/** `/reporting/rt/downloads`: the user's queued report exports, their progress, and the files while they are kept. */
export function ReportDownloadsPage() {
  const toast = useToast();
  const { data, loading, error, reload } = useFetched<{ data: ReportDownload[] }>(DOWNLOADS_URL);
  const working = data?.data.some((d) => d.state === 'queued' || d.state === 'running');
  // Asked again on a clock while one is queued or running: an answer that did not change keeps its object (the
  // query client shares equal answers), so a timer started per answer would stop at the first unchanged one.
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [working, reload]);

  const remove = async (d: ReportDownload) => {
    try {
      await api.delete(`${DOWNLOADS_URL}/${d.id}`);
      reload();
    } catch (e) {
      toast.error(problemMessage(e));
    }
  };

  return (
    <div>
      <PageTitle title="Report downloads" />
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title="Large reports are made in the background: queue one from its report, and it is kept here for 7 days." />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={reload}>Retry</Button>} />}
      <Table<ReportDownload>
        rowKey="id"
        loading={loading && !data}
        dataSource={data?.data ?? []}
        locale={listLocale('No report downloads yet. Queue one from a report.', error)}
        pagination={false}
        columns={[
          { title: 'Report', dataIndex: 'title' },
          { title: 'Format', dataIndex: 'format', render: (f: string) => (f === 'xlsx' ? 'Excel' : 'PDF') },
          { title: 'Filters', dataIndex: 'filters', ellipsis: true },
          { title: 'Asked', dataIndex: 'createdAt', render: showDateTime },
          {
            title: 'Progress',
            key: 'state',
            render: (_, d) => (
              <Space direction="vertical" size={0} style={{ minWidth: 180 }}>
                <Tag color={STATES[d.state].colour}>{STATES[d.state].label}</Tag>
                {d.state === 'running' && <Progress size="small" percent={d.total ? Math.floor((d.rows / d.total) * 100) : 0} />}
                {d.state === 'ready' && `${d.rows.toLocaleString('en-GB')} rows`}
                {d.error}
              </Space>
            ),
          },
          { title: 'Kept until', dataIndex: 'expiresAt', render: showDateTime },
          {
            title: '',
            key: 'actions',
            render: (_, d) => (
              <Space>
                {d.state === 'ready' && (
                  <Button type="primary" onClick={() => downloadFile(`${DOWNLOADS_URL}/${d.id}/file`).catch((e: unknown) => toast.error(problemMessage(e)))}>
                    Download
                  </Button>
                )}
                <Popconfirm title="Delete this download?" okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove(d)}>
                  <Button danger>Delete</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
