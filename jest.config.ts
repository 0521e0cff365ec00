import type { Config } from 'jest';

// Three projects: the contract server (node), the SPA (jsdom) and the browser tests (node + Chromium).
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
  ],
};

export default config;
