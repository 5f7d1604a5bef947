import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Form, Space, Tag, Typography } from 'antd';
import { API_CONSTANTS } from '@firecrest/contracts';
import { api, problemMessage, useSave, useSession, useT, useToast } from '@firecrest/portal-kit';
import { AxiosError } from 'axios';
import { EmployeeSelect, useEmployeeNames } from '../../../lib/employees';
import type { TrainingEvent } from '../../../lib/training-types';
import { ATTENDEES_API, type EventAttendees } from '../event-attendees';
import { useOverridePrompt } from './decide';
import { employeeLabel } from '../planner-labels';
import { usePlannerMessages } from '../planner-messages';

const S = API_CONSTANTS.TrainingEventAttendeeStatus;
const { Delegate } = API_CONSTANTS.TrainingEventAttendeeType;

const KINDS = {
  requests: { statusId: S.Applied, back: 'tabs.requests', title: 'add.applyTitle', action: 'add.apply', done: 'attendeeStatus.applied', intro: 'add.applyIntro' },
  nominees: { statusId: S.Nominated, back: 'tabs.nominees', title: 'add.nominateTitle', action: 'queue.nominate', done: 'attendeeStatus.nominated', intro: 'add.nominateIntro' },
} as const;

/**
 * §2.6 requests/new and nominees/new: several employees at once put on the event as delegates, applied for or
 * nominated. Each is added on its own, so one refused (already on the event, places full, prerequisites missing)
 * does not hold up the others; missing prerequisites can be overridden with the right.
 */
export function NewAttendeesPage({ kind, event, locked, base, attendees }: { kind: keyof typeof KINDS; event: TrainingEvent; locked: boolean; base: string; attendees: EventAttendees }) {
  const { t } = useT('planner');
  const M = usePlannerMessages();
  const k = KINDS[kind];
  const navigate = useNavigate();
  const toast = useToast();
  const askOverride = useOverridePrompt();
  const canCreate = useSession((s) => s.can('COURSES', 'create'));
  const [form] = Form.useForm<{ employeeId?: number }>();
  const [chosen, setChosen] = useState<number[]>([]);
  const names = useEmployeeNames(chosen);
  const name = (id: number) => employeeLabel(t, names, id);
  const onEvent = new Set(attendees.attendees.filter((a) => a.attendeeType === Delegate).map((a) => a.employeeId));

  function pick(employeeId: number | undefined) {
    form.resetFields();
    if (!employeeId) return;
    if (onEvent.has(employeeId)) toast.warning(t('add.already'));
    else if (!chosen.includes(employeeId)) setChosen([...chosen, employeeId]);
  }
  const add = (employeeId: number, overridePrerequisites: boolean) =>
    api.post(ATTENDEES_API, { trainingEventId: event.id, employeeId, attendeeType: Delegate, statusId: k.statusId, overridePrerequisites });

  /** Adds each chosen employee on their own; answers who was added and who refused, and why. */
  async function addEach(chosen: number[]) {
    const done: number[] = [];
    const refused: { employeeId: number; message: string; prerequisites: boolean }[] = [];
    const attempt = async (employeeId: number, override: boolean) => {
      try {
        await add(employeeId, override);
        done.push(employeeId);
      } catch (error) {
        const field = error instanceof AxiosError ? (error.response?.data as { errors?: { field: string }[] } | undefined)?.errors?.[0]?.field : undefined;
        refused.push({ employeeId, message: problemMessage(error), prerequisites: field === 'overridePrerequisites' });
      }
    };
    for (const employeeId of chosen) await attempt(employeeId, false);
    const lacking = refused.filter((r) => r.prerequisites);
    if (await askOverride(lacking.map((r) => ({ name: name(r.employeeId), message: r.message })), t(k.action))) {
      refused.splice(0, refused.length, ...refused.filter((r) => !r.prerequisites));
      for (const r of lacking) await attempt(r.employeeId, true);
    }
    return { done, refused };
  }
  const submit = useSave({
    save: addEach,
    invalidates: (_, { done }) => (done.length ? [ATTENDEES_API] : []),
    saved: ({ done }, asked) => (done.length ? t('add.done', { status: t(k.done), done: done.length, count: asked.length }) : undefined),
    onSaved: ({ done, refused }, asked) => {
      for (const r of refused) toast.error(t('decide.refused', { name: name(r.employeeId), message: r.message }));
      const left = asked.filter((id) => !done.includes(id));
      setChosen(left);
      if (!left.length) navigate(base);
    },
  });

  if (!canCreate || locked) return <Alert type="info" showIcon title={locked ? t('message.eventLocked') : t('add.noRight')} action={<Link to={base}>{t('notFound.back')}</Link>} />;
  return (
    <div style={{ maxWidth: 720 }}>
      <Space style={{ marginBottom: 12 }}>
        <Link to={base}>← {t(k.back)}</Link>
      </Space>
      <Typography.Title level={4} style={{ marginTop: 0 }}>{t(k.title)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t(k.intro)}</Typography.Paragraph>
      {event.dates.length === 0 && <Alert type="warning" showIcon title={M.courseDatesFirst} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical">
        <Form.Item name="employeeId" label={t('add.employee')}>
          <EmployeeSelect placeholder={t('attendees.employee')} onChange={pick} />
        </Form.Item>
      </Form>
      <div style={{ marginBottom: 16, minHeight: 32 }} data-testid="chosen-employees">
        {chosen.length === 0 ? (
          <Typography.Text type="secondary">{t('add.noneChosen')}</Typography.Text>
        ) : (
          chosen.map((id) => (
            <Tag key={id} closable onClose={() => setChosen(chosen.filter((x) => x !== id))} closeIcon={<span aria-label={t('attendees.removeNamed', { name: name(id) })}>×</span>}>
              {name(id)}
            </Tag>
          ))
        )}
      </div>
      <Space>
        <Button type="primary" disabled={!chosen.length || event.dates.length === 0} loading={submit.isPending} onClick={() => submit.mutate(chosen)}>
          {chosen.length ? t('add.actionCount', { action: t(k.action), count: chosen.length }) : t(k.action)}
        </Button>
        <Link to={base}>
          <Button>{t('common:cancel')}</Button>
        </Link>
      </Space>
    </div>
  );
}
