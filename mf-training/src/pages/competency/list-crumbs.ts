import { useCrumbName, useT } from '@firecrest/portal-kit';
import type { FrameworkList } from './framework-lists';

/** Names a framework list's segments in the breadcrumbs (`/competency/rt/<list>` and its `/list`) by the list's title. */
export function useListCrumbs(list: FrameworkList) {
  const { t } = useT('training');
  useCrumbName(`/competency/rt/${list.segment}`, t(list.title));
  useCrumbName(`/competency/rt/${list.segment}/list`, t(list.title));
}
