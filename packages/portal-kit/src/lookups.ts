import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LocationDetails } from '@firecrest/contracts';
import { errorOf, lookup } from './queries';

/** An item of a reference or organisation list. */
export interface ListItem {
  id: number;
  code: string;
  name: string;
}

/** A station or training location as svc-personnel answers it. */
export type LocationItem = LocationDetails;

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

/** A shared lookup with its items by id, how it stands (asking, its failure) and a way to ask again. */
function useNamedList<T extends { id: number }>(url: string) {
  const list = useQuery(lookup<{ data: T[] }>(url));
  const named = useMemo(() => withNames(list.data), [list.data]);
  return { ...named, loading: list.isFetching, error: errorOf(list), reload: () => void list.refetch() };
}

export const useLocations = () => useNamedList<LocationItem>(LOCATIONS_URL);
export const useOrganisationList = (kind: OrganisationKind) => useNamedList<ListItem>(organisationUrl(kind));
export const useTrainingList = (kind: TrainingKind) => useNamedList<ListItem>(trainingListUrl(kind));
