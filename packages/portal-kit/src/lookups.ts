import { useMemo } from 'react';
import { useFetched } from './use-fetched';

/** An item of a reference or organisation list. */
export interface ListItem {
  id: number;
  code: string;
  name: string;
}

/** A station or training location as svc-personnel answers it. */
export interface LocationItem {
  id: number;
  kind: 'station' | 'trainingLocation';
  callSign: string;
  name: string;
  address: string;
  postcode: string;
  phone: string;
  districtId: number | null;
  rosterId: number | null;
  watchId: number | null;
}

export type OrganisationKind = 'watch' | 'roster' | 'staffGroup' | 'employeeRole' | 'district';
export type TrainingKind = 'competency' | 'competencyStatus' | 'subjectArea' | 'subjectAreaStatus' | 'competencyProgram';

export const LOCATIONS_URL = '/api/personnel/locations';
export const organisationUrl = (kind: OrganisationKind) => `/api/personnel/organisation/${kind}`;
export const trainingListUrl = (kind: TrainingKind) => `/api/training/reference-items/${kind}`;

/** The list with a by-id map, for selects and for showing names next to ids. */
function withNames<T extends { id: number }>(data: { data: T[] } | undefined) {
  const items = data?.data ?? [];
  return { items, byId: new Map(items.map((i) => [i.id, i])) };
}

export function useLocations() {
  const fetched = useFetched<{ data: LocationItem[] }>(LOCATIONS_URL, { shared: true });
  return { ...useMemo(() => withNames(fetched.data), [fetched.data]), loading: fetched.loading, error: fetched.error, reload: fetched.reload };
}

export function useOrganisationList(kind: OrganisationKind) {
  const fetched = useFetched<{ data: ListItem[] }>(organisationUrl(kind), { shared: true });
  return { ...useMemo(() => withNames(fetched.data), [fetched.data]), loading: fetched.loading, error: fetched.error, reload: fetched.reload };
}

export function useTrainingList(kind: TrainingKind) {
  const fetched = useFetched<{ data: ListItem[] }>(trainingListUrl(kind), { shared: true });
  return { ...useMemo(() => withNames(fetched.data), [fetched.data]), loading: fetched.loading, error: fetched.error, reload: fetched.reload };
}
