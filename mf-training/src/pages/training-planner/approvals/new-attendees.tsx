import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Form, Space, Tag, Typography } from 'antd';
import { API_CONSTANTS, TRAINING_MESSAGES as M } from '@firecrest/contracts';
import { api, problemMessage, useSession, useToast } from '@firecrest/portal-kit';
import { AxiosError } from 'axios';
import { EmployeeSelect, useEmployeeNames } from '../../../lib/employees';
import type { TrainingEvent } from '../../../lib/training-types';
import type { EventAttendees } from '../event-attendees';
import { useOverridePrompt } from './decide';

const S = API_CONSTANTS.TrainingEventAttendeeStatus;
const { Delegate } = API_CONSTANTS.TrainingEventAttendeeType;

const KINDS = {
  requests: { statusId: S.Applied, title: 'Apply on behalf of employees', action: 'Apply', done: 'Applied', intro: 'Each becomes a request awaiting approval (status Applied), dated now.' },
  nominees: { statusId: S.Nominated, title: 'Nominate employees', action: 'Nominate', done: 'Nominated', intro: "Each becomes a nominee awaiting confirmation, by the planner or the event's FDO. Prerequisite competencies are checked." },
} as const;

/**
 * §2.6 requests/new and nominees/new: several employees at once put on the event as delegates, applied for or
 * nominated. Each is added on its own, so one refused (already on the event, places full, prerequisites missing)
 * does not hold up the others; missing prerequisites can be overridden with the right.
 */
export function NewAttendeesPage({ kind, event, locked, base, attendees }: { kind: keyof typeof KINDS; event: TrainingEvent; locked: boolean; base: string; attendees: EventAttendees }) {
  const k = KINDS[kind];
  const navigate = useNavigate();
  const toast = useToast();
  const askOverride = useOverridePrompt();
  const canCreate = useSession((s) => s.can('COURSES', 'create'));
  const [form] = Form.useForm<{ employeeId?: number }>();
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const names = useEmployeeNames(chosen);
  const name = (id: number) => names.get(id) ?? `Employee ${id}`;
  const onEvent = new Set(attendees.attendees.filter((a) => a.attendeeType === Delegate).map((a) => a.employeeId));

  function pick(employeeId: number | undefined) {
    form.resetFields();
    if (!employeeId) return;
    if (onEvent.has(employeeId)) toast.warning('Already a delegate of this event');
    else if (!chosen.includes(employeeId)) setChosen([...chosen, employeeId]);
  }
  const add = (employeeId: number, overridePrerequisites: boolean) =>
    api.post('/api/training/training-event-attendees', { trainingEventId: event.id, employeeId, attendeeType: Delegate, statusId: k.statusId, overridePrerequisites });

  async function submit() {
    setBusy(true);
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
    if (await askOverride(lacking.map((r) => ({ name: name(r.employeeId), message: r.message })), k.action)) {
      refused.splice(0, refused.length, ...refused.filter((r) => !r.prerequisites));
      for (const r of lacking) await attempt(r.employeeId, true);
    }
    setBusy(false);
    if (done.length) {
      toast.success(`${k.done}: ${done.length} of ${chosen.length}`);
      attendees.reload();
    }
    for (const r of refused) toast.error(`${name(r.employeeId)}: ${r.message}`);
    const left = chosen.filter((id) => !done.includes(id));
    setChosen(left);
    if (!left.length) navigate(base);
  }

  if (!canCreate || locked) return <Alert type="info" showIcon title={locked ? M.eventLocked : 'You do not have the right to add attendees to this event.'} action={<Link to={base}>Back</Link>} />;
  return (
    <div style={{ maxWidth: 720 }}>
      <Space style={{ marginBottom: 12 }}>
        <Link to={base}>← {kind === 'requests' ? 'Requests' : 'Nominees'}</Link>
      </Space>
      <Typography.Title level={4} style={{ marginTop: 0 }}>{k.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{k.intro}</Typography.Paragraph>
      {event.dates.length === 0 && <Alert type="warning" showIcon title={M.courseDatesFirst} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical">
        <Form.Item name="employeeId" label="Add an employee">
          <EmployeeSelect placeholder="Employee (type 3+ letters)" onChange={pick} />
        </Form.Item>
      </Form>
      <div style={{ marginBottom: 16, minHeight: 32 }} data-testid="chosen-employees">
        {chosen.length === 0 ? (
          <Typography.Text type="secondary">No one chosen yet.</Typography.Text>
        ) : (
          chosen.map((id) => (
            <Tag key={id} closable onClose={() => setChosen(chosen.filter((x) => x !== id))} closeIcon={<span aria-label={`Remove ${name(id)}`}>×</span>}>
              {name(id)}
            </Tag>
          ))
        )}
      </div>
      <Space>
        <Button type="primary" disabled={!chosen.length || event.dates.length === 0} loading={busy} onClick={submit}>
          {k.action}{chosen.length ? ` ${chosen.length}` : ''}
        </Button>
        <Link to={base}>
          <Button>Cancel</Button>
        </Link>
      </Space>
    </div>
  );
}
