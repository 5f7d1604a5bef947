import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Form, Input, Modal, Space, Table, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { extensionError, todayIso } from '@firecrest/contracts';
import { api, listLocale, problemMessage, showDay, showFieldErrors, useFetched, useSession, useToast, useTrainingList } from '@firecrest/portal-kit';
import { ExpiryTag, ExpiryWindowPicker, useExpiryWindow } from '../../lib/expiry';
import { orNull, type Employee } from './employee';
import { CompetencyRecordFields, heldCompetencies } from './competency-fields';

export interface CompetencyRecord {
  id: number;
  employeeId: number;
  competencyId: number;
  competencyProgramId: number | null;
  statusId: number;
  startDate: string;
  endDate: string | null;
  expiryDate: string | null;
}

const RECORDS = '/api/training/employee-competencies';
type NewValues = { competencyId: number; statusId: number; startDate: string; expiryDate?: string };

/** Competencies of one employee (owned by svc-training): status, start, expiry in its colour; add; extend with the right. */
export function CompetenciesTab({ employee }: { employee: Employee }) {
  const toast = useToast();
  const canAdd = useSession((s) => s.can('COMPETENCIES', 'create'));
  const canExtend = useSession((s) => s.can('EXTEND_COMPETENCY_EXPIRY', 'edit') && s.can('COMPETENCIES', 'edit'));
  const [withinDays, setWithinDays] = useExpiryWindow();
  const competencies = useTrainingList('competency');
  const statuses = useTrainingList('competencyStatus');
  const records = useFetched<{ data: CompetencyRecord[] }>(`${RECORDS}?employeeId=${employee.id}&itemsPerPage=500`);
  const [adding, setAdding] = useState(false);
  const [extending, setExtending] = useState<CompetencyRecord | null>(null);
  const [saving, setSaving] = useState(false);
  const [addForm] = Form.useForm<NewValues>();
  const [extendForm] = Form.useForm<{ expiryDate: string }>();
  const rows = [...(records.data?.data ?? [])].sort((a, b) => (a.expiryDate ?? '9999').localeCompare(b.expiryDate ?? '9999'));
  const held = heldCompetencies(rows, todayIso());

  async function add(values: NewValues) {
    setSaving(true);
    try {
      await api.post(RECORDS, { employeeId: employee.id, competencyId: values.competencyId, statusId: values.statusId, startDate: values.startDate, expiryDate: orNull(values.expiryDate) });
      toast.success('Competency added');
      setAdding(false);
      records.reload();
    } catch (e) {
      if (!showFieldErrors(addForm, e)) toast.error(problemMessage(e));
    } finally {
      setSaving(false);
    }
  }

  async function extend({ expiryDate }: { expiryDate: string }) {
    const r = extending!;
    setSaving(true);
    try {
      await api.put(`${RECORDS}/${r.id}`, { employeeId: r.employeeId, competencyId: r.competencyId, competencyProgramId: r.competencyProgramId, statusId: r.statusId, startDate: r.startDate, endDate: r.endDate, expiryDate });
      toast.success('Expiry date extended');
      setExtending(null);
      records.reload();
    } catch (e) {
      if (!showFieldErrors(extendForm, e)) toast.error(problemMessage(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <ExpiryWindowPicker value={withinDays} onChange={setWithinDays} />
        {canAdd && <Button type="primary" icon={<PlusOutlined />} onClick={() => { addForm.resetFields(); setAdding(true); }}>Add competency</Button>}
      </Space>
      {records.error && <Alert type="error" showIcon title={records.error} action={<Button onClick={records.reload}>Retry</Button>} style={{ marginBottom: 12 }} />}
      <Table<CompetencyRecord>
        rowKey="id"
        loading={records.loading}
        dataSource={rows}
        pagination={false}
        locale={listLocale('No competencies recorded', records.error)}
        columns={[
          { title: 'Code', render: (_, r) => competencies.byId.get(r.competencyId)?.code },
          { title: 'Competency', render: (_, r) => competencies.byId.get(r.competencyId)?.name ?? `#${r.competencyId}` },
          { title: 'Status', render: (_, r) => statuses.byId.get(r.statusId)?.name ?? r.statusId },
          { title: 'Start', dataIndex: 'startDate', render: showDay },
          { title: 'Expiry', key: 'expiry', render: (_, r) => <ExpiryTag date={r.expiryDate} withinDays={withinDays} /> },
          { title: '', key: 'details', render: (_, r) => <Link to={`/personnel/rt/personnel-list/${employee.id}/dashboard/competency-list/details/${r.employeeId}/${r.competencyId}/${r.id}`}>Details</Link> },
          ...(canExtend
            ? [{ title: '', key: 'extend', render: (_: unknown, r: CompetencyRecord) => r.expiryDate && <Button size="small" onClick={() => { extendForm.resetFields(); setExtending(r); }}>Extend</Button> }]
            : []),
        ]}
      />
      <Modal open={adding} title="Add competency" okText="Add" confirmLoading={saving} onOk={() => addForm.submit()} onCancel={() => setAdding(false)} forceRender>
        <Form form={addForm} layout="vertical" onFinish={add} initialValues={{ startDate: todayIso(), statusId: statuses.items.find((s) => s.name === 'PASS')?.id }}>
          <CompetencyRecordFields held={held} />
        </Form>
      </Modal>
      <Modal open={Boolean(extending)} title="Extend expiry date" okText="Extend" confirmLoading={saving} onOk={() => extendForm.submit()} onCancel={() => setExtending(null)} forceRender>
        <Typography.Paragraph>
          {extending && competencies.byId.get(extending.competencyId)?.name}: expires {extending?.expiryDate}.
        </Typography.Paragraph>
        <Form form={extendForm} layout="vertical" onFinish={extend}>
          <Form.Item name="expiryDate" label="New expiry date" rules={[{ validator: (_, d: string) => { const m = extensionError(d, extending?.expiryDate ?? null); return m ? Promise.reject(new Error(m)) : Promise.resolve(); } }]}>
            <Input type="date" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
