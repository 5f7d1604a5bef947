import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Progress, Space, Table, Tag } from 'antd';
import type { ReportDownload } from '@firecrest/contracts';
import { api, downloadFile, errorOf, i18n, listLocale, problemMessage, read, showDateTime, useCrumbName, useSave, useT, useToast } from '@firecrest/portal-kit';
import { PageTitle } from '../../lib/page-title';
import { reportTitle } from './report-keys';
import { STATE_KEYS } from './report-labels';
import { DOWNLOADS_URL } from './report-query';

const STATE_COLOURS: Record<ReportDownload['state'], string> = { queued: 'default', running: 'processing', ready: 'success', failed: 'error' };
const POLL_MS = 2_000;
type Downloads = { data: ReportDownload[] };
const working = (downloads: Downloads | undefined) => Boolean(downloads?.data.some((d) => d.state === 'queued' || d.state === 'running'));

/** `/reporting/rt/downloads`: the user's queued report exports, their progress, and the files while they are kept. */
export function ReportDownloadsPage() {
  const { t } = useT('reports');
  useCrumbName('/reporting/rt/downloads', t('downloads.title'));
  const toast = useToast();
  // Asked again on a clock while one is queued or running.
  const list = useQuery({ ...read<Downloads>(DOWNLOADS_URL), refetchInterval: (query) => (working(query.state.data) ? POLL_MS : false) });
  const { data } = list;
  const error = errorOf(list);
  const remove = useSave({ save: (d: ReportDownload) => api.delete(`${DOWNLOADS_URL}/${d.id}`), invalidates: [DOWNLOADS_URL] });

  return (
    <div>
      <PageTitle title={t('downloads.title')} />
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('downloads.intro')} />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={() => list.refetch()}>{t('common:retry')}</Button>} />}
      <Table<ReportDownload>
        rowKey="id"
        loading={list.isFetching && !data}
        dataSource={data?.data ?? []}
        locale={listLocale(t('downloads.empty'), error)}
        pagination={false}
        columns={[
          { title: t('downloads.report'), dataIndex: 'title', render: (title: string, d) => reportTitle(t, d.reportId, title) },
          { title: t('downloads.format'), dataIndex: 'format', render: (f: string) => (f === 'xlsx' ? t('report.excel') : t('report.pdf')) },
          { title: t('downloads.filters'), dataIndex: 'filters', ellipsis: true },
          { title: t('downloads.asked'), dataIndex: 'createdAt', render: showDateTime },
          {
            title: t('downloads.progress'),
            key: 'state',
            render: (_, d) => (
              <Space direction="vertical" size={0} style={{ minWidth: 180 }}>
                <Tag color={STATE_COLOURS[d.state]}>{t(STATE_KEYS[d.state])}</Tag>
                {d.state === 'running' && <Progress size="small" percent={d.total ? Math.floor((d.rows / d.total) * 100) : 0} />}
                {d.state === 'ready' && (d.rows === 1 ? t('oneRow') : t('rows', { count: d.rows.toLocaleString(i18n.language) }))}
                {d.error}
              </Space>
            ),
          },
          { title: t('downloads.keptUntil'), dataIndex: 'expiresAt', render: showDateTime },
          {
            title: '',
            key: 'actions',
            render: (_, d) => (
              <Space>
                {d.state === 'ready' && (
                  <Button type="primary" onClick={() => downloadFile(`${DOWNLOADS_URL}/${d.id}/file`).catch((e: unknown) => toast.error(problemMessage(e)))}>
                    {t('downloads.download')}
                  </Button>
                )}
                <Popconfirm title={t('downloads.confirmDelete')} okText={t('common:delete')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(d)}>
                  <Button danger>{t('common:delete')}</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
