// @ts-check
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

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
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from lib/config.' },
      ],
      // One-level MUI imports only (STYLE.md, MUI example).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mui/material', message: 'Import one level deep: @mui/material/Button.' },
            { name: 'zod', message: "Import { z } from '@/lib/validation/z' (CSP-safe config)." },
            {
              name: 'zod/mini',
              message: "Import { zMini } from '@/lib/validation/zMini' (CSP-safe config).",
            },
          ],
          patterns: [{ group: ['@mui/material/*/*'], message: 'Import one level deep only.' }],
        },
      ],
    },
  },
  {
    files: [
      'lib/config/env.server.ts',
      'tests/**',
      'scripts/**',
      'playwright.config.ts',
      'jest.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['lib/validation/z.ts', 'lib/validation/zMini.ts'],
    rules: { 'no-restricted-imports': 'off' },
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
