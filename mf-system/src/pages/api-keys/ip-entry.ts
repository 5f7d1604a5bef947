const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);

/** An IPv6 address as the browser's own URL parser reads one (it refuses anything else, zones included). */
function isIpv6(text: string): boolean {
  if (!text.includes(':') || !/^[0-9a-fA-F:.]+$/.test(text)) return false;
  try {
    new URL(`http://[${text}]/`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Why an allowed-IP entry cannot be used, in a sentence, or null: one IPv4 or IPv6 address, or a CIDR range of one
 * (the server checks the same with ipaddr.js). A whole entry is refused; characters are never dropped from it
 * (issue 34: "hello world" had become "e" and "d").
 */
export function ipEntryProblem(entry: string): string | null {
  const [address = '', prefix, extra] = entry.split('/');
  const v4 = IPV4.test(address);
  if (extra !== undefined || (!v4 && !isIpv6(address))) return `"${entry}" is not an IP address or a CIDR range such as 203.0.113.0/24.`;
  if (prefix !== undefined && !(/^\d{1,3}$/.test(prefix) && Number(prefix) <= (v4 ? 32 : 128))) {
    return `"${entry}" has a range size after the / that is not between 0 and ${v4 ? 32 : 128}.`;
  }
  return null;
}
