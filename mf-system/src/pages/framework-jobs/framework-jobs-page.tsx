import { useEffect, useState } from 'react';
import { Alert, Button, Popconfirm, Progress, Space, Table, Tag, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { canCancelJob, type FrameworkJobRow } from '@firecrest/contracts';
import { api, listLocale, problemMessage, showDateTime, useFetched, useSession, useToast } from '@firecrest/portal-kit';
import { StartJobModal } from './start-job-modal';
import { JobChangesDrawer } from './job-changes-drawer';
import { STATE_COLOURS, stateLabel, type JobScreen } from './job-kinds';

/** While a job is not final the list is read again this often, so its progress moves on screen. */
const WATCH_MS = 2_000;

/**
 * `/admin/rt/competencies/competency-assignment-jobs` and `bulk-archive-jobs`: the jobs of one type, newest first,
 * with their state and progress; start one, cancel one not yet complete, open one to see what it changed.
 */
export function FrameworkJobsPage({ screen }: { screen: JobScreen }) {
  const toast = useToast();
  const can = useSession((s) => s.can);
  const { data, loading, error, reload } = useFetched<{ data: FrameworkJobRow[] }>(`/api/training/tasks/framework-jobs?jobType=${screen.jobType}`);
  const [starting, setStarting] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const running = (data?.data ?? []).some((j) => canCancelJob(j.state));
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(reload, WATCH_MS);
    return () => clearInterval(timer);
  }, [running, reload]);

  async function cancel(job: FrameworkJobRow) {
    try {
      await api.post(`/api/training/tasks/framework-jobs/${job.id}/cancel`);
      toast.success(`Bulk job ${job.id} cancelled`);
    } catch (e) {
      toast.error(problemMessage(e));
    }
    reload();
  }

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>{screen.title}</Typography.Title>
        {can('BULK_ASSIGN_FRAMEWORK', 'create') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setStarting(true)}>
            {screen.verb === 'assign' ? 'Start a bulk assign' : 'Start a bulk archive'}
          </Button>
        )}
      </Space>
      <Typography.Paragraph type="secondary">{screen.intro}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={reload}>Retry</Button>} />}
      <Table<FrameworkJobRow>
        rowKey="id"
        loading={loading && !data}
        dataSource={data?.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={listLocale(`No bulk ${screen.verb} jobs yet`, error)}
        columns={[
          { title: 'Job', dataIndex: 'id', width: 80, render: (id: number) => <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(id)}>{id}</Button> },
          { title: 'State', dataIndex: 'state', width: 120, render: (state: FrameworkJobRow['state']) => <Tag color={STATE_COLOURS[state]}>{stateLabel(state)}</Tag> },
          {
            title: 'Progress',
            key: 'progress',
            width: 200,
            render: (_: unknown, job) => (
              <Progress
                percent={job.total ? Math.round((job.done / job.total) * 100) : 100}
                size="small"
                status={job.state === 'cancelled' ? 'exception' : job.state === 'complete' ? 'success' : 'active'}
                format={() => `${job.done} of ${job.total}`}
                aria-label={`${job.done} of ${job.total} done`}
              />
            ),
          },
          { title: 'Framework items', dataIndex: 'items', render: (items: FrameworkJobRow['items']) => <Space size={[4, 4]} wrap>{items.map((i) => <Tag key={`${i.kind}:${i.id}`}>{i.code}</Tag>)}</Space> },
          ...(screen.verb === 'assign' ? [{ title: 'Employees', dataIndex: 'employeeCount', width: 100 }] : []),
          { title: 'Result', dataIndex: 'message', render: (m: string) => m || '—' },
          { title: 'Started by', dataIndex: 'createdBy', width: 180, render: (by: string, job) => <>{by}<br /><Typography.Text type="secondary">{showDateTime(job.createdDate)}</Typography.Text></> },
          {
            title: '',
            key: 'actions',
            width: 100,
            render: (_: unknown, job) =>
              canCancelJob(job.state) && can('BULK_ASSIGN_FRAMEWORK', 'edit') && (
                <Popconfirm title={`Cancel bulk job ${job.id}?`} description="It stops after the run under way; what it has changed stays." okText="Cancel job" cancelText="Keep running" okButtonProps={{ danger: true }} onConfirm={() => cancel(job)}>
                  <Button danger size="small">Cancel</Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      <StartJobModal
        screen={screen}
        open={starting}
        onClose={() => setStarting(false)}
        onStarted={() => {
          setStarting(false);
          reload();
        }}
      />
      <JobChangesDrawer id={open} onClose={() => setOpen(null)} />
    </div>
  );
}
