import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Descriptions, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import { HistoryTable, useCrumbName, useFetched, useLocations } from '@firecrest/portal-kit';
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


/** /personnel/rt/personnel-list/{id}/dashboard/{tab}: one employee, tab by tab (spec §2.5, §2.8). */
export function EmployeeDashboardPage() {
  const { id, tab = 'employee' } = useParams();
  const navigate = useNavigate();
  const loaded = useFetched<Employee>(employeeUrl(id!));
  const [saved, setSaved] = useState<Employee | null>(null);
  const locations = useLocations();
  const names = useRecordNames();
  const recordType = recordTypeOf(tab);
  const employee = saved?.id === Number(id) ? saved : loaded.data;
  useCrumbName(`/personnel/rt/personnel-list/${id}`, employee ? `${employee.firstName} ${employee.lastName}` : null);

  if (loaded.error && !employee) {
    return loaded.error.includes('does not exist')
      ? <Result status="404" title="Employee not found" subTitle={loaded.error} extra={<Button onClick={() => navigate('/personnel/rt/personnel-list')}>Back to the list</Button>} />
      : <Alert type="error" showIcon title={loaded.error} action={<Button onClick={loaded.reload}>Retry</Button>} />;
  }
  if (!employee) return <Skeleton active paragraph={{ rows: 8 }} />;
  const main = employee.contracts.find((c) => c.isDefault) ?? employee.contracts.at(-1);
  const onSaved = (e: Employee) => setSaved(e);

  return (
    <div>
      <Typography.Title level={2}>{employee.firstName} {employee.lastName}</Typography.Title>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Service no">{main?.serviceNumber || '—'}</Descriptions.Item>
        <Descriptions.Item label="Station">{(main?.stationId && locations.byId.get(main.stationId)?.name) || '—'}</Descriptions.Item>
        <Descriptions.Item label="Email">{employee.email || '—'}</Descriptions.Item>
      </Descriptions>
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(`/personnel/rt/personnel-list/${id}/dashboard/${key}`)}
        destroyOnHidden
        tabBarExtraContent={recordType && (
          <Space>
            {recordType.editor && <Link to={`/personnel/rt/personnel-list/${id}/dashboard/${tab}/new`}>New {recordType.noun.toLowerCase()}</Link>}
            <Link to={`/personnel/rt/personnel-list/${id}/dashboard/${tab}/history`}>{recordType.plural} history</Link>
          </Space>
        )}
        items={[
          { key: 'employee', label: 'Details', children: <DetailsTab key={employee.lastModifiedDate} employee={employee} onSaved={onSaved} /> },
          { key: 'contract-list', label: 'Contracts', children: <ContractsTab employee={employee} onSaved={onSaved} /> },
          { key: 'competency-list', label: 'Competencies', children: <CompetenciesTab employee={employee} /> },
          { key: 'subject-area-list', label: 'Subject areas', children: <SubjectAreasTab employeeId={employee.id} /> },
          { key: 'user', label: 'User', children: <UserTab employeeId={employee.id} /> },
          { key: 'program-list', label: 'Programs', children: <RecordListTab type={recordTypeOf('program-list')!} employee={employee} /> },
          { key: 'training-history', label: 'Training history', children: <TrainingHistoryTab employeeId={employee.id} /> },
          { key: 'note-list', label: 'Notes', children: <NotesTab employeeId={employee.id} /> },
          { key: 'cpd-list', label: 'CPD', children: <CpdTab employeeId={employee.id} /> },
          { key: 'attachment-list', label: 'Attachments', children: <AttachmentsTab employeeId={employee.id} /> },
          { key: 'action-plan-list', label: 'Action plans', children: <ActionPlansTab employeeId={employee.id} /> },
          { key: 'operational-licence', label: 'Operational licence', children: <LicenceTab employeeId={employee.id} /> },
          { key: 'skills', label: 'Skills', children: <SkillsTab employee={employee} /> },
          { key: 'risk-assessment-list', label: 'Risk assessments', children: <ReviewedRecordsTab employeeId={employee.id} path="risk-assessments" noun="Risk assessment" /> },
          { key: 'assessment-report-list', label: 'Assessment reports', children: <ReviewedRecordsTab employeeId={employee.id} path="assessment-reports" noun="Assessment report" /> },
          { key: 'competency-record-list', label: 'Competency records', children: <TimelineTab employeeId={employee.id} source="competency" /> },
          { key: 'timeline', label: 'Timeline', children: <TimelineTab employeeId={employee.id} /> },
          { key: 'history', label: 'History', children: <HistoryTable url={`/api/personnel/history?entity=employee&entityId=${employee.id}`} value={(field, v) => namedValue(names, field, v)} /> },
        ]}
      />
    </div>
  );
}
