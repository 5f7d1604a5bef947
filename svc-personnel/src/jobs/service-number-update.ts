import type { FastifyInstance } from 'fastify';
import { activeOn, type EmployeeBody, type EmployeeEvent } from '@firecrest/contracts';
import { IDENTITY_HEADER, serviceIdentity, signIdentitySync } from '@firecrest/service-kit';

/** The task acting for itself: it reads and changes employees, nothing more. */
const UPDATER = serviceIdentity('svc-personnel', 'Service number update', { EMPLOYEES: ['view', 'edit'] });

type Dated = { startDate: string; endDate?: string | null; isDefault?: boolean };

/**
 * Which contract should be the default on `on`: the latest-starting current one when the flagged default is not
 * current (ended, or not started yet) and another is; -1 when the default is right or no contract is current.
 */
export function contractDueAsDefault(contracts: Dated[], on: string): number {
  const flagged = contracts.find((c) => c.isDefault);
  if (flagged && activeOn(flagged, on)) return -1;
  let due = -1;
  contracts.forEach((c, i) => {
    if (activeOn(c, on) && (due < 0 || c.startDate > contracts[due].startDate)) due = i;
  });
  return due;
}

/**
 * ServiceNumberUpdate: an employee's service number, primary station and the list's filters come from their default
 * contract; when that contract has ended (a promotion or a move starts a new contract with a new service number),
 * the current one becomes the default. Each change goes through the portal's own route (the §5.2 rules, history
 * under this task's name, the `employee.updated` event), so a second run changes nothing.
 */
export async function updateServiceNumbers(fastify: FastifyInstance, secret: string): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  const rows = await fastify.personnel.Employee.find({}, { contracts: 1 }).lean();
  const due = rows.filter((e) => contractDueAsDefault(e.contracts, today) >= 0).map((e) => e._id);
  const call = (method: 'GET' | 'PUT', id: number, payload?: EmployeeBody) =>
    fastify.inject({ method, url: `/personnel/employees/${id}`, headers: { [IDENTITY_HEADER]: signIdentitySync(UPDATER, secret, 'svc-personnel') }, payload });
  const changed: string[] = [];
  for (const id of due) {
    const read = await call('GET', id);
    if (read.statusCode === 404) continue; // deleted since the scan
    if (read.statusCode !== 200) throw new Error(`reading employee ${id} answered ${read.statusCode}: ${read.body.slice(0, 300)}`);
    const { id: _id, lastModifiedDate: _at, phoneNumbers: _numbers, ...body } = read.json() as EmployeeEvent;
    const next = contractDueAsDefault(body.contracts, today);
    if (next < 0) continue; // changed since the scan
    body.contracts = body.contracts.map((c, i) => ({ ...c, isDefault: i === next }));
    const res = await call('PUT', id, body as EmployeeBody);
    if (res.statusCode !== 200) throw new Error(`updating employee ${id} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    changed.push(body.contracts[next].serviceNumber || `employee ${id}`);
  }
  if (!changed.length) return 'Every default contract is current: no service number to update';
  const shown = changed.slice(0, 5).join(', ') + (changed.length > 5 ? ', …' : '');
  return `Service numbers updated for ${changed.length} ${changed.length === 1 ? 'employee' : 'employees'} from their current contract (${shown})`;
}
