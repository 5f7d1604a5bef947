import { useEffect, useState } from 'react';
import { Select } from 'antd';
import type { MessageContact, RecipientKind } from '@firecrest/contracts';
import { api, useT } from '@firecrest/portal-kit';
import { MESSAGES_API } from './messages-api';

/** A chosen recipient as the form holds it: `<kind>:<id>` (user, employee, station, watch, staffGroup, trainingEvent), with the name shown. */
export interface RecipientOption {
  value: string;
  label: string;
}

export const recipientRef = (value: string) => {
  const [kind, ...rest] = value.split(':');
  return { kind: kind as RecipientKind, id: rest.join(':') };
};

/** Users, employees, stations, watches, staff groups and training events (by course) by name, searched as one types; an employee without a user account says so. */
export function RecipientSelect({ value, onChange, id }: { value?: RecipientOption[]; onChange?: (v: RecipientOption[]) => void; id?: string }) {
  const { t } = useT('system');
  const [text, setText] = useState('');
  const [options, setOptions] = useState<RecipientOption[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    setLoading(true);
    const timer = setTimeout(() => {
      api
        .get<{ data: MessageContact[] }>(`${MESSAGES_API}/contacts?${new URLSearchParams({ q: text.trim() })}`)
        .then(({ data }) => setOptions(data.data.map((c) => ({ value: `${c.kind}:${c.id}`, label: `${c.name} (${c.detail})` }))))
        .catch(() => setOptions([]))
        .finally(() => setLoading(false));
    }, 250);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <Select<RecipientOption[]>
      id={id}
      mode="multiple"
      labelInValue
      showSearch={{ filterOption: false, onSearch: setText }}
      value={value}
      onChange={(v) => onChange?.(v)}
      options={options}
      loading={loading}
      placeholder={t('mail.recipientsPlaceholder')}
      notFoundContent={loading ? t('common:employeeSelect.searching') : t('mail.nobody')}
      aria-label={t('mail.recipients')}
    />
  );
}
