import { useState } from 'react';
import { Select, Typography } from 'antd';
import { i18n, useT } from '@firecrest/portal-kit';
import { ipEntryProblem } from './ip-entry';

/** The server's name for the list, as the allowed-IP screens say it in a sentence. */
export const ipLabels = () => ({ ipRestrictions: i18n.t('system:apiKeys.theAllowedIps') });

/**
 * Several IPv4/IPv6 addresses or CIDR ranges, one tag each. An entry that is not one is refused whole, with the reason
 * under the field (its text stays typed nowhere else); the server checks every entry again.
 */
export function IpEntriesInput({ value, onChange }: { value?: string[]; onChange?: (v: string[]) => void }) {
  const { t } = useT('system');
  const [refused, setRefused] = useState<string | null>(null);
  const change = (entries: string[]) => {
    const trimmed = entries.map((e) => e.trim()).filter(Boolean);
    const problems = trimmed.map(ipEntryProblem).filter((p): p is string => p !== null);
    setRefused(problems.length ? problems.join(' ') : null);
    onChange?.([...new Set(trimmed.filter((e) => ipEntryProblem(e) === null))]);
  };
  return (
    <>
      <Select
        mode="tags"
        aria-label={t('apiKeys.allowedIps')}
        value={value}
        open={false}
        status={refused ? 'error' : undefined}
        tokenSeparators={[',', ' ', ';']}
        placeholder={t('apiKeys.ipPlaceholder')}
        onChange={change}
        style={{ width: '100%' }}
      />
      {refused && <Typography.Text type="danger" role="alert">{refused}</Typography.Text>}
    </>
  );
}
