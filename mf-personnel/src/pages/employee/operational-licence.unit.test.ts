import { describe, expect, it } from 'vitest';
import { operationalLicence } from './operational-licence';

const record = (competencyId: number, startDate: string, expiryDate: string | null, endDate: string | null = null) => ({ competencyId, statusId: 2, startDate, endDate, expiryDate });

describe('operationalLicence', () => {
  const today = '2026-03-01';

  it('takes, per competency, the record that counts longest', () => {
    const lines = operationalLicence([record(1, '2020-01-01', '2025-01-01'), record(1, '2025-01-01', '2027-01-01')], today);
    expect(lines).toEqual([{ competencyId: 1, statusId: 2, state: 'valid', until: '2027-01-01' }]);
  });

  it('tells valid, expiring within the warning, expired and not yet started apart, valid first', () => {
    const lines = operationalLicence([
      record(4, '2020-01-01', '2026-02-28'),
      record(3, '2026-06-01', null),
      record(2, '2020-01-01', '2026-03-20'),
      record(1, '2020-01-01', null),
    ], today);
    expect(lines.map((l) => [l.competencyId, l.state])).toEqual([[1, 'valid'], [2, 'expiring'], [3, 'notStarted'], [4, 'expired']]);
  });

  it('counts a record until its end when it ends before it expires', () => {
    expect(operationalLicence([record(1, '2020-01-01', '2030-01-01', '2026-01-31')], today)[0]).toMatchObject({ state: 'expired', until: '2026-01-31' });
  });
});
