import { Select } from 'antd';

// "The allowed-IP list takes numeric-style input only": digits, hex, dots, colons and the CIDR slash.
const ALLOWED = /[^0-9a-fA-F.:/]/g;

/** Several IPv4/IPv6 addresses or CIDR ranges, one tag each; the server validates every entry. */
export function IpEntriesInput({ value, onChange }: { value?: string[]; onChange?: (v: string[]) => void }) {
  return (
    <Select
      mode="tags"
      aria-label="Allowed IPs"
      value={value}
      open={false}
      tokenSeparators={[',', ' ', ';']}
      placeholder="e.g. 203.0.113.7, 198.51.100.0/24 — empty allows all"
      onChange={(entries: string[]) => onChange?.(entries.map((e) => e.replace(ALLOWED, '')).filter(Boolean))}
      style={{ width: '100%' }}
    />
  );
}
