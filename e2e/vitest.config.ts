import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['specs/**/*.spec.ts'],
    // Each file starts real server processes and a browser; two cores cannot run two files at once.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
