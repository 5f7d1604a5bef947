import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Form, Input, Modal, Space, Table, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { extensionError, todayIso } from '@firecrest/contracts';
import { api, listLocale, problemMessage, showDay, showFieldErrors, useFetched, useSession, useT, useToast, useTrainingList } from '@firecrest/portal-kit';
import { ruleText } from '../../lib/rule-messages';
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
  const { t } = useT('personnel');
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
      toast.success(t('competencies.added'));
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
      toast.success(t('competencies.extended'));
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
        {canAdd && <Button type="primary" icon={<PlusOutlined />} onClick={() => { addForm.resetFields(); setAdding(true); }}>{t('competencies.add')}</Button>}
      </Space>
      {records.error && <Alert type="error" showIcon title={records.error} action={<Button onClick={records.reload}>{t('common:retry')}</Button>} style={{ marginBottom: 12 }} />}
      <Table<CompetencyRecord>
        rowKey="id"
        loading={records.loading}
        dataSource={rows}
        pagination={false}
        locale={listLocale(t('competencies.empty'), records.error)}
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
      <Modal open={adding} title={t('competencies.add')} okText={t('competencies.addButton')} confirmLoading={saving} onOk={() => addForm.submit()} onCancel={() => setAdding(false)} forceRender>
        <Form form={addForm} layout="vertical" onFinish={add} initialValues={{ startDate: todayIso(), statusId: statuses.items.find((s) => s.name === 'PASS')?.id }}>
          <CompetencyRecordFields held={held} />
        </Form>
      </Modal>
      <Modal open={Boolean(extending)} title={t('competencies.extendTitle')} okText={t('competencies.extend')} confirmLoading={saving} onOk={() => extendForm.submit()} onCancel={() => setExtending(null)} forceRender>
        <Typography.Paragraph>
          {extending && t('competencies.expires', { name: competencies.byId.get(extending.competencyId)?.name ?? '', date: extending.expiryDate })}
        </Typography.Paragraph>
        <Form form={extendForm} layout="vertical" onFinish={extend}>
          <Form.Item name="expiryDate" label={t('competencies.newExpiry')} rules={[{ validator: (_, d: string) => { const m = extensionError(d, extending?.expiryDate ?? null); return m ? Promise.reject(new Error(ruleText(t, m))) : Promise.resolve(); } }]}>
            <Input type="date" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
