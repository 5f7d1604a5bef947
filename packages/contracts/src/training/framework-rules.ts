import { TRAINING_MESSAGES as M } from './messages';
import type { CompetencyProfile, RefresherRule } from './framework-bodies';

export interface RuleProblem {
  field: string;
  message: string;
}

interface Dated {
  startDate: string;
  endDate?: string | null;
}
/** Day ranges meet when neither ends before the other starts (an open end runs for ever; `YYYY-MM-DD` sorts as text). */
const meet = (a: Dated, b: Dated) => (a.endDate ?? '9999-12-31') >= b.startDate && (b.endDate ?? '9999-12-31') >= a.startDate;

/**
 * §5.2 date-range rules of a list of rules or profiles: each ends after it starts; two of the same group (see `group`)
 * may not overlap, and while one of them is open-ended it must be ended before another is added.
 */
function rangeProblems<T extends Dated>(items: T[], list: string, group: (item: T) => string, messages: { overlap: string; endActive: string }): RuleProblem[] {
  for (const [j, item] of items.entries()) {
    if (item.endDate && item.endDate < item.startDate) return [{ field: `${list}.${j}.endDate`, message: M.endAfterStart }];
    for (let i = 0; i < j; i++) {
      if (group(items[i]) !== group(item) || !meet(items[i], item)) continue;
      const message = !items[i].endDate && items[i].startDate <= item.startDate ? messages.endActive : messages.overlap;
      return [{ field: `${list}.${j}.startDate`, message }];
    }
  }
  return [];
}

/** Default rules form one group; custom rules one group per activity group. `list` is where they sit in the body. */
export const refresherRuleProblems = (rules: RefresherRule[], list = 'refresherRules') =>
  rangeProblems(rules, list, (r) => (r.isDefault ? 'default' : `custom:${r.activityGroupId ?? ''}`), { overlap: M.ruleOverlap, endActive: M.endActiveDefaultRule });

/** The employee role, staff group and location a profile is for ('' where blank: anyone). */
const profileKey = (p: Pick<CompetencyProfile, 'employeeRoleId' | 'staffGroupId' | 'locationId'>) => `${p.employeeRoleId ?? ''}:${p.staffGroupId ?? ''}:${p.locationId ?? ''}`;

/**
 * Profiles of the same employee role, staff group and location form one group (§5.2: no overlap, the active one
 * ended before another is added). A profile's own refresher rules follow the rules' rules within the profile, and
 * none starts before the profile does (§5.2 "start date cannot be earlier than a bound").
 */
export function profileProblems(profiles: CompetencyProfile[]): RuleProblem[] {
  const ranges = rangeProblems(profiles, 'profiles', profileKey, { overlap: M.profileOverlap, endActive: M.endActiveProfile });
  if (ranges.length) return ranges;
  for (const [i, profile] of profiles.entries()) {
    const rules = profile.refresherRules ?? [];
    const early = rules.findIndex((r) => r.startDate < profile.startDate);
    if (early >= 0) return [{ field: `profiles.${i}.refresherRules.${early}.startDate`, message: M.startBeforeProfile }];
    const problems = refresherRuleProblems(rules, `profiles.${i}.refresherRules`);
    if (problems.length) return problems;
  }
  return [];
}

/** Whether a rule or profile runs on this day (`YYYY-MM-DD`): started, and not ended before it. */
export const activeOn = (item: Dated, day: string) => item.startDate <= day && (!item.endDate || item.endDate >= day);

/** What of an employee's contract a profile looks at (svc-personnel's contract: role, staff group, station). */
export interface ContractPlacement {
  roleId: number | null;
  staffGroupId: number | null;
  stationId: number | null;
}

/** A profile matches a contract when each of its fields is blank (anyone) or equals the contract's. */
export const profileMatches = (profile: Pick<CompetencyProfile, 'employeeRoleId' | 'staffGroupId' | 'locationId'>, contract: ContractPlacement) =>
  (profile.employeeRoleId == null || profile.employeeRoleId === contract.roleId) &&
  (profile.staffGroupId == null || profile.staffGroupId === contract.staffGroupId) &&
  (profile.locationId == null || profile.locationId === contract.stationId);

/** Whether one of the competency's profiles active on `day` matches one of the employee's contracts current on that day. */
export const profilesMatch = (profiles: CompetencyProfile[], contracts: (ContractPlacement & Dated)[], day: string) =>
  profiles.some((p) => activeOn(p, day) && contracts.some((c) => activeOn(c, day) && profileMatches(p, c)));

/** A percentage range runs from its lower to its upper bound and may only touch other ranges at a bound. */
export function percentageRangeProblems(range: { rangeFrom: number; rangeTo: number }, others: { rangeFrom: number; rangeTo: number }[]): RuleProblem[] {
  if (range.rangeFrom > range.rangeTo) return [{ field: 'rangeTo', message: M.rangeFromNotAfterTo }];
  if (others.some((o) => range.rangeFrom < o.rangeTo && o.rangeFrom < range.rangeTo)) return [{ field: 'rangeFrom', message: M.rangeOverlap }];
  return [];
}
