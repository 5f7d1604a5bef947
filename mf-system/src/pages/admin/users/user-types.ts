/** A user as the gateway's admin routes answer it. */
export interface UserDetail {
  id: string;
  username: string;
  name: string;
  email: string | null;
  phoneNumber: string;
  employeeId: string | null;
  disabled: boolean;
  locked: boolean;
  mustChangePassword: boolean;
  roleIds: string[];
  defaultLocationId: number | null;
  locationIds: number[];
  landingPage: 'dashboard' | 'personnel' | 'calendar';
  notificationChannels: string[];
  linkedAccounts: { microsoft: string; roster: string; availability: string };
  lastLoginAt: string | null;
  createdDate: string | null;
}

export interface RoleSummary {
  id: string;
  name: string;
  accessAllLocations: boolean;
}

export const USERS = '/api/admin/users';
export const ROLES = '/api/admin/roles';
export const USERS_PAGE = '/admin/rt/users';
/** The landing pages a user may open on, with the catalogue keys (namespace `system`) of their names. */
export const LANDING_PAGES = [
  { value: 'dashboard', label: 'userFields.landing.dashboard' },
  { value: 'personnel', label: 'userFields.landing.personnel' },
  { value: 'calendar', label: 'userFields.landing.calendar' },
];
/** The notification channels, with the catalogue keys of their names. */
export const CHANNELS = [
  { value: 'gartan', label: 'userFields.channel.gartan' },
  { value: 'email', label: 'userFields.channel.email' },
  { value: 'sms', label: 'userFields.channel.sms' },
];
