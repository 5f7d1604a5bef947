import { Link, useNavigate, useParams } from 'react-router';
import { Button, Result, Table, Tag } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { ActivityReportStatus } from '@firecrest/contracts';
import { useQuery } from '@tanstack/react-query';
import { errorOf, listLocale, read, useSession, useT } from '@firecrest/portal-kit';
import { PageTitle } from '../../../lib/page-title';
import { INCIDENTS, type IncidentRow } from '../incidents-list-page';
import { STATUS_KEYS } from './report-labels';
import { REPORTS, carList, reportPath, type ActivityReportRow } from './report-api';

export const STATUS_COLOURS: Record<string, string> = { open: 'blue', submitted: 'gold', query: 'orange', complete: 'green' };

/** `/callout/rt/callouts-list/details/:id/car-list`: the incident's activity report (one per incident), or the way to write it. */
export function CarListPage() {
  const { t } = useT('incidents');
  const { id } = useParams();
  const navigate = useNavigate();
  const canCreate = useSession((s) => s.can('INCIDENTS', 'create'));
  const incident = useQuery(read<IncidentRow>(`/api/training/incidents/${id}`));
  const reports = useQuery(read<{ data: ActivityReportRow[] }>(`${REPORTS}?incidentId=${id}`));
  const incidentError = errorOf(incident);
  if (incidentError) return <Result status="warning" title={incidentError} extra={<Link to={INCIDENTS}>{t('incident.back')}</Link>} />;
  const rows = reports.data?.data ?? [];
  return (
    <div>
      <PageTitle
        back={{ to: `${INCIDENTS}/details/${id}`, label: incident.data ? t('incident.title', { no: incident.data.incidentNo }) : t('incident.one') }}
        title={t('report.title')}
        extra={canCreate && !reports.isFetching && !rows.length && <Link to={`${carList(id!)}/new`}><Button type="primary" icon={<PlusOutlined />}>{t('report.write')}</Button></Link>}
      />
      <Table<ActivityReportRow>
        rowKey="id"
        loading={reports.isFetching}
        dataSource={rows}
        pagination={false}
        locale={listLocale(t('report.empty'), errorOf(reports))}
        onRow={(r) => ({ onClick: () => navigate(reportPath(id!, r.id)), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('report.report'), dataIndex: 'id', render: (v: number) => <Link to={reportPath(id!, v)}>{t('report.numbered', { id: v })}</Link> },
          { title: t('report.status'), dataIndex: 'status', render: (s: ActivityReportStatus) => <Tag color={STATUS_COLOURS[s]}>{t(STATUS_KEYS[s])}</Tag> },
          { title: t('report.crew'), render: (_, r) => r.activities.length },
          { title: t('report.evaluated'), render: (_, r) => (r.evaluation ? t('report.yes') : t('report.no')) },
        ]}
      />
    </div>
  );
}
