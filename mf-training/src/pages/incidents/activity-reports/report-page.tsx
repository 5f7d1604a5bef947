import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Descriptions, Input, Modal, Result, Skeleton, Table, Tabs, Tag } from 'antd';
import { ACTIVITY_REPORT_STATUSES, activityReportMoves, reportEditable, type ActivityReportStatus } from '@firecrest/contracts';
import { api, StatusHistory, useFetched, useSession } from '@firecrest/portal-kit';
import { PageTitle } from '../../../lib/page-title';
import { useEmployeeNames } from '../../../lib/employees';
import { useReferenceList } from '../../../lib/reference-lists';
import { useSave } from '../../../lib/save';
import type { IncidentRow } from '../incidents-list-page';
import { STATUS_COLOURS } from './car-list-page';
import { ReportForm } from './report-form';
import { ReportEvaluation } from './report-evaluation';
import { ReportAttachments } from './report-attachments';
import { REPORTS, carList, reportPath, type ActivityReportRow } from './report-api';

type Tab = 'details' | 'evaluation' | 'attachments';

/**
 * An incident's activity report (§2.6 car-list/details/{id}, /details/{id}/attachments, /evaluation): its activities,
 * the workflow moves the caller may make, its evaluation and attachments as tabs.
 */
export function ReportPage({ tab }: { tab: Tab }) {
  const { id, reportId } = useParams();
  const navigate = useNavigate();
  const save = useSave();
  const user = useSession((s) => s.user);
  const canEdit = useSession((s) => s.can('INCIDENTS', 'edit'));
  const incident = useFetched<IncidentRow>(`/api/training/incidents/${id}`);
  // /car-list/evaluation names no report: an incident has one.
  const one = useFetched<ActivityReportRow>(reportId ? `${REPORTS}/${reportId}` : null);
  const ofIncident = useFetched<{ data: ActivityReportRow[] }>(reportId ? null : `${REPORTS}?incidentId=${id}`);
  const report = reportId ? one.data : ofIncident.data?.data[0];
  const reload = reportId ? one.reload : ofIncident.reload;
  const [moving, setMoving] = useState<{ to: ActivityReportStatus; action: string } | null>(null);
  const [comment, setComment] = useState('');

  const error = one.error ?? ofIncident.error;
  if (error) return <Result status="warning" title={error} extra={<Link to={carList(id!)}>Back to the activity report</Link>} />;
  if (!reportId && ofIncident.data && !report) return <Result status="info" title="This incident has no activity report yet." extra={<Link to={`${carList(id!)}/new`}><Button type="primary">Write the activity report</Button></Link>} />;
  if (!report) return <Skeleton active />;

  async function move() {
    if (!moving) return;
    const done = await save(() => api.post(`${REPORTS}/${report!.id}/status`, { status: moving.to, comment }), `Report ${ACTIVITY_REPORT_STATUSES[moving.to].toLowerCase()}`);
    if (done) {
      setMoving(null);
      setComment('');
      reload();
    }
  }

  const moves = activityReportMoves(report.status, user?.permissions);
  const editable = reportEditable(report.status) && canEdit;
  return (
    <div>
      <PageTitle
        back={{ to: carList(id!), label: incident.data ? `Incident ${incident.data.incidentNo}` : 'Activity report' }}
        title={<>Activity report {report.id} <Tag color={STATUS_COLOURS[report.status]}>{ACTIVITY_REPORT_STATUSES[report.status]}</Tag></>}
        extra={moves.map((m) => <Button key={m.to} type={m.to === 'complete' || m.to === 'submitted' ? 'primary' : 'default'} onClick={() => setMoving(m)}>{m.action}</Button>)}
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(key === 'evaluation' ? `${carList(id!)}/evaluation` : key === 'attachments' ? `${reportPath(id!, report.id)}/attachments` : reportPath(id!, report.id))}
        items={[
          { key: 'details', label: 'Details', children: tab === 'details' && <ReportDetails report={report} editable={editable} onSaved={reload} /> },
          { key: 'evaluation', label: 'Evaluation', children: tab === 'evaluation' && <ReportEvaluation report={report} onEvaluated={reload} /> },
          { key: 'attachments', label: 'Attachments', children: tab === 'attachments' && <ReportAttachments reportId={report.id} /> },
        ]}
      />
      <Modal open={!!moving} title={moving?.action} okText={moving?.action} onOk={move} onCancel={() => setMoving(null)} destroyOnHidden>
        {moving?.to === 'query' && <Alert type="info" showIcon title="Say what the crew need to answer; the report goes back to them." style={{ marginBottom: 12 }} />}
        {moving?.to === 'complete' && <Alert type="warning" showIcon title="A complete report can no longer change; it can then be evaluated." style={{ marginBottom: 12 }} />}
        <Input.TextArea aria-label="Comment" rows={3} maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} placeholder={moving?.to === 'query' ? 'Comment (required)' : 'Comment (optional)'} />
      </Modal>
    </div>
  );
}

function ReportDetails({ report, editable, onSaved }: { report: ActivityReportRow; editable: boolean; onSaved(): void }) {
  const save = useSave();
  const competencies = useReferenceList('competency');
  const names = useEmployeeNames(report.activities.map((a) => a.employeeId));
  if (editable) {
    return (
      <ReportForm
        initial={{ activities: report.activities, comment: report.comment }}
        disabled={false}
        submitLabel="Save changes"
        onCancel={onSaved}
        onSubmit={async (values, form) => {
          if (await save(() => api.put(`${REPORTS}/${report.id}`, { ...values, incidentId: report.incidentId }), 'Changes saved', form)) onSaved();
        }}
      />
    );
  }
  return (
    <>
      <Table
        rowKey="employeeId"
        pagination={false}
        dataSource={report.activities}
        columns={[
          { title: 'Employee', dataIndex: 'employeeId', render: (e: number) => names.get(e) ?? `Employee ${e}` },
          { title: 'Activity', dataIndex: 'activity' },
          { title: 'Competencies exercised', dataIndex: 'competencyIds', render: (ids: number[]) => ids.map((c) => <Tag key={c}>{competencies.byId.get(c)?.name ?? c}</Tag>) },
          { title: 'Comment', dataIndex: 'comment' },
        ]}
      />
      {report.comment && <Descriptions style={{ marginTop: 16 }} items={[{ label: 'Report comment', children: report.comment }]} />}
      <StatusHistory history={report.history} labels={ACTIVITY_REPORT_STATUSES} />
    </>
  );
}
