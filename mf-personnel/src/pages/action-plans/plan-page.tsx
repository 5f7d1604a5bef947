import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Descriptions, Input, Modal, Result, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { ACTION_PLAN_TRANSITIONS, actionPlanClosed, type ActionPlanStatus } from '@firecrest/contracts';
import { api, problemMessage, RecordAttachments, showDay, showFieldErrors, StatusHistory, useCrumbName, useFetched, useSession, useT, useToast, useTrainingList } from '@firecrest/portal-kit';
import { PLAN_MOVE_KEYS, PLAN_MOVED_KEYS, PLAN_SOURCE_KEYS, PLAN_STATUS_KEYS, PLAN_TYPE_KEYS } from '../../lib/plan-labels';
import { PlanForm } from './plan-form';
import { PlanEvaluation } from './plan-evaluation';
import { PLANS, STATUS_COLOURS, planList, planPath, type ActionPlanRow } from './plan-api';

type Tab = 'details' | 'evaluation' | 'attachments';

/** `action-plan-list/dashboard/{id}` with `/evaluation` and `/attachments`: one plan, its moves, evaluation and files. */
export function PlanPage({ tab }: { tab: Tab }) {
  const { id, planId } = useParams();
  const { t } = useT('personnel');
  const navigate = useNavigate();
  const toast = useToast();
  const canEdit = useSession((s) => s.can('PERSONNEL', 'edit'));
  const plan = useFetched<ActionPlanRow>(`${PLANS}/${planId}`);
  const [moving, setMoving] = useState<{ to: ActionPlanStatus; action: string } | null>(null);
  const [comment, setComment] = useState('');
  const employee = useFetched<{ firstName: string; lastName: string }>(`/api/personnel/employees/${id}`);
  useCrumbName(`/personnel/rt/personnel-list/${id}`, employee.data ? `${employee.data.firstName} ${employee.data.lastName}` : null);
  useCrumbName(`${planList(id!)}/dashboard/${planId}`, t('plan.title', { id: planId }));
  useCrumbName(`${planList(id!)}/dashboard/${planId}/evaluation`, t('plan.evaluation'));
  useCrumbName(`${planList(id!)}/dashboard/${planId}/attachments`, t('tab.attachments'));

  if (plan.error) return <Result status="warning" title={plan.error} extra={<Link to={planList(id!)}>{t('plan.back')}</Link>} />;
  if (!plan.data) return <Skeleton active />;
  const p = plan.data;
  const closed = actionPlanClosed(p.status);
  const moveLabel = (to: ActionPlanStatus, action: string) => t(PLAN_MOVE_KEYS[to] ?? action);

  async function move() {
    if (!moving) return;
    try {
      await api.post(`${PLANS}/${p.id}/status`, { status: moving.to, comment });
      toast.success(t(PLAN_MOVED_KEYS[moving.to] ?? PLAN_STATUS_KEYS[moving.to]));
      setMoving(null);
      setComment('');
      plan.reload();
    } catch (e) {
      toast.error(problemMessage(e));
    }
  }

  return (
    <div>
      <Link to={planList(id!)}>← {t('tab.actionPlans')}</Link>
      <Space style={{ width: '100%', justifyContent: 'space-between', margin: '8px 0 16px' }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>{t('plan.title', { id: p.id })} <Tag color={STATUS_COLOURS[p.status]}>{t(PLAN_STATUS_KEYS[p.status])}</Tag></Typography.Title>
        {canEdit && <Space>{ACTION_PLAN_TRANSITIONS[p.status].map((m) => <Button key={m.to} type={m.to === 'resolved' ? 'primary' : 'default'} danger={m.to === 'ignored'} onClick={() => setMoving(m)}>{moveLabel(m.to, m.action)}</Button>)}</Space>}
      </Space>
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(key === 'details' ? planPath(id!, p.id) : `${planPath(id!, p.id)}/${key}`)}
        items={[
          { key: 'details', label: t('detailsLink'), children: tab === 'details' && <PlanDetails plan={p} editable={canEdit && !closed} onSaved={plan.reload} /> },
          { key: 'evaluation', label: t('plan.evaluation'), children: tab === 'evaluation' && <PlanEvaluation plan={p} onEvaluated={plan.reload} /> },
          { key: 'attachments', label: t('tab.attachments'), children: tab === 'attachments' && <RecordAttachments url={`${PLANS}/${p.id}/attachments`} canAdd={canEdit && !closed} canDelete={canEdit && !closed} /> },
        ]}
      />
      <Modal open={!!moving} title={moving ? t('plan.moveTitle', { action: moveLabel(moving.to, moving.action) }) : ''} okText={moving ? moveLabel(moving.to, moving.action) : undefined} okButtonProps={{ danger: moving?.to === 'ignored' }} onOk={move} onCancel={() => setMoving(null)} destroyOnHidden>
        <Alert type="warning" showIcon title={t('plan.cannotRevert')} style={{ marginBottom: 12 }} />
        <Input.TextArea aria-label={t('field.comment')} rows={3} maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} placeholder={moving?.to === 'ignored' ? t('plan.whyIgnored') : t('plan.commentOptional')} />
      </Modal>
    </div>
  );
}

function PlanDetails({ plan, editable, onSaved }: { plan: ActionPlanRow; editable: boolean; onSaved(): void }) {
  const { t } = useT('personnel');
  const toast = useToast();
  const competencies = useTrainingList('competency');
  const subjectAreas = useTrainingList('subjectArea');
  const [editing, setEditing] = useState(false);
  const source = `${t(PLAN_SOURCE_KEYS[plan.source])}${plan.sourceId ? ` ${plan.sourceId}` : ''}`;
  if (editing) {
    return (
      <PlanForm
        initial={plan}
        disabled={false}
        submitLabel={t('plan.saveChanges')}
        onCancel={() => setEditing(false)}
        onSubmit={async (values, form) => {
          try {
            await api.put(`${PLANS}/${plan.id}`, { ...values, employeeId: plan.employeeId });
            toast.success(t('plan.changesSaved'));
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
      {plan.status === 'open' && plan.resolveByDate < new Date().toISOString().slice(0, 10) && <Alert type="error" showIcon title={t('plan.overdue')} style={{ marginBottom: 12 }} />}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { label: t('field.type'), children: t(PLAN_TYPE_KEYS[plan.type]) },
          { label: t('field.from'), children: source },
          { label: t('plan.resolveBy'), children: showDay(plan.resolveByDate) },
          { label: t('plan.resolved'), children: plan.resolvedDate ? showDay(plan.resolvedDate) : '—' },
          { label: t('plan.assessor'), children: <EmployeeName id={plan.assessorEmployeeId} /> },
          { label: t('plan.lineManager'), children: <EmployeeName id={plan.lineManagerEmployeeId} /> },
          { label: t('field.description'), children: plan.description, span: 2 },
          { label: t('field.competencies'), children: plan.competencyIds.map((c) => <Tag key={c}>{competencies.byId.get(c)?.name ?? c}</Tag>), span: 2 },
          { label: t('field.subjectAreas'), children: plan.subjectAreaIds.length ? plan.subjectAreaIds.map((s) => <Tag key={s}>{subjectAreas.byId.get(s)?.name ?? s}</Tag>) : '—', span: 2 },
          { label: t('field.comment'), children: plan.comment || '—', span: 2 },
          { label: t('plan.createdBy'), children: plan.createdBy || '—' },
        ]}
      />
      {editable && <Button style={{ marginTop: 12 }} onClick={() => setEditing(true)}>{t('edit')}</Button>}
      <StatusHistory history={plan.history} labels={Object.fromEntries(Object.entries(PLAN_STATUS_KEYS).map(([status, key]) => [status, t(key)]))} />
    </>
  );
}

function EmployeeName({ id }: { id: number | null }) {
  const { t } = useT('personnel');
  const employee = useFetched<{ firstName: string; lastName: string }>(id ? `/api/personnel/employees/${id}` : null);
  if (!id) return <>—</>;
  return <>{employee.data ? `${employee.data.firstName} ${employee.data.lastName}` : t('common:employeeSelect.employee', { id })}</>;
}
