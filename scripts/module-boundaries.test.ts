import fs from 'node:fs';
import { importGraph, importsOf, sourceFiles } from './boundaries/import-graph';
import {
  contractViolations,
  fileCycles,
  layerViolations,
  privateViolations,
  type Rules,
  testImports,
  unitCycles,
  unplaced,
} from './boundaries/layer-rules';
import { plainTableNames, schemaTableNames } from './boundaries/schema-names';
import { moduleTables, moduleTablesIn, schemaTables, unusedTables } from './boundaries/table-owners';

/**
 * The layers of ARCHITECTURE §2 (decision 019), lowest first: a file imports
 * its own layer and the layers before it, never one after it. `dir/*` makes
 * every folder under `dir` a unit of its own (one module, one engine) for the
 * module rule and the cycle check; the most specific path wins.
 */
const RULES: Rules = {
  contract: 'contract',
  tables: [
    {
      side: 'server',
      rows: [
        { layer: 'config', paths: ['server/config.ts'] },
        { layer: 'db', paths: ['server/db', 'server/deps.ts'] },
        { layer: 'http, lib, jobs', paths: ['server/http', 'server/lib', 'server/jobs'] },
        {
          layer: 'engines',
          paths: [
            'server/access',
            // The registry of the modules' domain providers, which the other engines compose (issue 29).
            'server/domains',
            'server/knowledge',
            'server/search',
            'server/moderation',
            'server/interaction',
            'server/events',
            'server/graph',
            'server/files',
            'server/files/attachments',
            'server/files/documents',
            'server/files/media',
            'server/files/spreadsheet',
          ],
        },
        { layer: 'modules', paths: ['server/modules/*'] },
        // The seed sits beside the app: it builds content through engines and modules.
        { layer: 'app, seed', paths: ['server/app.ts', 'server/seed'] },
        // Process starts: the server's, and the benchmarks and scripts that open a runtime of their own.
        { layer: 'main', paths: ['server/main.ts', 'server/bootstrap.ts', 'bench', 'scripts'] },
      ],
    },
    {
      side: 'spa',
      rows: [
        { layer: 'shared', paths: ['src/shared/*'] },
        { layer: 'modules', paths: ['src/modules/*'] },
        // The shell: guards, layouts, session, header — what the route files are built from.
        { layer: 'app', paths: ['src/app'] },
        { layer: 'routes', paths: ['src/routes', 'src/routeTree.gen.ts'] },
        // The router mounts the route tree; the entry and its providers render it.
        {
          layer: 'router, main',
          // The render benchmark's page is an entry of its own, built from the SPA's components.
          paths: [
            'src/app/router.ts',
            'src/app/providers.tsx',
            'src/app/unauthenticated.ts',
            'src/main.tsx',
            'bench/graph-render/harness.tsx',
          ],
        },
      ],
    },
  ],
  // Exempt as importers (a test may reach anything it checks); production code never imports them.
  tests: [
    /\.test\.tsx?$/,
    /-test-support\.tsx?$/,
    /\.test-helpers\.tsx?$/,
    /-fixtures\.ts$/,
    /^server\/(test|platform|security)\//,
    /^server\/search\/fixtures\//,
    /^src\/test\//,
    /^tests\//,
    /^mocks\//,
  ],
  tools: ['bench', 'scripts'],
  private: [
    // Nothing imports the seed but the process start (and tests).
    { paths: ['server/seed'], importers: ['server/bootstrap.ts', 'server/main.ts', 'scripts'] },
    // Benchmarks are run by hand; nothing imports them (tests may, to share their cases).
    { paths: ['bench'], importers: [] },
  ],
  allowed: [],
};

const FOLDERS = ['server', 'src', 'contract', 'bench', 'scripts', 'mocks', 'tests'];
const edges = importGraph(FOLDERS);

/**
 * Who owns the tables of each schema file: a module (its folder under
 * server/modules), or null for the platform and the engines. Every schema
 * file is listed, so a new one says whose it is.
 */
const TABLE_OWNERS: Readonly<Record<string, string | null>> = {
  'auth.ts': null,
  'bbs.ts': 'bbs',
  'blobs.ts': null,
  'common.ts': null,
  'documents.ts': 'library',
  'events.ts': null,
  'graph.ts': null,
  'index.ts': null,
  'jobs.ts': null,
  'knowledge.ts': null,
  'moderation.ts': null,
  'notices.ts': 'notices',
  'org.ts': null,
  'search-hot.ts': null,
  'search-queries.ts': null,
  'search.ts': null,
  'videos.ts': 'video',
};
const ENGINE_PATHS = RULES.tables[0].rows.find((r) => r.layer === 'engines')!.paths;
const isTest = (f: string) => RULES.tests.some((re) => re.test(f));
const engineFiles = sourceFiles(['server']).filter((f) => !isTest(f) && ENGINE_PATHS.some((p) => f.startsWith(`${p}/`)));

/**
 * The modules whose raw SQL may spell tables as text: search, graph and
 * reports keep tuned statements read as SQL. Every other module, a new one
 * included, names tables and columns through the schema (`${table}`,
 * `${table.column}`; issue 29 §5), so a renamed table or column fails the
 * type check instead of a statement at run time.
 */
const RAW_SQL_MODULES = ['graph', 'reports', 'search'];
const SCHEMA_NAMED_MODULES = fs
  .readdirSync('server/modules', { withFileTypes: true })
  .filter((d) => d.isDirectory() && !RAW_SQL_MODULES.includes(d.name))
  .map((d) => d.name);

/** A fake file's imports, for the negative cases: each rule judges imports one by one. */
const fake = (from: string, text: string) => importsOf(from, text);

describe('module boundaries and layers', () => {
  it('places every production file in a layer', () => {
    expect(unplaced(RULES, sourceFiles(FOLDERS))).toEqual([]);
  });

  it('keeps every import down the layers and every module out of the others', () => {
    expect(layerViolations(RULES, edges)).toEqual([]);
  });

  it('keeps the seed and the benchmarks imported only by the process start and tests', () => {
    expect(privateViolations(RULES, edges)).toEqual([]);
  });

  it('keeps the contract importing nothing but zod and itself', () => {
    expect(contractViolations(RULES, edges)).toEqual([]);
  });

  it('keeps production code from importing tests and their support', () => {
    expect(testImports(RULES, edges)).toEqual([]);
  });

  it('finds no cycle between folders', () => {
    expect(unitCycles(RULES, edges)).toEqual([]);
  });

  it('finds no circle of imports between files', () => {
    expect(fileCycles(RULES, edges)).toEqual([]);
  });

  it('finds every table read or written by production code (not only by the seed or the tests)', () => {
    const production = sourceFiles(['server', 'scripts'])
      .filter((f) => !isTest(f) && !f.startsWith('server/db/schema/') && !f.startsWith('server/seed/'))
      .map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
    const tables = schemaTables();
    expect(tables.length).toBeGreaterThan(80);
    expect(unusedTables(tables, production)).toEqual([]);
  });

  it('says who owns every schema file', () => {
    expect(fs.readdirSync('server/db/schema').filter((f) => !(f in TABLE_OWNERS))).toEqual([]);
  });

  it("keeps every module's tables out of the engines' SQL (the engines ask the domain providers)", () => {
    const tables = moduleTables(TABLE_OWNERS);
    expect(tables.get('bbs_posts')).toBe('bbs');
    expect(engineFiles.length).toBeGreaterThan(50);
    expect(engineFiles.flatMap((f) => moduleTablesIn(f, fs.readFileSync(f, 'utf8'), tables))).toEqual([]);
  });
});

describe('raw SQL in module CRUD', () => {
  it('names tables through the schema in every module but search, graph and reports', () => {
    const tables = schemaTableNames();
    expect(tables.has('video_progress')).toBe(true);
    expect(SCHEMA_NAMED_MODULES).toEqual(expect.arrayContaining(['bbs', 'admin', 'wiki', 'video']));
    const files = sourceFiles(SCHEMA_NAMED_MODULES.map((m) => `server/modules/${m}`)).filter((f) => !isTest(f));
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap((f) => plainTableNames(f, fs.readFileSync(f, 'utf8'), tables))).toEqual([]);
  });

  it('reports a table spelled as text, not one in a comment, a quoted name or through the schema', () => {
    const tables = new Set(['bbs_posts']);
    // Each line a fake file's line; `\${` keeps an expression of the fake file as text.
    const text = [
      '/** Reads bbs_posts. */',
      `const a = sql\`select p.plate_id from bbs_posts p where \${x}\`;`,
      `const b = sql\`select \${bbsPosts.plateId} from \${bbsPosts} where kind = 'bbs_posts'\`;`,
      `const c = sql\`select 1 where \${cond ? sql\`true\` : sql\`exists (select 1 from bbs_posts)\`}\`;`,
    ].join('\n');
    expect(plainTableNames('server/modules/bbs/x.ts', text, tables)).toEqual([
      "server/modules/bbs/x.ts:2 spells bbs_posts in its SQL: use the schema's table and columns",
      "server/modules/bbs/x.ts:4 spells bbs_posts in its SQL: use the schema's table and columns",
    ]);
  });
});

describe('each rule can fail', () => {
  it('reports a module importing another module', () => {
    const found = layerViolations(
      RULES,
      fake('server/modules/wiki/wiki.service.ts', "import { x } from '../auth/auth.service';"),
    );
    expect(found).toEqual(['server/modules/wiki/wiki.service.ts imports ../auth/auth.service: a module imports another module']);
    const own = "import { y } from './wiki.policy';\nimport { z } from '../../lib/user-view';";
    expect(layerViolations(RULES, fake('server/modules/wiki/wiki.service.ts', own))).toEqual([]);
  });

  it('reports an engine importing a module', () => {
    const found = layerViolations(RULES, fake('server/search/search.ts', "import { x } from '../modules/wiki/wiki.service';"));
    expect(found).toEqual(['server/search/search.ts imports ../modules/wiki/wiki.service: engines → modules goes up the layers']);
  });

  it('reports db importing a layer above it', () => {
    const found = layerViolations(RULES, fake('server/db/client.ts', "import { x } from '../knowledge/item';"));
    expect(found).toEqual(['server/db/client.ts imports ../knowledge/item: db → engines goes up the layers']);
  });

  it('reports SPA shared code importing a module', () => {
    const found = layerViolations(RULES, fake('src/shared/ui/x.tsx', "import { y } from '@/modules/wiki/api/list-queries';"));
    expect(found).toEqual(['src/shared/ui/x.tsx imports @/modules/wiki/api/list-queries: shared → modules goes up the layers']);
  });

  it('reports an import across sides', () => {
    const found = layerViolations(RULES, fake('src/shared/lib/x.ts', "import { y } from '../../../server/lib/text';"));
    expect(found).toEqual(['src/shared/lib/x.ts imports ../../../server/lib/text: spa code imports server code']);
  });

  it('reports a production file outside every layer', () => {
    expect(unplaced(RULES, ['server/newthing/x.ts', 'server/newthing/x.test.ts'])).toEqual(['server/newthing/x.ts has no layer']);
  });

  it('reports an engine importing the seed', () => {
    const found = privateViolations(RULES, fake('server/knowledge/save.ts', "import { x } from '../seed/seed';"));
    expect(found).toEqual([
      'server/knowledge/save.ts imports ../seed/seed: only server/bootstrap.ts, server/main.ts, scripts may',
    ]);
  });

  it('reports the contract importing a package or the server', () => {
    const text = "import { x } from 'drizzle-orm';\nimport { y } from '../../server/lib/text';\nimport { z } from 'zod';";
    expect(contractViolations(RULES, fake('contract/wiki/wiki.ts', text))).toEqual([
      'contract/wiki/wiki.ts imports drizzle-orm: the contract imports nothing but zod and itself',
      'contract/wiki/wiki.ts imports ../../server/lib/text: the contract imports nothing but zod and itself',
    ]);
  });

  it('reports production code importing test support', () => {
    const found = testImports(RULES, fake('server/modules/wiki/wiki.service.ts', "import { x } from '../../test/harness';"));
    expect(found).toEqual(['server/modules/wiki/wiki.service.ts imports ../../test/harness: production code imports test code']);
  });

  it("reports an engine's SQL naming a module's table, not a comment naming it", () => {
    const tables = moduleTables(TABLE_OWNERS);
    const sqlText = 'const q = sql`select 1 from knowledge k left join document_files df on df.knowledge_id = k.id`;';
    expect(moduleTablesIn('server/search/x.ts', sqlText, tables)).toEqual([
      'server/search/x.ts names document_files in its SQL: a table of the library module (register a provider instead)',
    ]);
    expect(moduleTablesIn('server/search/x.ts', '/** The owner row (a document_files row). */', tables)).toEqual([]);
  });

  it('reports a circle between two files, through a type import too', () => {
    const added = [
      ...fake('server/http/a.ts', "import type { B } from './b.ts';"),
      ...fake('server/http/b.ts', "import { a } from './a.ts';"),
    ];
    expect(fileCycles(RULES, [...edges, ...added])).toEqual([
      'circle of 2 files: server/http/a.ts imports ./b.ts; server/http/b.ts imports ./a.ts',
    ]);
  });

  it('reports a table only a comment or the seed names', () => {
    const tables = [{ table: 'old_notes', name: 'oldNotes' }];
    const sources = [
      { file: 'server/lib/x.ts', text: '/** Replaces the old_notes table. */ const q = sql`select 1 from notes`;' },
    ];
    expect(unusedTables(tables, sources)).toEqual(['old_notes: no production code reads or writes it']);
    expect(unusedTables(tables, [{ file: 'server/lib/y.ts', text: 'db.select().from(oldNotes)' }])).toEqual([]);
  });

  it('reports a cycle between folders', () => {
    // The search engine reaching back into knowledge, which calls the search indexer: the cycle issue 12 removed.
    const added = fake('server/search/scope.ts', "import { x } from '../knowledge/item';");
    const found = unitCycles(RULES, [...edges, ...added]).filter((c) =>
      c.includes('server/search/scope.ts imports ../knowledge/item'),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^cycle between server\/knowledge, server\/search: /);
    expect(found[0]).toContain('server/search → server/knowledge (server/search/scope.ts imports ../knowledge/item)');
  });
});
