import { Link, useNavigate, useParams } from 'react-router';
import { Button, Result, Table, Tag } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { ACTIVITY_REPORT_STATUSES } from '@firecrest/contracts';
import { listLocale, useFetched, useSession } from '@firecrest/portal-kit';
import { PageTitle } from '../../../lib/page-title';
import { INCIDENTS, type IncidentRow } from '../incidents-list-page';
import { REPORTS, carList, reportPath, type ActivityReportRow } from './report-api';

export const STATUS_COLOURS: Record<string, string> = { open: 'blue', submitted: 'gold', query: 'orange', complete: 'green' };

/** `/callout/rt/callouts-list/details/:id/car-list`: the incident's activity report (one per incident), or the way to write it. */
export function CarListPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const canCreate = useSession((s) => s.can('INCIDENTS', 'create'));
  const incident = useFetched<IncidentRow>(`/api/training/incidents/${id}`);
  const reports = useFetched<{ data: ActivityReportRow[] }>(`${REPORTS}?incidentId=${id}`);
  if (incident.error) return <Result status="warning" title={incident.error} extra={<Link to={INCIDENTS}>Back to incidents</Link>} />;
  const rows = reports.data?.data ?? [];
  return (
    <div>
      <PageTitle
        back={{ to: `${INCIDENTS}/details/${id}`, label: incident.data ? `Incident ${incident.data.incidentNo}` : 'Incident' }}
        title="Activity report"
        extra={canCreate && !reports.loading && !rows.length && <Link to={`${carList(id!)}/new`}><Button type="primary" icon={<PlusOutlined />}>Write the activity report</Button></Link>}
      />
      <Table<ActivityReportRow>
        rowKey="id"
        loading={reports.loading}
        dataSource={rows}
        pagination={false}
        locale={listLocale('No activity report yet: the crew write what each of them did and the competencies they exercised.', reports.error)}
        onRow={(r) => ({ onClick: () => navigate(reportPath(id!, r.id)), style: { cursor: 'pointer' } })}
        columns={[
          { title: 'Report', dataIndex: 'id', render: (v: number) => <Link to={reportPath(id!, v)}>Activity report {v}</Link> },
          { title: 'Status', dataIndex: 'status', render: (s: keyof typeof ACTIVITY_REPORT_STATUSES) => <Tag color={STATUS_COLOURS[s]}>{ACTIVITY_REPORT_STATUSES[s]}</Tag> },
          { title: 'Crew', render: (_, r) => r.activities.length },
          { title: 'Evaluated', render: (_, r) => (r.evaluation ? 'Yes' : 'No') },
        ]}
      />
    </div>
  );
}
