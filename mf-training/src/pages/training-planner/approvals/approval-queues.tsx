import { useState } from 'react';
import { Button, Empty, Popconfirm, Space, Table, Typography } from 'antd';
import { API_CONSTANTS, ATTENDEE_TRANSITIONS } from '@firecrest/contracts';
import { problemMessage, useSession, useToast } from '@firecrest/portal-kit';
import { showDateTime } from '../../../lib/dates';
import { useEmployeeNames } from '../../../lib/employees';
import { useSave } from '../../../lib/save';
import { ATTENDEE_TYPES, type Attendee } from '../../../lib/training-types';
import { putAttendeeStatus, type EventAttendees } from '../event-attendees';

const S = API_CONSTANTS.TrainingEventAttendeeStatus;

/** The §4.2 move from `from` to `to`, as the shared transition table names it: a queue offers only moves the server allows. */
function transition(from: number, to: number) {
  const found = ATTENDEE_TRANSITIONS[from].find((t) => t.to === to);
  if (!found) throw new Error(`No §4.2 transition from ${from} to ${to}`);
  return found;
}

interface Queue {
  /** The tab's label and the page's path segment under /details/{id} (§2.6). */
  label: string;
  /** Attendees waiting in this status are the queue. */
  status: number;
  approve: { label: string; to: number; action: string };
  reject: { to: number; action: string; confirm: string };
  empty: string;
  /** The date column that tells how long each has been waiting. */
  waiting: { title: string; field: 'dateApplied' | 'dateCancellationRequested' } | null;
}

function queue(label: string, status: number, approve: { label: string; to: number }, reject: { to: number; confirm: string }, empty: string, waiting: Queue['waiting']): Queue {
  return { label, status, approve: { ...approve, action: transition(status, approve.to).action }, reject: { ...reject, action: transition(status, reject.to).action }, empty, waiting };
}

/** §2.6 requests, nominees and cancellations of an event: the attendees waiting for a decision, by §4.1 status. */
export const APPROVAL_QUEUES = {
  requests: queue('Requests', S.Applied, { label: 'Approve', to: S.Confirmed }, { to: S.ApplicationRejected, confirm: 'Reject this application?' }, 'No requests awaiting approval', { title: 'Applied', field: 'dateApplied' }),
  nominees: queue('Nominees', S.Nominated, { label: 'Confirm', to: S.Confirmed }, { to: S.Rejected, confirm: 'Reject this nomination?' }, 'No nominees awaiting confirmation', null),
  cancellations: queue('Cancellations', S.PendingCancellation, { label: 'Approve', to: S.Canceled }, { to: S.CancellationRejected, confirm: 'Reject this cancellation request? The attendee keeps the place.' }, 'No cancellations awaiting approval', { title: 'Cancellation requested', field: 'dateCancellationRequested' }),
} satisfies Record<string, Queue>;
export type QueueKey = keyof typeof APPROVAL_QUEUES;

export const queueCount = (key: QueueKey, attendees: Attendee[]) => attendees.filter((a) => a.statusId === APPROVAL_QUEUES[key].status).length;

/**
 * One approval queue of an event: approve or reject each waiting attendee (a rejection asks first), or approve the
 * selected ones together. Without the edit right the queue is read only; a complete event's is locked.
 */
export function ApprovalQueueTab({ queueKey, locked, attendees: { attendees, loading, reload } }: { queueKey: QueueKey; locked: boolean; attendees: EventAttendees }) {
  const q: Queue = APPROVAL_QUEUES[queueKey];
  const canEdit = useSession((s) => s.can('COURSES', 'edit'));
  const save = useSave();
  const toast = useToast();
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const waiting = attendees.filter((a) => a.statusId === q.status);
  const names = useEmployeeNames(waiting.map((a) => a.employeeId));
  const name = (a: Attendee) => names.get(a.employeeId) ?? `Employee ${a.employeeId}`;
  const chosen = waiting.filter((a) => selected.includes(a.id));
  const since = q.waiting;

  async function decide(a: Attendee, to: number, action: string) {
    if (await save(() => putAttendeeStatus(a, to), `${action}: ${name(a)}`)) reload();
  }
  /** One write per attendee (the API changes one at a time); those refused are named with the server's reason. */
  async function approveSelected() {
    setBusy(true);
    const refused: string[] = [];
    for (const a of chosen) {
      await putAttendeeStatus(a, q.approve.to).catch((error: unknown) => refused.push(`${name(a)}: ${problemMessage(error)}`));
    }
    setBusy(false);
    setSelected([]);
    if (chosen.length > refused.length) toast.success(`${q.approve.action}: ${chosen.length - refused.length} of ${chosen.length} done`);
    for (const reason of refused) toast.error(reason);
    reload();
  }

  const actionable = canEdit && !locked;
  return (
    <div>
      {canEdit && (
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" disabled={locked || chosen.length === 0} loading={busy} onClick={approveSelected}>
            {q.approve.label} selected{chosen.length ? ` (${chosen.length})` : ''}
          </Button>
          <Typography.Text type="secondary">{waiting.length} waiting</Typography.Text>
        </Space>
      )}
      <Table<Attendee>
        rowKey="id"
        size="middle"
        loading={loading || busy}
        dataSource={waiting}
        pagination={false}
        rowSelection={canEdit ? { selectedRowKeys: selected.filter((id) => waiting.some((a) => a.id === id)), onChange: (keys) => setSelected(keys as number[]), getCheckboxProps: (a) => ({ disabled: locked, 'aria-label': `Select ${name(a)}` }) } : undefined}
        locale={{ emptyText: <Empty description={q.empty} /> }}
        columns={[
          { title: 'Name', key: 'name', render: (_, a) => name(a) },
          { title: 'Role', key: 'type', render: (_, a) => `${ATTENDEE_TYPES[a.attendeeType]}${a.instructorType ? ` (${a.instructorType})` : ''}` },
          ...(since ? [{ title: since.title, key: 'waiting', render: (_: unknown, a: Attendee) => showDateTime(a[since.field]) }] : []),
          {
            title: '',
            key: 'actions',
            width: 200,
            render: (_, a) =>
              canEdit && (
                <Space>
                  <Button size="small" type="primary" disabled={!actionable} aria-label={`${q.approve.label} ${name(a)}`} onClick={() => decide(a, q.approve.to, q.approve.action)}>
                    {q.approve.label}
                  </Button>
                  <Popconfirm title={q.reject.confirm} description={name(a)} okText="Reject" okButtonProps={{ danger: true }} disabled={!actionable} onConfirm={() => decide(a, q.reject.to, q.reject.action)}>
                    <Button size="small" danger disabled={!actionable} aria-label={`Reject ${name(a)}`}>
                      Reject
                    </Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
    </div>
  );
}
