import { useLocations, useOrganisationList, useT, useTrainingList } from '@firecrest/portal-kit';

/** Names of the ids an employee's records hold: stations, organisation lists and svc-training's lists. */
export function useRecordNames() {
  const { t } = useT('personnel');
  const [locations, roles, watches, rosters, staffGroups] = [useLocations(), useOrganisationList('employeeRole'), useOrganisationList('watch'), useOrganisationList('roster'), useOrganisationList('staffGroup')];
  const [competencies, competencyStatuses, subjectAreas, subjectAreaStatuses, programs] = [
    useTrainingList('competency'),
    useTrainingList('competencyStatus'),
    useTrainingList('subjectArea'),
    useTrainingList('subjectAreaStatus'),
    useTrainingList('competencyProgram'),
  ];
  const of = (list: { byId: Map<number, { name: string; code?: string }> }) => (id: unknown) => (typeof id === 'number' ? list.byId.get(id)?.name ?? `#${id}` : '—');
  return {
    station: of(locations),
    employeeRole: of(roles),
    watch: of(watches),
    roster: of(rosters),
    staffGroup: of(staffGroups),
    competency: of(competencies),
    competencyStatus: of(competencyStatuses),
    subjectArea: of(subjectAreas),
    subjectAreaStatus: of(subjectAreaStatuses),
    program: of(programs),
    /** yes or no in the user's language. */
    yesNo: (value: boolean) => t(value ? 'common:yes' : 'common:no'),
  };
}
export type RecordNames = ReturnType<typeof useRecordNames>;

/** Which list names the id in a field (`contracts.0.stationId`, `competencyId`). */
const ID_FIELDS: Record<string, Exclude<keyof RecordNames, 'yesNo'>> = {
  stationId: 'station',
  roleId: 'employeeRole',
  watchId: 'watch',
  rosterId: 'roster',
  staffGroupId: 'staffGroup',
  competencyId: 'competency',
  competencyProgramId: 'program',
  subjectAreaId: 'subjectArea',
};

/** A history value as a reader knows it: the name for an id, yes or no, a dash for nothing. */
export function namedValue(names: RecordNames, field: string, value: unknown): string {
  const list = ID_FIELDS[field.split('.').at(-1)!];
  if (value === null || value === undefined || value === '') return '—';
  if (list) return names[list](value);
  if (typeof value === 'boolean') return names.yesNo(value);
  return Array.isArray(value) ? value.join(', ') : String(value);
}
