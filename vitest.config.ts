import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/property/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20000,
  },
});
