import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The production build runs on preact/compat (docs/decisions/011-preact-in-production.md): React-only APIs
// would work in development and the unit tests, then break for shoppers.
const reactOnlyApis = [
  {
    name: 'react',
    importNames: ['useActionState', 'useOptimistic', 'Activity', 'cache', 'captureOwnerStack'],
    message: 'React-only API: the production build runs on preact/compat (docs/decisions/011).',
  },
  {
    name: 'react-dom',
    importNames: [
      'useFormStatus',
      'useFormState',
      'requestFormReset',
      'preload',
      'preloadModule',
      'preinit',
      'preinitModule',
      'preconnect',
      'prefetchDNS',
    ],
    message: 'React-only API: the production build runs on preact/compat (docs/decisions/011).',
  },
];

const serverModules = readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// One import zone per feature folder (below).
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/db/**',
      'data/files/**',
      'e2e/artifacts/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: reactOnlyApis }],
    },
  },
  // The web app's layers point one way, shared → features → app (as bulletproof-react's zones do): ui and
  // lib import no feature and not the app; a feature imports another feature only through its index.ts.
  {
    files: ['apps/web/src/ui/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: reactOnlyApis,
          patterns: [
            {
              regex: '^#src/(app|features)/',
              message: 'ui and lib are shared: they import no feature and not the app.',
            },
          ],
        },
      ],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: reactOnlyApis,
          patterns: [
            { regex: '^#src/app/', message: 'Features must not import the app layer.' },
            {
              regex: `^#src/features/(?!${feature}/)[^/]+/(?!index\\.ts$)`,
              message: "Another feature's internals are private: import what it exports from its index.ts.",
            },
            { regex: '^\\.\\.(/|$)', message: 'Import through #src/… rather than a relative parent path.' },
          ],
        },
      ],
    },
  })),
  // The server's modules meet at their index.ts: a module imports another module only through the names its
  // index.ts exports (decision 017). Tests and their kits may reach in, to set up and inspect data.
  ...serverModules.map((module) => ({
    files: [`apps/server/src/modules/${module}/**/*.ts`],
    ignores: ['**/*.test.ts', '**/*test-kit.ts', '**/*test-data.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^#src/modules/(?!${module}/)[^/]+/(?!index\\.ts$)`,
              message: "Another module's internals are private: import what it exports from its index.ts.",
            },
            { regex: '^\\.\\.(/|$)', message: 'Import through #src/… rather than a relative parent path.' },
          ],
        },
      ],
    },
  })),
  // Outside the modules (plugins, providers, the CLI, observability), the same border: a module's internals
  // stay private to it. app.ts and main.ts put the modules together, so they may name a module's routes.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/modules/**',
      'apps/server/src/app.ts',
      'apps/server/src/main.ts',
      'apps/server/src/testing/**',
      'apps/server/src/hardening/**',
      '**/*.test.ts',
      '**/*test-kit.ts',
      '**/*test-data.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(#src|\\.{1,2})/modules/[^/]+/(?!index\\.ts$)',
              message: "A module's internals are private: import what it exports from its index.ts.",
            },
          ],
        },
      ],
    },
  },
  // The border rules above keep each import pointing the right way one pair at a time; a cycle can still run
  // through three modules (orders → wallets → payments → orders), which makes the start-up order fragile and
  // the modules impossible to reason about apart. Type-only imports are ignored: they vanish at run time.
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [importX.createNodeResolver()],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }] },
  },
);
