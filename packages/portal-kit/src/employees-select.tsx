import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { api } from './api-client';
import { SEARCH_MIN, nameOf, type EmployeeName } from './employee-select';
import { useT } from './i18n/use-t';

/** Many employees, found by name or service number (at least three characters), kept with their names once chosen. */
export function EmployeesSelect({ value, onChange, id }: { value?: number[]; onChange?: (v: number[]) => void; id?: string }) {
  const { t } = useT('common');
  const [text, setText] = useState('');
  const [found, setFound] = useState<{ value: number; label: string }[]>([]);
  const [chosen, setChosen] = useState<{ value: number; label: string }[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const q = text.trim();
    if (q.length < SEARCH_MIN) return setFound([]);
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      api
        .get<{ data: EmployeeName[] }>(`/api/personnel/employees/search?${new URLSearchParams({ q, itemsPerPage: '20' })}`)
        .then(({ data }) => live && setFound(data.data.map((e) => ({ value: e.id, label: nameOf(e) }))))
        .catch(() => live && setFound([]))
        .finally(() => live && setLoading(false));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);
  const options = [...chosen.filter((c) => !found.some((f) => f.value === c.value)), ...found];
  return (
    <Select
      id={id}
      mode="multiple"
      aria-label={t('employeeSelect.labelMany')}
      showSearch={{ filterOption: false, onSearch: setText }}
      value={value ?? []}
      onChange={(ids: number[]) => {
        setChosen(options.filter((o) => ids.includes(o.value)));
        onChange?.(ids);
      }}
      options={options}
      loading={loading}
      placeholder={t('employeeSelect.placeholder')}
      notFoundContent={text.trim().length < SEARCH_MIN ? t('employeeSelect.typeMore') : loading ? t('employeeSelect.searching') : t('employeeSelect.noMatch')}
    />
  );
}
