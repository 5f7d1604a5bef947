import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Descriptions, Input, Modal, Result, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { ACTION_PLAN_SOURCES, ACTION_PLAN_STATUSES, ACTION_PLAN_TRANSITIONS, ACTION_PLAN_TYPES, actionPlanClosed, type ActionPlanStatus } from '@firecrest/contracts';
import { api, problemMessage, RecordAttachments, showDay, showFieldErrors, StatusHistory, useFetched, useSession, useToast, useTrainingList } from '@firecrest/portal-kit';
import { PlanForm } from './plan-form';
import { PlanEvaluation } from './plan-evaluation';
import { PLANS, STATUS_COLOURS, planList, planPath, type ActionPlanRow } from './plan-api';

type Tab = 'details' | 'evaluation' | 'attachments';

/** `action-plan-list/dashboard/{id}` with `/evaluation` and `/attachments`: one plan, its moves, evaluation and files. */
export function PlanPage({ tab }: { tab: Tab }) {
  const { id, planId } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const canEdit = useSession((s) => s.can('PERSONNEL', 'edit'));
  const plan = useFetched<ActionPlanRow>(`${PLANS}/${planId}`);
  const [moving, setMoving] = useState<{ to: ActionPlanStatus; action: string } | null>(null);
  const [comment, setComment] = useState('');

  if (plan.error) return <Result status="warning" title={plan.error} extra={<Link to={planList(id!)}>Back to action plans</Link>} />;
  if (!plan.data) return <Skeleton active />;
  const p = plan.data;
  const closed = actionPlanClosed(p.status);

  async function move() {
    if (!moving) return;
    try {
      await api.post(`${PLANS}/${p.id}/status`, { status: moving.to, comment });
      toast.success(`Action plan ${ACTION_PLAN_STATUSES[moving.to].toLowerCase()}`);
      setMoving(null);
      setComment('');
      plan.reload();
    } catch (e) {
      toast.error(problemMessage(e));
    }
  }

  return (
    <div>
      <Link to={planList(id!)}>← Action plans</Link>
      <Space style={{ width: '100%', justifyContent: 'space-between', margin: '8px 0 16px' }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>Action plan {p.id} <Tag color={STATUS_COLOURS[p.status]}>{ACTION_PLAN_STATUSES[p.status]}</Tag></Typography.Title>
        {canEdit && <Space>{ACTION_PLAN_TRANSITIONS[p.status].map((m) => <Button key={m.to} type={m.to === 'resolved' ? 'primary' : 'default'} danger={m.to === 'ignored'} onClick={() => setMoving(m)}>{m.action}</Button>)}</Space>}
      </Space>
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(key === 'details' ? planPath(id!, p.id) : `${planPath(id!, p.id)}/${key}`)}
        items={[
          { key: 'details', label: 'Details', children: tab === 'details' && <PlanDetails plan={p} editable={canEdit && !closed} onSaved={plan.reload} /> },
          { key: 'evaluation', label: 'Evaluation', children: tab === 'evaluation' && <PlanEvaluation plan={p} onEvaluated={plan.reload} /> },
          { key: 'attachments', label: 'Attachments', children: tab === 'attachments' && <RecordAttachments url={`${PLANS}/${p.id}/attachments`} canAdd={canEdit && !closed} canDelete={canEdit && !closed} /> },
        ]}
      />
      <Modal open={!!moving} title={`${moving?.action} the action plan`} okText={moving?.action} okButtonProps={{ danger: moving?.to === 'ignored' }} onOk={move} onCancel={() => setMoving(null)} destroyOnHidden>
        <Alert type="warning" showIcon title="An action plan change cannot be reverted." style={{ marginBottom: 12 }} />
        <Input.TextArea aria-label="Comment" rows={3} maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} placeholder={moving?.to === 'ignored' ? 'Why is it ignored? (required)' : 'Comment (optional)'} />
      </Modal>
    </div>
  );
}

function PlanDetails({ plan, editable, onSaved }: { plan: ActionPlanRow; editable: boolean; onSaved(): void }) {
  const toast = useToast();
  const competencies = useTrainingList('competency');
  const subjectAreas = useTrainingList('subjectArea');
  const [editing, setEditing] = useState(false);
  const source = `${ACTION_PLAN_SOURCES[plan.source]}${plan.sourceId ? ` ${plan.sourceId}` : ''}`;
  if (editing) {
    return (
      <PlanForm
        initial={plan}
        disabled={false}
        submitLabel="Save changes"
        onCancel={() => setEditing(false)}
        onSubmit={async (values, form) => {
          try {
            await api.put(`${PLANS}/${plan.id}`, { ...values, employeeId: plan.employeeId });
            toast.success('Changes saved');
            setEditing(false);
            onSaved();
          } catch (e) {
            showFieldErrors(form, e);
            toast.error(problemMessage(e));
          }
        }}
      />
    );
  }
  return (
    <>
      {plan.status === 'open' && plan.resolveByDate < new Date().toISOString().slice(0, 10) && <Alert type="error" showIcon title="The resolve-by date has passed." style={{ marginBottom: 12 }} />}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { label: 'Type', children: ACTION_PLAN_TYPES[plan.type] },
          { label: 'From', children: source },
          { label: 'Resolve by', children: showDay(plan.resolveByDate) },
          { label: 'Resolved', children: plan.resolvedDate ? showDay(plan.resolvedDate) : '—' },
          { label: 'Assessor', children: <EmployeeName id={plan.assessorEmployeeId} /> },
          { label: 'Line manager', children: <EmployeeName id={plan.lineManagerEmployeeId} /> },
          { label: 'Description', children: plan.description, span: 2 },
          { label: 'Competencies', children: plan.competencyIds.map((c) => <Tag key={c}>{competencies.byId.get(c)?.name ?? c}</Tag>), span: 2 },
          { label: 'Subject areas', children: plan.subjectAreaIds.length ? plan.subjectAreaIds.map((s) => <Tag key={s}>{subjectAreas.byId.get(s)?.name ?? s}</Tag>) : '—', span: 2 },
          { label: 'Comment', children: plan.comment || '—', span: 2 },
          { label: 'Created by', children: plan.createdBy || '—' },
        ]}
      />
      {editable && <Button style={{ marginTop: 12 }} onClick={() => setEditing(true)}>Edit</Button>}
      <StatusHistory history={plan.history} labels={ACTION_PLAN_STATUSES} />
    </>
  );
}

function EmployeeName({ id }: { id: number | null }) {
  const employee = useFetched<{ firstName: string; lastName: string }>(id ? `/api/personnel/employees/${id}` : null);
  if (!id) return <>—</>;
  return <>{employee.data ? `${employee.data.firstName} ${employee.data.lastName}` : `Employee ${id}`}</>;
}
