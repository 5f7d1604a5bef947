import { Alert, Button, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { INTEGRATION_MODULES, todayIso, type EmployeeSkillRow, type HeldCompetency, type IntegrationSystem } from '@firecrest/contracts';
import { errorOf, listLocale, read, showDay, useSession, useT } from '@firecrest/portal-kit';
import { operationalLicence, type LicenceLine, type LicenceState } from './operational-licence';
import { useRecordNames } from './record-names';
import type { Employee } from './employee';

/** Each licence state's colour and label (a catalogue key). */
const STATES: Record<LicenceState, [string, string]> = {
  valid: ['green', 'licence.valid'],
  expiring: ['orange', 'licence.expiring'],
  notStarted: ['default', 'licence.notStarted'],
  expired: ['red', 'expiry.band.expired'],
};

/** Operational licence: what the person may do today, from their competencies (svc-training's records). */
export function LicenceTab({ employeeId }: { employeeId: number }) {
  const { t } = useT('personnel');
  const names = useRecordNames();
  const records = useQuery(read<{ data: HeldCompetency[] }>(`/api/training/employee-competencies?employeeId=${employeeId}&itemsPerPage=500`));
  const recordsError = errorOf(records);
  const lines = records.data ? operationalLicence(records.data.data, todayIso()) : [];
  return (
    <>
      {recordsError && <Alert type="error" showIcon title={recordsError} action={<Button onClick={() => void records.refetch()}>{t('common:retry')}</Button>} />}
      <Typography.Paragraph type="secondary">{t('licence.intro')}</Typography.Paragraph>
      <Table<LicenceLine>
        rowKey="competencyId"
        loading={records.isFetching}
        dataSource={lines}
        pagination={false}
        locale={listLocale(t('licence.empty'), recordsError)}
        columns={[
          { title: t('field.competency'), render: (_, l) => names.competency(l.competencyId) },
          { title: t('field.status'), render: (_, l) => names.competencyStatus(l.statusId) },
          { title: t('licence.licence'), render: (_, l) => <Tag color={STATES[l.state][0]}>{t(STATES[l.state][1])}</Tag> },
          { title: t('field.until'), render: (_, l) => (l.until ? showDay(l.until) : t('licence.noExpiry')) },
        ]}
      />
    </>
  );
}

/** Each integration's name in the catalogue. */
const SYSTEM_KEYS: Record<IntegrationSystem, string> = { availability: 'skills.system.availability', roster: 'skills.system.roster' };

function SystemSkills({ system, employee }: { system: IntegrationSystem; employee: Employee }) {
  const { t } = useT('personnel');
  const rows = useQuery(read<{ data: EmployeeSkillRow[] }>(`/api/system/integrations/${system}/employee-skills?search=${encodeURIComponent(employee.gartanId)}&itemsPerPage=200`));
  const rowsError = errorOf(rows);
  return (
    <>
      <Typography.Title level={3}>{t(SYSTEM_KEYS[system])}</Typography.Title>
      <Table<EmployeeSkillRow>
        rowKey="id"
        loading={rows.isFetching}
        dataSource={(rows.data?.data ?? []).filter((r) => r.employeeId === employee.id)}
        pagination={false}
        style={{ marginBottom: 16 }}
        locale={listLocale(t('skills.empty', { system: t(SYSTEM_KEYS[system]) }), rowsError)}
        columns={[
          { title: t('skills.skill'), dataIndex: 'skillCode' },
          { title: t('expiry.band.valid'), render: (_, r) => (r.valid ? <Tag color="green">{t('expiry.band.valid')}</Tag> : <Tag color="red">{t('skills.notValid')}</Tag>) },
          { title: t('field.from'), dataIndex: 'startDate', render: showDay },
          { title: t('field.until'), dataIndex: 'endDate', render: showDay },
        ]}
      />
    </>
  );
}

/** Skills: the external systems' skills the person's subject areas and competencies give (the skill mappings). */
export function SkillsTab({ employee }: { employee: Employee }) {
  const { t } = useT('personnel');
  const can = useSession((s) => s.can);
  const systems = (Object.keys(INTEGRATION_MODULES) as IntegrationSystem[]).filter((s) => can(INTEGRATION_MODULES[s].skills, 'view'));
  if (!systems.length) return <Alert type="info" showIcon title={t('skills.mayNotView')} />;
  return <>{systems.map((s) => <SystemSkills key={s} system={s} employee={employee} />)}</>;
}
