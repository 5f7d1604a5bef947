import type { Connection } from 'mongoose';

interface StoredRule {
  isDefault?: boolean;
  validityPeriod?: number;
  validityUnit?: 'days' | 'years';
  startDate?: string;
  endDate?: string | null;
}

/** `YYYY-MM-DD` plus a number of days or years (29 February plus a year gives 28 February). */
export function addPeriod(day: string, amount: number, unit: 'days' | 'years'): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (unit === 'days') date.setUTCDate(date.getUTCDate() + amount);
  else {
    const month = date.getUTCMonth();
    date.setUTCFullYear(date.getUTCFullYear() + amount);
    if (date.getUTCMonth() !== month) date.setUTCDate(0);
  }
  return date.toISOString().slice(0, 10);
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The expiry of a competency completed on a day: the competency's default refresher rule in force that day (the
 * framework's validity period), else the period of the record the employee held (carried forward), else none.
 * The framework entries are read as stored documents, so this module does not depend on the framework's code.
 */
export function validityResolver(db: Connection) {
  const rulesOf = new Map<number, StoredRule[]>();
  return {
    async load(competencyIds: number[]) {
      const wanted = competencyIds.filter((id) => !rulesOf.has(id));
      if (!wanted.length) return;
      const entries = await db
        .collection<{ _id: string; fields?: { refresherRules?: StoredRule[] } }>('framework_entries')
        .find({ _id: { $in: wanted.map((id) => `competency:${id}`) } }, { projection: { 'fields.refresherRules': 1 } })
        .toArray();
      for (const id of wanted) rulesOf.set(id, []);
      for (const e of entries) rulesOf.set(Number(e._id.split(':')[1]), e.fields?.refresherRules ?? []);
    },
    expiry(competencyId: number, completionDate: string, held: { startDate: string; expiryDate: string | null } | null): string | null {
      const rule = (rulesOf.get(competencyId) ?? []).find(
        (r) => r.isDefault && r.validityPeriod && r.validityUnit && (!r.startDate || r.startDate <= completionDate) && (!r.endDate || r.endDate >= completionDate),
      );
      if (rule) return addPeriod(completionDate, rule.validityPeriod!, rule.validityUnit!);
      if (held?.expiryDate && held.expiryDate > held.startDate) return addPeriod(completionDate, daysBetween(held.startDate, held.expiryDate), 'days');
      return null;
    },
  };
}
