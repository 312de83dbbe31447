import path from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** API prefixes of SPEC §7; the dev server forwards them to a running API server. */
const API_PREFIXES = [
  'admin',
  'ai-knowledge',
  'aikn-admin',
  'aikn-app',
  'bbs-app',
  'college-app',
  'base-admin',
  'chatbot-admin',
  'knside-admin',
  'kg-app',
  'search-app',
];

// The API server the dev server forwards to (`npm run serve` listens on 8878 by default,
// the same port as the dev server, so pick another one for it when developing).
const apiTarget = process.env.AIKN_API ?? 'http://localhost:8899';

export default defineConfig({
  base: '/webaikn/',
  plugins: [
    // The router plugin must come before the React plugin.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single', semicolons: true }),
    react(),
  ],
  resolve: {
    alias: {
      '@contract': path.resolve(import.meta.dirname, 'contract'),
      '@': path.resolve(import.meta.dirname, 'src'),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server's CSP is script-src 'self': nothing may be inlined as a script.
    assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined),
    chunkSizeWarningLimit: 900,
  },
  server: {
    port: 8878,
    strictPort: true,
    proxy: Object.fromEntries(API_PREFIXES.map((p) => [`/${p}/`, { target: apiTarget, changeOrigin: true }])),
  },
});
