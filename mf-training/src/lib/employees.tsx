import { useEffect, useState } from 'react';
import { fetchShared, i18n } from '@firecrest/portal-kit';

interface EmployeeName {
  id: number;
  firstName: string;
  lastName: string;
}

/** Names of the employees an event refers to, each asked once and shared across screens. */
export function useEmployeeNames(ids: number[]) {
  const key = [...new Set(ids)].sort((a, b) => a - b).join(',');
  const [names, setNames] = useState<Map<number, string>>(new Map());
  useEffect(() => {
    if (!key) return;
    let live = true;
    Promise.all(
      key.split(',').map((id) =>
        fetchShared<EmployeeName>(`/api/personnel/employees/${id}`)
          .then((e) => [Number(id), `${e.firstName} ${e.lastName}`] as const)
          .catch(() => [Number(id), i18n.t('common:employeeSelect.employee', { id })] as const),
      ),
    ).then((pairs) => live && setNames(new Map(pairs)));
    return () => {
      live = false;
    };
  }, [key]);
  return names;
}

/** Picks an employee by name or service number (shared with the users admin screen). */
export { EmployeeSelect } from '@firecrest/portal-kit';
