import type { OrganisationList } from './organisation-list-page';

/** The admin area's name lists (spec §2.3), each owned by svc-personnel. */
export const ORGANISATION_LISTS: OrganisationList[] = [
  { kind: 'staffGroup', title: 'Staff groups', noun: 'Staff group', path: '/admin/rt/staff-group/list', module: 'STAFF_GROUPS' },
  { kind: 'employeeRole', title: 'Employee roles', noun: 'Employee role', path: '/admin/rt/employee-role/list', module: 'EMPLOYEE_ROLES' },
  { kind: 'watch', title: 'Watches', noun: 'Watch', path: '/admin/rt/watch-group/list', module: 'WATCHES' },
  { kind: 'roster', title: 'Rosters', noun: 'Roster', path: '/admin/rt/roster/list', module: 'ROSTERS' },
  { kind: 'district', title: 'Districts', noun: 'District', path: '/admin/rt/location-area/list', module: 'DISTRICTS', history: true },
];
