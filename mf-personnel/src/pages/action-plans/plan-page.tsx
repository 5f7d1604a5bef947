import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Descriptions, Form, Input, Modal, Result, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ACTION_PLAN_TRANSITIONS, actionPlanClosed, type ActionPlanStatus } from '@firecrest/contracts';
import { api, errorOf, read, RecordAttachments, showDay, StatusHistory, useCrumbName, useSave, useSession, useT, useTrainingList } from '@firecrest/portal-kit';
import { PLAN_MOVE_KEYS, PLAN_MOVED_KEYS, PLAN_SOURCE_KEYS, PLAN_STATUS_KEYS, PLAN_TYPE_KEYS } from '../../lib/plan-labels';
import { PlanForm, type PlanValues } from './plan-form';
import { PlanEvaluation } from './plan-evaluation';
import { PLANS, STATUS_COLOURS, planList, planPath, type ActionPlanRow } from './plan-api';

type Tab = 'details' | 'evaluation' | 'attachments';

/** `action-plan-list/dashboard/{id}` with `/evaluation` and `/attachments`: one plan, its moves, evaluation and files. */
export function PlanPage({ tab }: { tab: Tab }) {
  const { id, planId } = useParams();
  const { t } = useT('personnel');
  const navigate = useNavigate();
  const canEdit = useSession((s) => s.can('PERSONNEL', 'edit'));
  const plan = useQuery(read<ActionPlanRow>(`${PLANS}/${planId}`));
  const planError = errorOf(plan);
  const [moving, setMoving] = useState<{ to: ActionPlanStatus; action: string } | null>(null);
  const [comment, setComment] = useState('');
  const move = useSave({
    save: (to: ActionPlanStatus) => api.post(`${PLANS}/${planId}/status`, { status: to, comment }),
    invalidates: [PLANS],
    saved: (_result, to) => t(PLAN_MOVED_KEYS[to] ?? PLAN_STATUS_KEYS[to]),
    onSaved: () => (setMoving(null), setComment('')),
  });
  const employee = useQuery(read<{ firstName: string; lastName: string }>(`/api/personnel/employees/${id}`));
  useCrumbName(`/personnel/rt/personnel-list/${id}`, employee.data ? `${employee.data.firstName} ${employee.data.lastName}` : null);
  useCrumbName(`${planList(id!)}/dashboard/${planId}`, t('plan.title', { id: planId }));
  useCrumbName(`${planList(id!)}/dashboard/${planId}/evaluation`, t('plan.evaluation'));
  useCrumbName(`${planList(id!)}/dashboard/${planId}/attachments`, t('tab.attachments'));

  if (planError) return <Result status="warning" title={planError} extra={<Link to={planList(id!)}>{t('plan.back')}</Link>} />;
  if (!plan.data) return <Skeleton active />;
  const p = plan.data;
  const closed = actionPlanClosed(p.status);
  const moveLabel = (to: ActionPlanStatus, action: string) => t(PLAN_MOVE_KEYS[to] ?? action);

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
          { key: 'details', label: t('detailsLink'), children: tab === 'details' && <PlanDetails plan={p} editable={canEdit && !closed} /> },
          { key: 'evaluation', label: t('plan.evaluation'), children: tab === 'evaluation' && <PlanEvaluation plan={p} /> },
          { key: 'attachments', label: t('tab.attachments'), children: tab === 'attachments' && <RecordAttachments url={`${PLANS}/${p.id}/attachments`} canAdd={canEdit && !closed} canDelete={canEdit && !closed} /> },
        ]}
      />
      <Modal open={!!moving} title={moving ? t('plan.moveTitle', { action: moveLabel(moving.to, moving.action) }) : ''} okText={moving ? moveLabel(moving.to, moving.action) : undefined} okButtonProps={{ danger: moving?.to === 'ignored' }} onOk={() => moving && move.mutate(moving.to)} confirmLoading={move.isPending} onCancel={() => setMoving(null)} destroyOnHidden>
        <Alert type="warning" showIcon title={t('plan.cannotRevert')} style={{ marginBottom: 12 }} />
        <Input.TextArea aria-label={t('field.comment')} rows={3} maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} placeholder={moving?.to === 'ignored' ? t('plan.whyIgnored') : t('plan.commentOptional')} />
      </Modal>
    </div>
  );
}

/** The plan's fields in a form, saved as a change; a fresh form each time it opens. */
function PlanEdit({ plan, onClose }: { plan: ActionPlanRow; onClose(): void }) {
  const { t } = useT('personnel');
  const [form] = Form.useForm<PlanValues>();
  const save = useSave({
    save: (values: PlanValues) => api.put(`${PLANS}/${plan.id}`, { ...values, employeeId: plan.employeeId }),
    invalidates: [PLANS],
    saved: t('plan.changesSaved'),
    form,
    onSaved: onClose,
  });
  return <PlanForm form={form} initial={plan} disabled={false} saving={save.isPending} submitLabel={t('plan.saveChanges')} onCancel={onClose} onSubmit={(values) => save.mutate(values)} />;
}

function PlanDetails({ plan, editable }: { plan: ActionPlanRow; editable: boolean }) {
  const { t } = useT('personnel');
  const competencies = useTrainingList('competency');
  const subjectAreas = useTrainingList('subjectArea');
  const [editing, setEditing] = useState(false);
  const source = `${t(PLAN_SOURCE_KEYS[plan.source])}${plan.sourceId ? ` ${plan.sourceId}` : ''}`;
  if (editing) return <PlanEdit plan={plan} onClose={() => setEditing(false)} />;
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
  const employee = useQuery(read<{ firstName: string; lastName: string }>(id ? `/api/personnel/employees/${id}` : null));
  if (!id) return <>—</>;
  return <>{employee.data ? `${employee.data.firstName} ${employee.data.lastName}` : t('common:employeeSelect.employee', { id })}</>;
}
