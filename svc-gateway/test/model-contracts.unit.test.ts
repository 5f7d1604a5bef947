import { describe, expect, it } from 'vitest';
import { roleEventSchema, userEventSchema } from '@firecrest/contracts';
import { modelSchemaDrift } from '@firecrest/service-kit';
import { roleSchema } from '../src/models/role';
import { userSchema } from '../src/models/user';

/** Issue 28: a stored model and its contract's schema cannot drift apart unnoticed. */
describe("svc-gateway's models agree with their contracts", () => {
  it('a user: the event carries the account, never its credentials, locks or settings', () => {
    expect(
      modelSchemaDrift(userSchema, userEventSchema, {
        // the role names are looked up from the stored roleIds when publishing
        derived: ['roles'],
        storeOnly: [
          'usernameLower', 'passwordHash', 'passwordChangedAt', 'mustChangePassword', 'roleIds', 'failedLoginAttempts', 'lockedAt', 'lockedUntil',
          'lastLoginAt', 'defaultLocationId', 'locationIds', 'landingPage', 'createdDate', 'linkedAccounts',
        ],
      }),
    ).toEqual([]);
  });

  it('a role: the event carries its name and permissions, not whether it came built in', () => {
    expect(modelSchemaDrift(roleSchema, roleEventSchema, { storeOnly: ['builtIn', 'createdDate'] })).toEqual([]);
  });
});
