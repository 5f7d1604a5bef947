import { Link } from 'react-router';
import { Alert, Descriptions, Drawer, Table, Tag } from 'antd';
import type { FrameworkJob, FrameworkJobChange } from '@firecrest/contracts';
import { listLocale, showDateTime, useFetched } from '@firecrest/portal-kit';
import { STATE_COLOURS, stateLabel } from './job-kinds';

const KIND_LABELS = { competency: 'Competency', subjectArea: 'Subject area', competencyProgram: 'Program' } as const;

/** One job: its selection, its state and what it changed, row by row. */
export function JobChangesDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data: job, error, loading } = useFetched<FrameworkJob>(id ? `/api/training/tasks/framework-jobs/${id}` : null);
  return (
    <Drawer open={id !== null} size="large" title={id ? `Bulk job ${id}` : ''} onClose={onClose}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {job && (
        <Descriptions
          size="small"
          column={1}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'state', label: 'State', children: <Tag color={STATE_COLOURS[job.state]}>{stateLabel(job.state)}</Tag> },
            { key: 'result', label: 'Result', children: job.message || '—' },
            { key: 'items', label: 'Framework items', children: job.items.map((i) => <Tag key={`${i.kind}:${i.id}`}>{i.code}</Tag>) },
            { key: 'by', label: 'Started by', children: `${job.createdBy}, ${showDateTime(job.createdDate)}` },
            ...(job.cancelledBy ? [{ key: 'cancelled', label: 'Cancelled by', children: `${job.cancelledBy}, ${showDateTime(job.finishedDate)}` }] : []),
          ]}
        />
      )}
      <Table<FrameworkJobChange>
        size="small"
        rowKey={(c) => `${c.kind}:${c.itemId}:${c.employeeId ?? ''}`}
        loading={loading}
        dataSource={job?.changes ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={listLocale('Nothing changed yet', error)}
        columns={[
          { title: 'Item', dataIndex: 'itemCode', render: (code: string, c) => `${KIND_LABELS[c.kind]} ${code}` },
          {
            title: 'Employee',
            dataIndex: 'employeeId',
            render: (employeeId: number | null) => (employeeId ? <Link to={`/personnel/rt/personnel-list/${employeeId}/dashboard/employee`}>Employee {employeeId}</Link> : 'Everyone holding it'),
          },
          { title: 'Change', dataIndex: 'count', render: (count: number, c) => (c.employeeId ? 'Assigned, unassessed' : `${count} record${count === 1 ? '' : 's'} archived`) },
        ]}
      />
    </Drawer>
  );
}
