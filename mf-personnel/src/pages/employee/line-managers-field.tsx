import { useEffect, useState } from 'react';
import { Form, Select } from 'antd';
import { api, useT } from '@firecrest/portal-kit';

type Option = { value: number; label: string };
interface Found {
  id: number;
  firstName: string;
  lastName: string;
  serviceNumber: string;
}
const label = (e: Found) => `${e.lastName}, ${e.firstName}${e.serviceNumber ? ` (${e.serviceNumber})` : ''}`;

/** Line managers: other employees, found as you type (3 characters at least, as the personnel list). */
export function LineManagersField({ current }: { current: number[] }) {
  const { t } = useT('personnel');
  const [options, setOptions] = useState<Option[]>([]);
  const [searching, setSearching] = useState(false);
  // The names of the managers already set.
  useEffect(() => {
    void Promise.all(current.map((id) => api.get<Found>(`/api/personnel/employees/${id}`).then((r) => ({ value: id, label: label({ ...r.data, serviceNumber: '' }) })).catch(() => ({ value: id, label: `#${id}` })))).then(setOptions);
  }, [current.join(',')]); // eslint-disable-line react-hooks/exhaustive-deps
  async function search(text: string) {
    if (text.trim().length < 3) return;
    setSearching(true);
    try {
      const { data } = await api.get<{ data: Found[] }>(`/api/personnel/employees/search?q=${encodeURIComponent(text.trim())}&itemsPerPage=20`);
      setOptions((kept) => [...kept.filter((o) => current.includes(o.value)), ...data.data.filter((e) => !current.includes(e.id)).map((e) => ({ value: e.id, label: label(e) }))]);
    } finally {
      setSearching(false);
    }
  }
  return (
    <Form.Item name="lineManagerIds" label={t('details.lineManagers')}>
      <Select mode="multiple" aria-label={t('details.lineManagers')} placeholder={t('details.lineManagersPlaceholder')} filterOption={false} showSearch onSearch={(text) => void search(text)} loading={searching} options={options} maxCount={10} />
    </Form.Item>
  );
}
