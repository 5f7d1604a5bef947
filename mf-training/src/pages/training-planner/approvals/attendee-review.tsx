import { Link } from 'react-router';
import { Alert, Button, Descriptions, Empty, Form, Input, List, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { API_CONSTANTS, ATTENDEE_STATUS_LABELS, ATTENDEE_TRANSITIONS, decisionCommentProblem, prerequisitesMissingMessage, type AttendeeDecision, type AttendeeBookingStatus } from '@firecrest/contracts';
import { useFetched, useSession } from '@firecrest/portal-kit';
import { showDateTime, showDay } from '../../../lib/dates';
import { useEmployeeNames } from '../../../lib/employees';
import { ATTENDEE_TYPES, type Attendee, type TrainingEvent } from '../../../lib/training-types';
import type { EventAttendees } from '../event-attendees';
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
  return (
    <List
      size="small"
      style={{ marginTop: 16 }}
      header={<Typography.Text strong>Decisions</Typography.Text>}
      locale={{ emptyText: 'No decisions yet' }}
      dataSource={decisions}
      renderItem={(d) => (
        <List.Item>
          <Space orientation="vertical" size={0}>
            <span>
              {ATTENDEE_STATUS_LABELS[d.fromStatusId]} → <strong>{ATTENDEE_STATUS_LABELS[d.toStatusId]}</strong> by {d.decidedBy}, {showDateTime(d.decidedDate)}
              {d.fdoEmployeeId !== null && <Tag style={{ marginLeft: 8 }}>FDO: {names.get(d.fdoEmployeeId) ?? `Employee ${d.fdoEmployeeId}`}</Tag>}
              {d.overridePrerequisites && <Tag color="orange" style={{ marginLeft: 8 }}>Prerequisites overridden</Tag>}
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
export function AttendeeReviewPage({ queueKey, attendeeId, event, locked, base, attendees }: { queueKey: QueueKey; attendeeId: number; event: TrainingEvent; locked: boolean; base: string; attendees: EventAttendees }) {
  const q = APPROVAL_QUEUES[queueKey];
  const canEdit = useSession((s) => s.can('COURSES', 'edit'));
  const review = useFetched<AttendeeReview>(`/api/training/training-event-attendees/${attendeeId}/review`);
  const decide = useDecide(event.id);
  const [form] = Form.useForm<{ comment: string }>();
  const data = review.data;
  const names = useEmployeeNames(data ? [data.attendee.employeeId, ...data.decisions.flatMap((d) => (d.fdoEmployeeId === null ? [] : [d.fdoEmployeeId]))] : []);

  if (review.error) return <Result status="warning" title={review.error} extra={<Link to={base}>Back to {q.label.toLowerCase()}</Link>} />;
  if (!data) return <Skeleton active />;
  const a = data.attendee;
  if (a.trainingEventId !== event.id) return <Result status="404" title="Not an attendee of this event" extra={<Link to={base}>Back to {q.label.toLowerCase()}</Link>} />;
  const name = names.get(a.employeeId) ?? `Employee ${a.employeeId}`;
  const waiting = a.statusId === q.status;
  const reason = data.decisions.filter((d) => d.toStatusId === PendingCancellation).at(-1)?.comment;
  const cancellable = ATTENDEE_TRANSITIONS[a.statusId]?.some((t) => t.to === PendingCancellation) ?? false;
  const missing = data.competencies.filter((c) => data.missingPrerequisites.includes(c.competencyId)).map((c) => c.code || c.name);

  async function decideNow(to: number, action: string) {
    const comment = (form.getFieldValue('comment') as string | undefined) ?? '';
    const problem = decisionCommentProblem(to, comment);
    if (problem) {
      form.setFields([{ name: 'comment', errors: [problem] }]);
      return;
    }
    if (await decide([a.id], to, action, { comment: comment.trim() }, () => name)) {
      form.resetFields();
      review.reload();
      attendees.reload();
    }
  }

  return (
    <div>
      <Space style={{ marginBottom: 12 }}>
        <Link to={base}>← {q.label}</Link>
      </Space>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {name} <Tag>{ATTENDEE_STATUS_LABELS[a.statusId]}</Tag>
      </Typography.Title>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'role', label: 'Role', children: `${ATTENDEE_TYPES[a.attendeeType]}${a.instructorType ? ` (${a.instructorType})` : ''}` },
          { key: 'applied', label: 'Applied', children: showDateTime(a.dateApplied) || '—' },
          { key: 'requested', label: 'Cancellation requested', children: showDateTime(a.dateCancellationRequested) || '—' },
          ...(a.dateCancellationRequested ? [{ key: 'reason', label: 'Reason for cancellation', children: reason || 'Not recorded' }] : []),
        ]}
      />
      {missing.length > 0 && queueKey !== 'cancellations' && <Alert type="warning" showIcon title={prerequisitesMissingMessage(missing)} style={{ marginBottom: 16 }} />}
      <Table<RelevantCompetency>
        rowKey="competencyId"
        size="small"
        pagination={false}
        dataSource={data.competencies}
        locale={{ emptyText: <Empty description="The event names no competencies" /> }}
        style={{ marginBottom: 16 }}
        columns={[
          { title: 'Competency relevant to the event', key: 'name', render: (_, c) => `${c.code ? `${c.code} ` : ''}${c.name}` },
          { title: 'Why', key: 'why', render: (_, c) => <>{c.prerequisite && <Tag color="blue">Prerequisite</Tag>}{c.awarded && <Tag>Awarded by the event</Tag>}</> },
          { title: 'Status', key: 'status', render: (_, c) => c.status ?? <Typography.Text type="secondary">Not held</Typography.Text> },
          { title: 'Started', key: 'start', render: (_, c) => showDay(c.startDate) },
          { title: 'Expires', key: 'expiry', render: (_, c) => showDay(c.expiryDate) },
          { title: 'Held on the first day', key: 'held', render: (_, c) => (c.held ? <Tag color="green">Yes</Tag> : <Tag color={c.prerequisite ? 'red' : 'default'}>No</Tag>) },
        ]}
      />
      {waiting && canEdit ? (
        <Form form={form} layout="vertical" disabled={locked} style={{ maxWidth: 640 }}>
          <Form.Item name="comment" label="Comment" extra="Required to reject; kept with the decision.">
            <Input.TextArea rows={3} maxLength={1000} aria-label="Decision comment" />
          </Form.Item>
          <Space wrap>
            <Button type="primary" onClick={() => decideNow(q.approve.to, q.approve.action)}>{q.approve.label}</Button>
            <Button danger onClick={() => decideNow(q.reject.to, q.reject.action)}>Reject</Button>
            {queueKey === 'nominees' && a.attendeeType !== 3 && !locked && (
              <>
                <Link to={`${sibling(base, 'confirmation')}/fdo/${a.id}`}>FDO confirms release</Link>
                <Link to={`${sibling(base, 'rejection')}/fdo/${a.id}`}>FDO rejects release</Link>
              </>
            )}
          </Space>
        </Form>
      ) : (
        !waiting && <Alert type="info" showIcon title={`Decided: ${ATTENDEE_STATUS_LABELS[a.statusId]}. Nothing waits for a decision here.`} style={{ maxWidth: 640, marginBottom: 16 }} />
      )}
      {!waiting && cancellable && canEdit && !locked && (
        <Form form={form} layout="vertical" style={{ maxWidth: 640 }}>
          <Form.Item name="comment" label="Reason for cancellation" extra="Requesting a cancellation puts it in the cancellations queue for approval.">
            <Input.TextArea rows={2} maxLength={1000} aria-label="Cancellation reason" />
          </Form.Item>
          <Button onClick={() => decideNow(PendingCancellation, 'Cancellation requested')}>Request cancellation</Button>
        </Form>
      )}
      <DecisionHistory decisions={data.decisions} names={names} />
    </div>
  );
}
