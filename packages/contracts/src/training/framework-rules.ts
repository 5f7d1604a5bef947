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

/** Default rules form one group; custom rules one group per activity group. */
export const refresherRuleProblems = (rules: RefresherRule[]) =>
  rangeProblems(rules, 'refresherRules', (r) => (r.isDefault ? 'default' : `custom:${r.activityGroupId ?? ''}`), { overlap: M.ruleOverlap, endActive: M.endActiveDefaultRule });

/** Profiles of the same employee role, staff group and location form one group. */
export const profileProblems = (profiles: CompetencyProfile[]) =>
  rangeProblems(profiles, 'profiles', (p) => `${p.employeeRoleId ?? ''}:${p.staffGroupId ?? ''}:${p.locationId ?? ''}`, { overlap: M.profileOverlap, endActive: M.endActiveProfile });

/** A percentage range runs from its lower to its upper bound and may only touch other ranges at a bound. */
export function percentageRangeProblems(range: { rangeFrom: number; rangeTo: number }, others: { rangeFrom: number; rangeTo: number }[]): RuleProblem[] {
  if (range.rangeFrom > range.rangeTo) return [{ field: 'rangeTo', message: M.rangeFromNotAfterTo }];
  if (others.some((o) => range.rangeFrom < o.rangeTo && o.rangeFrom < range.rangeTo)) return [{ field: 'rangeFrom', message: M.rangeOverlap }];
  return [];
}
