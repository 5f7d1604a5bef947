import type { Identity } from './identity';

/** A service acting on its own behalf towards another: every location, no roles, only the rights it is given. */
export const serviceIdentity = (id: string, name: string, permissions: Identity['permissions']): Identity => ({
  id,
  username: id,
  name,
  mustChangePassword: false,
  accessAllLocations: true,
  roles: [],
  permissions,
  via: 'service',
});
