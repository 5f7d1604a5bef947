import type { OrganisationList } from './organisation-list-page';

/** The admin area's name lists (spec §2.3), each owned by svc-personnel. */
export const ORGANISATION_LISTS: OrganisationList[] = [
  { kind: 'staffGroup', title: 'orgLists.staffGroup.title', noun: 'orgLists.staffGroup.noun', path: '/admin/rt/staff-group/list', module: 'STAFF_GROUPS' },
  { kind: 'employeeRole', title: 'orgLists.employeeRole.title', noun: 'orgLists.employeeRole.noun', path: '/admin/rt/employee-role/list', module: 'EMPLOYEE_ROLES' },
  { kind: 'watch', title: 'orgLists.watch.title', noun: 'orgLists.watch.noun', path: '/admin/rt/watch-group/list', module: 'WATCHES' },
  { kind: 'roster', title: 'orgLists.roster.title', noun: 'orgLists.roster.noun', path: '/admin/rt/roster/list', module: 'ROSTERS' },
  { kind: 'district', title: 'orgLists.district.title', noun: 'orgLists.district.noun', path: '/admin/rt/location-area/list', module: 'DISTRICTS', history: true },
];
