import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Empty, Space, Table, Typography } from 'antd';
import { API_CONSTANTS, ATTENDEE_TRANSITIONS } from '@firecrest/contracts';
import { useSession, useT } from '@firecrest/portal-kit';
import { showDateTime } from '../../../lib/dates';
import { useEmployeeNames } from '../../../lib/employees';
import type { Attendee, TrainingEvent } from '../../../lib/training-types';
import { actionLabel, employeeLabel, roleLabel } from '../planner-labels';
import type { EventAttendees } from '../event-attendees';
import { RejectDialog, useDecide } from './decide';
import { PrerequisitesBar } from './prerequisites-bar';
import { SelectAll } from '../select-all';

const S = API_CONSTANTS.TrainingEventAttendeeStatus;

/** The §4.2 move from `from` to `to`, as the shared transition table names it: a queue offers only moves the server allows. */
function transition(from: number, to: number) {
  const found = ATTENDEE_TRANSITIONS[from].find((t) => t.to === to);
  if (!found) throw new Error(`No §4.2 transition from ${from} to ${to}`);
  return found;
}

/** A queue's texts are `planner` catalogue keys. */
interface Queue {
  /** The tab's label (the page's path segment under /details/{id} is its key in APPROVAL_QUEUES, §2.6). */
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
  requests: queue('tabs.requests', S.Applied, { label: 'action.approve', to: S.Confirmed }, { to: S.ApplicationRejected, title: 'queue.rejectApplication' }, 'queue.noRequests', { title: 'attendees.applied', field: 'dateApplied' }, 'queue.applyOnBehalf'),
  nominees: queue('tabs.nominees', S.Nominated, { label: 'action.confirm', to: S.Confirmed }, { to: S.Rejected, title: 'queue.rejectNomination' }, 'queue.noNominees', null, 'queue.nominate'),
  cancellations: queue('tabs.cancellations', S.PendingCancellation, { label: 'action.approve', to: S.Canceled }, { to: S.CancellationRejected, title: 'queue.rejectCancellation' }, 'queue.noCancellations', { title: 'attendees.cancellationRequested', field: 'dateCancellationRequested' }, null),
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
export function ApprovalQueueTab({ queueKey, event, locked, base, attendees: { attendees, loading } }: { queueKey: QueueKey; event: TrainingEvent; locked: boolean; base: string; attendees: EventAttendees }) {
  const { t } = useT('planner');
  const q: Queue = APPROVAL_QUEUES[queueKey];
  const canEdit = useSession((s) => s.can('COURSES', 'edit'));
  const canCreate = useSession((s) => s.can('COURSES', 'create'));
  const decide = useDecide(event.id);
  const [selected, setSelected] = useState<number[]>([]);
  const [rejecting, setRejecting] = useState<Attendee[] | null>(null);
  const waiting = attendees.filter((a) => a.statusId === q.status);
  const names = useEmployeeNames(waiting.map((a) => a.employeeId));
  const name = (a: Attendee) => employeeLabel(t, names, a.employeeId);
  const nameOf = (id: number) => {
    const a = waiting.find((x) => x.id === id);
    return a ? name(a) : t('queue.attendee', { id });
  };
  const chosen = waiting.filter((a) => selected.includes(a.id));
  const since = q.waiting;
  const actionable = canEdit && !locked;

  const busy = decide.isPending;
  // Answers whether someone moved (a refusal of the whole decision is shown by the save).
  function run(people: Attendee[], to: number, action: string, comment = '') {
    return decide.mutateAsync({ attendeeIds: people.map((a) => a.id), statusId: to, action: actionLabel(t, action), options: { comment }, nameOf }).then(
      (done) => {
        if (done) setSelected([]);
        return done > 0;
      },
      () => false,
    );
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
          <Button type="primary" disabled={locked || chosen.length === 0} loading={busy} onClick={() => void run(chosen, q.approve.to, q.approve.action)}>
            {chosen.length ? t('queue.selectedCount', { action: t(q.approve.label), count: chosen.length }) : t('queue.selected', { action: t(q.approve.label) })}
          </Button>
          <Button danger disabled={locked || chosen.length === 0 || busy} onClick={() => setRejecting(chosen)}>
            {chosen.length ? t('queue.selectedCount', { action: t('action.reject'), count: chosen.length }) : t('queue.selected', { action: t('action.reject') })}
          </Button>
          {q.add && canCreate && (
            <Link to={`${base}/new`}>
              <Button disabled={locked}>{t(q.add)}</Button>
            </Link>
          )}
          <Typography.Text type="secondary">{t('queue.waiting', { count: waiting.length })}</Typography.Text>
        </Space>
      )}
      <Table<Attendee>
        rowKey="id"
        size="middle"
        loading={loading || busy}
        dataSource={waiting}
        pagination={false}
        rowSelection={canEdit ? { columnTitle: <SelectAll ids={waiting.map((a) => a.id)} selected={selected} onChange={setSelected} disabled={locked} />, selectedRowKeys: selected.filter((id) => waiting.some((a) => a.id === id)), onChange: (keys) => setSelected(keys as number[]), getCheckboxProps: (a) => ({ disabled: locked, 'aria-label': t('queue.select', { name: name(a) }) }) } : undefined}
        locale={{ emptyText: <Empty description={t(q.empty)} /> }}
        columns={[
          { title: t('attendees.name'), key: 'name', render: (_, a) => <Link to={`${base}/${a.id}`}>{name(a)}</Link> },
          { title: t('attendees.role'), key: 'type', render: (_, a) => roleLabel(t, a) },
          ...(since ? [{ title: t(since.title), key: 'waiting', render: (_: unknown, a: Attendee) => showDateTime(a[since.field]) }] : []),
          {
            title: '',
            key: 'actions',
            width: queueKey === 'nominees' ? 380 : 200,
            render: (_, a) =>
              canEdit && (
                <Space wrap>
                  <Button size="small" type="primary" disabled={!actionable} aria-label={t('queue.actOn', { action: t(q.approve.label), name: name(a) })} onClick={() => void run([a], q.approve.to, q.approve.action)}>
                    {t(q.approve.label)}
                  </Button>
                  <Button size="small" danger disabled={!actionable} aria-label={t('queue.actOn', { action: t('action.reject'), name: name(a) })} onClick={() => setRejecting([a])}>
                    {t('action.reject')}
                  </Button>
                  {queueKey === 'nominees' && a.attendeeType !== 3 && actionable && (
                    <>
                      <Link to={`${sibling(base, 'confirmation')}/fdo/${a.id}`} aria-label={t('queue.fdoConfirmsNamed', { name: name(a) })}>{t('queue.fdoConfirms')}</Link>
                      <Link to={`${sibling(base, 'rejection')}/fdo/${a.id}`} aria-label={t('queue.fdoRejectsNamed', { name: name(a) })}>{t('queue.fdoRejects')}</Link>
                    </>
                  )}
                </Space>
              ),
          },
        ]}
      />
      <RejectDialog
        open={rejecting !== null}
        title={rejecting?.length === 1 ? t('queue.rejectOne', { title: t(q.reject.title), name: name(rejecting[0]!) }) : t('queue.rejectMany', { title: t(q.reject.title), count: rejecting?.length ?? 0 })}
        busy={busy}
        onCancel={() => setRejecting(null)}
        onReject={reject}
      />
    </div>
  );
}
