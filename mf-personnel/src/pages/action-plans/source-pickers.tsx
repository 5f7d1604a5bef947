import { useNavigate } from 'react-router';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { read, useT, useTrainingList } from '@firecrest/portal-kit';
import { useTrainingEvents } from '../../lib/training-events';
import { planList } from './plan-api';

interface TrainingEvent { id: number; course: { name: string }; dates: { startTime: string }[] }

/** Starts a plan from one of the employee's training events (§2.5 action-plan-list/new-training-event/{id}). */
export function FromTrainingEvent({ employeeId }: { employeeId: number }) {
  const { t } = useT('personnel');
  const navigate = useNavigate();
  const attendance = useQuery(read<{ data: { trainingEventId: number }[] }>(`/api/training/training-event-attendees?employeeId=${employeeId}&itemsPerPage=100`));
  const events = [...useTrainingEvents<TrainingEvent>((attendance.data?.data ?? []).map((a) => a.trainingEventId)).values()];
  return (
    <Select
      aria-label={t('plan.fromEvent')}
      placeholder={t('plan.fromEvent')}
      style={{ width: 260 }}
      loading={attendance.isFetching}
      notFoundContent={t('plan.noEvents')}
      options={events.map((e) => ({ value: e.id, label: `${e.course.name}${e.dates[0] ? ` (${e.dates[0].startTime.slice(0, 10)})` : ''}` }))}
      onChange={(id: number) => navigate(`${planList(employeeId)}/new-training-event/${id}`)}
    />
  );
}

/** Starts a plan from one of the employee's competency records (`new?competency={record}`). */
export function FromCompetency({ employeeId }: { employeeId: number }) {
  const { t } = useT('personnel');
  const navigate = useNavigate();
  const records = useQuery(read<{ data: { id: number; competencyId: number; startDate: string }[] }>(`/api/training/employee-competencies?employeeId=${employeeId}&itemsPerPage=500`));
  const competencies = useTrainingList('competency');
  return (
    <Select
      aria-label={t('plan.fromCompetency')}
      placeholder={t('plan.fromCompetency')}
      style={{ width: 260 }}
      loading={records.isFetching}
      notFoundContent={t('plan.noCompetencyRecords')}
      options={(records.data?.data ?? []).map((r) => ({ value: r.id, label: t('plan.competencyOption', { name: competencies.byId.get(r.competencyId)?.name ?? r.competencyId, date: r.startDate }) }))}
      onChange={(id: number) => navigate(`${planList(employeeId)}/new?competency=${id}`)}
    />
  );
}
