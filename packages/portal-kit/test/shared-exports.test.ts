// The reduced shared singletons (antd, the icons, the router) must keep every export the portal imports: a missing
// one is undefined at run time in whichever screen uses it. TypeScript's parser reads the imports here, independently
// of the scanner the build uses.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error the build's helper is plain JavaScript (Node side of portal-kit), without type declarations
import { PORTAL_SOURCES, sharedFacade, usedExports } from '../shared-exports.mjs';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const REDUCED = ['antd', '@ant-design/icons', 'react-router'];

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Value names imported or re-exported from `pkg` in one file, and whether the file uses it any other way. */
function imports(path: string, pkg: string) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  let unreadable = false;
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text === pkg) {
      if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        if (!clause) unreadable = true;
        else if (!clause.isTypeOnly) {
          if (clause.name) unreadable = true;
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) unreadable = true;
          if (bindings && ts.isNamedImports(bindings)) for (const e of bindings.elements) if (!e.isTypeOnly) names.push((e.propertyName ?? e.name).text);
        }
      } else if (!node.isTypeOnly) {
        if (!node.exportClause || !ts.isNamedExports(node.exportClause)) unreadable = true;
        else for (const e of node.exportClause.elements) if (!e.isTypeOnly) names.push((e.propertyName ?? e.name).text);
      }
    }
    if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteral(node.arguments[0]) && node.arguments[0].text === pkg) unreadable = true;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { names, unreadable };
}

describe('reduced shared singletons', () => {
  for (const pkg of REDUCED) {
    it(`${pkg}: the shared copy keeps every export any frontend or portal-kit imports`, () => {
      const kept = new Set(usedExports(pkg));
      const facade = readFileSync(sharedFacade(pkg), 'utf8');
      const exported = new Set(/export \{ ([^}]*) \}/.exec(facade)![1].split(', '));
      expect(exported).toEqual(kept);
      const missing: string[] = [];
      let readable = 0;
      for (const dir of PORTAL_SOURCES as string[]) {
        for (const path of files(join(ROOT, dir))) {
          const { names, unreadable } = imports(path, pkg);
          expect(unreadable, `${path} uses ${pkg} other than by named imports`).toBe(false);
          readable += names.length;
          for (const name of names) if (!kept.has(name)) missing.push(`${path}: ${name}`);
        }
      }
      expect(missing).toEqual([]);
      expect(readable).toBeGreaterThan(0);
    });
  }

  const fixture = mkdtempSync(join(tmpdir(), 'shared-exports-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('reads multi-line, renamed and type-only imports, and re-exports', () => {
    mkdirSync(join(fixture, 'a'));
    writeFileSync(
      join(fixture, 'a', 'page.tsx'),
      "import {\n  Button,\n  Table as Grid,\n  type TableProps,\n} from 'antd';\nimport type { FormInstance } from 'antd';\nexport { Tag } from 'antd';\n",
    );
    expect(usedExports('antd', { root: fixture, dirs: ['a'] })).toEqual(['Button', 'Table', 'Tag']);
  });

  it('fails the build on a use it cannot read (a namespace import)', () => {
    mkdirSync(join(fixture, 'b'));
    writeFileSync(join(fixture, 'b', 'page.tsx'), "import * as antd from 'antd';\n");
    expect(() => usedExports('antd', { root: fixture, dirs: ['b'] })).toThrow(/other than named imports/);
  });
});
