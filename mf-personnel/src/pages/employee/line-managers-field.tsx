import { useState } from 'react';
import { Form, Select } from 'antd';
import { useQueries, useQuery } from '@tanstack/react-query';
import { read, useT } from '@firecrest/portal-kit';
import { employeeUrl } from './employee';

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
  // What was last typed, 3 characters at least: its answer stays offered until the next search.
  const [searched, setSearched] = useState<string | null>(null);
  // The names of the managers already set.
  const named = useQueries({
    queries: current.map((id) => read<Found>(employeeUrl(id))),
    combine: (answers) => answers.map((a, i): Option => ({ value: current[i]!, label: a.data ? label({ ...a.data, serviceNumber: '' }) : `#${current[i]}` })),
  });
  const found = useQuery(read<{ data: Found[] }>(searched ? `/api/personnel/employees/search?q=${encodeURIComponent(searched)}&itemsPerPage=20` : null));
  const options = [...named, ...(found.data?.data ?? []).filter((e) => !current.includes(e.id)).map((e) => ({ value: e.id, label: label(e) }))];
  return (
    <Form.Item name="lineManagerIds" label={t('details.lineManagers')}>
      <Select mode="multiple" aria-label={t('details.lineManagers')} placeholder={t('details.lineManagersPlaceholder')} filterOption={false} showSearch onSearch={(text) => text.trim().length >= 3 && setSearched(text.trim())} loading={found.isFetching} options={options} maxCount={10} />
    </Form.Item>
  );
}
