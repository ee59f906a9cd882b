import { defineConfig } from 'vitest/config';
import { serverProjects } from './server/vitest.config.ts';

export default defineConfig({
  test: {
    projects: [
      'contract',
      ...serverProjects,
      'web',
      'e2e',
      // The load tools' own logic (the soak's judging), not the server under load.
      { test: { name: 'bench', include: ['bench/src/**/*.test.ts'], environment: 'node' } },
      // Checks of the repository as a whole (e.g. the module boundary rules), in scripts/checks.
      { test: { name: 'repo', include: ['scripts/checks/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
