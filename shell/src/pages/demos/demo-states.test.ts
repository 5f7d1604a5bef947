import { describe, expect, it } from 'vitest';
import { nextJobStates, permissionRows } from './demo-states';

describe('the demo pages', () => {
  it('moves a job through the states of §4.2 and no further once finished', () => {
    expect(nextJobStates('not started')).toEqual(['in progress', 'cancelled']);
    expect(nextJobStates('in progress')).toEqual(['complete', 'cancelled']);
    expect(nextJobStates('complete')).toEqual([]);
    expect(nextJobStates('cancelled')).toEqual([]);
  });

  it("lists the session's rights by module, in the rights' own order, leaving out modules without any", () => {
    expect(permissionRows({ USERS: ['edit', 'view'], AUDIT_LOG: ['view'], ROLES: [] })).toEqual([
      { module: 'AUDIT_LOG', rights: ['view'] },
      { module: 'USERS', rights: ['view', 'edit'] },
    ]);
    expect(permissionRows(undefined)).toEqual([]);
  });
});
