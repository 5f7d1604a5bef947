import { Link } from 'react-router';
import { Alert, Button, Form, Select, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { errorOf, listLocale, read, useT, useTrainingList } from '@firecrest/portal-kit';

interface SubjectAreaRecord {
  id: number;
  subjectAreaId: number;
  competencyProgramId: number | null;
  statusId: number;
}

/** A new subject area record's fields: the area (once a person), its program and status. */
export function SubjectAreaRecordFields({ records }: { records: Record<string, unknown>[] }) {
  const [areas, programs, statuses] = [useTrainingList('subjectArea'), useTrainingList('competencyProgram'), useTrainingList('subjectAreaStatus')];
  const { t } = useT('personnel');
  const held = new Set(records.map((r) => r.subjectAreaId));
  const required = { required: true, message: t('common:required') };
  return (
    <>
      <Form.Item name="subjectAreaId" label={t('field.subjectArea')} rules={[required, { validator: (_, id: number) => (held.has(id) ? Promise.reject(new Error(t('subjectAreas.alreadyAdded'))) : Promise.resolve()) }]}>
        <Select showSearch optionFilterProp="label" aria-label={t('field.subjectArea')} options={areas.items.map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }))} />
      </Form.Item>
      <Form.Item name="competencyProgramId" label={t('field.program')}><Select allowClear showSearch optionFilterProp="label" aria-label={t('field.program')} options={programs.items.map((p) => ({ value: p.id, label: p.name }))} /></Form.Item>
      <Form.Item name="statusId" label={t('field.status')} rules={[required]}><Select aria-label={t('field.status')} options={statuses.items.map((s) => ({ value: s.id, label: s.name }))} /></Form.Item>
    </>
  );
}

/** Subject areas the employee works through, with their status (owned by svc-training). */
export function SubjectAreasTab({ employeeId }: { employeeId: number }) {
  const { t } = useT('personnel');
  const areas = useTrainingList('subjectArea');
  const programs = useTrainingList('competencyProgram');
  const statuses = useTrainingList('subjectAreaStatus');
  const records = useQuery(read<{ data: SubjectAreaRecord[] }>(`/api/training/employee-subject-areas?employeeId=${employeeId}&itemsPerPage=500`));
  const recordsError = errorOf(records);
  return (
    <>
      {recordsError && <Alert type="error" showIcon title={recordsError} action={<Button onClick={() => void records.refetch()}>{t('common:retry')}</Button>} />}
      <Table<SubjectAreaRecord>
        rowKey="id"
        loading={records.isFetching}
        dataSource={records.data?.data ?? []}
        pagination={false}
        locale={listLocale(t('subjectAreas.empty'), recordsError)}
        columns={[
          { title: t('field.code'), render: (_, r) => areas.byId.get(r.subjectAreaId)?.code },
          { title: t('field.subjectArea'), render: (_, r) => areas.byId.get(r.subjectAreaId)?.name ?? `#${r.subjectAreaId}` },
          { title: t('field.program'), render: (_, r) => (r.competencyProgramId ? programs.byId.get(r.competencyProgramId)?.name : '') },
          { title: t('field.status'), render: (_, r) => statuses.byId.get(r.statusId)?.name ?? r.statusId },
          { title: '', key: 'details', render: (_, r) => <Link to={`/personnel/rt/personnel-list/${employeeId}/dashboard/subject-area-list/details/${r.subjectAreaId}/${r.id}`}>{t('detailsLink')}</Link> },
        ]}
      />
    </>
  );
}
