import { describe, expect, it } from 'vitest';
import { localReturnUrl } from './return-url';

describe('localReturnUrl', () => {
  it('keeps a path of this site', () => {
    expect(localReturnUrl('/personnel/rt/personnel-list?q=smith', '/entry')).toBe('/personnel/rt/personnel-list?q=smith');
  });
  it('falls back for another origin, a relative path or nothing', () => {
    for (const url of ['//evil.example/x', 'https://evil.example/', 'dashboard', '', null, undefined]) expect(localReturnUrl(url, '/entry')).toBe('/entry');
  });
});
