import { useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { extensionError, MESSAGES, todayIso } from '@firecrest/contracts';
import { api, EmployeeSelect, problemMessage, showDay, showFieldErrors, useFetched, useToast, useTrainingList } from '@firecrest/portal-kit';
import { EXTENSIONS_API } from './extensions-query';
import type { CompetencyRecord } from './competency-extension';

interface Values {
  employeeId: number;
  recordId: number;
  expiryDate: string;
  reason: string;
}

/** Extends one of an employee's current competencies: the person, the competency, the new expiry and why. */
export function ExtendModal({ open, onClose, onExtended }: { open: boolean; onClose(): void; onExtended(): void }) {
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const employeeId = Form.useWatch('employeeId', form);
  const competencies = useTrainingList('competency');
  const records = useFetched<{ data: CompetencyRecord[] }>(employeeId ? `/api/training/employee-competencies?employeeId=${employeeId}&itemsPerPage=500` : null);
  // Only a competency that expires and is still held can be extended.
  const extendable = (records.data?.data ?? []).filter((r) => r.expiryDate && (!r.endDate || r.endDate >= todayIso()));
  const recordId = Form.useWatch('recordId', form);
  const current = extendable.find((r) => r.id === recordId);

  async function extend(values: Values) {
    setSaving(true);
    try {
      await api.post(EXTENSIONS_API, { recordId: values.recordId, expiryDate: values.expiryDate, reason: values.reason.trim() });
      toast.success('Expiry date extended');
      onExtended();
    } catch (e) {
      if (!showFieldErrors(form, e)) toast.error(problemMessage(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open={open} title="Extend a competency's expiry" okText="Extend" confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose} afterOpenChange={(shown) => shown && form.resetFields()} forceRender>
      <Form form={form} layout="vertical" onFinish={extend}>
        <Form.Item name="employeeId" label="Employee" rules={[{ required: true, message: MESSAGES.required }]}>
          <EmployeeSelect onChange={() => form.setFieldValue('recordId', undefined)} />
        </Form.Item>
        <Form.Item name="recordId" label="Competency" rules={[{ required: true, message: MESSAGES.required }]} extra={employeeId && !records.loading && !extendable.length ? 'This employee holds no competency with an expiry date.' : undefined}>
          <Select
            aria-label="Competency"
            disabled={!employeeId}
            loading={records.loading}
            options={extendable.map((r) => ({ value: r.id, label: `${competencies.byId.get(r.competencyId)?.name ?? `Competency ${r.competencyId}`}, expires ${showDay(r.expiryDate)}` }))}
          />
        </Form.Item>
        <Form.Item
          name="expiryDate"
          label="New expiry date"
          dependencies={['recordId']}
          rules={[{ validator: (_, d: string) => { const m = extensionError(d, current?.expiryDate ?? null); return m ? Promise.reject(new Error(m)) : Promise.resolve(); } }]}
        >
          <Input type="date" aria-label="New expiry date" />
        </Form.Item>
        <Form.Item name="reason" label="Reason" rules={[{ required: true, whitespace: true, message: 'Give the reason for the extension.' }, { min: 3, message: 'The reason must have at least 3 characters.' }]}>
          <Input.TextArea rows={3} maxLength={500} showCount aria-label="Reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
