import { Alert, Button, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { API_CONSTANTS } from '@firecrest/contracts';
import { errorOf, listLocale, read, showDay, useT } from '@firecrest/portal-kit';
import { useTrainingEvents } from '../../lib/training-events';

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
/** The labels of the API's attendee types, attendance statuses and event statuses (spec §4.1 constants), by value. */
const ATTENDEE_TYPE_KEYS: Record<number, string> = {
  [API_CONSTANTS.TrainingEventAttendeeType.Instructor]: 'trainingHistory.as.instructor',
  [API_CONSTANTS.TrainingEventAttendeeType.Delegate]: 'trainingHistory.as.delegate',
  [API_CONSTANTS.TrainingEventAttendeeType.Fdo]: 'trainingHistory.as.fdo',
};
const ATTENDANCE_KEYS: Record<number, string> = {
  [API_CONSTANTS.TrainingEventAttendeeStatus.Nominated]: 'trainingHistory.attendance.nominated',
  [API_CONSTANTS.TrainingEventAttendeeStatus.Confirmed]: 'trainingHistory.attendance.confirmed',
  [API_CONSTANTS.TrainingEventAttendeeStatus.Rejected]: 'trainingHistory.attendance.rejected',
  [API_CONSTANTS.TrainingEventAttendeeStatus.Applied]: 'trainingHistory.attendance.applied',
  [API_CONSTANTS.TrainingEventAttendeeStatus.ApplicationRejected]: 'trainingHistory.attendance.applicationRejected',
  [API_CONSTANTS.TrainingEventAttendeeStatus.Invited]: 'trainingHistory.attendance.invited',
  [API_CONSTANTS.TrainingEventAttendeeStatus.PendingCancellation]: 'trainingHistory.attendance.pendingCancellation',
  [API_CONSTANTS.TrainingEventAttendeeStatus.CancellationRejected]: 'trainingHistory.attendance.cancellationRejected',
  [API_CONSTANTS.TrainingEventAttendeeStatus.Canceled]: 'trainingHistory.attendance.canceled',
};
const EVENT_STATUS_KEYS: Record<number, string> = {
  [API_CONSTANTS.TrainingEventStatus.Pending]: 'trainingHistory.event.pending',
  [API_CONSTANTS.TrainingEventStatus.Complete]: 'trainingHistory.event.complete',
  [API_CONSTANTS.TrainingEventStatus.Canceled]: 'trainingHistory.event.canceled',
};
const EVENT_STATUS_COLOURS: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'default' };

/** Training events the employee attended or was put on (owned by svc-training), latest first. */
export function TrainingHistoryTab({ employeeId }: { employeeId: number }) {
  const { t } = useT('personnel');
  const label = (keys: Record<number, string>, value: number) => (keys[value] ? t(keys[value]) : String(value));
  const attendance = useQuery(read<{ data: Attendance[] }>(`/api/training/training-event-attendees?employeeId=${employeeId}&itemsPerPage=${SHOWN}`));
  const attendanceError = errorOf(attendance);
  const events = useTrainingEvents<TrainingEvent>((attendance.data?.data ?? []).map((a) => a.trainingEventId));
  const first = (a: Attendance) => events.get(a.trainingEventId)?.dates[0]?.startTime ?? '';
  const rows = [...(attendance.data?.data ?? [])].sort((a, b) => first(b).localeCompare(first(a)));

  return (
    <>
      {attendanceError && <Alert type="error" showIcon title={attendanceError} action={<Button onClick={() => void attendance.refetch()}>{t('common:retry')}</Button>} />}
      <Table<Attendance>
        rowKey="id"
        loading={attendance.isFetching}
        dataSource={rows}
        pagination={false}
        locale={listLocale(t('trainingHistory.empty'), attendanceError)}
        columns={[
          { title: t('field.date'), render: (_, a) => (first(a) ? showDay(first(a)) : '') },
          { title: t('trainingHistory.course'), render: (_, a) => { const e = events.get(a.trainingEventId); return e ? `${e.course.code} ${e.course.name}` : `#${a.trainingEventId}`; } },
          { title: t('trainingHistory.asTitle'), render: (_, a) => label(ATTENDEE_TYPE_KEYS, a.attendeeType) },
          { title: t('trainingHistory.attendanceTitle'), render: (_, a) => label(ATTENDANCE_KEYS, a.statusId) },
          { title: t('field.event'), render: (_, a) => { const e = events.get(a.trainingEventId); return e ? <Tag color={EVENT_STATUS_COLOURS[e.status]}>{label(EVENT_STATUS_KEYS, e.status)}</Tag> : null; } },
        ]}
      />
    </>
  );
}
