import { Table } from 'antd';
import { showDateTime } from './dates';

/** The moves of a workflow record (activity report, action plan): to which status, by whom, when, and why. */
export function StatusHistory({ history, labels }: { history: { to: string; by: string; at: string; comment: string }[]; labels: Record<string, string> }) {
  if (!history.length) return null;
  return (
    <Table
      style={{ marginTop: 24 }}
      size="small"
      rowKey={(h) => `${h.at}:${h.to}`}
      pagination={false}
      dataSource={history}
      columns={[
        { title: 'Moved to', dataIndex: 'to', render: (to: string) => labels[to] ?? to },
        { title: 'By', dataIndex: 'by' },
        { title: 'When', dataIndex: 'at', render: showDateTime },
        { title: 'Comment', dataIndex: 'comment' },
      ]}
    />
  );
}
