import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Descriptions, Input, Modal, Result, Skeleton, Table, Tabs, Tag } from 'antd';
import { activityReportMoves, reportEditable, type ActivityReportStatus } from '@firecrest/contracts';
import { api, StatusHistory, useCrumbName, useFetched, useSession, useT } from '@firecrest/portal-kit';
import { PageTitle } from '../../../lib/page-title';
import { useEmployeeNames } from '../../../lib/employees';
import { useReferenceList } from '../../../lib/reference-lists';
import { useSave } from '../../../lib/save';
import type { IncidentRow } from '../incidents-list-page';
import { STATUS_COLOURS } from './car-list-page';
import { ReportForm } from './report-form';
import { ReportEvaluation } from './report-evaluation';
import { ReportAttachments } from './report-attachments';
import { MOVED_KEYS, STATUS_KEYS, moveKey } from './report-labels';
import { REPORTS, carList, reportPath, type ActivityReportRow } from './report-api';

type Tab = 'details' | 'evaluation' | 'attachments';

/**
 * An incident's activity report (§2.6 car-list/details/{id}, /details/{id}/attachments, /evaluation): its activities,
 * the workflow moves the caller may make, its evaluation and attachments as tabs.
 */
export function ReportPage({ tab }: { tab: Tab }) {
  const { t } = useT('incidents');
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
  useCrumbName(`${carList(id!)}/evaluation`, t('report.evaluation'));
  useCrumbName(reportId ? `${reportPath(id!, Number(reportId))}/attachments` : '', reportId ? t('report.attachments') : null);

  const error = one.error ?? ofIncident.error;
  if (error) return <Result status="warning" title={error} extra={<Link to={carList(id!)}>{t('report.back')}</Link>} />;
  if (!reportId && ofIncident.data && !report) return <Result status="info" title={t('report.none')} extra={<Link to={`${carList(id!)}/new`}><Button type="primary">{t('report.write')}</Button></Link>} />;
  if (!report) return <Skeleton active />;

  async function move() {
    if (!moving) return;
    const done = await save(() => api.post(`${REPORTS}/${report!.id}/status`, { status: moving.to, comment }), t(MOVED_KEYS[moving.to]));
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
        back={{ to: carList(id!), label: incident.data ? t('incident.title', { no: incident.data.incidentNo }) : t('report.title') }}
        title={<>{t('report.numbered', { id: report.id })} <Tag color={STATUS_COLOURS[report.status]}>{t(STATUS_KEYS[report.status])}</Tag></>}
        extra={moves.map((m) => <Button key={m.to} type={m.to === 'complete' || m.to === 'submitted' ? 'primary' : 'default'} onClick={() => setMoving(m)}>{t(moveKey(report.status, m.to))}</Button>)}
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(key === 'evaluation' ? `${carList(id!)}/evaluation` : key === 'attachments' ? `${reportPath(id!, report.id)}/attachments` : reportPath(id!, report.id))}
        items={[
          { key: 'details', label: t('report.details'), children: tab === 'details' && <ReportDetails report={report} editable={editable} onSaved={reload} /> },
          { key: 'evaluation', label: t('report.evaluation'), children: tab === 'evaluation' && <ReportEvaluation report={report} onEvaluated={reload} /> },
          { key: 'attachments', label: t('report.attachments'), children: tab === 'attachments' && <ReportAttachments reportId={report.id} /> },
        ]}
      />
      <Modal open={!!moving} title={moving && t(moveKey(report.status, moving.to))} okText={moving && t(moveKey(report.status, moving.to))} onOk={move} onCancel={() => setMoving(null)} destroyOnHidden>
        {moving?.to === 'query' && <Alert type="info" showIcon title={t('report.queryHint')} style={{ marginBottom: 12 }} />}
        {moving?.to === 'complete' && <Alert type="warning" showIcon title={t('report.completeHint')} style={{ marginBottom: 12 }} />}
        <Input.TextArea aria-label={t('form.comment')} rows={3} maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} placeholder={moving?.to === 'query' ? t('report.commentRequired') : t('report.commentOptional')} />
      </Modal>
    </div>
  );
}

function ReportDetails({ report, editable, onSaved }: { report: ActivityReportRow; editable: boolean; onSaved(): void }) {
  const { t } = useT('incidents');
  const save = useSave();
  const competencies = useReferenceList('competency');
  const names = useEmployeeNames(report.activities.map((a) => a.employeeId));
  if (editable) {
    return (
      <ReportForm
        initial={{ activities: report.activities, comment: report.comment }}
        disabled={false}
        submitLabel={t('report.saveChanges')}
        onCancel={onSaved}
        onSubmit={async (values, form) => {
          if (await save(() => api.put(`${REPORTS}/${report.id}`, { ...values, incidentId: report.incidentId }), t('incident.saved'), form)) onSaved();
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
          { title: t('form.employee'), dataIndex: 'employeeId', render: (e: number) => names.get(e) ?? t('report.employee', { id: e }) },
          { title: t('form.activity'), dataIndex: 'activity' },
          { title: t('form.competencies'), dataIndex: 'competencyIds', render: (ids: number[]) => ids.map((c) => <Tag key={c}>{competencies.byId.get(c)?.name ?? c}</Tag>) },
          { title: t('form.comment'), dataIndex: 'comment' },
        ]}
      />
      {report.comment && <Descriptions style={{ marginTop: 16 }} items={[{ label: t('form.reportComment'), children: report.comment }]} />}
      <StatusHistory history={report.history} labels={Object.fromEntries(Object.entries(STATUS_KEYS).map(([s, key]) => [s, t(key)]))} />
    </>
  );
}
