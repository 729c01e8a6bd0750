import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', '.data*', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '../server/*'], message: 'The console only talks HTTP: never import the server.' }] }],
    },
  },
  {
    // Cache keys live only in the areas' query factories (src/api/<area>-queries.ts): a key typed
    // anywhere else can hold another shape under an area's key and break the area's page.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/*-queries.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        // `queryKey: [...]`, also behind `as const` or `satisfies`.
        selector: 'Property[key.name="queryKey"]:matches([value.type="ArrayExpression"], [value.expression.type="ArrayExpression"])',
        message: 'Cache keys come from the area\'s factory in src/api/<area>-queries.ts (e.g. `...sessionQueries.list()`), never a hand-typed array.',
      }],
    },
  },
  {
    // A feature never imports another feature: shared pieces live in components/ or api/.
    files: ['src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/server/**'], message: 'The console only talks HTTP: never import the server.' },
        { regex: '^\\.\\./[^.]', message: 'A feature never imports another feature; move shared code to components/ or api/.' },
        { regex: '/features/', message: 'A feature never imports another feature; move shared code to components/ or api/.' },
      ] }],
    },
  },
);
