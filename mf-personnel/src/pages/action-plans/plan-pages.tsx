import { Link, useParams } from 'react-router';
import { Table, Tag, Typography } from 'antd';
import { ACTION_PLAN_STATUSES, ACTION_PLAN_TRANSITIONS, type ActionPlanStatus } from '@firecrest/contracts';
import { useCrumbName, useT } from '@firecrest/portal-kit';
import { PLAN_MOVE_KEYS, PLAN_STATUS_KEYS } from '../../lib/plan-labels';
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
  const { t } = useT('personnel');
  useCrumbName(`${planList(id!)}/statuses`, t('plan.statusesLink'));
  const rows = (Object.keys(ACTION_PLAN_STATUSES) as ActionPlanStatus[]).map((status) => ({ status, next: ACTION_PLAN_TRANSITIONS[status] }));
  return (
    <div>
      <Link to={planList(id!)}>← {t('tab.actionPlans')}</Link>
      <Typography.Title level={2}>{t('plan.statusesTitle')}</Typography.Title>
      <Typography.Paragraph>{t('plan.statusesIntro')}</Typography.Paragraph>
      <Table
        rowKey="status"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t('field.status'), dataIndex: 'status', render: (s: ActionPlanStatus) => <Tag color={STATUS_COLOURS[s]}>{t(PLAN_STATUS_KEYS[s])}</Tag> },
          {
            title: t('plan.canMoveTo'),
            dataIndex: 'next',
            render: (next: { to: ActionPlanStatus; action: string }[]) =>
              next.length ? next.map((n) => t('plan.moveTo', { action: t(PLAN_MOVE_KEYS[n.to] ?? n.action), status: t(PLAN_STATUS_KEYS[n.to]) })).join(', ') : t('plan.closed'),
          },
        ]}
      />
    </div>
  );
}
