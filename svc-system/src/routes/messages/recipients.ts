import { COMMUNICATION_MESSAGES, MESSAGE_TEXT, PLACE_HOLDING_STATUSES, RECIPIENT_KIND_LABELS, type MessageRecipientRef, type MessageType } from '@firecrest/contracts';
import { ProblemError, byIds, findIn } from '@firecrest/service-kit';
import type { SystemModels } from '../../models';
import type { StoredMessageRecipient } from '../../models/messages';

export type Channel = 'gartan' | 'email' | 'sms';

type GroupKind = 'station' | 'watch' | 'staffGroup';
const GROUP_IDS = { station: 'stationIds', watch: 'watchIds', staffGroup: 'staffGroupIds' } as const;
const CONTRACT_FIELD = { station: 'stationId', watch: 'watchId', staffGroup: 'staffGroupId' } as const;
const isGroup = (kind: string): kind is GroupKind => kind in GROUP_IDS;

const refused = (detail: string) => new ProblemError('validation', detail, [{ field: 'recipients', message: detail }]);

/** The employees (ids as text) a station, watch or staff group holds today, by their contracts current today. */
async function membersOf(models: SystemModels, groups: { kind: GroupKind; id: string }[]): Promise<{ employeeIds: string[]; names: Map<string, string> }> {
  const today = new Date().toISOString().slice(0, 10);
  const employeeIds = new Set<string>();
  const names = new Map<string, string>();
  const empty: string[] = [];
  for (const { kind, id } of groups) {
    const itemId = Number(id);
    const rows = Number.isInteger(itemId) ? await models.MessageMember.find({ [GROUP_IDS[kind]]: itemId }).lean() : [];
    const current = rows.filter((m) => m.contracts.some((c) => c[CONTRACT_FIELD[kind]] === itemId && c.startDate <= today && (!c.endDate || c.endDate >= today)));
    if (!current.length) empty.push((await models.MessageGroup.findById(`${kind}:${id}`).lean())?.name || `${RECIPIENT_KIND_LABELS[kind]} ${id}`);
    for (const m of current) {
      employeeIds.add(String(m._id));
      names.set(String(m._id), m.name);
    }
  }
  if (empty.length) throw refused(`${MESSAGE_TEXT.emptyGroups}: ${empty.join(', ')}.`);
  return { employeeIds: [...employeeIds], names };
}

/** The employees (ids as text) holding a place on training events: not those rejected or cancelled. */
async function attendeesOf(models: SystemModels, eventIds: string[]): Promise<string[]> {
  const ids = eventIds.map(Number).filter(Number.isInteger);
  const rows = await models.MessageAttendee.find({ trainingEventId: { $in: ids }, statusId: { $in: PLACE_HOLDING_STATUSES } }).lean();
  const empty = eventIds.filter((id) => !rows.some((r) => String(r.trainingEventId) === id));
  if (empty.length) {
    const names = new Map((await byIds(models.MessageGroup, empty.map((id) => `trainingEvent:${id}`))).map((g) => [String(g.itemId), g.name]));
    throw refused(`${MESSAGE_TEXT.noAttendees}: ${empty.map((id) => names.get(id) || `${RECIPIENT_KIND_LABELS.trainingEvent} ${id}`).join(', ')}.`);
  }
  return rows.map((r) => String(r.employeeId));
}

/** What a message keeps of each recipient (how they are reached is read again when it goes). */
type Resolved = Pick<StoredMessageRecipient, '_id' | 'name' | 'username' | 'employeeId' | 'disabled'>;
const RESOLVED = { _id: 1, name: 1, username: 1, employeeId: 1, disabled: 1 } as const;

/**
 * The user accounts the chosen recipients stand for, each once: a user by id, an employee through the user account
 * linked to them, a station, watch or staff group through the employees in it today, a training event through the
 * employees holding a place on it. Anyone without an active account
 * refuses the whole message (§8.2), naming them all.
 */
export async function resolveRecipients(models: SystemModels, refs: MessageRecipientRef[]): Promise<Resolved[]> {
  const userIds = [...new Set(refs.filter((r) => r.kind === 'user').map((r) => r.id))];
  const groups = refs.flatMap((r) => (isGroup(r.kind) ? [{ kind: r.kind, id: r.id }] : []));
  const members = groups.length ? await membersOf(models, groups) : { employeeIds: [], names: new Map<string, string>() };
  const eventIds = refs.filter((r) => r.kind === 'trainingEvent').map((r) => r.id);
  const attendees = eventIds.length ? await attendeesOf(models, eventIds) : [];
  const employeeIds = [...new Set([...refs.filter((r) => r.kind === 'employee').map((r) => r.id), ...members.employeeIds, ...attendees])];
  const [users, linked] = await Promise.all([
    userIds.length ? models.MessageRecipient.find({ _id: { $in: userIds } }, RESOLVED).batchSize(userIds.length + 1).lean<Resolved[]>() : [],
    // Only the fields kept, in runs of ids side by side (one `$in` of 1,500 cost the store 1,500 x 1,500 comparisons).
    findIn<StoredMessageRecipient>(models.MessageRecipient, 'employeeId', employeeIds, { disabled: false }, RESOLVED),
  ]);
  const byId = new Map(users.map((u) => [u._id, u]));
  const byEmployee = new Map(linked.map((u) => [u.employeeId!, u]));
  const without: string[] = [];
  for (const id of userIds) {
    const user = byId.get(id);
    if (!user || user.disabled) without.push(user?.name || `User ${id}`);
  }
  const unlinked = employeeIds.filter((id) => !byEmployee.has(id));
  if (unlinked.length) {
    const employees = await byIds(models.Employee, unlinked.map(Number).filter(Number.isInteger));
    const names = new Map(employees.map((e) => [String(e._id), `${e.firstName} ${e.lastName}`.trim()]));
    without.push(...unlinked.map((id) => names.get(id) || members.names.get(id) || `Employee ${id}`));
  }
  if (without.length) throw refused(`${COMMUNICATION_MESSAGES.noUserAccount}: ${without.join(', ')}.`);
  const all = new Map<string, Resolved>();
  for (const id of userIds) all.set(id, byId.get(id)!);
  for (const id of employeeIds) all.set(byEmployee.get(id)!._id, byEmployee.get(id)!);
  return [...all.values()];
}

/**
 * Where one recipient gets a message: the type the sender chose, or for `channels` the recipient's own (§3.2 User).
 * Unknown preferences (an account whose events never said) and an empty choice fall back to the in-app inbox, so
 * nobody is left out without anyone knowing.
 */
export function channelsFor(type: MessageType, recipient: Pick<StoredMessageRecipient, 'channels'>): Channel[] {
  if (type !== 'channels') return [type];
  return recipient.channels?.length ? recipient.channels : ['gartan'];
}
