import { Link, useNavigate } from 'react-router';
import { Alert, Button, Card, Form, Input, Result, Select, Space, Tag, Typography } from 'antd';
import { API_CONSTANTS, ATTENDEE_STATUS_LABELS, TRAINING_MESSAGES as M } from '@firecrest/contracts';
import { useSession } from '@firecrest/portal-kit';
import { useEmployeeNames } from '../../../lib/employees';
import { ATTENDEE_TYPES, type TrainingEvent } from '../../../lib/training-types';
import type { EventAttendees } from '../event-attendees';
import { sibling } from './approval-queues';
import { rejectionCommentRules, useDecide } from './decide';

const S = API_CONSTANTS.TrainingEventAttendeeStatus;
const { Fdo } = API_CONSTANTS.TrainingEventAttendeeType;

const MODES = {
  confirmation: { title: 'FDO confirmation', verb: 'Confirm release', to: S.Confirmed, action: 'FDO confirmed', explain: "Confirming the release confirms the nominee's place." },
  rejection: { title: 'FDO rejection', verb: 'Reject release', to: S.Rejected, action: 'FDO rejected', explain: 'Rejecting the release rejects the nomination; say why.' },
} as const;

/**
 * §2.6 confirmation/fdo/{id} and rejection/fdo/{id} (hidden pages, from the nominees queue): the event's flexi duty
 * officer confirms or refuses a nominee's release from duty. The FDO is one of the event's confirmed FDO attendees
 * (preselected when there is one); the decision and its comment are kept with which FDO gave it.
 */
export function FdoDecisionPage({ mode, attendeeId, event, locked, base, attendees }: { mode: keyof typeof MODES; attendeeId: number; event: TrainingEvent; locked: boolean; base: string; attendees: EventAttendees }) {
  const m = MODES[mode];
  const navigate = useNavigate();
  const canEdit = useSession((s) => s.can('COURSES', 'edit'));
  const decide = useDecide(event.id);
  const [form] = Form.useForm<{ fdoAttendeeId: number; comment: string }>();
  const nominees = sibling(base, 'nominees');
  const nominee = attendees.attendees.find((a) => a.id === attendeeId);
  const fdos = attendees.attendees.filter((a) => a.attendeeType === Fdo && a.statusId === S.Confirmed);
  const names = useEmployeeNames([...(nominee ? [nominee.employeeId] : []), ...fdos.map((f) => f.employeeId)]);
  const name = (employeeId: number) => names.get(employeeId) ?? `Employee ${employeeId}`;

  if (attendees.loading && !nominee) return null;
  if (!nominee) return <Result status="404" title="No such nominee on this event" extra={<Link to={nominees}>Back to nominees</Link>} />;

  async function submit(values: { fdoAttendeeId: number; comment?: string }) {
    if (await decide([attendeeId], m.to, m.action, { fdoAttendeeId: values.fdoAttendeeId, comment: (values.comment ?? '').trim() }, () => name(nominee!.employeeId))) {
      attendees.reload();
      navigate(nominees);
    }
  }

  const waiting = nominee.statusId === S.Nominated;
  return (
    <Card title={m.title} extra={<Link to={nominees}>Back to nominees</Link>} style={{ maxWidth: 720 }}>
      <Typography.Paragraph>
        <strong>{name(nominee.employeeId)}</strong> ({ATTENDEE_TYPES[nominee.attendeeType]}) <Tag>{ATTENDEE_STATUS_LABELS[nominee.statusId]}</Tag>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{m.explain}</Typography.Paragraph>
      {locked && <Alert type="info" showIcon title={M.eventLocked} style={{ marginBottom: 16 }} />}
      {!waiting && <Alert type="info" showIcon title={`No longer a nominee: ${ATTENDEE_STATUS_LABELS[nominee.statusId]}. The FDO decides on nominees only.`} style={{ marginBottom: 16 }} />}
      {waiting && fdos.length === 0 && (
        <Alert type="warning" showIcon title="This event has no confirmed FDO." description={<Link to={sibling(base, 'attendees')}>Add the FDO on the Attendees tab</Link>} style={{ marginBottom: 16 }} />
      )}
      {waiting && fdos.length > 0 && (
        <Form form={form} layout="vertical" onFinish={submit} disabled={locked || !canEdit} initialValues={{ fdoAttendeeId: fdos.length === 1 ? fdos[0]!.id : undefined }}>
          <Form.Item name="fdoAttendeeId" label="FDO" rules={[{ required: true, message: M.required }]}>
            <Select aria-label="FDO" options={fdos.map((f) => ({ value: f.id, label: name(f.employeeId) }))} />
          </Form.Item>
          <Form.Item name="comment" label="Comment" rules={mode === 'rejection' ? rejectionCommentRules : []} extra={mode === 'rejection' ? 'Required: the reason the nominee cannot be released.' : 'Optional.'}>
            <Input.TextArea rows={3} maxLength={1000} aria-label="FDO comment" />
          </Form.Item>
          <Space>
            <Button type="primary" danger={mode === 'rejection'} htmlType="submit">{m.verb}</Button>
            <Link to={nominees}><Button>Cancel</Button></Link>
          </Space>
        </Form>
      )}
    </Card>
  );
}
