import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import type { MessageContact, RecipientKind } from '@firecrest/contracts';
import { read, useT } from '@firecrest/portal-kit';
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
  // Asked a pause after typing; the options of the text before stay shown meanwhile.
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const contacts = useQuery(read<{ data: MessageContact[] }>(asked === null ? null : `${MESSAGES_API}/contacts?${new URLSearchParams({ q: asked })}`));
  const loading = asked !== text.trim() || contacts.isFetching;
  const options: RecipientOption[] = contacts.error ? [] : (contacts.data?.data ?? []).map((c) => ({ value: `${c.kind}:${c.id}`, label: `${c.name} (${c.detail})` }));
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
