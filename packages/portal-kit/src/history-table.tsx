import { Alert, Button, Empty, Table, Tag } from 'antd';
import { useFetched } from './use-fetched';
import { showDateTime } from './dates';

export interface ChangeRow {
  id: string;
  action: string;
  username: string;
  at: string;
}

const COLOURS: Record<string, string> = { created: 'green', updated: 'blue', deleted: 'red' };

/** Who changed a record (or a whole list) and when, newest first. */
export function HistoryTable({ url }: { url: string }) {
  const history = useFetched<{ data: ChangeRow[] }>(url);
  return (
    <>
      {history.error && <Alert type="error" showIcon title={history.error} action={<Button onClick={history.reload}>Retry</Button>} />}
      <Table<ChangeRow>
        rowKey="id"
        loading={history.loading}
        dataSource={history.data?.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description="No changes recorded" /> }}
        columns={[
          { title: 'When', dataIndex: 'at', render: showDateTime },
          { title: 'Change', dataIndex: 'action', render: (a: string) => <Tag color={COLOURS[a]}>{a}</Tag> },
          { title: 'By', dataIndex: 'username' },
        ]}
      />
    </>
  );
}
