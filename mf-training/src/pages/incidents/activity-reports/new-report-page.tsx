import { useNavigate, useParams } from 'react-router';
import { api, useSession, useT } from '@firecrest/portal-kit';
import { PageTitle } from '../../../lib/page-title';
import { useSave } from '../../../lib/save';
import { ReportForm } from './report-form';
import { REPORTS, carList, reportPath, type ActivityReportRow } from './report-api';

/** `/callout/rt/callouts-list/details/:id/car-list/new`: the incident's activity report, written open. */
export function NewReportPage() {
  const { t } = useT('incidents');
  const { id } = useParams();
  const navigate = useNavigate();
  const save = useSave();
  const canCreate = useSession((s) => s.can('INCIDENTS', 'create'));
  return (
    <div>
      <PageTitle back={{ to: carList(id!), label: t('report.title') }} title={t('report.new')} />
      <ReportForm
        disabled={!canCreate}
        submitLabel={t('report.saveReport')}
        onCancel={() => navigate(carList(id!))}
        onSubmit={async (values, form) => {
          const saved = await save(() => api.post<ActivityReportRow>(REPORTS, { ...values, incidentId: Number(id) }).then((r) => r.data), t('report.saved'), form);
          if (saved) navigate(reportPath(id!, saved.id));
        }}
      />
    </div>
  );
}
