import { describe, expect, it } from 'vitest';
import { allOf } from '@firecrest/service-kit';
import { accessCondition, accessEventOfRequest } from '../src/routes/logs/access-log';

describe('log conditions', () => {
  it('merges conditions on different fields into one flat condition, and keeps $and when two name the same field', () => {
    const text = { $or: [{ username: { $regex: 'ann' } }] };
    expect(allOf({ createdDate: { $gte: 1 } }, accessCondition('signIn'))).toEqual({ createdDate: { $gte: 1 }, accessEvent: 'signIn' });
    expect(allOf(text, { $or: [{ createdDate: { $lt: 2 } }] })).toEqual({ $and: [text, { $or: [{ createdDate: { $lt: 2 } }] }] });
    expect(accessCondition()).toEqual({ accessEvent: { $in: ['signIn', 'failedSignIn', 'refusedSignIn', 'signOut'] } });
  });

  it('tells each audited request\'s access event by its route and status', () => {
    expect(accessEventOfRequest('/api/auth/login', 200)).toBe('signIn');
    expect(accessEventOfRequest('/api/auth/gartan-login', 204)).toBe('signIn');
    expect(accessEventOfRequest('/api/auth/login', 401)).toBe('failedSignIn');
    expect(accessEventOfRequest('/api/auth/login', 403)).toBe('refusedSignIn');
    expect(accessEventOfRequest('/api/auth/login', 429)).toBe('refusedSignIn');
    expect(accessEventOfRequest('/api/auth/login', 500)).toBeNull();
    expect(accessEventOfRequest('/api/auth/logout', 204)).toBe('signOut');
    expect(accessEventOfRequest('/api/auth/logout', 401)).toBeNull();
    expect(accessEventOfRequest('/api/personnel/employees', 200)).toBeNull();
  });
});
