// One ESLint run over the whole workspace (`npm run lint`, part of `npm test`).
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import inhala from './tools/lint/eslint-plugin-inhala.mjs';
import { createProjectGraphAsync } from '@nx/devkit';

// @nx/enforce-module-boundaries reads the cached project graph and silently skips itself when there is
// none (a fresh clone, where no nx command has run yet): build it before any file is linted.
await createProjectGraphAsync({ exitOnError: true });

const FRAMEWORKS_AND_IO = [
  '@nestjs/*',
  'typeorm',
  'typeorm-*',
  'pg',
  'class-validator',
  'class-transformer',
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/*',
  'zod',
  'express',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'coverage/**',
      'data/**',
      '.nx/**',
      'test-results/**',
      'playwright-report/**',
      '**/node_modules/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { '@nx': nx, 'import-x': importX, inhala },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.base.json' })],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // An async method with nothing to await still keeps its port's shape and turns throws into rejections.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // Component tests share the fake fetch Response and WebSocket of tools/test (not a project).
          allow: [
            'tools/test/polyfills$',
            'tools/test/fake-websocket$',
            'tools/test/chat-fixtures$',
            'tools/test/content-fixtures$',
            'tools/test/user$',
            'tools/test/lazy-ui$',
            'tools/test/search-labels$',
            'tools/test/demo-catalogue$',
            'tools/test/fake-audio-context$',
            'tools/test/fake-media$',
            'tools/test/fake-caches$',
            'tools/test/fake-fetch-stream$',
            'tools/test/fake-broadcast-channel$',
            // The service worker's test builds sw.js as the build does.
            'tools/webpack/pwa-plugin$',
          ],
          depConstraints: [
            // The domain is pure: no framework, no I/O, nothing but itself.
            {
              sourceTag: 'type:domain',
              onlyDependOnLibsWithTags: ['type:domain'],
              bannedExternalImports: FRAMEWORKS_AND_IO,
            },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: ['type:domain', 'type:ui'],
              bannedExternalImports: ['@nestjs/*', 'typeorm', 'pg'],
            },
            // The API and every front end use only the shared libraries; no app imports another.
            {
              sourceTag: 'scope:api',
              onlyDependOnLibsWithTags: ['type:domain'],
              bannedExternalImports: ['react', 'react-dom', 'react-router-dom'],
            },
            {
              sourceTag: 'scope:shell',
              onlyDependOnLibsWithTags: ['scope:shared'],
              bannedExternalImports: ['@nestjs/*', 'typeorm'],
            },
            {
              sourceTag: 'scope:practice',
              onlyDependOnLibsWithTags: ['scope:shared'],
              bannedExternalImports: ['@nestjs/*', 'typeorm'],
            },
            {
              sourceTag: 'scope:community',
              onlyDependOnLibsWithTags: ['scope:shared'],
              bannedExternalImports: ['@nestjs/*', 'typeorm'],
            },
            {
              sourceTag: 'scope:admin',
              onlyDependOnLibsWithTags: ['scope:shared'],
              bannedExternalImports: ['@nestjs/*', 'typeorm'],
            },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
    },
  },
  {
    files: ['libs/domain/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(node:|fs$|path$|http$|https$|crypto$|child_process$|os$)',
              message: 'The domain does no I/O: time and randomness come in as arguments.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: { 'inhala/api-layers': 'error' },
  },
  {
    files: ['apps/shell/**/*.{ts,tsx}', 'apps/mfe-*/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // One router for every front end: @inhala/ui carries the part of react-router it shares
    // (libs/ui/src/routing/router.ts). A remote importing the package would bundle a second
    // router whose context the shell's never reaches. Tests render their own MemoryRouter.
    files: ['apps/shell/**/*.{ts,tsx}', 'apps/mfe-*/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.tsx', '**/*.spec.ts', '**/test-utils.tsx', '**/*-test-kit.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router-dom', message: "Import routing from '@inhala/ui'." },
            { name: 'react-router', message: "Import routing from '@inhala/ui'." },
          ],
        },
      ],
    },
  },
  {
    // Component tests type and click through tools/test/user (no pause after every key: with
    // user-event's default a sentence took seconds on a busy machine and ran into the timeout).
    files: [
      'apps/shell/**/*.spec.{ts,tsx}',
      'apps/mfe-*/**/*.spec.{ts,tsx}',
      'libs/ui/**/*.spec.{ts,tsx}',
      'apps/**/test-utils.tsx',
      'apps/**/*-test-kit.tsx',
      'tools/test/**',
    ],
    ignores: ['tools/test/user.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@testing-library/user-event',
              message: "Use setupUser() (and fill() for long texts) from 'tools/test/user'.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may use jest's loose helpers; promises they make are still awaited.
    files: ['**/*.spec.ts', '**/*.spec.tsx', 'apps/api/test/**', 'tests/**', 'tools/test/**'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      sourceType: 'module',
      globals: { ...globals.node },
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    ignores: ['apps/shell/src/pwa/sw-template.js'],
    languageOptions: { sourceType: 'commonjs' },
    // Build configurations reach the shared webpack pieces in tools/ by path.
    rules: { '@typescript-eslint/no-require-imports': 'off', '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // The shell's build replaces __PRECACHE__ with the list of files to cache, and writes
    // src/service-worker/byte-range.js (rangeAnswerOf) where the template says '// __BYTE_RANGE__'.
    files: ['apps/shell/src/pwa/sw-template.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { ...globals.serviceworker, __PRECACHE__: 'readonly', rangeAnswerOf: 'readonly' },
    },
  },
  {
    // Written into the service worker as it is (a script there), required by its unit test.
    files: ['apps/shell/src/service-worker/byte-range.js'],
    languageOptions: { sourceType: 'script', globals: { module: 'writable' } },
  },
  prettier,
);
