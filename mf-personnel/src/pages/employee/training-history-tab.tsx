import { useEffect, useState } from 'react';
import { Alert, Button, Table, Tag } from 'antd';
import { API_CONSTANTS } from '@firecrest/contracts';
import { fetchShared, listLocale, showDay, useFetched } from '@firecrest/portal-kit';

interface Attendance {
  id: number;
  trainingEventId: number;
  attendeeType: number;
  statusId: number;
}
interface TrainingEvent {
  id: number;
  course: { code: string; name: string };
  dates: { startTime: string; endTime: string }[];
  status: number;
}

const SHOWN = 50;
const nameOf = (table: Record<string, number>, value: number) => Object.entries(table).find(([, v]) => v === value)?.[0] ?? String(value);
const EVENT_STATUS_COLOURS: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'default' };

/** Training events the employee attended or was put on (owned by svc-training), latest first. */
export function TrainingHistoryTab({ employeeId }: { employeeId: number }) {
  const attendance = useFetched<{ data: Attendance[] }>(`/api/training/training-event-attendees?employeeId=${employeeId}&itemsPerPage=${SHOWN}`);
  const [events, setEvents] = useState<Map<number, TrainingEvent>>(new Map());
  useEffect(() => {
    const ids = [...new Set((attendance.data?.data ?? []).map((a) => a.trainingEventId))];
    void Promise.all(ids.map((id) => fetchShared<TrainingEvent>(`/api/training/training-events/${id}`).catch(() => null))).then((found) =>
      setEvents(new Map(found.filter((e): e is TrainingEvent => Boolean(e)).map((e) => [e.id, e]))),
    );
  }, [attendance.data]);
  const first = (a: Attendance) => events.get(a.trainingEventId)?.dates[0]?.startTime ?? '';
  const rows = [...(attendance.data?.data ?? [])].sort((a, b) => first(b).localeCompare(first(a)));

  return (
    <>
      {attendance.error && <Alert type="error" showIcon title={attendance.error} action={<Button onClick={attendance.reload}>Retry</Button>} />}
      <Table<Attendance>
        rowKey="id"
        loading={attendance.loading}
        dataSource={rows}
        pagination={false}
        locale={listLocale('No training events attended', attendance.error)}
        columns={[
          { title: 'Date', render: (_, a) => (first(a) ? showDay(first(a)) : '') },
          { title: 'Course', render: (_, a) => { const e = events.get(a.trainingEventId); return e ? `${e.course.code} ${e.course.name}` : `#${a.trainingEventId}`; } },
          { title: 'As', render: (_, a) => nameOf(API_CONSTANTS.TrainingEventAttendeeType, a.attendeeType) },
          { title: 'Attendance', render: (_, a) => nameOf(API_CONSTANTS.TrainingEventAttendeeStatus, a.statusId) },
          { title: 'Event', render: (_, a) => { const e = events.get(a.trainingEventId); return e ? <Tag color={EVENT_STATUS_COLOURS[e.status]}>{nameOf(API_CONSTANTS.TrainingEventStatus, e.status)}</Tag> : null; } },
        ]}
      />
    </>
  );
}
