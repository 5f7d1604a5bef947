import { Button, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { api, read, useSession, useT } from '@firecrest/portal-kit';
import { useTrainingMessages } from './messages';
import { useReferenceList } from './reference-lists';
import { fromLocalDateTime } from './dates';
import { useTrainingSave } from './save';
import type { Inventory, Page, TrainingResource } from './training-types';

interface Values {
  trainingResourceInventoryId: number;
  bookingTypeId: number;
  start: string;
  end: string;
  quantity: number;
  comment?: string;
  breachComment?: string;
  /** Booked again on the following days or weeks: the bookings are made together, as a booking group. */
  repeat?: 'none' | 'daily' | 'weekly';
  times?: number;
}
type Booking = Record<string, unknown> & { startDate: string; endDate: string };
const BOOKINGS_URL = '/api/training/training-resource-bookings';
const GROUPS_URL = '/api/training/training-resource-booking-groups';
const DAY_MS = 86_400_000;
const shifted = (iso: string, days: number) => new Date(new Date(iso).getTime() + days * DAY_MS).toISOString();

/**
 * Books an inventory (for an event, or on its own): the server checks the per-event maximum, overlap with the
 * unavailable minutes around other bookings, hourly bookings, the longest booking and the event type; a booking over
 * the limits is kept as a breach only with a comment and the breach right (§6).
 */
export function ResourceBookingModal({ trainingEventId, inventoryId, defaults, onClose, onSaved, onGroupSaved }: {
  trainingEventId?: number;
  inventoryId?: number;
  defaults?: { start: string; end: string };
  onClose(): void;
  onSaved(): void;
  /** Given, the form may repeat the booking (§2.3 booking groups); called with the group made. */
  onGroupSaved?(group: { id: number; trainingResourceId: number }): void;
}) {
  const { t } = useT('training');
  const M = useTrainingMessages();
  const [form] = Form.useForm<Values>();
  const canBreach = useSession((s) => s.can('BOOKING_BREACHES', 'create'));
  const bookingTypes = useReferenceList('bookingType');
  const inventories = useQuery(read<Page<Inventory>>(inventoryId ? null : '/api/training/training-resource-inventories?itemsPerPage=500'));
  const resources = useQuery(read<Page<TrainingResource>>(inventoryId ? null : '/api/training/training-resources?itemsPerPage=500'));
  const fields: Record<string, string> = { startDate: 'start', endDate: 'end', quantity: 'quantity', comment: 'comment', bookingTypeId: 'bookingTypeId', trainingResourceInventoryId: 'trainingResourceInventoryId', ...(canBreach ? { breachComment: 'breachComment' } : {}) };
  const book = useTrainingSave({
    save: (body: Booking) => api.post(BOOKINGS_URL, body),
    invalidates: [BOOKINGS_URL],
    saved: t('booking.booked'),
    form,
    // A refusal of the inventory itself, booked from its row, has no field to sit under: it is said in the toast.
    fieldName: (f) => (f === 'trainingResourceInventoryId' && inventoryId ? null : (fields[f] ?? null)),
    onSaved,
  });
  const bookGroup = useTrainingSave({
    save: (bookings: Booking[]) => api.post<{ id: number; trainingResourceId: number }>(GROUPS_URL, { bookings }),
    invalidates: [BOOKINGS_URL, GROUPS_URL],
    saved: (_, bookings) => t('booking.groupMade', { count: bookings.length }),
    form,
    // A refusal names the booking ("Booking 3: …"): it is said in the toast, the form's fields are the first booking's.
    fieldName: () => null,
    onSaved: (group) => onGroupSaved?.(group.data),
  });
  const resourceName = new Map((resources.data?.data ?? []).map((r) => [r.id, r.name]));

  function submit(v: Values) {
    const body: Booking = {
      // Booked from an inventory's own row, the form has no inventory field, so its values do not carry one.
      trainingResourceInventoryId: inventoryId ?? v.trainingResourceInventoryId,
      bookingTypeId: v.bookingTypeId,
      trainingEventId: trainingEventId ?? null,
      startDate: fromLocalDateTime(v.start),
      endDate: fromLocalDateTime(v.end),
      quantity: v.quantity,
      comment: v.comment ?? '',
      ...(v.breachComment?.trim() ? { breachComment: v.breachComment.trim() } : {}),
    };
    if (onGroupSaved && v.repeat && v.repeat !== 'none') {
      const step = v.repeat === 'daily' ? 1 : 7;
      bookGroup.mutate(Array.from({ length: v.times ?? 2 }, (_, n) => ({ ...body, startDate: shifted(body.startDate, n * step), endDate: shifted(body.endDate, n * step) })));
    } else book.mutate(body);
  }

  return (
    <Modal open title={t('booking.title')} onCancel={onClose} footer={null} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ quantity: 1, trainingResourceInventoryId: inventoryId, start: defaults?.start, end: defaults?.end, repeat: 'none', times: 2 }}>
        {!inventoryId && (
          <Form.Item name="trainingResourceInventoryId" label={t('booking.inventory')} rules={[{ required: true, message: M.required }]}>
            <Select
              showSearch
              optionFilterProp="label"
              loading={inventories.isFetching}
              options={(inventories.data?.data ?? []).map((i) => ({ value: i.id, label: `${resourceName.get(i.trainingResourceId) ?? ''}: ${i.name}` }))}
            />
          </Form.Item>
        )}
        <Form.Item name="bookingTypeId" label={t('booking.bookingType')} rules={[{ required: true, message: M.required }]}>
          <Select options={bookingTypes.items.map((b) => ({ value: b.id, label: b.name }))} loading={bookingTypes.loading} />
        </Form.Item>
        <Form.Item name="start" label={t('booking.start')} rules={[{ required: true, message: M.startEndRequired }]}>
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item
          name="end"
          label={t('booking.end')}
          dependencies={['start']}
          rules={[
            { required: true, message: M.endDateRequired },
            ({ getFieldValue }) => ({ validator: async (_, end: string) => { if (end && getFieldValue('start') && end <= getFieldValue('start')) throw new Error(M.endAfterStart); } }),
          ]}
        >
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="quantity" label={t('booking.quantity')} rules={[{ required: true, message: M.required }, { type: 'number', min: 1, message: M.valueGreaterThanZero }]}>
          <InputNumber min={1} precision={0} />
        </Form.Item>
        <Form.Item name="comment" label={t('booking.comment')}>
          <Input.TextArea rows={2} />
        </Form.Item>
        {onGroupSaved && (
          <Form.Item label={t('booking.repeat')} style={{ marginBottom: 0 }}>
            <Form.Item name="repeat" style={{ display: 'inline-block', width: 180, marginRight: 8 }}>
              <Select aria-label={t('booking.repeat')} options={[{ value: 'none', label: t('booking.once') }, { value: 'daily', label: t('booking.daily') }, { value: 'weekly', label: t('booking.weekly') }]} />
            </Form.Item>
            <Form.Item noStyle dependencies={['repeat']}>
              {({ getFieldValue }) =>
                getFieldValue('repeat') !== 'none' && (
                  <Form.Item name="times" style={{ display: 'inline-block' }} rules={[{ type: 'number', min: 2, max: 20, message: t('booking.timesRange') }]}>
                    <InputNumber aria-label={t('booking.times')} min={2} max={20} precision={0} addonAfter={t('booking.timesUnit')} />
                  </Form.Item>
                )
              }
            </Form.Item>
          </Form.Item>
        )}
        {canBreach && (
          <Form.Item name="breachComment" label={t('booking.breachComment')} extra={t('booking.breachHelp')}>
            <Input.TextArea rows={2} />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" loading={book.isPending || bookGroup.isPending}>{t('booking.book')}</Button>
      </Form>
    </Modal>
  );
}
