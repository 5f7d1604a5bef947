import { Link, useNavigate } from 'react-router';
import { Alert, Button, Card, Form, Input, Result, Select, Space, Tag, Typography } from 'antd';
import { API_CONSTANTS } from '@firecrest/contracts';
import { Trans, useSession, useT } from '@firecrest/portal-kit';
import { useEmployeeNames } from '../../../lib/employees';
import type { TrainingEvent } from '../../../lib/training-types';
import { ATTENDEE_STATUS_KEYS, ATTENDEE_TYPE_KEYS, employeeLabel } from '../planner-labels';
import { usePlannerMessages } from '../planner-messages';
import type { EventAttendees } from '../event-attendees';
import { sibling } from './approval-queues';
import { useDecide, useRejectionCommentRules } from './decide';

const S = API_CONSTANTS.TrainingEventAttendeeStatus;
const { Fdo } = API_CONSTANTS.TrainingEventAttendeeType;

const MODES = {
  confirmation: { title: 'tabs.fdoConfirmation', verb: 'fdo.confirmRelease', to: S.Confirmed, action: 'fdo.confirmed', explain: 'fdo.confirmExplain', comment: 'fdo.optional' },
  rejection: { title: 'tabs.fdoRejection', verb: 'fdo.rejectRelease', to: S.Rejected, action: 'fdo.rejected', explain: 'fdo.rejectExplain', comment: 'fdo.rejectComment' },
} as const;

/**
 * §2.6 confirmation/fdo/{id} and rejection/fdo/{id} (hidden pages, from the nominees queue): the event's flexi duty
 * officer confirms or refuses a nominee's release from duty. The FDO is one of the event's confirmed FDO attendees
 * (preselected when there is one); the decision and its comment are kept with which FDO gave it.
 */
export function FdoDecisionPage({ mode, attendeeId, event, locked, base, attendees }: { mode: keyof typeof MODES; attendeeId: number; event: TrainingEvent; locked: boolean; base: string; attendees: EventAttendees }) {
  const { t } = useT('planner');
  const M = usePlannerMessages();
  const rejectionCommentRules = useRejectionCommentRules();
  const m = MODES[mode];
  const navigate = useNavigate();
  const canEdit = useSession((s) => s.can('COURSES', 'edit'));
  const decide = useDecide(event.id);
  const [form] = Form.useForm<{ fdoAttendeeId: number; comment: string }>();
  const nominees = sibling(base, 'nominees');
  const nominee = attendees.attendees.find((a) => a.id === attendeeId);
  const fdos = attendees.attendees.filter((a) => a.attendeeType === Fdo && a.statusId === S.Confirmed);
  const names = useEmployeeNames([...(nominee ? [nominee.employeeId] : []), ...fdos.map((f) => f.employeeId)]);
  const name = (employeeId: number) => employeeLabel(t, names, employeeId);

  if (attendees.loading && !nominee) return null;
  if (!nominee) return <Result status="404" title={t('fdo.noNominee')} extra={<Link to={nominees}>{t('fdo.backToNominees')}</Link>} />;

  function submit(values: { fdoAttendeeId: number; comment?: string }) {
    decide.mutate({ attendeeIds: [attendeeId], statusId: m.to, action: t(m.action), options: { fdoAttendeeId: values.fdoAttendeeId, comment: (values.comment ?? '').trim() }, nameOf: () => name(nominee!.employeeId) }, { onSuccess: (done) => done && navigate(nominees) });
  }

  const waiting = nominee.statusId === S.Nominated;
  return (
    <Card title={t(m.title)} extra={<Link to={nominees}>{t('fdo.backToNominees')}</Link>} style={{ maxWidth: 720 }}>
      <Typography.Paragraph>
        <Trans t={t} i18nKey="fdo.nominee" values={{ name: name(nominee.employeeId), role: t(ATTENDEE_TYPE_KEYS[nominee.attendeeType]!) }} components={[<strong key="name" />]} /> <Tag>{t(ATTENDEE_STATUS_KEYS[nominee.statusId]!)}</Tag>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t(m.explain)}</Typography.Paragraph>
      {locked && <Alert type="info" showIcon title={t('message.eventLocked')} style={{ marginBottom: 16 }} />}
      {!waiting && <Alert type="info" showIcon title={t('fdo.noLongerNominee', { status: t(ATTENDEE_STATUS_KEYS[nominee.statusId]!) })} style={{ marginBottom: 16 }} />}
      {waiting && fdos.length === 0 && (
        <Alert type="warning" showIcon title={t('fdo.none')} description={<Link to={sibling(base, 'attendees')}>{t('fdo.addOnAttendees')}</Link>} style={{ marginBottom: 16 }} />
      )}
      {waiting && fdos.length > 0 && (
        <Form form={form} layout="vertical" onFinish={submit} disabled={locked || !canEdit} initialValues={{ fdoAttendeeId: fdos.length === 1 ? fdos[0]!.id : undefined }}>
          <Form.Item name="fdoAttendeeId" label={t('training:attendeeType.fdo')} rules={[{ required: true, message: M.required }]}>
            <Select aria-label={t('training:attendeeType.fdo')} options={fdos.map((f) => ({ value: f.id, label: name(f.employeeId) }))} />
          </Form.Item>
          <Form.Item name="comment" label={t('status.comment')} rules={mode === 'rejection' ? rejectionCommentRules : []} extra={t(m.comment)}>
            <Input.TextArea rows={3} maxLength={1000} aria-label={t('fdo.comment')} />
          </Form.Item>
          <Space>
            <Button type="primary" danger={mode === 'rejection'} htmlType="submit" loading={decide.isPending}>{t(m.verb)}</Button>
            <Link to={nominees}><Button>{t('common:cancel')}</Button></Link>
          </Space>
        </Form>
      )}
    </Card>
  );
}
