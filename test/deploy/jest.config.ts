import path from 'node:path';
import type { Config } from 'jest';

// The documented deploy (`npm run test:deploy`): its own config, outside `npm test`'s projects, because it clones the
// repository, makes a production install (minutes) and runs nginx. The e2e globalSetup builds dist/ when stale.
const config: Config = {
  rootDir: path.resolve(__dirname, '..', '..'),
  displayName: 'deploy',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/deploy/**/*.test.ts'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }] },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  globalSetup: '<rootDir>/test/e2e/support/globalSetup.ts',
};

export default config;
