import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Select, Typography } from 'antd';
import { EmployeesSelect, api, problemMessage, showFieldErrors, useFetched, useToast } from '@firecrest/portal-kit';
import { PageTitle } from '../../lib/page-title';

interface Values {
  competencyIds: number[];
  employeeIds: number[];
  statusId: number;
  startDate: string;
  expiryDate?: string;
}
type Named = { data: { id: number; code?: string; name: string }[] };
const today = () => new Date().toISOString().slice(0, 10);

/**
 * §2.4 `/competency/addmany`: the same competencies added to many employees at once, with one status and dates, after
 * a confirmation that says how many records that is (each is added through the bulk route, with its usual checks).
 */
export function AddManyCompetenciesPage() {
  const [form] = Form.useForm<Values>();
  const { modal } = App.useApp();
  const toast = useToast();
  const competencies = useFetched<Named>('/api/training/competency-framework/competencies', { shared: true });
  const statuses = useFetched<Named>('/api/training/reference-items/competencyStatus', { shared: true });
  const [added, setAdded] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function add(v: Values) {
    const rows = v.employeeIds.flatMap((employeeId) =>
      v.competencyIds.map((competencyId) => ({ employeeId, competencyId, statusId: v.statusId, startDate: v.startDate, expiryDate: v.expiryDate || null })),
    );
    setSaving(true);
    try {
      await api.post('/api/training/employee-competencies/bulk', rows);
      const sentence = `Added ${rows.length} competency record${rows.length === 1 ? '' : 's'} to ${v.employeeIds.length} employee${v.employeeIds.length === 1 ? '' : 's'}.`;
      toast.success(sentence);
      setAdded(sentence);
      form.resetFields();
    } catch (e) {
      // A refused row names its place in the list (`3.expiryDate`): the sentence is what a person reads.
      if (!showFieldErrors(form, e)) toast.error(problemMessage(e));
    } finally {
      setSaving(false);
    }
  }
  const confirm = (v: Values) =>
    modal.confirm({
      title: `Add ${v.competencyIds.length === 1 ? 'this competency' : `these ${v.competencyIds.length} competencies`} to ${v.employeeIds.length === 1 ? 'this employee' : `these ${v.employeeIds.length} employees`}?`,
      content: `${v.competencyIds.length * v.employeeIds.length} competency records are added.`,
      okText: 'Add',
      onOk: () => add(v),
    });

  const listError = competencies.error ?? statuses.error;
  return (
    <div>
      <PageTitle back={{ to: '/competency/rt/competency/list', label: 'Back to competencies' }} title="Add competencies to many employees" />
      {listError && <Alert type="error" showIcon title={listError} style={{ marginBottom: 16 }} />}
      {added && <Alert type="success" showIcon closable title={added} style={{ marginBottom: 16 }} onClose={() => setAdded(null)} />}
      <Card>
        <Form form={form} layout="vertical" onFinish={confirm} initialValues={{ startDate: today() }} style={{ maxWidth: 720 }}>
          <Form.Item name="competencyIds" label="Competencies" rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one competency.' }]}>
            <Select
              mode="multiple"
              aria-label="Competencies"
              optionFilterProp="label"
              loading={competencies.loading}
              options={(competencies.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.code ?? ''} ${c.name}`.trim() }))}
            />
          </Form.Item>
          <Form.Item name="employeeIds" label="Employees" rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one employee.' }]}>
            <EmployeesSelect />
          </Form.Item>
          <Form.Item name="statusId" label="Status" rules={[{ required: true, message: 'Choose the status the records start with.' }]}>
            <Select aria-label="Status" loading={statuses.loading} options={(statuses.data?.data ?? []).map((s) => ({ value: s.id, label: s.name }))} style={{ maxWidth: 320 }} />
          </Form.Item>
          <Form.Item name="startDate" label="Start date" rules={[{ required: true, message: 'Enter the start date.' }]}>
            <Input type="date" style={{ width: 180 }} />
          </Form.Item>
          <Form.Item
            name="expiryDate"
            label="Expiry date"
            dependencies={['startDate']}
            extra="Leave empty for competencies that do not expire."
            rules={[({ getFieldValue }) => ({ validator: async (_r, v?: string) => { if (v && v < getFieldValue('startDate')) throw new Error('The expiry date is before the start date.'); } })]}
          >
            <Input type="date" style={{ width: 180 }} />
          </Form.Item>
          <Typography.Paragraph type="secondary">Each employee gets each competency chosen, with this status and these dates.</Typography.Paragraph>
          <Button type="primary" htmlType="submit" loading={saving}>Add competencies</Button>
        </Form>
      </Card>
    </div>
  );
}
