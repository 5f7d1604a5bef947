import ipaddr from 'ipaddr.js';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Parses one allow-list entry: an IPv4 or IPv6 address, or a CIDR range. Null when it is neither. */
export function parseEntry(entry: string): Range | null {
  const value = entry.trim();
  try {
    if (value.includes('/')) return ipaddr.parseCIDR(value);
    const address = ipaddr.parse(value);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  } catch {
    return null;
  }
}

/** Entries that are not an address or a range, to report back field by field. */
export const invalidEntries = (entries: string[]) => entries.filter((e) => !parseEntry(e));

/** Whether a caller's address is allowed; an empty list allows all. IPv4-mapped IPv6 callers match IPv4 ranges. */
export function ipAllowed(ip: string, entries: string[]): boolean {
  if (entries.length === 0) return true;
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.process(ip);
  } catch {
    return false;
  }
  return entries.some((entry) => {
    const range = parseEntry(entry);
    return range !== null && range[0].kind() === address.kind() && address.match(range);
  });
}
