import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Descriptions, Result, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { activeOn, todayIso } from '@firecrest/contracts';
import { errorOf, HistoryTable, read, useCrumbName, useLocations, useT } from '@firecrest/portal-kit';
import { employeeUrl, type Employee } from './employee';
import { DetailsTab } from './details-tab';
import { ContractsTab } from './contracts-tab';
import { CompetenciesTab } from './competencies-tab';
import { SubjectAreasTab } from './subject-areas-tab';
import { CpdTab, NotesTab } from './notes-and-cpd';
import { AttachmentsTab } from './attachments-tab';
import { TrainingHistoryTab } from './training-history-tab';
import { ActionPlansTab } from './action-plans-tab';
import { TimelineTab } from './timeline-tab';
import { LicenceTab, SkillsTab } from './licence-and-skills';
import { ReviewedRecordsTab } from './reviewed-records';
import { recordTypeOf } from './record-types';
import { RecordListTab } from './record-list-tab';
import { UserTab } from './user-link';
import { namedValue, useRecordNames } from './record-names';
import { ASSESSMENT_REPORT_KEYS, RISK_ASSESSMENT_KEYS } from './record-keys';

/** Each tab's label in the catalogue, by its address. */
const TAB_KEYS: Record<string, string> = {
  employee: 'tab.employee', 'contract-list': 'tab.contracts', 'competency-list': 'tab.competencies', 'subject-area-list': 'tab.subjectAreas',
  user: 'tab.user', 'program-list': 'tab.programs', 'training-history': 'tab.trainingHistory', 'note-list': 'tab.notes', 'cpd-list': 'tab.cpd',
  'attachment-list': 'tab.attachments', 'action-plan-list': 'tab.actionPlans', 'operational-licence': 'tab.operationalLicence', skills: 'tab.skills',
  'risk-assessment-list': 'tab.riskAssessments', 'assessment-report-list': 'tab.assessmentReports', 'competency-record-list': 'tab.competencyRecords',
  timeline: 'tab.timeline', history: 'tab.history',
};

/** /personnel/rt/personnel-list/{id}/dashboard/{tab}: one employee, tab by tab (spec §2.5, §2.8). */
export function EmployeeDashboardPage() {
  const { id, tab = 'employee' } = useParams();
  const { t } = useT('personnel');
  const navigate = useNavigate();
  const loaded = useQuery(read<Employee>(employeeUrl(id!)));
  const loadedError = errorOf(loaded);
  const [saved, setSaved] = useState<Employee | null>(null);
  const locations = useLocations();
  const names = useRecordNames();
  const recordType = recordTypeOf(tab);
  const employee = saved?.id === Number(id) ? saved : loaded.data;
  useCrumbName(`/personnel/rt/personnel-list/${id}`, employee ? `${employee.firstName} ${employee.lastName}` : null);
  useCrumbName(`/personnel/rt/personnel-list/${id}/dashboard/${tab}`, TAB_KEYS[tab] ? t(TAB_KEYS[tab]) : null);

  if (loadedError && !employee) {
    return loadedError.includes('does not exist')
      ? <Result status="404" title={t('employee.notFound')} subTitle={loadedError} extra={<Button onClick={() => navigate('/personnel/rt/personnel-list')}>{t('record.backToList')}</Button>} />
      : <Alert type="error" showIcon title={loadedError} action={<Button onClick={() => void loaded.refetch()}>{t('common:retry')}</Button>} />;
  }
  if (!employee) return <Skeleton active paragraph={{ rows: 8 }} />;
  const main = employee.contracts.find((c) => c.isDefault) ?? employee.contracts.at(-1);
  const onSaved = (e: Employee) => setSaved(e);
  const active = employee.contracts.some((c) => activeOn(c, todayIso()));
  const tabs = [
    { key: 'employee', children: <DetailsTab key={employee.lastModifiedDate} employee={employee} onSaved={onSaved} /> },
    { key: 'contract-list', children: <ContractsTab employee={employee} onSaved={onSaved} /> },
    { key: 'competency-list', children: <CompetenciesTab employee={employee} /> },
    { key: 'subject-area-list', children: <SubjectAreasTab employeeId={employee.id} /> },
    { key: 'user', children: <UserTab employeeId={employee.id} /> },
    { key: 'program-list', children: <RecordListTab type={recordTypeOf('program-list')!} employee={employee} /> },
    { key: 'training-history', children: <TrainingHistoryTab employeeId={employee.id} /> },
    { key: 'note-list', children: <NotesTab employeeId={employee.id} /> },
    { key: 'cpd-list', children: <CpdTab employeeId={employee.id} /> },
    { key: 'attachment-list', children: <AttachmentsTab employeeId={employee.id} /> },
    { key: 'action-plan-list', children: <ActionPlansTab employeeId={employee.id} /> },
    { key: 'operational-licence', children: <LicenceTab employeeId={employee.id} /> },
    { key: 'skills', children: <SkillsTab employee={employee} /> },
    { key: 'risk-assessment-list', children: <ReviewedRecordsTab employeeId={employee.id} path="risk-assessments" keys={RISK_ASSESSMENT_KEYS} /> },
    { key: 'assessment-report-list', children: <ReviewedRecordsTab employeeId={employee.id} path="assessment-reports" keys={ASSESSMENT_REPORT_KEYS} /> },
    { key: 'competency-record-list', children: <TimelineTab employeeId={employee.id} source="competency" /> },
    { key: 'timeline', children: <TimelineTab employeeId={employee.id} /> },
    { key: 'history', children: <HistoryTable url={`/api/personnel/history?entity=employee&entityId=${employee.id}`} value={(field, v) => namedValue(names, field, v)} /> },
  ];

  return (
    <div>
      <Typography.Title level={2}>
        <span translate="no">{employee.firstName} {employee.lastName}</span>{' '}
        <Tag color={active ? 'green' : undefined} style={{ verticalAlign: 'middle' }}>{t(active ? 'list.active' : 'list.inactive')}</Tag>
      </Typography.Title>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('field.serviceNo')}>{main?.serviceNumber || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('field.station')}>{(main?.stationId && locations.byId.get(main.stationId)?.name) || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('field.email')}>{employee.email || '—'}</Descriptions.Item>
      </Descriptions>
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(`/personnel/rt/personnel-list/${id}/dashboard/${key}`)}
        destroyOnHidden
        tabBarExtraContent={recordType && (
          <Space>
            {recordType.editor && <Link to={`/personnel/rt/personnel-list/${id}/dashboard/${tab}/new`}>{t(recordType.keys.new)}</Link>}
            <Link to={`/personnel/rt/personnel-list/${id}/dashboard/${tab}/history`}>{t('record.historyLink', { plural: t(recordType.keys.plural) })}</Link>
          </Space>
        )}
        items={tabs.map((item) => ({ ...item, label: t(TAB_KEYS[item.key]!) }))}
      />
    </div>
  );
}
