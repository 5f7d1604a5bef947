import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ReferenceKind } from '@firecrest/contracts';
import { errorOf, lookup } from '@firecrest/portal-kit';

export interface ReferenceItemRow {
  id: number;
  code: string;
  name: string;
}

/** A reference list of svc-training (booking types, cancellation reasons, incident types, competencies …) with names by id. */
export function useReferenceList(kind: ReferenceKind) {
  const list = useQuery(lookup<{ data: ReferenceItemRow[] }>(`/api/training/reference-items/${kind}`));
  const named = useMemo(() => {
    const items = list.data?.data ?? [];
    return { items, byId: new Map(items.map((i) => [i.id, i])) };
  }, [list.data]);
  return { ...named, loading: list.isFetching, error: errorOf(list), reload: () => void list.refetch() };
}
