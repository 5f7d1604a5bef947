import { describe, expect, it } from 'vitest';
import { localReturnUrl } from './return-url';

const ORIGIN = 'https://portal.brigade.test';

describe('localReturnUrl', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(localReturnUrl('/personnel/rt/personnel-list?q=smith#top', '/entry', ORIGIN)).toBe('/personnel/rt/personnel-list?q=smith#top');
  });
  it('falls back for another origin, a relative path or nothing', () => {
    for (const url of ['//evil.example/x', 'https://evil.example/', 'dashboard', '', null, undefined]) expect(localReturnUrl(url, '/entry', ORIGIN)).toBe('/entry');
  });
  it('falls back for paths the browser reads as another host: a backslash, a tab or a newline after the slash', () => {
    for (const url of ['/\\evil.example', '/\t/evil.example', '/\\/evil.example/x', '/\n/evil.example', '\\\\evil.example']) expect(localReturnUrl(url, '/entry', ORIGIN)).toBe('/entry');
  });
  it('falls back when there is no origin to compare with', () => {
    expect(localReturnUrl('/dashboard', '/entry', '')).toBe('/entry');
  });
});
