import { useEffect, useMemo, useState } from 'react';
import { Select } from 'antd';
import { api, fetchShared } from '@firecrest/portal-kit';

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
          .catch(() => [Number(id), `Employee ${id}`] as const),
      ),
    ).then((pairs) => live && setNames(new Map(pairs)));
    return () => {
      live = false;
    };
  }, [key]);
  return names;
}

/** Picks an employee by name or service number (searches from 3 characters, §9). */
export function EmployeeSelect({ value, onChange, id, placeholder }: { value?: number; onChange?: (v: number) => void; id?: string; placeholder?: string }) {
  const [text, setText] = useState('');
  const [options, setOptions] = useState<{ value: number; label: string }[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const q = text.trim();
    if (q.length < 3) return;
    setLoading(true);
    const timer = setTimeout(() => {
      api
        .get<{ data: EmployeeName[] }>(`/api/personnel/employees/search?${new URLSearchParams({ q, itemsPerPage: '20' })}`)
        .then(({ data }) => setOptions(data.data.map((e) => ({ value: e.id, label: `${e.firstName} ${e.lastName}` }))))
        .catch(() => setOptions([]))
        .finally(() => setLoading(false));
    }, 250);
    return () => clearTimeout(timer);
  }, [text]);
  const notFound = useMemo(() => (text.trim().length < 3 ? 'Type at least 3 characters to search' : loading ? 'Searching…' : 'No match'), [text, loading]);
  return (
    <Select
      id={id}
      aria-label="Employee"
      showSearch={{ filterOption: false, onSearch: setText }}
      value={value}
      onChange={onChange}
      options={options}
      placeholder={placeholder ?? 'Search by name or service number'}
      notFoundContent={notFound}
      style={{ minWidth: 260 }}
    />
  );
}
