import { useParams } from 'react-router';
import { Alert, Button, Empty, Table, Tag } from 'antd';
import type { CourseTemplateStatus } from '@firecrest/contracts';
import { showDateTime, useCrumbName, useFetched } from '@firecrest/portal-kit';
import { PageTitle } from '../../lib/page-title';
import { STATUS_COLOURS, statusLabel, TEMPLATES_API, TEMPLATES_PATH } from './template-types';

interface Entry {
  id: string;
  version: number;
  action: 'created' | 'updated' | 'moved' | 'deleted';
  from: CourseTemplateStatus | null;
  to: CourseTemplateStatus | null;
  comment: string;
  username: string;
  at: string;
}

const status = (s: CourseTemplateStatus | null) => s && <Tag color={STATUS_COLOURS[s]}>{statusLabel(s)}</Tag>;

/** §2.4 `/details/{id}/history`: every save and every approval move of the template, newest first, and by whom. */
export function TemplateHistoryPage() {
  const { id } = useParams();
  const template = useFetched<{ name: string }>(`${TEMPLATES_API}/${id}`);
  const history = useFetched<{ data: Entry[] }>(`${TEMPLATES_API}/${id}/history`);
  useCrumbName(`${TEMPLATES_PATH}/details/${id}`, template.data?.name);
  const name = template.data?.name ?? `template ${id}`;
  return (
    <div>
      <PageTitle back={{ to: `${TEMPLATES_PATH}/details/${id}`, label: template.data?.name ?? 'Course template' }} title={`History of ${name}`} />
      {history.error && <Alert type="error" showIcon title={history.error} style={{ marginBottom: 16 }} action={<Button onClick={history.reload}>Retry</Button>} />}
      <Table<Entry>
        rowKey="id"
        loading={history.loading}
        dataSource={history.data?.data ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description="No changes recorded" /> }}
        columns={[
          { title: 'When', dataIndex: 'at', render: showDateTime },
          { title: 'Version', dataIndex: 'version' },
          { title: 'Change', dataIndex: 'action', render: (a: Entry['action'], e) => (a === 'moved' ? <>{status(e.from)} → {status(e.to)}</> : a === 'created' ? 'Added' : a === 'updated' ? 'Details saved' : 'Deleted') },
          { title: 'Comment', dataIndex: 'comment' },
          { title: 'By', dataIndex: 'username' },
        ]}
      />
    </div>
  );
}
