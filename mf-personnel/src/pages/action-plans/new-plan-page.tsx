import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, Form, Result, Select, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ACTIVITY_REPORT_STATUSES, RAISED_PLAN_RESOLVE_DAYS, type ActionPlanSource } from '@firecrest/contracts';
import { api, errorOf, read, useCrumbName, useSave, useSession, useT } from '@firecrest/portal-kit';
import { REPORT_STATUS_KEYS } from '../../lib/plan-labels';
import { employeeUrl, type Employee } from '../employee/employee';
import { PlanForm, type PlanValues } from './plan-form';
import { PLANS, planList, planPath, type ActionPlanRow } from './plan-api';

interface ReportOption { id: number; incidentId: number; status: keyof typeof ACTIVITY_REPORT_STATUSES; activities: { employeeId: number }[] }
interface EventOption { id: number; course?: { name?: string } | null; dates?: { startTime: string }[] }

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * `action-plan-list/new` (by hand), `/new-callout` (from one of the employee's incident activity reports) and
 * `/new-training-event/{id}` (from a training event): a new plan for the employee, open.
 */
export function NewPlanPage({ source }: { source: Extract<ActionPlanSource, 'manual' | 'activityReport' | 'trainingEvent'> }) {
  const { id, eventId } = useParams();
  const { t } = useT('personnel');
  // `new?competency={record}`: a plan about one of the employee's competency records.
  const recordId = Number(useSearchParams()[0].get('competency')) || null;
  const record = useQuery(read<{ id: number; competencyId: number }>(source === 'manual' && recordId ? `/api/training/employee-competencies/${recordId}` : null));
  const recordError = errorOf(record);
  const kind: ActionPlanSource = source === 'manual' && record.data ? 'competency' : source;
  const navigate = useNavigate();
  const canCreate = useSession((s) => s.can('PERSONNEL', 'create'));
  const employee = useQuery(read<Employee>(employeeUrl(id!)));
  const employeeError = errorOf(employee);
  const reports = useQuery(read<{ data: ReportOption[] }>(source === 'activityReport' ? '/api/training/activity-reports?itemsPerPage=500' : null));
  const event = useQuery(read<EventOption>(source === 'trainingEvent' ? `/api/training/training-events/${eventId}` : null));
  const eventError = errorOf(event);
  const name = employee.data ? `${employee.data.firstName} ${employee.data.lastName}` : '';
  useCrumbName(`/personnel/rt/personnel-list/${id}`, name || null);
  useCrumbName(`${planList(id!)}/new`, t('record.newCrumb'));
  useCrumbName(`${planList(id!)}/new-callout`, t('plan.fromIncident'));
  useCrumbName(`${planList(id!)}/new-training-event`, t('plan.fromEvent'));
  const theirs = (reports.data?.data ?? []).filter((r) => r.activities.some((a) => a.employeeId === Number(id)));

  const [form] = Form.useForm<PlanValues>();
  const save = useSave({
    save: (body: object) => api.post<ActionPlanRow>(PLANS, body),
    invalidates: [PLANS],
    saved: t('plan.added'),
    form,
    onSaved: ({ data }) => navigate(planPath(id!, data.id)),
  });

  function submit(values: PlanValues) {
    // The report picked for a plan from an incident is a field of the form, not of the plan's own fields.
    const { sourceId: picked, ...fields } = values as PlanValues & { sourceId?: number };
    const sourceId = kind === 'trainingEvent' ? Number(eventId) : kind === 'activityReport' ? picked : kind === 'competency' ? record.data!.id : null;
    save.mutate({ ...fields, employeeId: Number(id), source: kind, sourceId });
  }

  if (employeeError) return <Result status="warning" title={employeeError} />;
  if (eventError) return <Result status="warning" title={eventError} extra={<Link to={planList(id!)}>{t('plan.back')}</Link>} />;

  return (
    <div>
      <Link to={planList(id!)}>← {name ? t('plan.backOf', { name }) : t('tab.actionPlans')}</Link>
      <Typography.Title level={2}>{name ? t('plan.newFor', { name }) : t('plan.new')}</Typography.Title>
      {recordError && <Alert type="warning" showIcon title={recordError} style={{ marginBottom: 16 }} />}
      {kind === 'competency' && <Alert type="info" showIcon title={t('plan.aboutCompetency')} style={{ marginBottom: 16 }} />}
      {source === 'trainingEvent' && event.data && <Alert type="info" showIcon title={t('plan.fromEventNamed', { name: event.data.course?.name ?? eventId })} style={{ marginBottom: 16 }} />}
      {source === 'activityReport' && !reports.isFetching && !theirs.length && <Alert type="info" showIcon title={name ? t('plan.noReports', { name }) : t('plan.noReportsUnnamed')} style={{ marginBottom: 16 }} />}
      {!employee.data || (recordId && source === 'manual' && !record.data && !recordError) ? <Skeleton active /> : (<PlanForm
        initial={{ resolveByDate: inDays(RAISED_PLAN_RESOLVE_DAYS), lineManagerEmployeeId: employee.data?.lineManagerIds?.[0] ?? null, competencyIds: record.data ? [record.data.competencyId] : [] }}
        form={form}
        disabled={!canCreate}
        saving={save.isPending}
        submitLabel={t('plan.add')}
        onCancel={() => navigate(planList(id!))}
        onSubmit={submit}
      >
        {source === 'activityReport' && (
          <Form.Item name="sourceId" label={t('plan.report')} rules={[{ required: true, message: t('common:required') }]}>
            <Select options={theirs.map((r) => ({ value: r.id, label: t('plan.reportOption', { id: r.id, incident: r.incidentId, status: t(REPORT_STATUS_KEYS[r.status]) }) }))} loading={reports.isFetching} />
          </Form.Item>
        )}
      </PlanForm>)}
    </div>
  );
}
