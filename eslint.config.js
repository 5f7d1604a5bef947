import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** The repository's lint (issue 28): run by `./firecrest test`, alone by `npx eslint .`. Syntax-level rules only (no type information): about 30 s for the tree. */
export default tseslint.config(
  // What .gitignore leaves out (the running stores' data among it: walked into, a file deleted under the walk stopped the run), and declarations.
  { ignores: ['**/node_modules/', '.tools/', '**/.data/', '**/dist/', '**/build/', 'test-output/', '.schemathesis/', '.ci/', '**/*.d.ts', '**/@mf-types/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module' },
    rules: {
      // The type check already refuses unknown names, Node's and the browser's globals included.
      'no-undef': 'off',
      // A name starting with `_` is left out on purpose (`const { _id, ...rest } = row`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
      // The request guards match control characters on purpose.
      'no-control-regex': 'off',
    },
  },
  {
    // A test reads an answer's JSON as far as its assertion needs; product code names its types.
    files: ['**/test/**', '**/*.test.{ts,tsx}', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
