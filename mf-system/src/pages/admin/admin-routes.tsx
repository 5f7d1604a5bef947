import type { RouteObject } from 'react-router';
import { lazyPage } from '@firecrest/portal-kit';
import { ORGANISATION_LISTS } from './organisation/organisation-lists';
import type { OrganisationList } from './organisation/organisation-list-page';

const organisation = () => import('./organisation/organisation-list-page');
const locations = () => import('./organisation/locations-page');
const users = () => import('./users/users-page');
const user = () => import('./users/user-page');
const roles = () => import('./roles/roles-page');

/** The admin area's screens (spec §2.3), relative to /admin: users, roles and the organisation lists. */
export const adminRoutes: RouteObject[] = [
  { path: 'rt/users', element: lazyPage(users, 'UsersPage') },
  { path: 'rt/users/new', element: lazyPage(user, 'NewUserPage') },
  { path: 'rt/users/user/:id', element: lazyPage(user, 'UserPage') },
  { path: 'rt/users/user/:id/history', element: lazyPage(user, 'UserHistoryPage') },
  { path: 'rt/roles', element: lazyPage(roles, 'RolesPage') },
  { path: 'rt/roles/role/new', element: lazyPage(roles, 'RolePage') },
  { path: 'rt/roles/role/:id', element: lazyPage(roles, 'RolePage') },
  { path: 'rt/location/list', element: lazyPage(locations, 'LocationsPage') },
  { path: 'rt/location/list/new', element: lazyPage(locations, 'LocationPage') },
  { path: 'rt/location/list/details/:id', element: lazyPage(locations, 'LocationPage') },
  ...ORGANISATION_LISTS.flatMap((list) => {
    const base = list.path.replace(/^\/admin\//, '');
    const bound = <K extends 'OrganisationListPage' | 'OrganisationItemPage' | 'OrganisationHistoryPage'>(name: K) =>
      lazyPage(async () => {
        const m = await organisation();
        const Page = m[name] as (props: { list: OrganisationList }) => React.JSX.Element;
        return { [name]: () => <Page list={list} /> } as Record<K, () => React.JSX.Element>;
      }, name);
    return [
      { path: base, element: bound('OrganisationListPage') },
      { path: `${base}/new`, element: bound('OrganisationItemPage') },
      { path: `${base}/details/:id`, element: bound('OrganisationItemPage') },
      ...(list.history ? [{ path: `${base}/history`, element: bound('OrganisationHistoryPage') }] : []),
    ];
  }),
];
