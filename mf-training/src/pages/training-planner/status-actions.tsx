import { useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm, Select } from 'antd';
import { api, useSession, useT } from '@firecrest/portal-kit';
import { useReferenceList } from '../../lib/reference-lists';
import { useTrainingSave } from '../../lib/save';
import type { TrainingEvent } from '../../lib/training-types';
import { eventBody, eventValues } from './event-body';
import { usePlannerMessages } from './planner-messages';

/** §4.2: complete (locks the event), back to pending (unlocks it), cancel (needs a comment and a reason). */
export function StatusActions({ event, onChanged }: { event: TrainingEvent; onChanged(e: TrainingEvent): void }) {
  const { t } = useT('planner');
  const M = usePlannerMessages();
  const canEdit = useSession((s) => s.can('COURSES', 'edit'));
  const [cancelling, setCancelling] = useState(false);
  const [form] = Form.useForm<{ cancellationReasonId: number; comment: string }>();
  const reasons = useReferenceList('cancellationReason');
  const put = (status: 1 | 2 | 3, cancellation?: { comment: string; cancellationReasonId: number }) =>
    api.put<TrainingEvent>(`/api/training/training-events/${event.id}`, eventBody(eventValues(event), status, cancellation)).then((r) => r.data);
  // The page shows the answer: nothing else on it is read again.
  const move = useTrainingSave({ save: ({ status }: { status: 1 | 2; success: string }) => put(status), saved: (_, { success }) => success, onSaved: (saved) => onChanged(saved) });
  const cancel = useTrainingSave({
    save: (cancellation: { comment: string; cancellationReasonId: number }) => put(3, cancellation),
    saved: t('status.cancelled'),
    form,
    onSaved: (saved) => {
      onChanged(saved);
      setCancelling(false);
    },
  });
  if (!canEdit) return null;

  return (
    <>
      {event.status === 1 && (
        <Popconfirm title={t('status.confirmComplete')} description={t('status.confirmCompleteText')} okText={t('status.complete')} cancelText={t('common:cancel')} onConfirm={() => move.mutate({ status: 2, success: t('status.completed') })}>
          <Button type="primary" loading={move.isPending}>{t('status.complete')}</Button>
        </Popconfirm>
      )}
      {event.status !== 1 && (
        <Popconfirm title={t('status.confirmReopen')} description={t('status.confirmReopenText')} okText={t('status.reopen')} cancelText={t('common:cancel')} onConfirm={() => move.mutate({ status: 1, success: t('status.reopened') })}>
          <Button loading={move.isPending}>{t('status.reopen')}</Button>
        </Popconfirm>
      )}
      {event.status === 1 && <Button danger onClick={() => setCancelling(true)}>{t('status.cancelEvent')}</Button>}
      <Modal open={cancelling} title={t('status.cancelTitle')} okText={t('status.cancelEvent')} okButtonProps={{ danger: true, loading: cancel.isPending }} cancelText={t('status.keep')} onCancel={() => setCancelling(false)} onOk={() => form.submit()} destroyOnHidden>
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) => cancel.mutate({ comment: v.comment.trim(), cancellationReasonId: v.cancellationReasonId })}
        >
          <Form.Item name="cancellationReasonId" label={t('status.reason')} rules={[{ required: true, message: M.cancellationReasonRequired }]}>
            <Select loading={reasons.loading} options={reasons.items.map((r) => ({ value: r.id, label: r.name }))} notFoundContent={t('status.noReasons')} />
          </Form.Item>
          <Form.Item name="comment" label={t('status.comment')} rules={[{ required: true, whitespace: true, message: M.commentRequired }, { min: 3, message: M.commentTooShort }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
