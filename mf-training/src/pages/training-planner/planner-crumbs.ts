import { useEffect } from 'react';
import { useCrumbNames, useT } from '@firecrest/portal-kit';

/** Words of the planner's paths below an event that are not sections (those name themselves by their label). */
const SEGMENT_KEYS: Record<string, string> = {
  details: 'crumb.details',
  new: 'crumb.new',
  default: 'crumb.defaultTemplates',
  attendees: 'tabs.attendees',
};

/**
 * Names the breadcrumbs of an event's pages in the user's language (issue 36): `/details` itself, the section
 * (`sectionKeys`: its path segment → its label's key) and the words below it (`new`, `default`, `details`); ids stay
 * numbers, and the event's own crumb is its course's name (named by the page).
 */
export function usePlannerCrumbs(detailsPath: string, segments: string[], sectionKeys: Record<string, string>) {
  const { t } = useT('planner');
  const joined = segments.join('/');
  useEffect(() => {
    const names: Record<string, string> = {};
    const upToDetails = detailsPath.slice(0, detailsPath.lastIndexOf('/'));
    if (upToDetails.endsWith('/details')) names[upToDetails] = t('crumb.details');
    let path = detailsPath;
    joined.split('/').filter(Boolean).forEach((segment, i) => {
      path = `${path}/${segment}`;
      const key = (i === 0 ? sectionKeys[segment] : undefined) ?? SEGMENT_KEYS[segment];
      if (key) names[path] = t(key);
    });
    const known = useCrumbNames.getState().names;
    if (Object.entries(names).some(([p, name]) => known[p] !== name)) useCrumbNames.setState((s) => ({ names: { ...s.names, ...names } }));
  }, [detailsPath, joined, sectionKeys, t]);
}
