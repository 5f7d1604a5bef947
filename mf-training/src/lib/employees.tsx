import { useCallback } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { i18n, lookup } from '@firecrest/portal-kit';

interface EmployeeName {
  id: number;
  firstName: string;
  lastName: string;
}

/** Names of the employees an event refers to, each asked once and shared across screens (one not found by its id). */
export function useEmployeeNames(ids: number[]) {
  const key = [...new Set(ids)].sort((a, b) => a - b).join(',');
  const unique = key ? key.split(',').map(Number) : [];
  const named = useCallback(
    (employees: UseQueryResult<EmployeeName>[]) =>
      new Map(
        employees.flatMap((e, n) => {
          const id = Number(key.split(',')[n]);
          if (e.data) return [[id, `${e.data.firstName} ${e.data.lastName}`] as const];
          return e.isError ? [[id, i18n.t('common:employeeSelect.employee', { id })] as const] : [];
        }),
      ),
    [key],
  );
  return useQueries({ queries: unique.map((id) => lookup<EmployeeName>(`/api/personnel/employees/${id}`)), combine: named });
}

/** Picks an employee by name or service number (shared with the users admin screen). */
export { EmployeeSelect } from '@firecrest/portal-kit';
