import { Link, useNavigate } from 'react-router';
import { Button, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { ActionPlanStatus, ActionPlanType } from '@firecrest/contracts';
import { errorOf, listLocale, read, showDay, useSession, useT } from '@firecrest/portal-kit';
import { PLAN_STATUS_KEYS, PLAN_TYPE_KEYS } from '../../lib/plan-labels';
import { PLANS, STATUS_COLOURS, planList, planPath, type ActionPlanRow } from '../action-plans/plan-api';
import { FromCompetency, FromTrainingEvent } from '../action-plans/source-pickers';

/** The employee's action plans (§2.8 personnel tab): status, type, resolve-by date; new by hand or from an incident. */
export function ActionPlansTab({ employeeId }: { employeeId: number }) {
  const { t } = useT('personnel');
  const navigate = useNavigate();
  const canCreate = useSession((s) => s.can('PERSONNEL', 'create'));
  const plans = useQuery(read<{ data: ActionPlanRow[] }>(`${PLANS}?employeeId=${employeeId}&itemsPerPage=500`));
  const plansError = errorOf(plans);
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div>
      <Space style={{ marginBottom: 12 }} wrap>
        {canCreate && <Link to={`${planList(employeeId)}/new`}><Button type="primary" icon={<PlusOutlined />}>{t('plan.new')}</Button></Link>}
        {canCreate && <Link to={`${planList(employeeId)}/new-callout`}><Button>{t('plan.fromIncident')}</Button></Link>}
        {canCreate && <FromTrainingEvent employeeId={employeeId} />}
        {canCreate && <FromCompetency employeeId={employeeId} />}
        <Link to={`${planList(employeeId)}/statuses`}>{t('plan.statusesLink')}</Link>
      </Space>
      <Table<ActionPlanRow>
        rowKey="id"
        loading={plans.isFetching}
        dataSource={plans.data?.data ?? []}
        pagination={false}
        locale={listLocale(t('plan.empty'), plansError)}
        onRow={(p) => ({ onClick: () => navigate(planPath(employeeId, p.id)), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('plan.plan'), dataIndex: 'id', render: (v: number) => <Link to={planPath(employeeId, v)}>{t('plan.title', { id: v })}</Link> },
          { title: t('field.type'), dataIndex: 'type', render: (type: ActionPlanType) => t(PLAN_TYPE_KEYS[type]) },
          { title: t('field.description'), dataIndex: 'description', ellipsis: true },
          { title: t('plan.resolveBy'), dataIndex: 'resolveByDate', render: (d: string, p) => <span style={p.status === 'open' && d < today ? { color: '#cf1322' } : undefined}>{showDay(d)}</span> },
          { title: t('field.status'), dataIndex: 'status', render: (s: ActionPlanStatus) => <Tag color={STATUS_COLOURS[s]}>{t(PLAN_STATUS_KEYS[s])}</Tag> },
        ]}
      />
    </div>
  );
}
