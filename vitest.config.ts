import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every suite; each workspace is a project so `npm test` runs them all.
// CI asks for a JSON report per run (VITEST_JSON_OUT is a directory) to print the closing totals.
const jsonDir = process.env.VITEST_JSON_OUT;

export default defineConfig({
  test: {
    // Vitest runs one worker less than the cores: one on the two-core CI machines, where a test file spends most of its
    // time in PGlite or waiting on PostgreSQL. Two workers there, with the test apps started from a prepared database, halve the server suite (README, "Tests").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: jsonDir ? ['default', ['json', { outputFile: `${jsonDir}/report-${process.pid}-${Date.now()}.json` }]] : ['default'],
    projects: [
      { test: { name: 'shared', root: './shared', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: true,
        },
      },
      { test: { name: 'web', root: './web', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' } },
      { test: { name: 'scale-agent', root: './scale-agent', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'gps-sim', root: './gps-sim', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 120000,
          hookTimeout: 180000,
          // A screen shows a server's answer within a second on a quiet machine; CI shares two cores with PostgreSQL.
          expect: { poll: { timeout: 10000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
