import { Alert, Button, Table } from 'antd';
import { listLocale, useFetched, useTrainingList } from '@firecrest/portal-kit';

interface SubjectAreaRecord {
  id: number;
  subjectAreaId: number;
  competencyProgramId: number | null;
  statusId: number;
}

/** Subject areas the employee works through, with their status (owned by svc-training). */
export function SubjectAreasTab({ employeeId }: { employeeId: number }) {
  const areas = useTrainingList('subjectArea');
  const programs = useTrainingList('competencyProgram');
  const statuses = useTrainingList('subjectAreaStatus');
  const records = useFetched<{ data: SubjectAreaRecord[] }>(`/api/training/employee-subject-areas?employeeId=${employeeId}&itemsPerPage=500`);
  return (
    <>
      {records.error && <Alert type="error" showIcon title={records.error} action={<Button onClick={records.reload}>Retry</Button>} />}
      <Table<SubjectAreaRecord>
        rowKey="id"
        loading={records.loading}
        dataSource={records.data?.data ?? []}
        pagination={false}
        locale={listLocale('No subject areas recorded', records.error)}
        columns={[
          { title: 'Code', render: (_, r) => areas.byId.get(r.subjectAreaId)?.code },
          { title: 'Subject area', render: (_, r) => areas.byId.get(r.subjectAreaId)?.name ?? `#${r.subjectAreaId}` },
          { title: 'Program', render: (_, r) => (r.competencyProgramId ? programs.byId.get(r.competencyProgramId)?.name : '') },
          { title: 'Status', render: (_, r) => statuses.byId.get(r.statusId)?.name ?? r.statusId },
        ]}
      />
    </>
  );
}
