import { useNavigate, useParams } from 'react-router';
import { api, useSession } from '@firecrest/portal-kit';
import { PageTitle } from '../../../lib/page-title';
import { useSave } from '../../../lib/save';
import { ReportForm } from './report-form';
import { REPORTS, carList, reportPath, type ActivityReportRow } from './report-api';

/** `/callout/rt/callouts-list/details/:id/car-list/new`: the incident's activity report, written open. */
export function NewReportPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const save = useSave();
  const canCreate = useSession((s) => s.can('INCIDENTS', 'create'));
  return (
    <div>
      <PageTitle back={{ to: carList(id!), label: 'Activity report' }} title="New activity report" />
      <ReportForm
        disabled={!canCreate}
        submitLabel="Save the report"
        onCancel={() => navigate(carList(id!))}
        onSubmit={async (values, form) => {
          const saved = await save(() => api.post<ActivityReportRow>(REPORTS, { ...values, incidentId: Number(id) }).then((r) => r.data), 'Activity report saved', form);
          if (saved) navigate(reportPath(id!, saved.id));
        }}
      />
    </div>
  );
}
