import type { FastifyInstance } from 'fastify';
import { referenceItemChanged, type ReferenceKind } from '@firecrest/contracts';
import { nextId, referenceEvent } from '@firecrest/service-kit';

/** Status names the tasks set (spec §4.2); ARCHIVED and Archived are added to the lists the first time they are needed. */
export const COMPETENCY_STATUS = { unassessed: 'UNASSESSED', pass: 'PASS', passMinor: 'PASS with Minor Needs', fail: 'FAIL', expired: 'EXPIRED', archived: 'ARCHIVED' } as const;
export const SUBJECT_AREA_STATUS = { unassessed: 'Unassessed', active: 'Active', suspended: 'Suspended', expired: 'Expired', archived: 'Archived' } as const;

/** The id of a status by name (case-insensitive), created and published if the list lacks it. */
export async function statusId(fastify: FastifyInstance, kind: Extract<ReferenceKind, 'competencyStatus' | 'subjectAreaStatus'>, name: string): Promise<number> {
  const { ReferenceItem: Items, Counter } = fastify.training;
  const items = await Items.find({ kind }).lean();
  const found = items.find((i) => i.name.toLowerCase() === name.toLowerCase());
  if (found) return found.itemId;
  const itemId = await nextId(Counter, kind);
  const item = await Items.create({ _id: `${kind}:${itemId}`, kind, itemId, code: '', name, lastModifiedDate: new Date() });
  await fastify.events.publish(referenceItemChanged, referenceEvent(item), { key: item._id });
  return itemId;
}

/** Every status id of a list by name (lower case), for rules that read several. */
export async function statusIds<K extends string>(fastify: FastifyInstance, kind: 'competencyStatus' | 'subjectAreaStatus', names: Record<K, string>): Promise<Record<K, number>> {
  const entries: [K, number][] = [];
  for (const [key, name] of Object.entries(names) as [K, string][]) entries.push([key, await statusId(fastify, kind, name)]);
  return Object.fromEntries(entries) as Record<K, number>;
}

/** Today in UTC as `YYYY-MM-DD`, the form record dates are stored in. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);
