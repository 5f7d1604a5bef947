import { describe, expect, it } from 'vitest';
import { countdown, entryScripts, isNewerBuild } from './build-check';

const html = (main: string) => `<!doctype html><html><body><div id="root"></div><script defer src="${main}"></script></body></html>`;

describe('the build check of the application-update notice', () => {
  it('names a build by the entry scripts of its index.html', () => {
    expect(entryScripts(html('/main.508eb06c.js'))).toEqual(['/main.508eb06c.js']);
    expect(entryScripts('<p>no scripts</p>')).toEqual([]);
  });

  it('sees a newer build when the served entry is not among the scripts the page loaded', () => {
    const loaded = ['http://portal.example/main.508eb06c.js', 'http://remote.example/remoteEntry.js'];
    expect(isNewerBuild(html('/main.508eb06c.js'), loaded)).toBe(false);
    expect(isNewerBuild(html('/main.9f00aa11.js'), loaded)).toBe(true);
  });

  it('sees no build in a page without scripts (an error page or an empty answer)', () => {
    expect(isNewerBuild('', ['http://portal.example/main.508eb06c.js'])).toBe(false);
    expect(isNewerBuild('<h1>502 Bad Gateway</h1>', [])).toBe(false);
  });

  it('shows the time left as minutes and seconds, never below zero', () => {
    expect(countdown(300_000)).toBe('5:00');
    expect(countdown(245_001)).toBe('4:06');
    expect(countdown(9_000)).toBe('0:09');
    expect(countdown(-50)).toBe('0:00');
  });
});
