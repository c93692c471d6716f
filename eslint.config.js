import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import featureBoundaries from './eslint/feature-boundaries.js';

const noMathRandom = { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'Use crypto randomness.' };

/**
 * Layering (decision 012): SQL lives in a feature's repository.ts (or a
 * repository/ folder), in migrations, and in the ledger and db modules;
 * routes and services reach the database only through them. Statements are
 * recognised by their opening keywords in capitals, as every statement here
 * is written; any `.query(` / `.prepared(` call or drizzle `sql` / `.orm`
 * use outside those places is flagged too, whatever its case.
 */
const SQL_START = String.raw`^\s*\(?\s*(SELECT|INSERT\s+INTO|UPDATE\s+\w+(\s+\w+)?\s+SET|DELETE\s+FROM|WITH\s+(RECURSIVE\s+)?\w+\s+AS|TRUNCATE|(CREATE|ALTER|DROP)\s+(TABLE|INDEX|DATABASE|FUNCTION|EXTENSION|TYPE|VIEW))\b`;
const SQL_MESSAGE = 'SQL belongs in the feature\'s repository.ts (decision 012): routes validate and call a service; services hold the rules and the transaction.';
const sqlOutsideRepositories = [
  { selector: `Literal[value=/${SQL_START}/]`, message: SQL_MESSAGE },
  { selector: `TemplateElement[value.raw=/${SQL_START}/]`, message: SQL_MESSAGE },
  { selector: "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(query|prepared)$/]", message: SQL_MESSAGE },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: SQL_MESSAGE },
  { selector: "MemberExpression[property.name='orm']", message: SQL_MESSAGE },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'packages/server/drizzle/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', noMathRandom],
    },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    ignores: [
      'packages/server/src/**/repository.ts',
      'packages/server/src/**/repository/**',
      'packages/server/src/db/**',
      'packages/server/src/ledger/**',
      'packages/server/src/**/*.test.ts',
      'packages/server/src/test/**',
    ],
    rules: { 'no-restricted-syntax': ['error', noMathRandom, ...sqlOutsideRepositories] },
  },
  {
    // Routes reach the database through a service (decision 012); they may import a repository's types.
    files: ['packages/server/src/**/routes.ts', 'packages/server/src/**/*-routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/repository', '**/repository/**'], allowTypeImports: true, message: 'Routes call a service, not a repository (decision 012).' }] },
      ],
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'crypto'] }],
      'no-restricted-globals': ['error', 'Date', 'setTimeout', 'setInterval', 'fetch', 'process'],
    },
  },
  {
    files: ['packages/core/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-globals': 'off' },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, lootforge: featureBoundaries },
    rules: { ...reactHooks.configs.recommended.rules, 'lootforge/no-mutual-features': 'error' },
  },
);
