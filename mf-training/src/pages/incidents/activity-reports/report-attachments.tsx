import { RecordAttachments, useSession } from '@firecrest/portal-kit';
import { REPORTS } from './report-api';

/** §2.6 car-list/details/{id}/attachments: photographs, logs and statements kept with the report. */
export function ReportAttachments({ reportId }: { reportId: number }) {
  const canChange = useSession((s) => s.can('INCIDENTS', 'edit'));
  return <RecordAttachments url={`${REPORTS}/${reportId}/attachments`} canAdd={canChange} canDelete={canChange} />;
}
