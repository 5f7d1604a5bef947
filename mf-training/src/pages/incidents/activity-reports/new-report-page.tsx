import { useNavigate, useParams } from 'react-router';
import { Form } from 'antd';
import { api, useSession, useT } from '@firecrest/portal-kit';
import { PageTitle } from '../../../lib/page-title';
import { useTrainingSave } from '../../../lib/save';
import { ReportForm, type ReportValues } from './report-form';
import { REPORTS, carList, reportPath, type ActivityReportRow } from './report-api';

/** `/callout/rt/callouts-list/details/:id/car-list/new`: the incident's activity report, written open. */
export function NewReportPage() {
  const { t } = useT('incidents');
  const { id } = useParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<ReportValues>();
  const save = useTrainingSave({
    save: (values: ReportValues) => api.post<ActivityReportRow>(REPORTS, { ...values, incidentId: Number(id) }).then((r) => r.data),
    invalidates: [REPORTS],
    saved: t('report.saved'),
    form,
    onSaved: (saved) => navigate(reportPath(id!, saved.id)),
  });
  const canCreate = useSession((s) => s.can('INCIDENTS', 'create'));
  return (
    <div>
      <PageTitle back={{ to: carList(id!), label: t('report.title') }} title={t('report.new')} />
      <ReportForm
        form={form}
        disabled={!canCreate}
        saving={save.isPending}
        submitLabel={t('report.saveReport')}
        onCancel={() => navigate(carList(id!))}
        onSubmit={(values) => save.mutate(values)}
      />
    </div>
  );
}
