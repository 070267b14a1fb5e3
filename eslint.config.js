import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import fairplay from './eslint-rules/index.js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** What the web app never imports: the server and the database live behind the API. */
const WEB_FORBIDDEN_PACKAGES = ['@fairplay/server', '@fairplay/db', '@fairplay/server/*', '@fairplay/db/*'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Layout is Prettier's job (npm run lint checks it); ESLint keeps to correctness and structure.
  prettier,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.test.ts', 'apps/server/src/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Dependencies point one way: contracts and domain import nothing of ours; web never imports server or db.
    files: ['packages/contracts/**', 'packages/domain/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@fairplay/*'] }] },
  },
  {
    files: ['apps/web/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: WEB_FORBIDDEN_PACKAGES,
          // An icon alone tells a new user and a screen reader nothing: every icon-only control is a ui/IconButton,
          // whose label is both its accessible name and its tooltip (issue 15).
          paths: [
            { name: '@mantine/core', importNames: ['ActionIcon'], message: 'Use ui/IconButton (label + tooltip).' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/ui/IconButton.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: WEB_FORBIDDEN_PACKAGES }] },
  },
  {
    // Structure (docs/architecture.md): server modules and web features are used only through their index.ts,
    // every table is touched only by its owning module's repository, and no file takes part in an import cycle.
    files: ['apps/server/src/**/*.ts'],
    plugins: { fairplay, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/server/tsconfig.json'] })],
    },
    rules: {
      'fairplay/unit-boundaries': ['error', { root: 'apps/server/src/modules', kind: 'module' }],
      'fairplay/table-ownership': ['error', { modulesRoot: 'apps/server/src/modules' }],
      'fairplay/no-module-cycle': ['error', { root: 'apps/server/src/modules' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { fairplay, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/web/tsconfig.json'] })],
    },
    rules: {
      'fairplay/unit-boundaries': ['error', { root: 'apps/web/src/features', kind: 'feature' }],
      'fairplay/no-module-cycle': ['error', { root: 'apps/web/src/features' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // One date and time format (issue 24 point 17): every date or time shown is written by @fairplay/domain's
    // formatter (formatClubDate, formatClubDateTime, formatInstantClock, …) in the club's zone and on its clock.
    // Tests keep their own Intl oracle to check it against.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message:
            'Dates and times: use the formatter of @fairplay/domain (formatClubDateTime, formatClubDate, …); counts: formatCount.',
        },
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          message: 'Dates and times: use the formatter of @fairplay/domain (formatClubDateTime, formatClubDate, …).',
        },
        {
          // Intl.DateTimeFormat() with no arguments only reads the device's zone (ui/dates deviceTimeZone).
          selector:
            "CallExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat'][arguments.length>0]",
          message: 'Dates and times: use the formatter of @fairplay/domain (formatClubDateTime, formatClubDate, …).',
        },
        {
          selector: 'ImportDeclaration[source.value=/^(dayjs|date-fns|moment)(\\u002F|$)/]',
          message: 'Dates and times: use the formatter of @fairplay/domain (formatClubDateTime, formatClubDate, …).',
        },
      ],
    },
  },
  {
    // Each Playwright worker has its own server (e2e/servers.ts): specs take `test` from the fixtures that point
    // it at the worker's server.
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import from './fixtures.js': it points each test at its worker's server.",
            },
          ],
        },
      ],
    },
  },
);
