import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** `@server-test/` lets SPA tests use the server's test helpers (real app, factories) without deep relative paths. */
const alias = {
  '@contract': path.resolve(import.meta.dirname, 'contract'),
  '@server-test': path.resolve(import.meta.dirname, 'server/test'),
  '@': path.resolve(import.meta.dirname, 'src'),
};

/**
 * Test files share worker processes (`isolate: false`): a fresh process per
 * file spent more time loading exceljs, pdf.js, Mantine and the server app
 * than most files spend testing (decision 037). `fresh-modules.ts` drops the
 * project's own modules before each file, so module-level state (caches keyed
 * by ids of another file's database) never crosses files; packages stay loaded.
 */
const FRESH = 'server/test/fresh-modules.ts';

/**
 * Files that need a process of their own: they measure the process's memory
 * (a neighbour's garbage would count) or register module mocks (the mock
 * registry outlives `vi.resetModules`).
 */
const SOLO_SERVER = [
  'server/files/postgres-blob-store.large.test.ts',
  'server/security/import-large-sheet.test.ts',
  'server/domains/new-domain.test.ts',
];
const SOLO_SPA = [
  'src/modules/graph/screens/entry-graph.test.tsx',
  'src/modules/graph/screens/chart-panels.test.tsx',
  'src/modules/graph/screens/chart-screen.test.tsx',
  'src/modules/reports/screens/report-pages.test.tsx',
];

const spa = {
  plugins: [react()],
  resolve: { alias },
};

export default defineConfig({
  // The global setup (seeding the template database) runs outside the projects and imports `@contract` too.
  resolve: { alias },
  test: {
    globals: true,
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: a second worker runs while the first waits on PostgreSQL (decision 037).
    maxWorkers: Number(process.env.AIKN_TEST_WORKERS ?? 2),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          globals: true,
          environment: 'node',
          isolate: false,
          setupFiles: [FRESH],
          include: ['contract/**/*.test.ts', 'src/**/*.unit.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          globals: true,
          environment: 'node',
          isolate: false,
          setupFiles: [FRESH],
          include: ['server/**/*.test.ts'],
          exclude: SOLO_SERVER,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server-solo',
          globals: true,
          environment: 'node',
          include: SOLO_SERVER,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        ...spa,
        test: {
          name: 'spa',
          globals: true,
          environment: 'jsdom',
          isolate: false,
          include: ['src/**/*.test.tsx', 'src/**/*.spa.test.ts'],
          exclude: SOLO_SPA,
          setupFiles: [FRESH, 'src/test/setup.ts'],
          // Not a speed limit: a screen test drives a whole app against the real server on shared cores.
          testTimeout: 60_000,
        },
      },
      {
        ...spa,
        test: {
          name: 'spa-solo',
          globals: true,
          environment: 'jsdom',
          include: SOLO_SPA,
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
