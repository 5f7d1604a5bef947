import { App, Form, Input, Modal, Typography } from 'antd';
import { DECISION_COMMENT_MIN, type AttendeeDecisionBody, type AttendeeDecisionResult } from '@firecrest/contracts';
import { api, problemMessage, useSave, useSession, useT, useToast } from '@firecrest/portal-kit';
import { ATTENDEES_API } from '../event-attendees';
import { usePlannerMessages } from '../planner-messages';

export type DecisionOptions = Partial<Pick<AttendeeDecisionBody, 'comment' | 'fdoAttendeeId'>>;

/** A decision as the queues and pages make it: on whom, to which status, the action's words and how to name people. */
export interface Decision {
  attendeeIds: number[];
  statusId: number;
  action: string;
  options?: DecisionOptions;
  nameOf?: (id: number) => string;
}

/**
 * Asks a user with the override right whether to go ahead with people who lack the event's prerequisite
 * competencies (each named with the server's message); answers false at once for anyone else.
 */
export function useOverridePrompt() {
  const { t } = useT('planner');
  const { modal } = App.useApp();
  const canOverride = useSession((s) => s.can('OVERRIDE_PREREQUISITE_COMPETENCIES', 'create'));
  return async function askOverride(lacking: { name: string; message: string }[], action: string): Promise<boolean> {
    if (!lacking.length || !canOverride) return false;
    return modal.confirm({
      title: t('decide.overrideTitle'),
      content: lacking.map((l) => (
        <Typography.Paragraph key={l.name}>
          <strong>{l.name}</strong>: {l.message}
        </Typography.Paragraph>
      )),
      okText: t('decide.anyway', { action }),
      cancelText: t('common:cancel'),
    });
  };
}

/**
 * One decision on attendees of an event, as the queues and pages make it: the server moves each it can and names
 * those it refused. Those refused for missing prerequisite competencies may be overridden (useOverridePrompt), and
 * the decision is repeated for them; the others are told why. A save (`decide.mutate(decision, { onSuccess: (done) => … })`)
 * answering how many moved; the attendees are read again when some did.
 */
export function useDecide(eventId: number) {
  const { t } = useT('planner');
  const toast = useToast();
  const askOverride = useOverridePrompt();
  const send = (attendeeIds: number[], statusId: number, options: DecisionOptions, overridePrerequisites = false) =>
    api.post<AttendeeDecisionResult>(`/api/training/training-events/${eventId}/decisions`, { attendeeIds, statusId, ...options, overridePrerequisites }).then((r) => r.data);

  async function decide({ attendeeIds, statusId, action, options = {}, nameOf = (id) => t('queue.attendee', { id }) }: Decision): Promise<number> {
    // A refusal of the whole decision is toasted by the save.
    let result = await send(attendeeIds, statusId, options);
    const lacking = result.refused.filter((r) => r.field === 'overridePrerequisites');
    if (await askOverride(lacking.map((r) => ({ name: nameOf(r.attendeeId), message: r.message })), action)) {
      const again = await send(lacking.map((r) => r.attendeeId), statusId, options, true).catch((error: unknown) => {
        toast.error(problemMessage(error));
        return null;
      });
      if (again) result = { done: [...result.done, ...again.done], refused: [...result.refused.filter((r) => r.field !== 'overridePrerequisites'), ...again.refused] };
    }
    if (result.done.length) toast.success(attendeeIds.length === 1 ? t('decide.doneOne', { action, name: nameOf(result.done[0]!) }) : t('decide.doneMany', { action, done: result.done.length, count: attendeeIds.length }));
    for (const r of result.refused) toast.error(t('decide.refused', { name: nameOf(r.attendeeId), message: r.message }));
    return result.done.length;
  }
  return useSave({ save: decide, invalidates: (_, done) => (done ? [ATTENDEES_API] : []) });
}

/** The §5.2 rules of a rejection's comment, for antd forms (the server checks the same), in the user's language. */
export function useRejectionCommentRules() {
  const M = usePlannerMessages();
  return [
    { required: true, whitespace: true, message: M.commentRequired },
    { min: DECISION_COMMENT_MIN, message: M.decisionCommentTooShort },
  ];
}

/**
 * Asks for the comment a rejection needs (§5.2) before it is made: for one attendee or the selected ones. `onReject`
 * answers whether it went ahead, and the dialog closes then.
 */
export function RejectDialog({ title, open, busy, onCancel, onReject }: { title: string; open: boolean; busy: boolean; onCancel(): void; onReject(comment: string): Promise<boolean> }) {
  const { t } = useT('planner');
  const rejectionCommentRules = useRejectionCommentRules();
  const [form] = Form.useForm<{ comment: string }>();
  async function submit({ comment }: { comment: string }) {
    if (await onReject(comment.trim())) form.resetFields();
  }
  return (
    <Modal title={title} open={open} onCancel={onCancel} okText={t('action.reject')} cancelText={t('common:cancel')} okButtonProps={{ danger: true, loading: busy }} onOk={() => form.submit()} forceRender>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="comment" label={t('status.comment')} rules={rejectionCommentRules} extra={t('decide.reasonKept')}>
          <Input.TextArea rows={3} maxLength={1000} autoFocus aria-label={t('decide.rejectionComment')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
