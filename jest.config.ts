import type { Config } from 'jest';

// Four projects: the contract server (node), the SPA (jsdom), the browser tests (node + Chromium) and the
// proofs of the lint rules (node, ESLint's own API).
const tsJest: Config['transform'] = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
};
const moduleNameMapper = { '^@/(.*)$': '<rootDir>/src/$1' };
// @fastify/static (the SPA server the browser tests start) requires content-disposition 3, which is ESM
// only: Node 20 loads it with require(esm), jest's module loader does not, so jest compiles it to CommonJS.
const esmOnly = ['content-disposition'];
const esmToCommonJsFor = (packages: string[]): Config['transform'] => ({
  [`/node_modules/(${packages.join('|')})/.+\\.js$`]: [
    'ts-jest',
    { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true } },
  ],
});
const esmToCommonJs = esmToCommonJsFor(esmOnly);
// Redux DevTools' own packages (the DevTools-import test replays a report with them) are ESM only, as is nanoid.
const spaEsmOnly = ['@redux-devtools', 'nanoid'];

const config: Config = {
  // Longest files first, from the durations of an earlier run (test/support/durationSequencer.cjs).
  testSequencer: '<rootDir>/test/support/durationSequencer.cjs',
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/server/**/*.test.ts'],
      transform: tsJest,
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/test/support/serverTestTimeout.ts'],
    },
    {
      displayName: 'spa',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/src/**/*.test.ts?(x)'],
      setupFiles: ['<rootDir>/test/support/jsdomSetup.ts'],
      transform: { ...tsJest, ...esmToCommonJsFor(spaEsmOnly) },
      transformIgnorePatterns: [`/node_modules/(?!(${spaEsmOnly.join('|')})/)`],
      moduleNameMapper,
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      transform: { ...tsJest, ...esmToCommonJs },
      transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
      moduleNameMapper,
      globalSetup: '<rootDir>/test/e2e/support/e2eGlobalSetup.ts',
      globalTeardown: '<rootDir>/test/e2e/support/e2eGlobalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/e2e/support/setupTimeout.ts'],
    },
    {
      displayName: 'lint',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/lint/**/*.test.ts'],
      transform: tsJest,
    },
  ],
};

export default config;
