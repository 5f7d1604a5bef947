import { Link } from 'react-router';
import { Alert, Button, Form, Select, Table } from 'antd';
import { MESSAGES } from '@firecrest/contracts';
import { listLocale, useFetched, useTrainingList } from '@firecrest/portal-kit';

interface SubjectAreaRecord {
  id: number;
  subjectAreaId: number;
  competencyProgramId: number | null;
  statusId: number;
}

/** A new subject area record's fields: the area (once a person), its program and status. */
export function SubjectAreaRecordFields({ records }: { records: Record<string, unknown>[] }) {
  const [areas, programs, statuses] = [useTrainingList('subjectArea'), useTrainingList('competencyProgram'), useTrainingList('subjectAreaStatus')];
  const held = new Set(records.map((r) => r.subjectAreaId));
  const required = { required: true, message: MESSAGES.required };
  return (
    <>
      <Form.Item name="subjectAreaId" label="Subject area" rules={[required, { validator: (_, id: number) => (held.has(id) ? Promise.reject(new Error('Subject area already added')) : Promise.resolve()) }]}>
        <Select showSearch optionFilterProp="label" aria-label="Subject area" options={areas.items.map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }))} />
      </Form.Item>
      <Form.Item name="competencyProgramId" label="Program"><Select allowClear showSearch optionFilterProp="label" aria-label="Program" options={programs.items.map((p) => ({ value: p.id, label: p.name }))} /></Form.Item>
      <Form.Item name="statusId" label="Status" rules={[required]}><Select aria-label="Status" options={statuses.items.map((s) => ({ value: s.id, label: s.name }))} /></Form.Item>
    </>
  );
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
          { title: '', key: 'details', render: (_, r) => <Link to={`/personnel/rt/personnel-list/${employeeId}/dashboard/subject-area-list/details/${r.subjectAreaId}/${r.id}`}>Details</Link> },
        ]}
      />
    </>
  );
}
