import path from 'node:path';
import type { Config } from 'jest';

// The SPA on a Laravel backend (`npm run test:laravel`): its own config, outside `npm test`'s projects, because it
// needs PHP and Composer and starts PHP's server. Same transform and set-up as the e2e project.
const config: Config = {
  rootDir: path.resolve(__dirname, '..', '..'),
  displayName: 'laravel',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/laravel/**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
    '/node_modules/(content-disposition)/.+\\.js$': [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition)/)'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  globalSetup: '<rootDir>/test/e2e/support/globalSetup.ts',
  setupFilesAfterEnv: ['<rootDir>/test/e2e/support/setupTimeout.ts'],
};

export default config;
