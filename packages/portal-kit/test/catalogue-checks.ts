// Issue 36: the checks every catalogue gets (the shell's, portal-kit's `common`, each remote's): every key in English
// and Welsh with the same placeholders, no key the code does not use, no key used that the catalogue lacks.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

export const ROOT = join(import.meta.dirname, '..', '..', '..');

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`, as i18next reads nested keys. */
export function flatten(messages: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value as object, `${prefix}${key}.`))),
  );
}

/** The source of every non-test .ts/.tsx file under `dir` (catalogues and development demos left out). */
export function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' || entry.name === 'demos' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [readFileSync(path, 'utf8')] : [];
  });
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}|<(\d+)>/g)].map((m) => m[0]).sort();

/** i18next's plural forms: `count_one`, `count_other` in English; Welsh adds `_zero`, `_two`, `_few`, `_many`. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** The key the code names (`t('count', { count })`): a plural form's base. */
const named = (key: string) => key.replace(PLURAL, '');
/** A language's keys as the code names them, each once. */
const namedKeys = (messages: Record<string, string>) => [...new Set(Object.keys(messages).map(named))].sort();

/**
 * The three checks of one namespace. `own`: the folders whose `t('key')` means this namespace; `users`: every folder
 * that may name its keys as `'<namespace>:key'`.
 */
export function describeCatalogue(namespace: string, messages: { enGb: object; cy: object }, { own, users }: { own: string[]; users: string[] }) {
  const enGb = flatten(messages.enGb);
  const cy = flatten(messages.cy);
  describe(`the ${namespace} catalogue`, () => {
    // Comment lines left out: their examples are not uses.
    const ownCode = own.flatMap((dir) => sources(join(ROOT, dir))).join('\n').split('\n').filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line)).join('\n');
    const allCode = [...new Set([...own, ...users])].flatMap((dir) => sources(join(ROOT, dir))).join('\n');

    it('has every key in English and Welsh, none empty, with the same placeholders', () => {
      // A plural may have more forms in Welsh than in English; each form has the placeholders of English's `_other`.
      expect(namedKeys(cy)).toEqual(namedKeys(enGb));
      for (const [key, text] of Object.entries(cy)) {
        expect(text.trim(), key).not.toBe('');
        const english = enGb[key] ?? enGb[key.replace(PLURAL, '_other')];
        expect(english, `${key} has no English ${PLURAL.test(key) ? '_other form' : 'text'}`).toBeDefined();
        expect(variables(text), key).toEqual(variables(english!));
      }
      for (const [key, text] of Object.entries(enGb)) expect(text.trim(), key).not.toBe('');
    });

    it('has no key the code does not use', () => {
      const quoted = (key: string) => [`'${key}'`, `"${key}"`, `'${namespace}:${key}'`, `"${namespace}:${key}"`];
      expect(namedKeys(enGb).filter((key) => !quoted(key).some((q) => allCode.includes(q)))).toEqual([]);
    });

    it('holds every key the code uses', () => {
      const escaped = namespace.replace(/[-.]/g, '\\$&');
      const used = [
        ...[...ownCode.matchAll(/\bt\('([\w.]+)'/g)].map((m) => m[1]!),
        ...[...allCode.matchAll(new RegExp(`['"]${escaped}:([\\w.]+)['"]`, 'g'))].map((m) => m[1]!),
      ];
      const known = new Set(namedKeys(enGb));
      expect([...new Set(used)].filter((key) => !known.has(key))).toEqual([]);
    });
  });
}
