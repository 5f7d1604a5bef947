import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Loopback, private, shared, link-local (cloud metadata), benchmark, multicast and reserved ranges. */
const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) BLOCKED.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['100::', 64]] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv6');
}

export class TargetRefused extends Error {
  override name = 'TargetRefused';
}

/** Is this address one a webhook must not reach (IPv4-mapped IPv6 judged as its IPv4)? */
export function isBlockedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return BLOCKED.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Where webhooks may go: http(s) only, and never to an internal address unless the host or address is listed in
 * WEBHOOKS_ALLOWED_HOSTS. Checked at save (`assertUrl`) and again at connect time (`lookup`, given to the HTTP
 * client), so the address checked is the address connected to (no DNS rebinding between check and send).
 */
export function targetGuard(allowedHosts: string) {
  const allowed = new Set(allowedHosts.split(',').map((h) => h.trim().toLowerCase().replace(/^\[|\]$/g, '')).filter(Boolean));
  const isAllowed = (host: string, address: string) => allowed.has(host.toLowerCase()) || allowed.has(address.toLowerCase()) || !isBlockedAddress(address);

  async function resolveAll(host: string): Promise<{ address: string; family: number }[]> {
    if (isIP(host)) return [{ address: host, family: isIP(host) }];
    return new Promise((resolve, reject) => dnsLookup(host, { all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))));
  }

  /** Throws TargetRefused with a reason an admin can read. */
  async function assertUrl(raw: string): Promise<URL> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new TargetRefused('Not a valid URL.');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TargetRefused('Only http and https URLs can receive webhooks.');
    if (url.username || url.password) throw new TargetRefused('Credentials in the URL are not allowed; use the API key or OAuth2 fields.');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: { address: string }[];
    try {
      addresses = await resolveAll(host);
    } catch {
      throw new TargetRefused(`The host ${host} could not be resolved.`);
    }
    const refused = addresses.find((a) => !isAllowed(host, a.address));
    if (refused) throw new TargetRefused(`The host ${host} resolves to ${refused.address}, an internal address webhooks may not reach.`);
    return url;
  }

  /** A net.connect lookup that resolves, then refuses when any address is internal and not allowed. */
  const lookup: LookupFunction = (hostname, options, callback) => {
    resolveAll(hostname).then(
      (addresses) => {
        const refused = addresses.find((a) => !isAllowed(hostname, a.address));
        if (refused) {
          callback(new TargetRefused(`The host ${hostname} resolves to ${refused.address}, an internal address webhooks may not reach.`) as NodeJS.ErrnoException, '', 4);
          return;
        }
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
        if (options.all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, wanted);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 4),
    );
  };

  return { assertUrl, lookup };
}
export type TargetGuard = ReturnType<typeof targetGuard>;
