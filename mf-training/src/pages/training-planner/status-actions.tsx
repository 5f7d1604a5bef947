import { useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm, Select } from 'antd';
import { api, useSession, useT } from '@firecrest/portal-kit';
import { useReferenceList } from '../../lib/reference-lists';
import { useSave } from '../../lib/save';
import type { TrainingEvent } from '../../lib/training-types';
import { eventBody, eventValues } from './event-body';
import { usePlannerMessages } from './planner-messages';

/** §4.2: complete (locks the event), back to pending (unlocks it), cancel (needs a comment and a reason). */
export function StatusActions({ event, onChanged }: { event: TrainingEvent; onChanged(e: TrainingEvent): void }) {
  const { t } = useT('planner');
  const M = usePlannerMessages();
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
        <Popconfirm title={t('status.confirmComplete')} description={t('status.confirmCompleteText')} okText={t('status.complete')} cancelText={t('common:cancel')} onConfirm={() => put(2, t('status.completed'))}>
          <Button type="primary">{t('status.complete')}</Button>
        </Popconfirm>
      )}
      {event.status !== 1 && (
        <Popconfirm title={t('status.confirmReopen')} description={t('status.confirmReopenText')} okText={t('status.reopen')} cancelText={t('common:cancel')} onConfirm={() => put(1, t('status.reopened'))}>
          <Button>{t('status.reopen')}</Button>
        </Popconfirm>
      )}
      {event.status === 1 && <Button danger onClick={() => setCancelling(true)}>{t('status.cancelEvent')}</Button>}
      <Modal open={cancelling} title={t('status.cancelTitle')} okText={t('status.cancelEvent')} okButtonProps={{ danger: true }} cancelText={t('status.keep')} onCancel={() => setCancelling(false)} onOk={() => form.submit()} destroyOnHidden>
        <Form
          form={form}
          layout="vertical"
          onFinish={async (v) => {
            if (await put(3, t('status.cancelled'), { comment: v.comment.trim(), cancellationReasonId: v.cancellationReasonId }, form)) setCancelling(false);
          }}
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
