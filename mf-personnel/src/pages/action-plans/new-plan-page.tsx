import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, Form, Result, Select, Typography, type FormInstance } from 'antd';
import { ACTIVITY_REPORT_STATUSES, RAISED_PLAN_RESOLVE_DAYS, type ActionPlanSource } from '@firecrest/contracts';
import { api, problemMessage, showFieldErrors, useCrumbName, useFetched, useSession, useT, useToast } from '@firecrest/portal-kit';
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
  const record = useFetched<{ id: number; competencyId: number }>(source === 'manual' && recordId ? `/api/training/employee-competencies/${recordId}` : null);
  const kind: ActionPlanSource = source === 'manual' && record.data ? 'competency' : source;
  const navigate = useNavigate();
  const toast = useToast();
  const canCreate = useSession((s) => s.can('PERSONNEL', 'create'));
  const employee = useFetched<Employee>(employeeUrl(id!));
  const reports = useFetched<{ data: ReportOption[] }>(source === 'activityReport' ? '/api/training/activity-reports?itemsPerPage=500' : null);
  const event = useFetched<EventOption>(source === 'trainingEvent' ? `/api/training/training-events/${eventId}` : null);
  const name = employee.data ? `${employee.data.firstName} ${employee.data.lastName}` : '';
  useCrumbName(`/personnel/rt/personnel-list/${id}`, name || null);
  useCrumbName(`${planList(id!)}/new`, t('record.newCrumb'));
  useCrumbName(`${planList(id!)}/new-callout`, t('plan.fromIncident'));
  useCrumbName(`${planList(id!)}/new-training-event`, t('plan.fromEvent'));
  const theirs = (reports.data?.data ?? []).filter((r) => r.activities.some((a) => a.employeeId === Number(id)));

  if (employee.error) return <Result status="warning" title={employee.error} />;
  if (event.error) return <Result status="warning" title={event.error} extra={<Link to={planList(id!)}>{t('plan.back')}</Link>} />;

  async function submit(values: PlanValues, form: FormInstance) {
    // The report picked for a plan from an incident is a field of the form, not of the plan's own fields.
    const { sourceId: picked, ...fields } = values as PlanValues & { sourceId?: number };
    const sourceId = kind === 'trainingEvent' ? Number(eventId) : kind === 'activityReport' ? picked : kind === 'competency' ? record.data!.id : null;
    try {
      const { data } = await api.post<ActionPlanRow>(PLANS, { ...fields, employeeId: Number(id), source: kind, sourceId });
      toast.success(t('plan.added'));
      navigate(planPath(id!, data.id));
    } catch (e) {
      showFieldErrors(form, e);
      toast.error(problemMessage(e));
    }
  }

  return (
    <div>
      <Link to={planList(id!)}>← {name ? t('plan.backOf', { name }) : t('tab.actionPlans')}</Link>
      <Typography.Title level={2}>{name ? t('plan.newFor', { name }) : t('plan.new')}</Typography.Title>
      {record.error && <Alert type="warning" showIcon title={record.error} style={{ marginBottom: 16 }} />}
      {kind === 'competency' && <Alert type="info" showIcon title={t('plan.aboutCompetency')} style={{ marginBottom: 16 }} />}
      {source === 'trainingEvent' && event.data && <Alert type="info" showIcon title={t('plan.fromEventNamed', { name: event.data.course?.name ?? eventId })} style={{ marginBottom: 16 }} />}
      {source === 'activityReport' && !reports.loading && !theirs.length && <Alert type="info" showIcon title={name ? t('plan.noReports', { name }) : t('plan.noReportsUnnamed')} style={{ marginBottom: 16 }} />}
      <PlanForm
        initial={{ resolveByDate: inDays(RAISED_PLAN_RESOLVE_DAYS), lineManagerEmployeeId: employee.data?.lineManagerIds?.[0] ?? null, competencyIds: record.data ? [record.data.competencyId] : [] }}
        key={`${employee.data ? 'loaded' : 'loading'}:${record.data?.id ?? ''}`}
        disabled={!canCreate}
        submitLabel={t('plan.add')}
        onCancel={() => navigate(planList(id!))}
        onSubmit={submit}
      >
        {source === 'activityReport' && (
          <Form.Item name="sourceId" label={t('plan.report')} rules={[{ required: true, message: t('common:required') }]}>
            <Select options={theirs.map((r) => ({ value: r.id, label: t('plan.reportOption', { id: r.id, incident: r.incidentId, status: t(REPORT_STATUS_KEYS[r.status]) }) }))} loading={reports.loading} />
          </Form.Item>
        )}
      </PlanForm>
    </div>
  );
}
