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
export const LANDING_PAGES = [
  { value: 'dashboard', label: 'Application dashboard' },
  { value: 'personnel', label: 'Personnel dashboard' },
  { value: 'calendar', label: 'Calendar' },
];
export const CHANNELS = [
  { value: 'gartan', label: 'Gartan message' },
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
];
