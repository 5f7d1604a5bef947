import type { HeldCompetency } from '@firecrest/contracts';

export type LicenceState = 'valid' | 'expiring' | 'expired' | 'notStarted';

export interface LicenceLine {
  competencyId: number;
  statusId: number;
  state: LicenceState;
  /** The day it stops counting: its expiry or end, whichever comes first; null for never. */
  until: string | null;
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * What the person may do today: per competency, the record that counts longest (started, not ended, not expired),
 * valid, expiring within `warnDays`, or expired; a competency held only in the future is not yet started.
 * Sorted valid first, then by the day it stops counting.
 */
export function operationalLicence(records: HeldCompetency[], today: string, warnDays = 30): LicenceLine[] {
  const byCompetency = new Map<number, LicenceLine>();
  const rank: Record<LicenceState, number> = { valid: 0, expiring: 1, notStarted: 2, expired: 3 };
  for (const r of records) {
    const ends = [r.expiryDate, r.endDate].filter((d): d is string => Boolean(d)).sort();
    const until = ends[0] ?? null;
    const state: LicenceState = r.startDate > today ? 'notStarted' : until !== null && until < today ? 'expired' : until !== null && until <= addDays(today, warnDays) ? 'expiring' : 'valid';
    const line = { competencyId: r.competencyId, statusId: r.statusId, state, until };
    const held = byCompetency.get(r.competencyId);
    const better = !held || rank[state] < rank[held.state] || (rank[state] === rank[held.state] && (until ?? '9999-12-31') > (held.until ?? '9999-12-31'));
    if (better) byCompetency.set(r.competencyId, line);
  }
  return [...byCompetency.values()].sort((a, b) => rank[a.state] - rank[b.state] || (a.until ?? '9999-12-31').localeCompare(b.until ?? '9999-12-31'));
}
