import { describe, expect, it } from 'vitest';
import { registerCatalogue } from '@firecrest/portal-kit';
import { ipEntryProblem } from './ip-entry';
import enGB from '../../locales/en-GB.json';
import cy from '../../locales/cy.json';

registerCatalogue('system', { 'en-GB': enGB, cy });

describe('allowed-IP entries', () => {
  it('takes IPv4 and IPv6 addresses and CIDR ranges', () => {
    for (const entry of ['203.0.113.7', '198.51.100.0/24', '0.0.0.0/0', '2001:db8::1', '2001:db8::/32', '::ffff:192.0.2.1', '::1']) expect(ipEntryProblem(entry), entry).toBeNull();
  });

  it('refuses a whole entry that is not an address, rather than keeping its hex letters', () => {
    expect(ipEntryProblem('hello')).toBe('"hello" is not an IP address or a CIDR range such as 203.0.113.0/24.');
    for (const entry of ['e', 'd', 'world', '256.1.1.1', '10.0.0', '10.0.0.1/24/1', 'fe80::1%eth0', '2001:db8::g']) expect(ipEntryProblem(entry), entry).not.toBeNull();
  });

  it('refuses a range size the address cannot have', () => {
    expect(ipEntryProblem('10.0.0.0/33')).toBe('"10.0.0.0/33" has a range size after the / that is not between 0 and 32.');
    expect(ipEntryProblem('2001:db8::/129')).not.toBeNull();
    expect(ipEntryProblem('10.0.0.0/')).not.toBeNull();
  });
});
