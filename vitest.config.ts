import { defineConfig } from 'vitest/config';
import { serverProjects } from './server/vitest.config.ts';

export default defineConfig({
  test: {
    projects: [
      'contract',
      ...serverProjects,
      'web',
      'e2e',
      // Checks of the repository as a whole (e.g. the module boundary rules), in scripts/checks.
      { test: { name: 'repo', include: ['scripts/checks/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
