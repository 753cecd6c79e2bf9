// One Jest run, one project per Nx project; `--selectProjects` narrows it.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const moduleNameMapper = {
  '^@inhala/domain$': '<rootDir>/libs/domain/src/index.ts',
  '^@inhala/ui$': '<rootDir>/libs/ui/src/index.ts',
  '\\.css$': '<rootDir>/tools/test/style-stub.js',
  // jsdom asks packages for their "browser" build, which Orama ships as ES modules only.
  '^@orama/orama$': '<rootDir>/node_modules/@orama/orama/dist/commonjs/index.js',
  '^@orama/stemmers/spanish$': '<rootDir>/node_modules/@orama/stemmers/dist/es.cjs',
};
const base = { rootDir: __dirname, transform: { '^.+\\.(t|j)sx?$': swc }, moduleNameMapper };
const web = (name, root) => ({
  ...base,
  displayName: name,
  testEnvironment: 'jsdom',
  roots: [`<rootDir>/${root}`],
  setupFiles: ['<rootDir>/tools/test/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/tools/test/setup-dom.ts'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
});

module.exports = {
  projects: [
    { ...base, displayName: 'domain', testEnvironment: 'node', roots: ['<rootDir>/libs/domain'] },
    // The house's own checks (lint rules that must not silently switch themselves off).
    { ...base, displayName: 'tools', testEnvironment: 'node', roots: ['<rootDir>/tools/lint'] },
    web('ui', 'libs/ui'),
    web('shell', 'apps/shell'),
    web('mfe-practice', 'apps/mfe-practice'),
    web('mfe-community', 'apps/mfe-community'),
    web('mfe-admin', 'apps/mfe-admin'),
    {
      ...base,
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/apps/api'],
      globalSetup: '<rootDir>/apps/api/test/global-setup.ts',
      globalTeardown: '<rootDir>/apps/api/test/global-teardown.ts',
      setupFiles: ['<rootDir>/apps/api/test/env.ts'],
    },
  ],
};
