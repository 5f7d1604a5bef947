import { Link } from 'react-router';
import { Alert, Button, Descriptions, Empty, Form, Input, List, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { API_CONSTANTS, ATTENDEE_TRANSITIONS, COMMENT_REQUIRED_STATUSES, DECISION_COMMENT_MIN, type AttendeeDecision, type AttendeeBookingStatus } from '@firecrest/contracts';
import { useQuery } from '@tanstack/react-query';
import { errorOf, read, Trans, useSession, useT } from '@firecrest/portal-kit';
import { showDateTime, showDay } from '../../../lib/dates';
import { useEmployeeNames } from '../../../lib/employees';
import type { Attendee, TrainingEvent } from '../../../lib/training-types';
import { actionLabel, ATTENDEE_STATUS_KEYS, employeeLabel, roleLabel } from '../planner-labels';
import { usePlannerMessages } from '../planner-messages';
import { ATTENDEES_API, type EventAttendees } from '../event-attendees';
import { APPROVAL_QUEUES, sibling, type QueueKey } from './approval-queues';
import { useDecide } from './decide';

const { PendingCancellation } = API_CONSTANTS.TrainingEventAttendeeStatus;

interface RelevantCompetency {
  competencyId: number;
  code: string;
  name: string;
  prerequisite: boolean;
  awarded: boolean;
  held: boolean;
  status: string | null;
  startDate: string | null;
  expiryDate: string | null;
}
export interface AttendeeReview {
  attendee: Attendee;
  decisions: AttendeeDecision[];
  missingPrerequisites: number[];
  competencies: RelevantCompetency[];
  bookingStatus: AttendeeBookingStatus | null;
}

/** The decisions made on an attendee so far, newest last, with who decided and why. */
export function DecisionHistory({ decisions, names }: { decisions: AttendeeDecision[]; names: Map<number, string> }) {
  const { t } = useT('planner');
  return (
    <List
      size="small"
      style={{ marginTop: 16 }}
      header={<Typography.Text strong>{t('review.decisions')}</Typography.Text>}
      locale={{ emptyText: t('review.noDecisions') }}
      dataSource={decisions}
      renderItem={(d) => (
        <List.Item>
          <Space orientation="vertical" size={0}>
            <span>
              <Trans
                t={t}
                i18nKey="review.decision"
                values={{ from: t(ATTENDEE_STATUS_KEYS[d.fromStatusId]!), to: t(ATTENDEE_STATUS_KEYS[d.toStatusId]!), by: d.decidedBy, when: showDateTime(d.decidedDate) }}
                components={[<strong key="to" />]}
              />
              {d.fdoEmployeeId !== null && <Tag style={{ marginLeft: 8 }}>{t('review.fdo', { name: employeeLabel(t, names, d.fdoEmployeeId) })}</Tag>}
              {d.overridePrerequisites && <Tag color="orange" style={{ marginLeft: 8 }}>{t('review.overridden')}</Tag>}
            </span>
            {d.comment && <Typography.Text type="secondary">{d.comment}</Typography.Text>}
          </Space>
        </List.Item>
      )}
    />
  );
}

/**
 * One request, nomination or cancellation request (§2.6 requests/{id}, nominees/{id}, cancellations/{id}): who, when
 * they applied or asked, their competencies relevant to the event (prerequisites and those it awards), what was
 * decided so far, and the decision with its comment (required to reject).
 */
export function AttendeeReviewPage({ queueKey, attendeeId, event, locked, base }: { queueKey: QueueKey; attendeeId: number; event: TrainingEvent; locked: boolean; base: string; attendees: EventAttendees }) {
  const { t } = useT('planner');
  const M = usePlannerMessages();
  const q = APPROVAL_QUEUES[queueKey];
  const canEdit = useSession((s) => s.can('COURSES', 'edit'));
  // A decision invalidates the attendees, this review among them.
  const review = useQuery(read<AttendeeReview>(`${ATTENDEES_API}/${attendeeId}/review`));
  const reviewError = errorOf(review);
  const decide = useDecide(event.id);
  const [form] = Form.useForm<{ comment: string }>();
  const data = review.data;
  const names = useEmployeeNames(data ? [data.attendee.employeeId, ...data.decisions.flatMap((d) => (d.fdoEmployeeId === null ? [] : [d.fdoEmployeeId]))] : []);

  if (reviewError) return <Result status="warning" title={reviewError} extra={<Link to={base}>{t('review.backTo', { queue: t(q.label) })}</Link>} />;
  if (!data) return <Skeleton active />;
  const a = data.attendee;
  if (a.trainingEventId !== event.id) return <Result status="404" title={t('review.notOnEvent')} extra={<Link to={base}>{t('review.backTo', { queue: t(q.label) })}</Link>} />;
  const name = employeeLabel(t, names, a.employeeId);
  const waiting = a.statusId === q.status;
  const reason = data.decisions.filter((d) => d.toStatusId === PendingCancellation).at(-1)?.comment;
  const cancellable = ATTENDEE_TRANSITIONS[a.statusId]?.some((m) => m.to === PendingCancellation) ?? false;
  const missing = data.competencies.filter((c) => data.missingPrerequisites.includes(c.competencyId)).map((c) => c.code || c.name);

  function decideNow(to: number, action: string) {
    const comment = (form.getFieldValue('comment') as string | undefined) ?? '';
    const text = comment.trim();
    const problem = !COMMENT_REQUIRED_STATUSES.includes(to) ? null : !text ? M.commentRequired : text.length < DECISION_COMMENT_MIN ? M.decisionCommentTooShort : null;
    if (problem) {
      form.setFields([{ name: 'comment', errors: [problem] }]);
      return;
    }
    decide.mutate({ attendeeIds: [a.id], statusId: to, action: actionLabel(t, action), options: { comment: comment.trim() }, nameOf: () => name }, { onSuccess: (done) => done && form.resetFields() });
  }

  return (
    <div>
      <Space style={{ marginBottom: 12 }}>
        <Link to={base}>← {t(q.label)}</Link>
      </Space>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        <span translate="no">{name}</span> <Tag>{t(ATTENDEE_STATUS_KEYS[a.statusId]!)}</Tag>
      </Typography.Title>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'role', label: t('attendees.role'), children: roleLabel(t, a) },
          { key: 'applied', label: t('attendees.applied'), children: showDateTime(a.dateApplied) || '—' },
          { key: 'requested', label: t('attendees.cancellationRequested'), children: showDateTime(a.dateCancellationRequested) || '—' },
          ...(a.dateCancellationRequested ? [{ key: 'reason', label: t('review.cancellationReason'), children: reason || t('review.notRecorded') }] : []),
        ]}
      />
      {missing.length > 0 && queueKey !== 'cancellations' && <Alert type="warning" showIcon title={t('review.missingPrerequisites', { names: missing.join(', ') })} style={{ marginBottom: 16 }} />}
      <Table<RelevantCompetency>
        rowKey="competencyId"
        size="small"
        pagination={false}
        dataSource={data.competencies}
        locale={{ emptyText: <Empty description={t('review.noCompetencies')} /> }}
        style={{ marginBottom: 16 }}
        columns={[
          { title: t('review.competency'), key: 'name', render: (_, c) => `${c.code ? `${c.code} ` : ''}${c.name}` },
          { title: t('review.why'), key: 'why', render: (_, c) => <>{c.prerequisite && <Tag color="blue">{t('review.prerequisite')}</Tag>}{c.awarded && <Tag>{t('review.awarded')}</Tag>}</> },
          { title: t('list.status'), key: 'status', render: (_, c) => c.status ?? <Typography.Text type="secondary">{t('review.notHeld')}</Typography.Text> },
          { title: t('review.started'), key: 'start', render: (_, c) => showDay(c.startDate) },
          { title: t('review.expires'), key: 'expiry', render: (_, c) => showDay(c.expiryDate) },
          { title: t('review.held'), key: 'held', render: (_, c) => (c.held ? <Tag color="green">{t('review.yes')}</Tag> : <Tag color={c.prerequisite ? 'red' : 'default'}>{t('review.no')}</Tag>) },
        ]}
      />
      {waiting && canEdit ? (
        <Form form={form} layout="vertical" disabled={locked} style={{ maxWidth: 640 }}>
          <Form.Item name="comment" label={t('status.comment')} extra={t('review.commentHelp')}>
            <Input.TextArea rows={3} maxLength={1000} aria-label={t('review.decisionComment')} />
          </Form.Item>
          <Space wrap>
            <Button type="primary" onClick={() => decideNow(q.approve.to, q.approve.action)}>{t(q.approve.label)}</Button>
            <Button danger onClick={() => decideNow(q.reject.to, q.reject.action)}>{t('action.reject')}</Button>
            {queueKey === 'nominees' && a.attendeeType !== 3 && !locked && (
              <>
                <Link to={`${sibling(base, 'confirmation')}/fdo/${a.id}`}>{t('review.fdoConfirms')}</Link>
                <Link to={`${sibling(base, 'rejection')}/fdo/${a.id}`}>{t('review.fdoRejects')}</Link>
              </>
            )}
          </Space>
        </Form>
      ) : (
        !waiting && <Alert type="info" showIcon title={t('review.decided', { status: t(ATTENDEE_STATUS_KEYS[a.statusId]!) })} style={{ maxWidth: 640, marginBottom: 16 }} />
      )}
      {!waiting && cancellable && canEdit && !locked && (
        <Form form={form} layout="vertical" style={{ maxWidth: 640 }}>
          <Form.Item name="comment" label={t('review.cancellationReason')} extra={t('review.requestHelp')}>
            <Input.TextArea rows={2} maxLength={1000} aria-label={t('review.cancellationReasonInput')} />
          </Form.Item>
          <Button onClick={() => decideNow(PendingCancellation, 'Cancellation requested')}>{t('action.requestCancellation')}</Button>
        </Form>
      )}
      <DecisionHistory decisions={data.decisions} names={names} />
    </div>
  );
}
