import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Table, Tag } from 'antd';
import type { FrameworkJob, FrameworkJobChange } from '@firecrest/contracts';
import { errorOf, listLocale, read, showDateTime, useT } from '@firecrest/portal-kit';
import { JOBS, STATE_COLOURS, STATE_LABELS } from './job-kinds';

/** The catalogue keys of "Competency {{code}}" and the like, per kind of framework item. */
const KIND_LABELS = { competency: 'jobs.kind.competency', subjectArea: 'jobs.kind.subjectArea', competencyProgram: 'jobs.kind.competencyProgram' } as const;

/** One job: its selection, its state and what it changed, row by row. */
export function JobChangesDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useT('system');
  const query = useQuery(read<FrameworkJob>(id ? `${JOBS}/${id}` : null));
  const { data: job } = query;
  const error = errorOf(query);
  return (
    <Drawer open={id !== null} size="large" title={id ? t('jobs.job', { id }) : ''} onClose={onClose}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {job && (
        <Descriptions
          size="small"
          column={1}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'state', label: t('jobs.stateLabel'), children: <Tag color={STATE_COLOURS[job.state]}>{t(STATE_LABELS[job.state])}</Tag> },
            { key: 'result', label: t('jobs.result'), children: job.message || '—' },
            { key: 'items', label: t('jobs.items'), children: job.items.map((i) => <Tag key={`${i.kind}:${i.id}`}>{i.code}</Tag>) },
            { key: 'by', label: t('jobs.startedBy'), children: `${job.createdBy}, ${showDateTime(job.createdDate)}` },
            ...(job.cancelledBy ? [{ key: 'cancelled', label: t('jobs.cancelledBy'), children: `${job.cancelledBy}, ${showDateTime(job.finishedDate)}` }] : []),
          ]}
        />
      )}
      <Table<FrameworkJobChange>
        size="small"
        rowKey={(c) => `${c.kind}:${c.itemId}:${c.employeeId ?? ''}`}
        loading={query.isFetching}
        dataSource={job?.changes ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={listLocale(t('jobs.nothingChanged'), error)}
        columns={[
          { title: t('jobs.item'), dataIndex: 'itemCode', render: (code: string, c) => t(KIND_LABELS[c.kind], { code }) },
          {
            title: t('jobs.employee'),
            dataIndex: 'employeeId',
            render: (employeeId: number | null) => (employeeId ? <Link to={`/personnel/rt/personnel-list/${employeeId}/dashboard/employee`}>{t('common:employeeSelect.employee', { id: employeeId })}</Link> : t('jobs.everyone')),
          },
          { title: t('jobs.change'), dataIndex: 'count', render: (count: number, c) => (c.employeeId ? t('jobs.assigned') : t('jobs.archived', { count })) },
        ]}
      />
    </Drawer>
  );
}
