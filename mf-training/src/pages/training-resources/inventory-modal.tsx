import { Checkbox, Form, Input, InputNumber, Modal, Space } from 'antd';
import { api, useT } from '@firecrest/portal-kit';
import { useTrainingMessages } from '../../lib/messages';
import { useTrainingSave } from '../../lib/save';
import type { Inventory } from '../../lib/training-types';

type Values = Omit<Inventory, 'id' | 'trainingResourceId'>;
const INVENTORIES_API = '/api/training/training-resource-inventories';

/** Adds or changes an inventory: the stock and the limits that make a booking a breach. */
export function InventoryModal({ resourceId, inventory, onClose, onSaved }: { resourceId: number; inventory: Inventory | null; onClose(): void; onSaved(): void }) {
  const { t } = useT('training');
  const M = useTrainingMessages();
  const [form] = Form.useForm<Values>();
  const save = useTrainingSave({
    save: (body: Omit<Inventory, 'id'>) => (inventory ? api.put(`${INVENTORIES_API}/${inventory.id}`, body) : api.post(INVENTORIES_API, body)),
    invalidates: [INVENTORIES_API],
    saved: inventory ? t('resources.inventorySaved') : t('resources.inventoryAdded'),
    form,
    onSaved,
  });
  const submit = (v: Values) => save.mutate({ ...v, trainingResourceId: resourceId, maximumAllowedPerEvent: v.maximumAllowedPerEvent ?? null, maximumBookingMinutes: v.maximumBookingMinutes ?? null });
  return (
    <Modal open title={inventory ? t('resources.inventoryTitle', { name: inventory.name }) : t('resources.newInventory')} onCancel={onClose} onOk={() => form.submit()} okText={t('common:save')} confirmLoading={save.isPending} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={inventory ?? { quantity: 1, restrictedToHourlyBookings: false, minutesUnavailableBeforeStart: 0, minutesUnavailableAfterEnd: 0, availableForOnStationEvents: true, availableForTrainingCourses: true }}
      >
        <Form.Item name="name" label={t('resources.name')} rules={[{ required: true, whitespace: true, message: M.required }]}><Input /></Form.Item>
        <Space wrap>
          <Form.Item name="quantity" label={t('resources.quantity')} rules={[{ required: true, message: M.required }]}><InputNumber min={0} precision={0} /></Form.Item>
          <Form.Item name="maximumAllowedPerEvent" label={t('resources.maxAllowed')} rules={[{ type: 'number', min: 1, message: M.maxPerEventPositive }]} extra={t('resources.emptyNoLimit')}>
            <InputNumber precision={0} />
          </Form.Item>
          <Form.Item name="maximumBookingMinutes" label={t('resources.longestMinutes')} rules={[{ type: 'number', min: 1, message: M.valueGreaterThanZero }]} extra={t('resources.emptyNoLimit')}>
            <InputNumber precision={0} />
          </Form.Item>
        </Space>
        <Space wrap>
          <Form.Item name="minutesUnavailableBeforeStart" label={t('resources.before')}><InputNumber min={0} precision={0} /></Form.Item>
          <Form.Item name="minutesUnavailableAfterEnd" label={t('resources.after')}><InputNumber min={0} precision={0} /></Form.Item>
        </Space>
        <Form.Item name="restrictedToHourlyBookings" valuePropName="checked"><Checkbox>{t('resources.hourlyOnly')}</Checkbox></Form.Item>
        <Form.Item name="availableForOnStationEvents" valuePropName="checked"><Checkbox>{t('resources.forOnStationEvents')}</Checkbox></Form.Item>
        <Form.Item name="availableForTrainingCourses" valuePropName="checked"><Checkbox>{t('resources.forTrainingCourses')}</Checkbox></Form.Item>
      </Form>
    </Modal>
  );
}
