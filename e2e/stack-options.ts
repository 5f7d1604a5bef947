import type { StackOptions } from '../scripts/stack';

/** The browser tests' stack: its own ports and, per run, its own databases and topics. */
export const e2eStackOptions = (isolation: string): StackOptions => ({
  name: 'e2e',
  portOffset: 100,
  isolation,
  adminPassword: 'E2e-initial-passw0rd',
  logLevel: 'warn',
});
