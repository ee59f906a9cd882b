import { defineConfig } from 'vitest/config';
import { serverProjects } from './server/vitest.config.ts';

export default defineConfig({
  test: {
    projects: ['contract', ...serverProjects, 'web', 'e2e'],
  },
});
