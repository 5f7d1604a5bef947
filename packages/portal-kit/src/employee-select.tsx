import { useEffect, useMemo, useState } from 'react';
import { Select } from 'antd';
import { api } from './api-client';
import { fetchShared } from './queries';
import { i18n } from './i18n/i18n';
import { useT } from './i18n/use-t';

export interface EmployeeName {
  id: number;
  firstName: string;
  lastName: string;
  serviceNumber?: string | null;
}

/** Characters typed before the personnel search is asked (§9). */
export const SEARCH_MIN = 3;
export const nameOf = (e: EmployeeName) => `${e.firstName} ${e.lastName}${e.serviceNumber ? ` (${e.serviceNumber})` : ''}`;

/**
 * Picks an employee by name or service number from the personnel list's search (from 3 characters, §9). A value
 * already set shows the employee's name. `allowClear` lets a form empty it (onChange gets undefined).
 */
export function EmployeeSelect({ value, onChange, id, placeholder, allowClear, disabled }: {
  value?: number | null;
  onChange?: (v: number | undefined) => void;
  id?: string;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
}) {
  const { t } = useT('common');
  const [text, setText] = useState('');
  const [options, setOptions] = useState<{ value: number; label: string }[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const q = text.trim();
    if (q.length < SEARCH_MIN) return;
    setLoading(true);
    const timer = setTimeout(() => {
      api
        .get<{ data: EmployeeName[] }>(`/api/personnel/employees/search?${new URLSearchParams({ q, itemsPerPage: '20' })}`)
        .then(({ data }) => setOptions(data.data.map((e) => ({ value: e.id, label: nameOf(e) }))))
        .catch(() => setOptions([]))
        .finally(() => setLoading(false));
    }, 250);
    return () => clearTimeout(timer);
  }, [text]);
  // The current value's name, when it is not among the search's options.
  const [current, setCurrent] = useState<{ value: number; label: string } | null>(null);
  useEffect(() => {
    if (value == null || options.some((o) => o.value === value)) return;
    let live = true;
    fetchShared<EmployeeName>(`/api/personnel/employees/${value}`)
      .then((e) => live && setCurrent({ value, label: nameOf(e) }))
      .catch(() => live && setCurrent({ value, label: i18n.t('common:employeeSelect.employee', { id: value }) }));
    return () => {
      live = false;
    };
  }, [value, options]);
  const shown = current && current.value === value && !options.some((o) => o.value === value) ? [current, ...options] : options;
  const notFound = useMemo(() => (text.trim().length < SEARCH_MIN ? t('employeeSelect.typeMore') : loading ? t('employeeSelect.searching') : t('employeeSelect.noMatch')), [text, loading, t]);
  return (
    <Select
      id={id}
      aria-label={t('employeeSelect.label')}
      showSearch={{ filterOption: false, onSearch: setText }}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? undefined)}
      options={shown}
      allowClear={allowClear}
      disabled={disabled}
      loading={loading}
      placeholder={placeholder ?? t('employeeSelect.placeholder')}
      notFoundContent={notFound}
      style={{ minWidth: 260 }}
    />
  );
}
