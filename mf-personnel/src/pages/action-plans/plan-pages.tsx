import { Link, useParams } from 'react-router';
import { Table, Tag, Typography } from 'antd';
import { ACTION_PLAN_STATUSES, ACTION_PLAN_TRANSITIONS, type ActionPlanStatus } from '@firecrest/contracts';
import { NewPlanPage } from './new-plan-page';
import { PlanPage } from './plan-page';
import { STATUS_COLOURS, planList } from './plan-api';

/** The routed pages of §2.5 action-plan-list (lazy routes name an export, not props). */
export const NewPlanByHandPage = () => <NewPlanPage source="manual" />;
export const NewPlanFromCalloutPage = () => <NewPlanPage source="activityReport" />;
export const NewPlanFromEventPage = () => <NewPlanPage source="trainingEvent" />;
export const PlanDetailsPage = () => <PlanPage tab="details" />;
export const PlanEvaluationPage = () => <PlanPage tab="evaluation" />;
export const PlanAttachmentsPage = () => <PlanPage tab="attachments" />;

/** `action-plan-list/statuses`: the §4.2 statuses and where each may go (a change cannot be reverted). */
export function PlanStatusesPage() {
  const { id } = useParams();
  const rows = (Object.keys(ACTION_PLAN_STATUSES) as ActionPlanStatus[]).map((status) => ({ status, next: ACTION_PLAN_TRANSITIONS[status] }));
  return (
    <div>
      <Link to={planList(id!)}>← Action plans</Link>
      <Typography.Title level={2}>Action plan statuses</Typography.Title>
      <Typography.Paragraph>A plan only moves forward: an action plan change cannot be reverted, and an ignored or resolved plan is closed.</Typography.Paragraph>
      <Table
        rowKey="status"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: 'Status', dataIndex: 'status', render: (s: ActionPlanStatus) => <Tag color={STATUS_COLOURS[s]}>{ACTION_PLAN_STATUSES[s]}</Tag> },
          { title: 'Can move to', dataIndex: 'next', render: (next: { to: ActionPlanStatus; action: string }[]) => (next.length ? next.map((n) => `${n.action} (${ACTION_PLAN_STATUSES[n.to]})`).join(', ') : 'Closed: no further change') },
        ]}
      />
    </div>
  );
}
