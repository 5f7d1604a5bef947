import { describe, expect, it } from 'vitest';
import { activeOn, profileMatches, profileProblems, profilesMatch, refresherRuleProblems, TRAINING_MESSAGES as M, type CompetencyProfile, type RefresherRule } from '../src';

const rule = (extra: Partial<RefresherRule> = {}): RefresherRule => ({
  name: 'Default',
  isDefault: true,
  activityGroupId: null,
  validityPeriod: 3,
  validityUnit: 'years',
  refresherCount: 0,
  startDate: '2026-01-01',
  endDate: null,
  comment: '',
  ...extra,
});
const profile = (extra: Partial<CompetencyProfile> = {}): CompetencyProfile => ({ employeeRoleId: null, staffGroupId: null, locationId: null, startDate: '2026-01-01', endDate: null, refresherRules: [], ...extra });

describe('competency framework rules shared by the portal and svc-training (§5.2)', () => {
  it('keeps refresher rules of one group apart and wants the active default ended first', () => {
    expect(refresherRuleProblems([rule(), rule({ startDate: '2027-01-01' })])).toEqual([{ field: 'refresherRules.1.startDate', message: M.endActiveDefaultRule }]);
    expect(refresherRuleProblems([rule({ endDate: '2026-12-31' }), rule({ startDate: '2026-06-01' })])).toEqual([{ field: 'refresherRules.1.startDate', message: M.ruleOverlap }]);
    expect(refresherRuleProblems([rule({ endDate: '2026-12-31' }), rule({ startDate: '2027-01-01' }), rule({ isDefault: false, activityGroupId: 4 })])).toEqual([]);
    expect(refresherRuleProblems([rule({ endDate: '2025-01-01' })], 'profiles.0.refresherRules')).toEqual([{ field: 'profiles.0.refresherRules.0.endDate', message: M.endAfterStart }]);
  });

  it('keeps profiles of the same role, staff group and location apart; others may run side by side', () => {
    expect(profileProblems([profile(), profile({ startDate: '2026-06-01' })])).toEqual([{ field: 'profiles.1.startDate', message: M.endActiveProfile }]);
    expect(profileProblems([profile({ startDate: '2026-06-01', endDate: '2026-12-31' }), profile()])).toEqual([{ field: 'profiles.1.startDate', message: M.profileOverlap }]);
    expect(profileProblems([profile({ endDate: '2026-05-31' }), profile({ startDate: '2026-06-01' })])).toEqual([]);
    expect(profileProblems([profile({ employeeRoleId: 1 }), profile({ employeeRoleId: 2 }), profile({ employeeRoleId: 1, locationId: 3 })])).toEqual([]);
    expect(profileProblems([profile({ startDate: '2026-03-01', endDate: '2026-02-01' })])).toEqual([{ field: 'profiles.0.endDate', message: M.endAfterStart }]);
  });

  it("checks a profile's own refresher rules, none starting before the profile", () => {
    expect(profileProblems([profile({ startDate: '2026-02-01', refresherRules: [rule({ startDate: '2026-01-15' })] })])).toEqual([
      { field: 'profiles.0.refresherRules.0.startDate', message: M.startBeforeProfile },
    ]);
    expect(profileProblems([profile({ refresherRules: [rule(), rule({ startDate: '2026-06-01' })] })])).toEqual([{ field: 'profiles.0.refresherRules.1.startDate', message: M.endActiveDefaultRule }]);
    expect(profileProblems([profile({ refresherRules: [rule({ endDate: '2026-12-31' }), rule({ startDate: '2027-01-01' })] })])).toEqual([]);
  });

  it('matches contracts current on the day to profiles active on it, a blank field matching anyone', () => {
    const contract = { roleId: 1, staffGroupId: 2, stationId: 3, startDate: '2025-01-01', endDate: null };
    expect(activeOn(profile({ endDate: '2026-01-31' }), '2026-01-31')).toBe(true);
    expect(activeOn(profile({ startDate: '2026-02-01' }), '2026-01-31')).toBe(false);
    expect(profileMatches(profile(), contract)).toBe(true);
    expect(profileMatches(profile({ employeeRoleId: 1, staffGroupId: 2, locationId: 3 }), contract)).toBe(true);
    expect(profileMatches(profile({ employeeRoleId: 1, locationId: 4 }), contract)).toBe(false);
    expect(profilesMatch([profile({ locationId: 3, endDate: '2026-01-31' })], [contract], '2026-02-01')).toBe(false);
    expect(profilesMatch([profile({ locationId: 4 }), profile({ locationId: 3, startDate: '2026-02-01' })], [contract], '2026-02-01')).toBe(true);
    expect(profilesMatch([profile({ locationId: 3 })], [{ ...contract, endDate: '2026-01-31' }], '2026-02-01')).toBe(false);
  });
});
