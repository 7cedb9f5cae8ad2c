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
      // Shared layers must not reach into features or the app shell (shared → features → app).
      'no-restricted-imports': [
        'error',
        {
          paths: reactOnlyApis,
          patterns: [{ group: ['#src/app/*'], message: 'features and ui must not import the app layer' }],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: reactOnlyApis }] },
  },
);
