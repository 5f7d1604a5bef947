import { useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm, Select } from 'antd';
import { TRAINING_MESSAGES as M } from '@firecrest/contracts';
import { api, useSession } from '@firecrest/portal-kit';
import { useReferenceList } from '../../lib/reference-lists';
import { useSave } from '../../lib/save';
import type { TrainingEvent } from '../../lib/training-types';
import { eventBody, eventValues } from './event-body';

/** §4.2: complete (locks the event), back to pending (unlocks it), cancel (needs a comment and a reason). */
export function StatusActions({ event, onChanged }: { event: TrainingEvent; onChanged(e: TrainingEvent): void }) {
  const canEdit = useSession((s) => s.can('COURSES', 'edit'));
  const save = useSave();
  const [cancelling, setCancelling] = useState(false);
  const [form] = Form.useForm<{ cancellationReasonId: number; comment: string }>();
  const reasons = useReferenceList('cancellationReason');
  if (!canEdit) return null;

  const put = async (status: 1 | 2 | 3, success: string, cancellation?: { comment: string; cancellationReasonId: number }, f?: typeof form) => {
    const saved = await save(() => api.put<TrainingEvent>(`/api/training/training-events/${event.id}`, eventBody(eventValues(event), status, cancellation)).then((r) => r.data), success, f);
    if (saved) onChanged(saved);
    return saved;
  };

  return (
    <>
      {event.status === 1 && (
        <Popconfirm title="Complete this training event?" description="Its details, attendees and bookings are locked until it is returned to pending." okText="Complete" onConfirm={() => put(2, 'The event is complete; its data is locked')}>
          <Button type="primary">Complete</Button>
        </Popconfirm>
      )}
      {event.status !== 1 && (
        <Popconfirm title="Return this event to pending?" description="Its data can be changed again." okText="Return to pending" onConfirm={() => put(1, 'The event is pending again')}>
          <Button>Return to pending</Button>
        </Popconfirm>
      )}
      {event.status === 1 && <Button danger onClick={() => setCancelling(true)}>Cancel event</Button>}
      <Modal open={cancelling} title="Cancel the training event" okText="Cancel event" okButtonProps={{ danger: true }} cancelText="Keep it" onCancel={() => setCancelling(false)} onOk={() => form.submit()} destroyOnHidden>
        <Form
          form={form}
          layout="vertical"
          onFinish={async (v) => {
            if (await put(3, 'The event was cancelled', { comment: v.comment.trim(), cancellationReasonId: v.cancellationReasonId }, form)) setCancelling(false);
          }}
        >
          <Form.Item name="cancellationReasonId" label="Reason" rules={[{ required: true, message: M.cancellationReasonRequired }]}>
            <Select loading={reasons.loading} options={reasons.items.map((r) => ({ value: r.id, label: r.name }))} notFoundContent="No cancellation reasons: add them under Training › Cancellation reasons" />
          </Form.Item>
          <Form.Item name="comment" label="Comment" rules={[{ required: true, whitespace: true, message: M.commentRequired }, { min: 3, message: M.commentTooShort }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
