import { Alert, Button, Table, Tag, Typography } from 'antd';
import { INTEGRATION_MODULES, todayIso, type EmployeeSkillRow, type IntegrationSystem } from '@firecrest/contracts';
import { listLocale, showDay, useFetched, useSession } from '@firecrest/portal-kit';
import { operationalLicence, type HeldCompetency, type LicenceLine, type LicenceState } from './operational-licence';
import { useRecordNames } from './record-names';
import type { Employee } from './employee';

const STATES: Record<LicenceState, [string, string]> = {
  valid: ['green', 'May do'],
  expiring: ['orange', 'Expiring soon'],
  notStarted: ['default', 'Not started'],
  expired: ['red', 'Expired'],
};

/** Operational licence: what the person may do today, from their competencies (svc-training's records). */
export function LicenceTab({ employeeId }: { employeeId: number }) {
  const names = useRecordNames();
  const records = useFetched<{ data: HeldCompetency[] }>(`/api/training/employee-competencies?employeeId=${employeeId}&itemsPerPage=500`);
  const lines = records.data ? operationalLicence(records.data.data, todayIso()) : [];
  return (
    <>
      {records.error && <Alert type="error" showIcon title={records.error} action={<Button onClick={records.reload}>Retry</Button>} />}
      <Typography.Paragraph type="secondary">Each competency once, by the record that counts longest; expiring means within 30 days.</Typography.Paragraph>
      <Table<LicenceLine>
        rowKey="competencyId"
        loading={records.loading}
        dataSource={lines}
        pagination={false}
        locale={listLocale('No competencies held: nothing operational yet', records.error)}
        columns={[
          { title: 'Competency', render: (_, l) => names.competency(l.competencyId) },
          { title: 'Status', render: (_, l) => names.competencyStatus(l.statusId) },
          { title: 'Licence', render: (_, l) => <Tag color={STATES[l.state][0]}>{STATES[l.state][1]}</Tag> },
          { title: 'Until', render: (_, l) => (l.until ? showDay(l.until) : 'no expiry') },
        ]}
      />
    </>
  );
}

function SystemSkills({ system, employee }: { system: IntegrationSystem; employee: Employee }) {
  const rows = useFetched<{ data: EmployeeSkillRow[] }>(`/api/system/integrations/${system}/employee-skills?search=${encodeURIComponent(employee.gartanId)}&itemsPerPage=200`);
  return (
    <>
      <Typography.Title level={5} style={{ textTransform: 'capitalize' }}>{system} system</Typography.Title>
      <Table<EmployeeSkillRow>
        rowKey="id"
        loading={rows.loading}
        dataSource={(rows.data?.data ?? []).filter((r) => r.employeeId === employee.id)}
        pagination={false}
        style={{ marginBottom: 16 }}
        locale={listLocale(`No ${system} skills mapped to this person’s subject areas`, rows.error)}
        columns={[
          { title: 'Skill', dataIndex: 'skillCode' },
          { title: 'Valid', render: (_, r) => (r.valid ? <Tag color="green">Valid</Tag> : <Tag color="red">Not valid</Tag>) },
          { title: 'From', dataIndex: 'startDate', render: showDay },
          { title: 'Until', dataIndex: 'endDate', render: showDay },
        ]}
      />
    </>
  );
}

/** Skills: the external systems' skills the person's subject areas and competencies give (the skill mappings). */
export function SkillsTab({ employee }: { employee: Employee }) {
  const can = useSession((s) => s.can);
  const systems = (Object.keys(INTEGRATION_MODULES) as IntegrationSystem[]).filter((s) => can(INTEGRATION_MODULES[s].skills, 'view'));
  if (!systems.length) return <Alert type="info" showIcon title="You may not view the integrations’ skill mappings, so this person’s skills cannot be shown." />;
  return <>{systems.map((s) => <SystemSkills key={s} system={s} employee={employee} />)}</>;
}
