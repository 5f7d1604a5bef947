import { Table } from 'antd';
import { showDateTime } from './dates';
import { useT } from './i18n/use-t';

/** The moves of a workflow record (activity report, action plan): to which status, by whom, when, and why. */
export function StatusHistory({ history, labels }: { history: { to: string; by: string; at: string; comment: string }[]; labels: Record<string, string> }) {
  const { t } = useT('common');
  if (!history.length) return null;
  return (
    <Table
      style={{ marginTop: 24 }}
      size="small"
      rowKey={(h) => `${h.at}:${h.to}`}
      pagination={false}
      dataSource={history}
      columns={[
        { title: t('history.movedTo'), dataIndex: 'to', render: (to: string) => labels[to] ?? to },
        { title: t('history.by'), dataIndex: 'by' },
        { title: t('history.when'), dataIndex: 'at', render: showDateTime },
        { title: t('history.comment'), dataIndex: 'comment' },
      ]}
    />
  );
}
