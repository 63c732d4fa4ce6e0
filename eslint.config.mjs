// @ts-check
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

// One-level MUI imports only (STYLE.md, MUI example); zod through our CSP-safe wrappers.
const BASE_PATHS = [
  { name: '@mui/material', message: 'Import one level deep: @mui/material/Button.' },
  { name: 'zod', message: "Import { z } from '@/lib/platform/validation/z' (CSP-safe config)." },
  {
    name: 'zod/mini',
    message: "Import { zMini } from '@/lib/platform/validation/zMini' (CSP-safe config).",
  },
];
const BASE_PATTERNS = [{ group: ['@mui/material/*/*'], message: 'Import one level deep only.' }];
/**
 * Vendor SDKs are reached only through their thin typed wrappers (docs/platform.md#vendor-wrappers):
 * the files in VENDOR_WRAPPERS below are the only ones these patterns do not apply to.
 */
const VENDOR_PATTERNS = [
  {
    group: ['@amplitude/*'],
    message: 'Use the analytics wrapper (lib/tracking/analytics/careAnalytics.ts), not the SDK.',
  },
  {
    group: ['@sentry/*'],
    message: 'Use the error-reporting wrappers (lib/tracking/errorReporting), not the SDK.',
  },
];
const VENDOR_WRAPPERS = [
  'lib/tracking/analytics/amplitudeSdk.ts',
  'lib/tracking/analytics/loadAnalyticsSdk.ts',
  'lib/tracking/errorReporting/*.ts',
];
/** `no-restricted-properties` everywhere: configuration is read in one place, the data layer in one. */
const ENV_PROPERTY = {
  object: 'process',
  property: 'env',
  message: 'Read configuration from lib/platform/config.',
};
const DATA_LAYER_PROPERTY = {
  object: 'window',
  property: 'dataLayer',
  message: 'Push through the tag-manager wrapper (lib/tracking/tagManager), not window.dataLayer.',
};

/**
 * The layout's boundaries (docs/platform.md#code-boundaries), each a pattern of forbidden imports.
 */
const BOUNDARIES = {
  noComponents: {
    group: ['@/components/*', '**/components/*'],
    message: 'lib/ holds no React components: pass the component in, or move the code.',
  },
  noReact: {
    group: ['react', 'react/*', 'react-dom', 'react-dom/*'],
    message: 'lib/ has no React: hooks and components live in components/ (hooks next to theirs).',
  },
  noServerModules: {
    group: ['@/**/*.server', '**/*.server', '@/lib/platform/config/env.server'],
    message: 'A *.server module runs on the server only; components also run in the browser.',
  },
  noLocalStack: {
    group: ['@/local-stack/*', '**/local-stack/*'],
    message: 'The site never depends on the local development stack (it stands in for services).',
  },
};

/** `no-restricted-imports` options: the base rules plus the boundaries of one zone. */
function restrictedImports(...boundaries) {
  return { paths: BASE_PATHS, patterns: [...BASE_PATTERNS, ...VENDOR_PATTERNS, ...boundaries] };
}

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': 'error',
      // Configuration is validated in one place (STYLE.md convention 2).
      'no-restricted-properties': ['error', ENV_PROPERTY, DATA_LAYER_PROPERTY],
      'no-restricted-imports': ['error', restrictedImports()],
      // No import/no-cycle: it took three quarters of the lint's time, and the import graph test
      // checks the same graph, type-only imports included (docs/platform.md#import-rules).
    },
  },
  // Boundaries: a later block's options replace the earlier ones for its files, so each zone
  // lists all of its restrictions.
  {
    files: ['lib/**/*.ts', 'lib/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        restrictedImports(BOUNDARIES.noComponents, BOUNDARIES.noReact, BOUNDARIES.noLocalStack),
      ],
    },
  },
  {
    files: VENDOR_WRAPPERS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: BASE_PATHS,
          patterns: [
            ...BASE_PATTERNS,
            BOUNDARIES.noComponents,
            BOUNDARIES.noReact,
            BOUNDARIES.noLocalStack,
          ],
        },
      ],
    },
  },
  {
    // The tag-manager wrapper is the one place that touches the data layer itself.
    files: ['lib/tracking/tagManager/*.ts'],
    rules: { 'no-restricted-properties': ['error', ENV_PROPERTY] },
  },
  {
    files: ['components/**/*.ts', 'components/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        restrictedImports(BOUNDARIES.noServerModules, BOUNDARIES.noLocalStack),
      ],
    },
  },
  {
    files: ['pages/**/*.ts', 'pages/**/*.tsx', 'middleware.ts', 'instrumentation.ts'],
    rules: { 'no-restricted-imports': ['error', restrictedImports(BOUNDARIES.noLocalStack)] },
  },
  {
    files: [
      'lib/platform/config/env.server.ts',
      'tests/**',
      'scripts/**',
      'playwright.config.ts',
      'jest.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // The wrappers themselves import zod; the lib/ boundaries still apply to them.
    files: ['lib/platform/validation/z.ts', 'lib/platform/validation/zMini.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [BOUNDARIES.noComponents, BOUNDARIES.noLocalStack] },
      ],
    },
  },
  {
    files: ['scripts/**', 'tests/e2e/**', 'local-stack/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
