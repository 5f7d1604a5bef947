import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Col, Form, Input, Result, Row, Select, Skeleton, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { api, errorOf, lookup, namePath, problemMessage, read, useCrumbName, useLocations, useSave, useSession, useT, useToast, useTrainingList } from '@firecrest/portal-kit';
import { ruleFields } from '../../lib/rule-messages';
import { employeeUrl, type Employee } from './employee';
import { calloutRules, incidentBody, reportBody, type CalloutValues } from './callout-rules';

const dashboard = (employeeId: string, tab: string) => `/personnel/rt/personnel-list/${employeeId}/dashboard/${tab}`;
/** The incident's fields the form shows under the service's names (its dates have their own). */
const SHARED_FIELDS = ['incidentNo', 'incidentTypeId', 'revisedIncidentTypeId', 'address', 'stationIds', 'applianceCallSigns'];
const incidentPath = (incidentId: number) => `/callout/rt/callouts-list/details/${incidentId}/car-list`;

/** The incident was saved but its activity report was refused. */
class ReportRefused extends Error {
  constructor(readonly incidentId: number, readonly problem: unknown) {
    super('activity report refused');
  }
}

/**
 * §2.5 `callouts-list/new`: an incident the person attended (§3.2 Incident: incident no, initial and revised type,
 * alert and return dates, address, stations, appliance call signs) and what they did there. Saved as the incident
 * and its activity report, open, with the person's activity; the rest of the crew is added on the report.
 */
export function NewCalloutPage() {
  const { id } = useParams();
  const { t } = useT('personnel');
  const navigate = useNavigate();
  const toast = useToast();
  const [form] = Form.useForm<CalloutValues>();
  const canCreate = useSession((s) => s.can('INCIDENTS', 'create'));
  const employee = useQuery(read<Employee>(employeeUrl(id!)));
  const employeeError = errorOf(employee);
  const types = useQuery(lookup<{ data: { id: number; code: string; name: string }[] }>('/api/training/reference-items/incidentType'));
  const typesError = errorOf(types);
  const competencies = useTrainingList('competency');
  const locations = useLocations();
  const name = employee.data ? `${employee.data.firstName} ${employee.data.lastName}` : '';
  useCrumbName(`/personnel/rt/personnel-list/${id}`, name || null);
  useCrumbName(`/personnel/rt/personnel-list/${id}/dashboard/callouts-list`, t('callout.crumb'));
  useCrumbName(`/personnel/rt/personnel-list/${id}/dashboard/callouts-list/new`, t('record.newCrumb'));

  const save = useSave({
    save: async (values: CalloutValues) => {
      const incidentId = (await api.post<{ id: number }>('/api/training/incidents', incidentBody(values))).data.id;
      try {
        return { incidentId, reportId: (await api.post<{ id: number }>('/api/training/activity-reports', reportBody(incidentId, Number(id), values))).data.id };
      } catch (problem) {
        throw new ReportRefused(incidentId, problem);
      }
    },
    invalidates: ['/api/training/incidents', '/api/training/activity-reports'],
    saved: t('callout.recorded', { name }),
    form,
    knownField: (field) => SHARED_FIELDS.includes(field),
    onSaved: ({ incidentId, reportId }) => navigate(`${incidentPath(incidentId)}/details/${reportId}`),
    onFailed: (e) => {
      if (!(e instanceof ReportRefused)) return false;
      // The incident is kept: its report is written again from the incident's page.
      toast.error(t('callout.reportFailed', { problem: problemMessage(e.problem) }));
      navigate(`${incidentPath(e.incidentId)}/new`);
      return true;
    },
  });

  function submit(values: CalloutValues) {
    const errors = calloutRules(values);
    if (errors.length) return form.setFields(ruleFields(t, errors, namePath));
    save.mutate(values);
  }

  if (employeeError) return <Result status="warning" title={employeeError} extra={<Link to="/personnel/rt/personnel-list">{t('callout.backToPersonnel')}</Link>} />;
  if (!employee.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const typeOptions = (types.data?.data ?? []).map((type) => ({ value: type.id, label: `${type.code} ${type.name}` }));
  const current = employee.data.contracts.find((c) => c.isDefault) ?? employee.data.contracts.at(-1);
  return (
    <div>
      <Link to={dashboard(id!, 'timeline')}>← {t('callout.backLink', { name })}</Link>
      <Typography.Title level={2}>{t('callout.title', { name })}</Typography.Title>
      {!canCreate && <Alert type="warning" showIcon title={t('callout.notAllowed')} style={{ marginBottom: 16 }} />}
      {typesError && <Alert type="error" showIcon title={typesError} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        disabled={!canCreate}
        onFinish={submit}
        initialValues={{ stationIds: current?.stationId ? [current.stationId] : [], competencyIds: [] }}
        style={{ maxWidth: 900 }}
      >
        <Typography.Title level={3}>{t('callout.incident')}</Typography.Title>
        <Row gutter={16}>
          <Col xs={24} md={8}><Form.Item name="incidentNo" label={t('callout.incidentNo')} required><Input /></Form.Item></Col>
          <Col xs={24} md={8}><Form.Item name="incidentTypeId" label={t('callout.initialType')} required><Select showSearch optionFilterProp="label" options={typeOptions} loading={types.isFetching} /></Form.Item></Col>
          <Col xs={24} md={8}><Form.Item name="revisedIncidentTypeId" label={t('callout.revisedType')}><Select allowClear showSearch optionFilterProp="label" options={typeOptions} /></Form.Item></Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={8}><Form.Item name="alert" label={t('callout.alertDate')} required><Input type="datetime-local" /></Form.Item></Col>
          <Col xs={24} md={8}><Form.Item name="returned" label={t('callout.returnDate')}><Input type="datetime-local" /></Form.Item></Col>
        </Row>
        <Form.Item name="address" label={t('field.address')}><Input /></Form.Item>
        <Form.Item name="stationIds" label={t('callout.stations')}>
          <Select mode="multiple" showSearch optionFilterProp="label" options={locations.items.filter((l) => l.kind === 'station').map((l) => ({ value: l.id, label: `${l.callSign} ${l.name}` }))} />
        </Form.Item>
        <Form.Item name="applianceCallSigns" label={t('callout.applianceCallSigns')}><Select mode="tags" tokenSeparators={[',', ' ']} open={false} /></Form.Item>
        <Typography.Title level={3}>{t('callout.whatTheyDid', { name })}</Typography.Title>
        <Form.Item name="activity" label={t('callout.activity')} required><Input /></Form.Item>
        <Form.Item name="competencyIds" label={t('callout.competenciesExercised')}>
          <Select mode="multiple" showSearch optionFilterProp="label" options={competencies.items.map((c) => ({ value: c.id, label: `${c.code} ${c.name}` }))} />
        </Form.Item>
        <Form.Item name="comment" label={t('field.comment')}><Input.TextArea rows={3} /></Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>{t('callout.save')}</Button>
          <Button onClick={() => navigate(dashboard(id!, 'timeline'))}>{t('common:cancel')}</Button>
        </Space>
      </Form>
    </div>
  );
}
