import path from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

/** Where the build records which source files every emitted chunk holds (read by bench/page-weight.ts). */
export const CHUNK_MAP_FILE = '.vite/chunks.json';

/**
 * Writes `dist/.vite/chunks.json`: for every JS chunk, the repository-relative
 * source files in it. The page-weight bench and the entry e2e spec use it to
 * tell which modules a page's files carry; Vite's own manifest names only the
 * chunks' entry modules, not what the bundler merged into them.
 */
function chunkMap(): Plugin {
  const root = import.meta.dirname;
  return {
    name: 'aikn-chunk-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        chunks[out.fileName] = out.moduleIds.map((id) => path.relative(root, id.replace(/^\0/, '').split('?')[0]));
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MAP_FILE, source: JSON.stringify(chunks) });
    },
  };
}

/** The chunks of the codeSplitting groups below, which keep their names in the build. */
const NAMED_CHUNKS = new Set(['framework', 'mantine-base', 'app-base', 'rolldown-runtime']);

/** Chunks the entry itself loads (see codeSplitting below): never worth preloading again. */
const ENTRY_CHUNKS = /assets\/((framework|mantine-base|app-base|rolldown-runtime)-[\w-]+\.js|index-[\w-]+\.css)$/;

/**
 * What the router loads before a screen's chunk arrives: the chunks of its layout routes (`_app`,
 * `_app/admin`, `_app/bbs/_member`...), each with its own preload list, load beside it. A screen's
 * list need not name their files again, nor a route's loader chunk the files its component's list
 * names (they load side by side). Filled before the preload lists are written.
 */
const preload = { skip: new Map<string, Set<string>>(), loaders: new Set<string>() };

function layoutPreload(): Plugin {
  return {
    name: 'aikn-layout-preload',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      preload.skip.clear();
      preload.loaders.clear();
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const loads = (file: string, into: Set<string>) => {
        if (into.has(file)) return;
        into.add(file);
        const c = bundle[file];
        if (c?.type === 'chunk') {
          for (const f of c.imports) loads(f, into);
          for (const f of c.viteMetadata?.importedCss ?? []) into.add(f);
        }
      };
      // A route file's component chunk, by the file's path under src/routes (`_app/admin/users`).
      const components = new Map<string, string>();
      for (const c of chunks) {
        const id = c.facadeModuleId ?? '';
        if (id.includes('tsr-split=loader')) preload.loaders.add(c.fileName);
        const route = /[\\/]src[\\/]routes[\\/](.+?)\.tsx(\?tsr-split=component)?$/.exec(id);
        if (route && !id.includes('tsr-split=loader')) components.set(route[1].replaceAll('\\', '/'), c.fileName);
      }
      for (const [route, file] of components) {
        const parts = route.split('/');
        const skip = new Set<string>();
        for (let i = 1; i < parts.length; i++) {
          const layout = components.get(parts.slice(0, i).join('/'));
          if (layout) loads(layout, skip);
        }
        if (skip.size > 0) preload.skip.set(file, skip);
      }
    },
  };
}

/**
 * The generated route tree, as the build reads it (the source stays as generated), without what
 * only names things on the first screen (about 0.9 KB gzipped):
 * - every layout gets its children as an object keyed by the routes' names (`AppBbsMemberMineCaseRoute:
 *   ...`), of which the router keeps `Object.values` only: an array of the same routes, in the same order;
 * - a route whose path is its id spells it twice (`update({ id: '/login', path: '/login', ... })`): once,
 *   through a helper that passes the router the same options.
 */
function compactRouteTree(): Plugin {
  const samePath = /\.update\(\{\s*id: ('[^']*'),\s*path: \1,\s*getParentRoute: (\(\) => \w+),\s*\} as any\)/g;
  const children = /const (\w+Children): \w+ = \{([^}]*)\};/g;
  return {
    name: 'aikn-compact-route-tree',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/src/routeTree.gen.ts')) return null;
      let updates = 0;
      let lists = 0;
      const out = code
        .replace(samePath, (_all, path: string, parent: string) => {
          updates++;
          return `.update(atPath(${path}, ${parent}))`;
        })
        .replace(children, (_all, name: string, body: string) => {
          lists++;
          const routes = [...body.matchAll(/\w+:\s*(\w+),?/g)].map((m) => m[1]);
          return `const ${name} = [${routes.join(', ')}];`;
        });
      // A new version of the router plugin that writes the tree otherwise must not pass unnoticed.
      if (updates === 0 || lists === 0) this.error('routeTree.gen.ts: not in the shape compactRouteTree expects');
      const helper = 'const atPath = (id: string, getParentRoute: () => unknown): any => ({ id, path: id, getParentRoute });\n';
      return { code: helper + out, map: null };
    },
  };
}

export default defineConfig({
  base: '/webaikn/',
  plugins: [
    // The router plugin must come before the React plugin.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders too arrive with their route (the default keeps them, and the query
      // factories and contract they import, in the entry); a loader's chunk and its
      // component's chunk load in parallel.
      codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']] },
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    compactRouteTree(),
    layoutPreload(),
    chunkMap(),
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
    // The browsers the app supports preload modules themselves; the polyfill would only weigh on the first screen.
    modulePreload: {
      polyfill: false,
      // Listing loaded chunks again in every route's preload list only weighs on the first screen
      // (issue 12's ceiling); a script left out of a list still loads, with its importer.
      resolveDependencies: (file, deps) =>
        preload.loaders.has(file) ? [] : deps.filter((d) => !ENTRY_CHUNKS.test(d) && !preload.skip.get(file)?.has(d)),
    },
    rolldownOptions: {
      output: {
        // The lazily loaded chunks go by their hash alone: the first screen lists every one of them
        // in its preload table, where their names (with their stylesheets' below) weighed 1.5 KB
        // gzipped (issue 18). What a chunk holds is in dist/.vite/chunks.json (the page-load bench
        // prints it). The entry's own chunks keep their names (ENTRY_CHUNKS).
        // Six characters of hash (36 bits) tell ~500 files apart as well as eight, for a third less
        // of the table (issue 29's routes).
        chunkFileNames: (chunk) => (NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash:7].js'),
        // Their stylesheets too, which the table lists beside them; the entry's keeps its name.
        assetFileNames: (asset) =>
          asset.names.some((n) => n.endsWith('.css')) && !asset.names.includes('index.css')
            ? 'assets/[hash:7][extname]'
            : 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            {
              // The runtime every screen starts with, as one file rather than a dozen small ones.
              // Not zod: a group takes every matching module, also those only lazy screens use, and
              // the first screen needs only the part of zod's core that zod/mini uses (issue 12).
              // Nor the hooks only some screens use (several queries at once, a blocked navigation,
              // going back): in the group they would travel on the first screen too.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|ofetch|ufo|destr|@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|query-core))[\\/](?!.*[\\/](useQueries|queriesObserver|useBlocker|useCanGoBack)\.js$)/,
            },
            {
              // Small Mantine pieces the sign-in screen and the signed-in shell both render:
              // one file rather than fourteen of a few hundred bytes each (issue 12).
              name: 'mantine-base',
              test: /@mantine[\\/](core[\\/]esm[\\/](core[\\/](DirectionProvider|utils[\\/](create-safe-context|create-scoped-keydown-handler|find-element-ancestor)|MantineProvider[\\/]color-functions[\\/]get-auto-contrast-value)|components[\\/](Transition|CloseButton|ActionIcon|Anchor|Image|TextInput|Alert))|hooks[\\/]esm[\\/](use-id|use-uncontrolled|use-force-update))[\\/]/,
            },
            {
              // What every screen, the sign-in screen first, reads the API with: the HTTP client, the
              // public contract (zod/mini) and the platform config. One file instead of a dozen
              // tiny ones: separately gzipped they weigh a third more (issue 12). Of the modules' vocabularies
              // (contract/*-terms) only those the route tree's search schemas read: the first screen loads
              // them anyway, each as a file of its own otherwise (a few hundred bytes for four requests).
              name: 'app-base',
              test: /(contract[\\/][\w-]+[\\/](auth|common|contact|domains|endpoint|envelope|limits|permissions|users|account-terms|bbs-terms|knowledge-terms|library-terms)\.ts|src[\\/]shared[\\/](lib[\\/](http|api-error|token|links|forbidden-error)|config[\\/][\w-]+)\.ts|src[\\/]modules[\\/]auth[\\/]api[\\/]auth-queries\.ts|zod[\\/]v4[\\/]mini[\\/](iso|coerce)\.js)$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 8878,
    strictPort: true,
    proxy: Object.fromEntries(API_PREFIXES.map((p) => [`/${p}/`, { target: apiTarget, changeOrigin: true }])),
  },
});
