import { i18n } from '@firecrest/portal-kit';

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
  if (extra !== undefined || (!v4 && !isIpv6(address))) return i18n.t('system:apiKeys.notAnIp', { entry });
  if (prefix !== undefined && !(/^\d{1,3}$/.test(prefix) && Number(prefix) <= (v4 ? 32 : 128))) {
    return i18n.t('system:apiKeys.badRange', { entry, max: v4 ? 32 : 128 });
  }
  return null;
}
