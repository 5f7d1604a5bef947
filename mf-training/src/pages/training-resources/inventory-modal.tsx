import { Checkbox, Form, Input, InputNumber, Modal, Space } from 'antd';
import { TRAINING_MESSAGES as M } from '@firecrest/contracts';
import { api } from '@firecrest/portal-kit';
import { useSave } from '../../lib/save';
import type { Inventory } from '../../lib/training-types';

type Values = Omit<Inventory, 'id' | 'trainingResourceId'>;

/** Adds or changes an inventory: the stock and the limits that make a booking a breach. */
export function InventoryModal({ resourceId, inventory, onClose, onSaved }: { resourceId: number; inventory: Inventory | null; onClose(): void; onSaved(): void }) {
  const [form] = Form.useForm<Values>();
  const save = useSave();
  async function submit(v: Values) {
    const body = { ...v, trainingResourceId: resourceId, maximumAllowedPerEvent: v.maximumAllowedPerEvent ?? null, maximumBookingMinutes: v.maximumBookingMinutes ?? null };
    const call = () => (inventory ? api.put(`/api/training/training-resource-inventories/${inventory.id}`, body) : api.post('/api/training/training-resource-inventories', body));
    if (await save(call, inventory ? 'Inventory saved' : 'Inventory added', form)) onSaved();
  }
  return (
    <Modal open title={inventory ? `Inventory: ${inventory.name}` : 'New inventory'} onCancel={onClose} onOk={() => form.submit()} okText="Save" destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={inventory ?? { quantity: 1, restrictedToHourlyBookings: false, minutesUnavailableBeforeStart: 0, minutesUnavailableAfterEnd: 0, availableForOnStationEvents: true, availableForTrainingCourses: true }}
      >
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: M.required }]}><Input /></Form.Item>
        <Space wrap>
          <Form.Item name="quantity" label="Quantity" rules={[{ required: true, message: M.required }]}><InputNumber min={0} precision={0} /></Form.Item>
          <Form.Item name="maximumAllowedPerEvent" label="Maximum allowed per event" rules={[{ type: 'number', min: 1, message: M.maxPerEventPositive }]} extra="Empty: no limit">
            <InputNumber precision={0} />
          </Form.Item>
          <Form.Item name="maximumBookingMinutes" label="Longest booking (minutes)" rules={[{ type: 'number', min: 1, message: M.valueGreaterThanZero }]} extra="Empty: no limit">
            <InputNumber precision={0} />
          </Form.Item>
        </Space>
        <Space wrap>
          <Form.Item name="minutesUnavailableBeforeStart" label="Unavailable before (minutes)"><InputNumber min={0} precision={0} /></Form.Item>
          <Form.Item name="minutesUnavailableAfterEnd" label="Unavailable after (minutes)"><InputNumber min={0} precision={0} /></Form.Item>
        </Space>
        <Form.Item name="restrictedToHourlyBookings" valuePropName="checked"><Checkbox>Restricted to hourly bookings</Checkbox></Form.Item>
        <Form.Item name="availableForOnStationEvents" valuePropName="checked"><Checkbox>Available for on-station events</Checkbox></Form.Item>
        <Form.Item name="availableForTrainingCourses" valuePropName="checked"><Checkbox>Available for training courses</Checkbox></Form.Item>
      </Form>
    </Modal>
  );
}
