import { Form, Input, Modal, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { extensionError, MESSAGES, todayIso } from '@firecrest/contracts';
import { api, EmployeeSelect, read, showDay, useT, useTrainingList } from '@firecrest/portal-kit';
import { useTrainingSave } from '../../lib/save';
import { EXTENSIONS_API } from './extensions-query';
import type { CompetencyRecord } from './competency-extension';

const RECORDS_API = '/api/training/employee-competencies';

/** What contracts' extensionError answers, as catalogue keys. */
const EXTENSION_ERROR_KEYS: Record<string, string> = {
  [MESSAGES.expiryRequired]: 'extensions.expiryRequired',
  [MESSAGES.invalidDate]: 'training:message.invalidDate',
  [MESSAGES.expiryAfterToday]: 'extensions.expiryAfterToday',
  [MESSAGES.expiryAfterCurrent]: 'extensions.expiryAfterCurrent',
};

interface Values {
  employeeId: number;
  recordId: number;
  expiryDate: string;
  reason: string;
}

/** Extends one of an employee's current competencies: the person, the competency, the new expiry and why. */
export function ExtendModal({ open, onClose, onExtended }: { open: boolean; onClose(): void; onExtended(): void }) {
  const { t } = useT('training');
  const [form] = Form.useForm<Values>();
  const employeeId = Form.useWatch('employeeId', form);
  const competencies = useTrainingList('competency');
  const records = useQuery(read<{ data: CompetencyRecord[] }>(employeeId ? `${RECORDS_API}?employeeId=${employeeId}&itemsPerPage=500` : null));
  // Only a competency that expires and is still held can be extended.
  const extendable = (records.data?.data ?? []).filter((r) => r.expiryDate && (!r.endDate || r.endDate >= todayIso()));
  const recordId = Form.useWatch('recordId', form);
  const current = extendable.find((r) => r.id === recordId);

  const extend = useTrainingSave({
    save: (values: Values) => api.post(EXTENSIONS_API, { recordId: values.recordId, expiryDate: values.expiryDate, reason: values.reason.trim() }),
    // The list of extensions and the employee's competency records (their expiry moved).
    invalidates: [EXTENSIONS_API, RECORDS_API],
    saved: t('extensions.extended'),
    form,
    onSaved: onExtended,
  });

  return (
    <Modal open={open} title={t('extensions.modalTitle')} okText={t('extensions.extend')} confirmLoading={extend.isPending} onOk={() => form.submit()} onCancel={onClose} afterOpenChange={(shown) => shown && form.resetFields()} forceRender>
      <Form form={form} layout="vertical" onFinish={(values) => extend.mutate(values)}>
        <Form.Item name="employeeId" label={t('extensions.employee')} rules={[{ required: true, message: t('common:required') }]}>
          <EmployeeSelect onChange={() => form.setFieldValue('recordId', undefined)} />
        </Form.Item>
        <Form.Item name="recordId" label={t('extensions.competency')} rules={[{ required: true, message: t('common:required') }]} extra={employeeId && !records.isFetching && !extendable.length ? t('extensions.noneExtendable') : undefined}>
          <Select
            aria-label={t('extensions.competency')}
            disabled={!employeeId}
            loading={records.isFetching}
            options={extendable.map((r) => ({ value: r.id, label: t('extensions.recordOption', { name: competencies.byId.get(r.competencyId)?.name ?? t('extensions.competencyId', { id: r.competencyId }), date: showDay(r.expiryDate) }) }))}
          />
        </Form.Item>
        <Form.Item
          name="expiryDate"
          label={t('extensions.newExpiry')}
          dependencies={['recordId']}
          rules={[{ validator: (_, d: string) => { const m = extensionError(d, current?.expiryDate ?? null); return m ? Promise.reject(new Error(EXTENSION_ERROR_KEYS[m] ? t(EXTENSION_ERROR_KEYS[m]!) : m)) : Promise.resolve(); } }]}
        >
          <Input type="date" aria-label={t('extensions.newExpiry')} />
        </Form.Item>
        <Form.Item name="reason" label={t('extensions.reason')} rules={[{ required: true, whitespace: true, message: t('extensions.reasonRequired') }, { min: 3, message: t('extensions.reasonTooShort', { min: 3 }) }]}>
          <Input.TextArea rows={3} maxLength={500} showCount aria-label={t('extensions.reason')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
