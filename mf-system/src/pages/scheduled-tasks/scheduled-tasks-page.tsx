import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Space, Table, Tooltip, Typography } from 'antd';
import { CheckCircleTwoTone, CloseCircleTwoTone, PlayCircleOutlined, SyncOutlined } from '@ant-design/icons';
import type { ScheduledTask } from '@firecrest/contracts';
import { api, errorOf, listLocale, problemMessage, queryClient, queryKeyOf, read, useSession, useT, useToast } from '@firecrest/portal-kit';
import { exactTime, relativeTime } from './relative-time';

/** admin-area §9: the list refreshes every 25 s; a fire-and-forget run says "queued" 1.2 s after it starts. */
export const REFRESH_MS = 25_000;
export const QUEUED_MESSAGE_MS = 1_200;
/** While a task runs on the server, the list looks again this often so its end shows promptly. */
const WHILE_RUNNING_MS = 2_000;
const TASKS = '/api/scheduledtasks';

/**
 * Changes a task's row as shown until the list is asked again (a run's answer); a read still on its way is dropped
 * first, so that its older row cannot come back over the change.
 */
async function changeRow(key: string, change: (row: ScheduledTask) => ScheduledTask) {
  await queryClient.cancelQueries({ queryKey: queryKeyOf(TASKS) });
  queryClient.setQueryData<ScheduledTask[]>(queryKeyOf(TASKS), (list) => list?.map((row) => (row.key === key ? change(row) : row)));
}

/** admin-area §2.6: the background tasks, their last runs, and a run-now with a warning first. */
export function ScheduledTasksPage() {
  const { t } = useT('system');
  const { modal } = App.useApp();
  const toast = useToast();
  const canRun = useSession((s) => s.can('SCHEDULED_TASKS', 'edit'));
  // Running as this screen knows it: set when the run modal opens (§4), cleared by Cancel, the queued message, or the answer.
  const [running, setRunning] = useState<Record<string, boolean>>({});
  // Queued runs not finished yet, with the last run time they replace: the list looks often until they show.
  const [awaiting, setAwaiting] = useState<Record<string, string | null>>({});
  // Whether the last answer had a task running on the server.
  const [runningOnServer, setRunningOnServer] = useState(false);
  const busyOnServer = runningOnServer || Object.keys(awaiting).length > 0;
  const list = useQuery(read<ScheduledTask[]>(TASKS, { pollMs: busyOnServer ? WHILE_RUNNING_MS : REFRESH_MS }));
  const { data: tasks, refetch } = list;
  const error = errorOf(list);

  useEffect(() => {
    if (!tasks) return;
    setRunningOnServer(tasks.some((t) => t.running));
    setAwaiting((waits) => {
      const left = Object.fromEntries(Object.entries(waits).filter(([key, before]) => tasks.some((t) => t.key === key && (t.running || t.lastRunTime === before))));
      return Object.keys(left).length === Object.keys(waits).length ? waits : left;
    });
  }, [tasks]);

  const setTaskRunning = (key: string, value: boolean) => setRunning((r) => ({ ...r, [key]: value }));

  async function start(task: ScheduledTask) {
    if (task.fireAndForget) {
      const queued = setTimeout(() => {
        setTaskRunning(task.key, false);
        toast.success(t('tasks.queued', { name: task.name }));
        void refetch();
      }, QUEUED_MESSAGE_MS);
      try {
        const { data } = await api.post<ScheduledTask>(`${TASKS}/${task.endpoint}`);
        await changeRow(task.key, () => data);
        setAwaiting((waits) => ({ ...waits, [task.key]: task.lastRunTime }));
      } catch (e) {
        clearTimeout(queued);
        setTaskRunning(task.key, false);
        toast.error(problemMessage(e));
      }
      return;
    }
    try {
      const { data } = await api.post<ScheduledTask>(`${TASKS}/${task.endpoint}`, undefined, { timeout: 0 });
      await changeRow(task.key, () => data);
      if (!data.executed) toast.error(data.information);
    } catch (e) {
      const message = problemMessage(e);
      await changeRow(task.key, (row) => ({ ...row, executed: false, information: t('tasks.failed', { message }) }));
      toast.error(message);
    } finally {
      setTaskRunning(task.key, false);
    }
  }

  function confirmRun(task: ScheduledTask) {
    setTaskRunning(task.key, true);
    modal.confirm({
      type: 'warning',
      title: t('tasks.warning'),
      content: t('tasks.confirm', { name: task.name }),
      okText: t('tasks.run'),
      cancelText: t('common:cancel'),
      onCancel: () => setTaskRunning(task.key, false),
      onOk: () => {
        void start(task);
      },
    });
  }

  return (
    <div>
      <Typography.Title level={2}>{t('tasks.title')}</Typography.Title>
      {error && <Alert type="error" showIcon title={error} action={<Button onClick={() => void refetch()}>{t('common:retry')}</Button>} style={{ marginBottom: 16 }} />}
      <Table<ScheduledTask>
        rowKey="key"
        loading={!tasks && !error}
        dataSource={tasks ?? []}
        pagination={false}
        locale={listLocale(t('tasks.empty'), error)}
        columns={[
          {
            key: 'run',
            width: 64,
            render: (_, task) => {
              const spinning = running[task.key] || task.running;
              return (
                <Tooltip title={spinning ? t('tasks.running') : canRun ? t('tasks.runNow') : t('tasks.mayNotRun')}>
                  <Button
                    type="text"
                    aria-label={t('tasks.runLabel', { name: task.name })}
                    data-testid={`run-${task.key}`}
                    data-running={spinning ? 'true' : 'false'}
                    disabled={!canRun || spinning}
                    icon={spinning ? <SyncOutlined spin /> : <PlayCircleOutlined />}
                    onClick={() => confirmRun(task)}
                  />
                </Tooltip>
              );
            },
          },
          { title: t('tasks.name'), dataIndex: 'name', key: 'name' },
          {
            title: t('tasks.information'),
            dataIndex: 'information',
            key: 'information',
            render: (text: string, task) => (task.executed ? text : <Typography.Text type="danger">{text}</Typography.Text>),
          },
          {
            title: t('tasks.lastRun'),
            key: 'lastRunTime',
            width: 220,
            render: (_, task) =>
              task.lastRunTime ? (
                <Tooltip title={exactTime(task.lastRunTime)}>
                  <Space data-testid={`last-run-${task.key}`} data-last-run={task.lastRunTime}>
                    {task.executed ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : <CloseCircleTwoTone twoToneColor="#ff4d4f" />}
                    {relativeTime(task.lastRunTime, list.dataUpdatedAt)}
                  </Space>
                </Tooltip>
              ) : (
                <Typography.Text type="secondary">{t('tasks.never')}</Typography.Text>
              ),
          },
          {
            title: t('tasks.nextRun'),
            key: 'nextRunTime',
            width: 200,
            render: (_, task) => (task.nextRunTime ? <Tooltip title={`${exactTime(task.nextRunTime)} (${task.schedule})`}>{relativeTime(task.nextRunTime, list.dataUpdatedAt)}</Tooltip> : '—'),
          },
        ]}
      />
    </div>
  );
}
