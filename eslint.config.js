import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const NO_SERVER = { regex: '^(\\.\\./)+server(/|$)', message: 'The console only talks HTTP: never import the server.' };
const UP_TO_APP = { regex: '^(\\.\\./)+app(/|$)', message: 'Nothing imports app/ (the frame and the page loader): links come from src/paths.ts.' };
const UP_TO_FEATURES = { regex: '^(\\.\\./)+features(/|$)', message: 'components/ and api/ never import a feature: move what both need down a floor.' };
const OTHER_FEATURE = 'A feature never imports another feature; move shared code to components/ or api/.';

/** One floor's import rules (every floor of the console also keeps away from the server). */
const floor = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [NO_SERVER, ...patterns] }] },
});

const QUERY_KEY_BY_HAND = {
  // `queryKey: [...]`, also behind `as const` or `satisfies`.
  selector: 'Property[key.name="queryKey"]:matches([value.type="ArrayExpression"], [value.expression.type="ArrayExpression"])',
  message: 'Cache keys come from the area\'s factory in src/api/<area>-queries.ts (e.g. `...sessionQueries.list()`), never a hand-typed array.',
};

/** An in-app address typed by hand: `to="/x"`, `href={`/x/${id}`}`, `navigate('/x')`, `useHref('/x')`, `{ to: '/x' }`. */
const ADDRESS = ':matches(Literal[value=/^\\u002F/], TemplateLiteral[quasis.0.value.raw=/^\\u002F/])';
const ADDRESS_MESSAGE = 'Build in-app addresses from the address book (src/paths.ts): `paths.session.link(id)`, `withQuery(paths.sessions.link(), { view })`.';
const ADDRESS_BY_HAND = [
  `JSXAttribute[name.name=/^(to|href)$/] ${ADDRESS}`,
  `CallExpression[callee.name=/^(navigate|useHref)$/] > ${ADDRESS}:first-child`,
  `Property[key.name=/^(to|href)$/] ${ADDRESS}`,
].map((selector) => ({ selector, message: ADDRESS_MESSAGE }));

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
    },
  },
  // The floors: app → features → components and api → contract, with paths.ts (the address book) beside the
  // contract. An import only goes down a floor; the server sits beside the console on the same contract.
  floor(['src/**/*.{ts,tsx}'], []),
  floor(['src/features/**/*.{ts,tsx}'], [UP_TO_APP]),
  // A feature never imports another feature: shared pieces live in components/ or api/ (by depth, as imports are relative).
  floor(['src/features/*/*.{ts,tsx}'], [UP_TO_APP, { regex: '^\\.\\./[^.]', message: OTHER_FEATURE }, { regex: '/features/', message: OTHER_FEATURE }]),
  floor(['src/features/*/*/*.{ts,tsx}'], [UP_TO_APP, { regex: '^\\.\\./\\.\\./[^.]', message: OTHER_FEATURE }, { regex: '/features/', message: OTHER_FEATURE }]),
  floor(['src/components/**/*.{ts,tsx}'], [UP_TO_APP, UP_TO_FEATURES]),
  floor(['src/api/**/*.{ts,tsx}'], [UP_TO_APP, UP_TO_FEATURES, { regex: '^(\\.\\./)+components(/|$)', message: 'api/ imports no component: move what both need down into api/ (as api/dates.ts).' }]),
  floor(['src/contract/**/*.ts'], [{ regex: '^\\.\\./\\.\\./|^\\.\\./(?!contract/)', message: 'The contract is the lowest floor: it imports nothing of the console.' }]),
  floor(['src/paths.ts'], [{ regex: '^\\.', message: 'The address book is plain data on a low floor: it imports nothing of the console.' }]),
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { regex: '^(\\.\\./)+src/(?!contract/)', message: 'The server shares only the contract (src/contract/) with the console.' },
      ] }],
    },
  },
  {
    // Cache keys live only in the areas' query factories (src/api/<area>-queries.ts): a key typed
    // anywhere else can hold another shape under an area's key and break the area's page.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/*-queries.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', QUERY_KEY_BY_HAND, ...ADDRESS_BY_HAND],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', QUERY_KEY_BY_HAND] },
  },
  {
    files: ['src/api/*-queries.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ADDRESS_BY_HAND] },
  },
);
