import type { PermissionMap } from '@firecrest/contracts';

/** Spec §4.2 job states, in the order a job moves through them; a finished job moves no further. */
export const JOB_STATES = ['not started', 'in progress', 'complete', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];
export const JOB_COLOURS: Record<JobState, string> = { 'not started': 'default', 'in progress': 'processing', complete: 'success', cancelled: 'error' };

/** Where a job may go next: it starts, then completes; it may be cancelled until it is finished. */
export function nextJobStates(state: JobState): JobState[] {
  if (state === 'not started') return ['in progress', 'cancelled'];
  if (state === 'in progress') return ['complete', 'cancelled'];
  return [];
}

/** Spec §4.2 booking states and their colours. */
export const BOOKING_STATES = { processing: 'processing', pending: 'warning', failed: 'error', success: 'success' } as const;

/** The session's rights as rows of a table: one module a row, its rights in a fixed order, modules sorted. */
export function permissionRows(permissions: PermissionMap | undefined): { module: string; rights: string[] }[] {
  const order = ['view', 'create', 'edit', 'delete', 'approve'];
  return Object.entries(permissions ?? {})
    .filter(([, rights]) => rights && rights.length > 0)
    .map(([module, rights]) => ({ module, rights: [...rights!].sort((a, b) => order.indexOf(a) - order.indexOf(b)) }))
    .sort((a, b) => a.module.localeCompare(b.module));
}
