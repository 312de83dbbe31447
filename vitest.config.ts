import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** `@server-test/` lets SPA tests use the server's test helpers (real app, factories) without deep relative paths. */
const alias = {
  '@contract': path.resolve(import.meta.dirname, 'contract'),
  '@server-test': path.resolve(import.meta.dirname, 'server/test'),
  '@': path.resolve(import.meta.dirname, 'src'),
};

export default defineConfig({
  test: {
    globals: true,
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          globals: true,
          environment: 'node',
          include: ['contract/**/*.test.ts', 'src/**/*.unit.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          globals: true,
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'spa',
          globals: true,
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'src/**/*.spa.test.ts'],
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
