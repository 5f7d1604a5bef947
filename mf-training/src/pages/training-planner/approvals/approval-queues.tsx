import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Empty, Space, Table, Typography } from 'antd';
import { API_CONSTANTS, ATTENDEE_TRANSITIONS } from '@firecrest/contracts';
import { useSession } from '@firecrest/portal-kit';
import { showDateTime } from '../../../lib/dates';
import { useEmployeeNames } from '../../../lib/employees';
import { ATTENDEE_TYPES, type Attendee, type TrainingEvent } from '../../../lib/training-types';
import type { EventAttendees } from '../event-attendees';
import { RejectDialog, useDecide } from './decide';
import { PrerequisitesBar } from './prerequisites-bar';

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
  reject: { to: number; action: string; title: string };
  empty: string;
  /** The date column that tells how long each has been waiting. */
  waiting: { title: string; field: 'dateApplied' | 'dateCancellationRequested' } | null;
  /** The `new` page's button (requests/new, nominees/new), if the queue has one. */
  add: string | null;
}

function queue(label: string, status: number, approve: { label: string; to: number }, reject: { to: number; title: string }, empty: string, waiting: Queue['waiting'], add: string | null): Queue {
  return { label, status, approve: { ...approve, action: transition(status, approve.to).action }, reject: { ...reject, action: transition(status, reject.to).action }, empty, waiting, add };
}

/** §2.6 requests, nominees and cancellations of an event: the attendees waiting for a decision, by §4.1 status. */
export const APPROVAL_QUEUES = {
  requests: queue('Requests', S.Applied, { label: 'Approve', to: S.Confirmed }, { to: S.ApplicationRejected, title: 'Reject application' }, 'No requests awaiting approval', { title: 'Applied', field: 'dateApplied' }, 'Apply on behalf'),
  nominees: queue('Nominees', S.Nominated, { label: 'Confirm', to: S.Confirmed }, { to: S.Rejected, title: 'Reject nomination' }, 'No nominees awaiting confirmation', null, 'Nominate'),
  cancellations: queue('Cancellations', S.PendingCancellation, { label: 'Approve', to: S.Canceled }, { to: S.CancellationRejected, title: 'Reject cancellation request (the attendee keeps the place)' }, 'No cancellations awaiting approval', { title: 'Cancellation requested', field: 'dateCancellationRequested' }, null),
} satisfies Record<string, Queue>;
export type QueueKey = keyof typeof APPROVAL_QUEUES;

export const queueCount = (key: QueueKey, attendees: Attendee[]) => attendees.filter((a) => a.statusId === APPROVAL_QUEUES[key].status).length;

/** Where a section's sibling starts: `/details/{id}/nominees` → `/details/{id}/confirmation`. */
export const sibling = (base: string, key: string) => `${base.slice(0, base.lastIndexOf('/'))}/${key}`;

/**
 * One approval queue of an event: approve or reject each waiting attendee, or the selected ones together (a
 * rejection asks for its comment first); each name opens their page. Nominees can be released by the event's FDO.
 * Without the edit right the queue is read only; a complete event's is locked.
 */
export function ApprovalQueueTab({ queueKey, event, locked, base, attendees: { attendees, loading, reload } }: { queueKey: QueueKey; event: TrainingEvent; locked: boolean; base: string; attendees: EventAttendees }) {
  const q: Queue = APPROVAL_QUEUES[queueKey];
  const canEdit = useSession((s) => s.can('COURSES', 'edit'));
  const canCreate = useSession((s) => s.can('COURSES', 'create'));
  const decide = useDecide(event.id);
  const [selected, setSelected] = useState<number[]>([]);
  const [rejecting, setRejecting] = useState<Attendee[] | null>(null);
  const [busy, setBusy] = useState(false);
  const waiting = attendees.filter((a) => a.statusId === q.status);
  const names = useEmployeeNames(waiting.map((a) => a.employeeId));
  const name = (a: Attendee) => names.get(a.employeeId) ?? `Employee ${a.employeeId}`;
  const nameOf = (id: number) => {
    const a = waiting.find((x) => x.id === id);
    return a ? name(a) : `Attendee ${id}`;
  };
  const chosen = waiting.filter((a) => selected.includes(a.id));
  const since = q.waiting;
  const actionable = canEdit && !locked;

  async function run(people: Attendee[], to: number, action: string, comment = '') {
    setBusy(true);
    const done = await decide(people.map((a) => a.id), to, action, { comment }, nameOf);
    setBusy(false);
    if (done) {
      setSelected([]);
      reload();
    }
    return done > 0;
  }
  async function reject(comment: string) {
    const done = await run(rejecting ?? [], q.reject.to, q.reject.action, comment);
    if (done) setRejecting(null);
    return done;
  }

  return (
    <div>
      {queueKey !== 'cancellations' && <PrerequisitesBar event={event} locked={locked} />}
      {canEdit && (
        <Space style={{ marginBottom: 16 }} wrap>
          <Button type="primary" disabled={locked || chosen.length === 0} loading={busy} onClick={() => run(chosen, q.approve.to, q.approve.action)}>
            {q.approve.label} selected{chosen.length ? ` (${chosen.length})` : ''}
          </Button>
          <Button danger disabled={locked || chosen.length === 0 || busy} onClick={() => setRejecting(chosen)}>
            Reject selected{chosen.length ? ` (${chosen.length})` : ''}
          </Button>
          {q.add && canCreate && (
            <Link to={`${base}/new`}>
              <Button disabled={locked}>{q.add}</Button>
            </Link>
          )}
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
          { title: 'Name', key: 'name', render: (_, a) => <Link to={`${base}/${a.id}`}>{name(a)}</Link> },
          { title: 'Role', key: 'type', render: (_, a) => `${ATTENDEE_TYPES[a.attendeeType]}${a.instructorType ? ` (${a.instructorType})` : ''}` },
          ...(since ? [{ title: since.title, key: 'waiting', render: (_: unknown, a: Attendee) => showDateTime(a[since.field]) }] : []),
          {
            title: '',
            key: 'actions',
            width: queueKey === 'nominees' ? 380 : 200,
            render: (_, a) =>
              canEdit && (
                <Space wrap>
                  <Button size="small" type="primary" disabled={!actionable} aria-label={`${q.approve.label} ${name(a)}`} onClick={() => run([a], q.approve.to, q.approve.action)}>
                    {q.approve.label}
                  </Button>
                  <Button size="small" danger disabled={!actionable} aria-label={`Reject ${name(a)}`} onClick={() => setRejecting([a])}>
                    Reject
                  </Button>
                  {queueKey === 'nominees' && a.attendeeType !== 3 && actionable && (
                    <>
                      <Link to={`${sibling(base, 'confirmation')}/fdo/${a.id}`} aria-label={`FDO confirms ${name(a)}`}>FDO confirms</Link>
                      <Link to={`${sibling(base, 'rejection')}/fdo/${a.id}`} aria-label={`FDO rejects ${name(a)}`}>FDO rejects</Link>
                    </>
                  )}
                </Space>
              ),
          },
        ]}
      />
      <RejectDialog
        open={rejecting !== null}
        title={rejecting?.length === 1 ? `${q.reject.title}: ${name(rejecting[0]!)}` : `${q.reject.title}: ${rejecting?.length ?? 0} selected`}
        onCancel={() => setRejecting(null)}
        onReject={reject}
      />
    </div>
  );
}
