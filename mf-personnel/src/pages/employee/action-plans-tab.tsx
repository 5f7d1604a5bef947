import { Link, useNavigate } from 'react-router';
import { Button, Space, Table, Tag } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { ACTION_PLAN_STATUSES, ACTION_PLAN_TYPES, type ActionPlanStatus, type ActionPlanType } from '@firecrest/contracts';
import { listLocale, showDay, useFetched, useSession } from '@firecrest/portal-kit';
import { PLANS, STATUS_COLOURS, planList, planPath, type ActionPlanRow } from '../action-plans/plan-api';
import { FromCompetency, FromTrainingEvent } from '../action-plans/source-pickers';

/** The employee's action plans (§2.8 personnel tab): status, type, resolve-by date; new by hand or from an incident. */
export function ActionPlansTab({ employeeId }: { employeeId: number }) {
  const navigate = useNavigate();
  const canCreate = useSession((s) => s.can('PERSONNEL', 'create'));
  const plans = useFetched<{ data: ActionPlanRow[] }>(`${PLANS}?employeeId=${employeeId}&itemsPerPage=500`);
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div>
      <Space style={{ marginBottom: 12 }} wrap>
        {canCreate && <Link to={`${planList(employeeId)}/new`}><Button type="primary" icon={<PlusOutlined />}>New action plan</Button></Link>}
        {canCreate && <Link to={`${planList(employeeId)}/new-callout`}><Button>From an incident</Button></Link>}
        {canCreate && <FromTrainingEvent employeeId={employeeId} />}
        {canCreate && <FromCompetency employeeId={employeeId} />}
        <Link to={`${planList(employeeId)}/statuses`}>Statuses</Link>
      </Space>
      <Table<ActionPlanRow>
        rowKey="id"
        loading={plans.loading}
        dataSource={plans.data?.data ?? []}
        pagination={false}
        locale={listLocale('No action plans', plans.error)}
        onRow={(p) => ({ onClick: () => navigate(planPath(employeeId, p.id)), style: { cursor: 'pointer' } })}
        columns={[
          { title: 'Plan', dataIndex: 'id', render: (v: number) => <Link to={planPath(employeeId, v)}>Action plan {v}</Link> },
          { title: 'Type', dataIndex: 'type', render: (t: ActionPlanType) => ACTION_PLAN_TYPES[t] },
          { title: 'Description', dataIndex: 'description', ellipsis: true },
          { title: 'Resolve by', dataIndex: 'resolveByDate', render: (d: string, p) => <span style={p.status === 'open' && d < today ? { color: '#cf1322' } : undefined}>{showDay(d)}</span> },
          { title: 'Status', dataIndex: 'status', render: (s: ActionPlanStatus) => <Tag color={STATUS_COLOURS[s]}>{ACTION_PLAN_STATUSES[s]}</Tag> },
        ]}
      />
    </div>
  );
}
