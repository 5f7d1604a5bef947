import type { ActionPlanEvent } from '@firecrest/contracts';

export const PLANS = '/api/training/action-plans';
export type ActionPlanRow = ActionPlanEvent;

/** §2.5 action-plan-list under the employee's dashboard. */
export const planList = (employeeId: string | number) => `/personnel/rt/personnel-list/${employeeId}/dashboard/action-plan-list`;
export const planPath = (employeeId: string | number, planId: number) => `${planList(employeeId)}/dashboard/${planId}`;
export const STATUS_COLOURS: Record<string, string> = { open: 'blue', inProgress: 'gold', ignored: 'default', resolved: 'green' };
