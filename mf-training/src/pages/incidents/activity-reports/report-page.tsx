import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Descriptions, Form, Input, Modal, Result, Skeleton, Table, Tabs, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { activityReportMoves, reportEditable, type ActivityReportStatus } from '@firecrest/contracts';
import { api, errorOf, read, StatusHistory, useCrumbName, useSession, useT } from '@firecrest/portal-kit';
import { PageTitle } from '../../../lib/page-title';
import { useEmployeeNames } from '../../../lib/employees';
import { useReferenceList } from '../../../lib/reference-lists';
import { useTrainingSave } from '../../../lib/save';
import type { IncidentRow } from '../incidents-list-page';
import { STATUS_COLOURS } from './car-list-page';
import { ReportForm, type ReportValues } from './report-form';
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
  const user = useSession((s) => s.user);
  const canEdit = useSession((s) => s.can('INCIDENTS', 'edit'));
  const incident = useQuery(read<IncidentRow>(`/api/training/incidents/${id}`));
  // /car-list/evaluation names no report: an incident has one.
  const one = useQuery(read<ActivityReportRow>(reportId ? `${REPORTS}/${reportId}` : null));
  const ofIncident = useQuery(read<{ data: ActivityReportRow[] }>(reportId ? null : `${REPORTS}?incidentId=${id}`));
  const report = reportId ? one.data : ofIncident.data?.data[0];
  const reload = () => void (reportId ? one.refetch() : ofIncident.refetch());
  const [moving, setMoving] = useState<{ to: ActivityReportStatus; action: string } | null>(null);
  const [comment, setComment] = useState('');
  const move = useTrainingSave({
    save: ({ reportId: moved, ...body }: { reportId: number; status: ActivityReportStatus; comment: string }) => api.post(`${REPORTS}/${moved}/status`, body),
    invalidates: [REPORTS],
    saved: (_, { status }) => t(MOVED_KEYS[status]),
    onSaved: () => {
      setMoving(null);
      setComment('');
    },
  });
  useCrumbName(`${carList(id!)}/evaluation`, t('report.evaluation'));
  useCrumbName(reportId ? `${reportPath(id!, Number(reportId))}/attachments` : '', reportId ? t('report.attachments') : null);

  const error = errorOf(one) ?? errorOf(ofIncident);
  if (error) return <Result status="warning" title={error} extra={<Link to={carList(id!)}>{t('report.back')}</Link>} />;
  if (!reportId && ofIncident.data && !report) return <Result status="info" title={t('report.none')} extra={<Link to={`${carList(id!)}/new`}><Button type="primary">{t('report.write')}</Button></Link>} />;
  if (!report) return <Skeleton active />;

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
          { key: 'details', label: t('report.details'), children: tab === 'details' && <ReportDetails report={report} editable={editable} onCancel={reload} /> },
          { key: 'evaluation', label: t('report.evaluation'), children: tab === 'evaluation' && <ReportEvaluation report={report} /> },
          { key: 'attachments', label: t('report.attachments'), children: tab === 'attachments' && <ReportAttachments reportId={report.id} /> },
        ]}
      />
      <Modal open={!!moving} title={moving && t(moveKey(report.status, moving.to))} okText={moving && t(moveKey(report.status, moving.to))} onOk={() => moving && move.mutate({ reportId: report.id, status: moving.to, comment })} confirmLoading={move.isPending} onCancel={() => setMoving(null)} destroyOnHidden>
        {moving?.to === 'query' && <Alert type="info" showIcon title={t('report.queryHint')} style={{ marginBottom: 12 }} />}
        {moving?.to === 'complete' && <Alert type="warning" showIcon title={t('report.completeHint')} style={{ marginBottom: 12 }} />}
        <Input.TextArea aria-label={t('form.comment')} rows={3} maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} placeholder={moving?.to === 'query' ? t('report.commentRequired') : t('report.commentOptional')} />
      </Modal>
    </div>
  );
}

function ReportDetails({ report, editable, onCancel }: { report: ActivityReportRow; editable: boolean; onCancel(): void }) {
  const { t } = useT('incidents');
  const [form] = Form.useForm<ReportValues>();
  const save = useTrainingSave({
    save: (values: ReportValues) => api.put(`${REPORTS}/${report.id}`, { ...values, incidentId: report.incidentId }),
    invalidates: [REPORTS],
    saved: t('incident.saved'),
    form,
  });
  const competencies = useReferenceList('competency');
  const names = useEmployeeNames(report.activities.map((a) => a.employeeId));
  if (editable) {
    return (
      <ReportForm
        form={form}
        initial={{ activities: report.activities, comment: report.comment }}
        disabled={false}
        saving={save.isPending}
        submitLabel={t('report.saveChanges')}
        onCancel={onCancel}
        onSubmit={(values) => save.mutate(values)}
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
