import type { Config } from 'jest';

// Four projects: the contract server (node), the SPA (jsdom), the browser tests (node + Chromium) and the
// proofs of the lint rules (node, ESLint's own API).
const tsJest: Config['transform'] = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
};
const moduleNameMapper = { '^@/(.*)$': '<rootDir>/src/$1' };

const config: Config = {
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/server/**/*.test.ts'],
      transform: tsJest,
      moduleNameMapper,
    },
    {
      displayName: 'spa',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/src/**/*.test.ts?(x)'],
      setupFiles: ['<rootDir>/test/support/jsdomSetup.ts'],
      transform: tsJest,
      moduleNameMapper,
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      transform: tsJest,
      moduleNameMapper,
      globalSetup: '<rootDir>/test/e2e/support/globalSetup.ts',
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
