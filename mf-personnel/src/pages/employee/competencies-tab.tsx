import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Form, Input, Modal, Space, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { extensionError, todayIso, type EmployeeCompetencyEvent } from '@firecrest/contracts';
import { api, errorOf, listLocale, read, showDay, useSave, useSession, useT, useTrainingList } from '@firecrest/portal-kit';
import { ruleText } from '../../lib/rule-messages';
import { ExpiryTag, ExpiryWindowPicker, useExpiryWindow } from '../../lib/expiry';
import { orNull, type Employee } from './employee';
import { CompetencyRecordFields, heldCompetencies } from './competency-fields';

/** A competency record as svc-training answers it (the published fields). */
export type CompetencyRecord = Omit<EmployeeCompetencyEvent, 'lastModifiedBy' | 'lastModifiedDate'>;

const RECORDS = '/api/training/employee-competencies';
type NewValues = { competencyId: number; statusId: number; startDate: string; expiryDate?: string };

/** Competencies of one employee (owned by svc-training): status, start, expiry in its colour; add; extend with the right. */
export function CompetenciesTab({ employee }: { employee: Employee }) {
  const { t } = useT('personnel');
  const canAdd = useSession((s) => s.can('COMPETENCIES', 'create'));
  const canExtend = useSession((s) => s.can('EXTEND_COMPETENCY_EXPIRY', 'edit') && s.can('COMPETENCIES', 'edit'));
  const [withinDays, setWithinDays] = useExpiryWindow();
  const competencies = useTrainingList('competency');
  const statuses = useTrainingList('competencyStatus');
  const records = useQuery(read<{ data: CompetencyRecord[] }>(`${RECORDS}?employeeId=${employee.id}&itemsPerPage=500`));
  const recordsError = errorOf(records);
  const [adding, setAdding] = useState(false);
  const [extending, setExtending] = useState<CompetencyRecord | null>(null);
  const [addForm] = Form.useForm<NewValues>();
  const [extendForm] = Form.useForm<{ expiryDate: string }>();
  const add = useSave({
    save: (values: NewValues) => api.post(RECORDS, { employeeId: employee.id, competencyId: values.competencyId, statusId: values.statusId, startDate: values.startDate, expiryDate: orNull(values.expiryDate) }),
    invalidates: [RECORDS],
    saved: t('competencies.added'),
    form: addForm,
    onSaved: () => setAdding(false),
  });
  const extend = useSave({
    save: ({ record: r, expiryDate }: { record: CompetencyRecord; expiryDate: string }) =>
      api.put(`${RECORDS}/${r.id}`, { employeeId: r.employeeId, competencyId: r.competencyId, competencyProgramId: r.competencyProgramId, statusId: r.statusId, startDate: r.startDate, endDate: r.endDate, expiryDate }),
    invalidates: [RECORDS],
    saved: t('competencies.extended'),
    form: extendForm,
    onSaved: () => setExtending(null),
  });
  const rows = [...(records.data?.data ?? [])].sort((a, b) => (a.expiryDate ?? '9999').localeCompare(b.expiryDate ?? '9999'));
  const held = heldCompetencies(rows, todayIso());

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <ExpiryWindowPicker value={withinDays} onChange={setWithinDays} />
        {canAdd && <Button type="primary" icon={<PlusOutlined />} onClick={() => { addForm.resetFields(); setAdding(true); }}>{t('competencies.add')}</Button>}
      </Space>
      {recordsError && <Alert type="error" showIcon title={recordsError} action={<Button onClick={() => void records.refetch()}>{t('common:retry')}</Button>} style={{ marginBottom: 12 }} />}
      <Table<CompetencyRecord>
        rowKey="id"
        loading={records.isFetching}
        dataSource={rows}
        pagination={false}
        locale={listLocale(t('competencies.empty'), recordsError)}
        columns={[
          { title: t('field.code'), render: (_, r) => competencies.byId.get(r.competencyId)?.code },
          { title: t('field.competency'), render: (_, r) => competencies.byId.get(r.competencyId)?.name ?? `#${r.competencyId}` },
          { title: t('field.status'), render: (_, r) => statuses.byId.get(r.statusId)?.name ?? r.statusId },
          { title: t('field.start'), dataIndex: 'startDate', render: showDay },
          { title: t('field.expiry'), key: 'expiry', render: (_, r) => <ExpiryTag date={r.expiryDate} withinDays={withinDays} /> },
          { title: '', key: 'details', render: (_, r) => <Link to={`/personnel/rt/personnel-list/${employee.id}/dashboard/competency-list/details/${r.employeeId}/${r.competencyId}/${r.id}`}>{t('detailsLink')}</Link> },
          ...(canExtend
            ? [{ title: '', key: 'extend', render: (_: unknown, r: CompetencyRecord) => r.expiryDate && <Button size="small" onClick={() => { extendForm.resetFields(); setExtending(r); }}>{t('competencies.extend')}</Button> }]
            : []),
        ]}
      />
      <Modal open={adding} title={t('competencies.add')} okText={t('competencies.addButton')} confirmLoading={add.isPending} onOk={() => addForm.submit()} onCancel={() => setAdding(false)} forceRender>
        <Form form={addForm} layout="vertical" onFinish={(values) => add.mutate(values)} initialValues={{ startDate: todayIso(), statusId: statuses.items.find((s) => s.name === 'PASS')?.id }}>
          <CompetencyRecordFields held={held} />
        </Form>
      </Modal>
      <Modal open={Boolean(extending)} title={t('competencies.extendTitle')} okText={t('competencies.extend')} confirmLoading={extend.isPending} onOk={() => extendForm.submit()} onCancel={() => setExtending(null)} forceRender>
        <Typography.Paragraph>
          {extending && t('competencies.expires', { name: competencies.byId.get(extending.competencyId)?.name ?? '', date: extending.expiryDate })}
        </Typography.Paragraph>
        <Form form={extendForm} layout="vertical" onFinish={({ expiryDate }) => extend.mutate({ record: extending!, expiryDate })}>
          <Form.Item name="expiryDate" label={t('competencies.newExpiry')} rules={[{ validator: (_, d: string) => { const m = extensionError(d, extending?.expiryDate ?? null); return m ? Promise.reject(new Error(ruleText(t, m))) : Promise.resolve(); } }]}>
            <Input type="date" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
