import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  globalSetup: '<rootDir>/__tests__/compile-messages.mjs',
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/out/'],
  // The measuring builds (scripts/perf/build-empty-export.mjs) hold a package.json of their own.
  modulePathIgnorePatterns: ['<rootDir>/.perf/', '<rootDir>/scripts/perf/empty-export/'],
};

export default createJestConfig(config);
