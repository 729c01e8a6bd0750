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
