import { useMemo } from 'react';
import type { ReferenceKind } from '@firecrest/contracts';
import { useFetched } from '@firecrest/portal-kit';

export interface ReferenceItemRow {
  id: number;
  code: string;
  name: string;
}

/** A reference list of svc-training (booking types, cancellation reasons, incident types, competencies …) with names by id. */
export function useReferenceList(kind: ReferenceKind) {
  const fetched = useFetched<{ data: ReferenceItemRow[] }>(`/api/training/reference-items/${kind}`, { shared: true });
  return useMemo(() => {
    const items = fetched.data?.data ?? [];
    return { items, byId: new Map(items.map((i) => [i.id, i])), loading: fetched.loading, error: fetched.error, reload: fetched.reload };
  }, [fetched.data, fetched.loading, fetched.error, fetched.reload]);
}
