import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Progress, Space, Table, Tag, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { canCancelJob, type FrameworkJobRow } from '@firecrest/contracts';
import { api, errorOf, listLocale, problemMessage, read, showDateTime, useSave, useSession, useT, useToast } from '@firecrest/portal-kit';
import { StartJobModal } from './start-job-modal';
import { JobChangesDrawer } from './job-changes-drawer';
import { JOBS, STATE_COLOURS, STATE_LABELS, type JobScreen } from './job-kinds';

/** While a job is not final the list is read again this often, so its progress moves on screen. */
const WATCH_MS = 2_000;

/**
 * `/admin/rt/competencies/competency-assignment-jobs` and `bulk-archive-jobs`: the jobs of one type, newest first,
 * with their state and progress; start one, cancel one not yet complete, open one to see what it changed.
 */
export function FrameworkJobsPage({ screen }: { screen: JobScreen }) {
  const { t } = useT('system');
  const toast = useToast();
  const can = useSession((s) => s.can);
  const running = (answer?: { data: FrameworkJobRow[] }) => (answer?.data ?? []).some((j) => canCancelJob(j.state));
  const jobs = useQuery({ ...read<{ data: FrameworkJobRow[] }>(`${JOBS}?jobType=${screen.jobType}`), refetchInterval: (q) => (running(q.state.data) ? WATCH_MS : false) });
  const { data } = jobs;
  const error = errorOf(jobs);
  const [starting, setStarting] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const cancel = useSave({
    save: (job: FrameworkJobRow) => api.post(`${JOBS}/${job.id}/cancel`),
    invalidates: [JOBS],
    saved: (_, job) => t('jobs.cancelled', { id: job.id }),
    onFailed: (e) => {
      // Refused (perhaps the job finished meanwhile): the list shows its state now.
      toast.error(problemMessage(e));
      void jobs.refetch();
      return true;
    },
  });

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>{t(screen.title)}</Typography.Title>
        {can('BULK_ASSIGN_FRAMEWORK', 'create') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setStarting(true)}>
            {screen.verb === 'assign' ? t('jobs.startAssign') : t('jobs.startArchive')}
          </Button>
        )}
      </Space>
      <Typography.Paragraph type="secondary">{t(screen.intro)}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={() => jobs.refetch()}>{t('common:retry')}</Button>} />}
      <Table<FrameworkJobRow>
        rowKey="id"
        loading={jobs.isFetching && !data}
        dataSource={data?.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={listLocale(screen.verb === 'assign' ? t('jobs.noAssignJobs') : t('jobs.noArchiveJobs'), error)}
        columns={[
          { title: t('jobs.jobColumn'), dataIndex: 'id', width: 80, render: (id: number) => <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(id)}>{id}</Button> },
          { title: t('jobs.stateLabel'), dataIndex: 'state', width: 120, render: (state: FrameworkJobRow['state']) => <Tag color={STATE_COLOURS[state]}>{t(STATE_LABELS[state])}</Tag> },
          {
            title: t('jobs.progress'),
            key: 'progress',
            width: 200,
            render: (_: unknown, job) => (
              <Progress
                percent={job.total ? Math.round((job.done / job.total) * 100) : 100}
                size="small"
                status={job.state === 'cancelled' ? 'exception' : job.state === 'complete' ? 'success' : 'active'}
                format={() => t('jobs.of', { done: job.done, total: job.total })}
                aria-label={t('jobs.ofDone', { done: job.done, total: job.total })}
              />
            ),
          },
          { title: t('jobs.items'), dataIndex: 'items', render: (items: FrameworkJobRow['items']) => <Space size={[4, 4]} wrap>{items.map((i) => <Tag key={`${i.kind}:${i.id}`}>{i.code}</Tag>)}</Space> },
          ...(screen.verb === 'assign' ? [{ title: t('jobs.employees'), dataIndex: 'employeeCount', width: 100 }] : []),
          { title: t('jobs.result'), dataIndex: 'message', render: (m: string) => m || '—' },
          { title: t('jobs.startedBy'), dataIndex: 'createdBy', width: 180, render: (by: string, job) => <>{by}<br /><Typography.Text type="secondary">{showDateTime(job.createdDate)}</Typography.Text></> },
          {
            title: '',
            key: 'actions',
            width: 100,
            render: (_: unknown, job) =>
              canCancelJob(job.state) && can('BULK_ASSIGN_FRAMEWORK', 'edit') && (
                <Popconfirm title={t('jobs.cancelConfirm', { id: job.id })} description={t('jobs.cancelText')} okText={t('jobs.cancelJob')} cancelText={t('jobs.keepRunning')} okButtonProps={{ danger: true }} onConfirm={() => cancel.mutate(job)}>
                  <Button danger size="small">{t('common:cancel')}</Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      <StartJobModal
        screen={screen}
        open={starting}
        onClose={() => setStarting(false)}
        onStarted={() => setStarting(false)}
      />
      <JobChangesDrawer id={open} onClose={() => setOpen(null)} />
    </div>
  );
}
