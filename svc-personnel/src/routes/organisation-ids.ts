import type { Model } from 'mongoose';
import { existingIds, missingIdsProblem } from '@firecrest/service-kit';
import type { ReferenceItem } from '@firecrest/service-kit';

/** Throws a 400 on `field` naming the ids that are not items of the organisation list `kind` (as the caller sent them). */
export async function assertOrganisationIds(items: Model<ReferenceItem>, field: string, kind: string, ids: (number | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (!wanted.length) return;
  const found = new Set(await existingIds(items, wanted.map((id) => `${kind}:${id}`)));
  const missing = wanted.filter((id) => !found.has(`${kind}:${id}`));
  if (missing.length) throw missingIdsProblem(field, missing);
}
