// Issue 36: every message of the shell comes from its catalogue, in both languages. A key missing in one language,
// a key no code uses, or a key the code uses that no catalogue holds fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import shellEnGb from './locales/en-GB.json';
import shellCy from './locales/cy.json';
import commonEnGb from '../../packages/portal-kit/src/i18n/locales/en-GB.json';

const ROOT = join(import.meta.dirname, '..', '..');

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`, as i18next reads nested keys. */
function flatten(messages: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value as object, `${prefix}${key}.`))),
  );
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' || entry.name === 'demos' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [readFileSync(path, 'utf8')] : [];
  });
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}|<(\d+)>/g)].map((m) => m[0]).sort();

describe.each([
  { namespace: 'shell', enGb: flatten(shellEnGb), cy: flatten(shellCy), dirs: ['shell/src'] },
])('the $namespace catalogue', ({ namespace, enGb, cy, dirs }) => {
  const code = dirs.flatMap((dir) => sources(join(ROOT, dir))).join('\n');

  it('has every key in English and Welsh, none empty, with the same placeholders', () => {
    expect(Object.keys(cy).sort()).toEqual(Object.keys(enGb).sort());
    for (const [key, text] of Object.entries(enGb)) {
      expect(text.trim(), key).not.toBe('');
      expect(cy[key].trim(), key).not.toBe('');
      expect(variables(cy[key]), key).toEqual(variables(text));
    }
  });

  it('has no key the code does not use', () => {
    const quoted = (key: string) => [`'${key}'`, `"${key}"`, `'${namespace}:${key}'`, `"${namespace}:${key}"`];
    const unused = Object.keys(enGb).filter((key) => !quoted(key).some((q) => code.includes(q)));
    expect(unused).toEqual([]);
  });
});

describe('the shell code', () => {
  it('uses no key that the catalogues lack', () => {
    const keys = new Set([...Object.keys(flatten(shellEnGb)), ...Object.keys(flatten(commonEnGb)).map((k) => `common:${k}`)]);
    const code = sources(join(ROOT, 'shell/src')).join('\n');
    const used = [
      ...[...code.matchAll(/\bt\('([^']+)'/g)].map((m) => m[1]),
      ...[...code.matchAll(/i18nKey="([^"]+)"/g)].map((m) => m[1]),
      ...[...code.matchAll(/'((?:menu|crumb|area|dashboard)\.\w+)'/g)].map((m) => m[1]),
    ].map((key) => key.replace(/^shell:/, ''));
    expect(used.length).toBeGreaterThan(100);
    expect([...new Set(used)].filter((key) => !keys.has(key))).toEqual([]);
  });
});
