// The reduced shared singletons (antd, the icons, the router) must keep every export the portal imports: a missing
// one is undefined at run time in whichever screen uses it, and one no longer used is bytes every page loads.
// TypeScript's parser reads every import of the four frontends and portal-kit and compares with shared-exports.json.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error the build's helper is plain JavaScript (Node side of portal-kit), without type declarations
import { SHARED_EXPORTS, sharedFacade } from '../shared-exports.mjs';
// @ts-expect-error the same
import { antdParts, FIRST_LOAD } from '../antd-parts.mjs';

const ROOT = join(import.meta.dirname, '..', '..', '..');
/** Every directory whose code ends up in the portal's pages (tests are not built). */
const PORTAL_SOURCES = ['shell/src', 'mf-system/src', 'mf-training/src', 'mf-personnel/src', 'packages/portal-kit/src'];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|js|jsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Each file parsed once for the three packages: parsing the whole portal per package took 14 s on a loaded machine. */
const parsedFiles = new Map<string, ts.SourceFile>();
function parsed(path: string): ts.SourceFile {
  let source = parsedFiles.get(path);
  if (!source) parsedFiles.set(path, (source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)));
  return source;
}

/**
 * The value names imported or re-exported from `pkg` (the bare specifier, not its subpaths) under `dirs`, and the
 * files that use it any other way (default or namespace import, `export *`, side-effect or dynamic import): what
 * those use cannot be listed.
 */
function importsOf(pkg: string, root: string, dirs: string[]) {
  const names = new Set<string>();
  const unreadable: string[] = [];
  for (const dir of dirs) {
    for (const path of sourceFiles(join(root, dir))) {
      const source = parsed(path);
      const visit = (node: ts.Node) => {
        const from = (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : undefined;
        if (from === pkg && ts.isImportDeclaration(node)) {
          const clause = node.importClause;
          const bindings = clause?.namedBindings;
          if (!clause || (!clause.isTypeOnly && (clause.name || (bindings && ts.isNamespaceImport(bindings))))) unreadable.push(path);
          else if (!clause.isTypeOnly && bindings && ts.isNamedImports(bindings)) {
            for (const e of bindings.elements) if (!e.isTypeOnly) names.add((e.propertyName ?? e.name).text);
          }
        } else if (from === pkg && ts.isExportDeclaration(node) && !node.isTypeOnly) {
          if (!node.exportClause || !ts.isNamedExports(node.exportClause)) unreadable.push(path);
          else for (const e of node.exportClause.elements) if (!e.isTypeOnly) names.add((e.propertyName ?? e.name).text);
        } else if (ts.isCallExpression(node) && node.arguments.some((a) => ts.isStringLiteral(a) && a.text === pkg)) {
          unreadable.push(path);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return { names: [...names].sort(), unreadable };
}

// Parsing the whole portal takes seconds, more on a loaded machine than the unit tier's 10 s.
describe('reduced shared singletons (packages/portal-kit/shared-exports.json)', { timeout: 60_000 }, () => {
  for (const [pkg, listed] of Object.entries(SHARED_EXPORTS as Record<string, string[]>)) {
    it(`${pkg}: lists exactly the exports the frontends and portal-kit import, and the shared module re-exports them`, () => {
      const { names, unreadable } = importsOf(pkg, ROOT, PORTAL_SOURCES);
      expect(unreadable, `use named imports of ${pkg} in these files, so the shared copy can keep what they use`).toEqual([]);
      expect(listed, `shared-exports.json "${pkg}" must be this list`).toEqual(names);
      const facade = readFileSync(sharedFacade(pkg), 'utf8');
      expect(/export \{ ([^}]*) \}/.exec(facade)?.[1].split(', ')).toEqual(listed);
    });
  }

  it("antd's first-load part is exactly the components the portal's frame imports, and every other one is a part of its own", () => {
    const frame = ['shell/src/layout', 'shell/src/auth', 'shell/src/remotes', 'shell/src/update-notice', 'packages/portal-kit/src'];
    expect(FIRST_LOAD, 'antd-parts.mjs FIRST_LOAD must be this list').toEqual(importsOf('antd', ROOT, frame).names);
    const parts = antdParts() as Record<string, string>;
    expect(/export \{ ([^}]*) \}/.exec(readFileSync(parts.antd, 'utf8'))?.[1].split(', ')).toEqual(FIRST_LOAD);
    const others = (SHARED_EXPORTS.antd as string[]).filter((name) => !FIRST_LOAD.includes(name));
    expect(Object.keys(parts).sort()).toEqual(['antd', ...others.map((name) => `firecrest-antd/${name}`)].sort());
    for (const name of others) expect(readFileSync(parts[`firecrest-antd/${name}`], 'utf8')).toContain(`export { ${name} } from`);
  });

  const fixture = mkdtempSync(join(tmpdir(), 'shared-exports-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('reads multi-line, renamed and type-only imports and re-exports, and flags uses it cannot list', () => {
    mkdirSync(join(fixture, 'a'));
    writeFileSync(
      join(fixture, 'a', 'page.tsx'),
      "import {\n  Button,\n  Table as Grid,\n  type TableProps,\n} from 'antd';\nimport type { FormInstance } from 'antd';\nexport { Tag } from 'antd';\nimport type { SortOrder } from 'antd/es/table/interface';\n",
    );
    writeFileSync(join(fixture, 'a', 'other.tsx'), "import * as antd from 'antd';\n");
    writeFileSync(join(fixture, 'a', 'lazy.ts'), "export const load = () => import('antd');\n");
    const { names, unreadable } = importsOf('antd', fixture, ['a']);
    expect(names).toEqual(['Button', 'Table', 'Tag']);
    expect(unreadable.map((p) => p.slice(fixture.length + 3)).sort()).toEqual(['lazy.ts', 'other.tsx']);
  });
});
