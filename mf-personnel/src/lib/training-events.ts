import { useQueries } from '@tanstack/react-query';
import { lookup } from '@firecrest/portal-kit';

/**
 * The training events of the ids given (an employee's attendances name them), each asked once and shared; one that
 * cannot be read is left out.
 */
export function useTrainingEvents<T extends { id: number }>(ids: number[]): Map<number, T> {
  return useQueries({
    queries: [...new Set(ids)].map((id) => lookup<T>(`/api/training/training-events/${id}`)),
    combine: (answers) => new Map(answers.flatMap((a) => (a.data ? [[a.data.id, a.data] as const] : []))),
  });
}
