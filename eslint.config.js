import { readdirSync } from 'node:fs';
import js from '@eslint/js';
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
);
