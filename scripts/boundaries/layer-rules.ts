import type { ImportEdge } from './import-graph';

/** One row of a layer table: a layer and the paths in it. `dir/*` makes each folder under `dir` a unit of its own. */
export interface LayerRow {
  layer: string;
  paths: string[];
}

/** The layers of one side (server or SPA), lowest first: a file imports only its own layer and those before it. */
export interface LayerTable {
  side: string;
  rows: LayerRow[];
}

/** An import from one unit to another that is known to break a rule, with who removes it and why. */
export interface Allowance {
  from: string;
  to: string;
  why: string;
}

/** The rules and their inputs; the test holds the real ones, its negative cases feed small fakes. */
export interface Rules {
  tables: LayerTable[];
  /** Paths every side may import and which import nothing but zod and themselves. */
  contract: string;
  /** Test code: exempt as importer; production code never imports it. */
  tests: RegExp[];
  /** Tools run by hand (benchmarks, scripts): not shipped, so they may start a server the way tests do. */
  tools: string[];
  /** Units only the listed importers (and tests) may import. */
  private: { paths: string[]; importers: string[] }[];
  allowed: Allowance[];
}

/** Where a file sits: its side, layer (index in its table) and unit (the folder the cycle check sees). */
export interface Place {
  side: string;
  layer: number;
  layerName: string;
  unit: string;
}

const under = (file: string, base: string) => file === base || file.startsWith(`${base}/`);

/** The place of a file: the longest table path containing it, or null when the table does not name it. */
export function placeOf(rules: Rules, file: string): Place | null {
  if (under(file, rules.contract)) return { side: 'contract', layer: -1, layerName: 'contract', unit: rules.contract };
  let best: Place | null = null;
  let bestLength = -1;
  for (const t of rules.tables) {
    for (const [layer, row] of t.rows.entries()) {
      for (const p of row.paths) {
        const each = p.endsWith('/*');
        const base = each ? p.slice(0, -2) : p;
        if (!under(file, base) || base.length <= bestLength) continue;
        const rest = file.slice(base.length + 1).split('/');
        best = { side: t.side, layer, layerName: row.layer, unit: each && rest.length > 1 ? `${base}/${rest[0]}` : base };
        bestLength = base.length;
      }
    }
  }
  return best;
}

export const isTest = (rules: Rules, file: string) => rules.tests.some((re) => re.test(file));

const isAllowed = (rules: Rules, from: string, to: string) => rules.allowed.some((a) => under(from, a.from) && under(to, a.to));

const show = (e: ImportEdge) => `${e.from} imports ${e.spec}`;

/** Production files the layer tables do not place: a new folder must be given a layer. */
export function unplaced(rules: Rules, files: string[]): string[] {
  return files.filter((f) => !isTest(rules, f) && placeOf(rules, f) === null).map((f) => `${f} has no layer`);
}

/** Imports that go up a layer, across sides, or into a module other than the importer's own. */
export function layerViolations(rules: Rules, edges: ImportEdge[]): string[] {
  const out: string[] = [];
  for (const e of edges) {
    if (!e.to || isTest(rules, e.from) || isTest(rules, e.to) || isAllowed(rules, e.from, e.to)) continue;
    const from = placeOf(rules, e.from);
    const to = placeOf(rules, e.to);
    if (!from || from.side === 'contract' || to?.side === 'contract') continue;
    if (!to) out.push(`${show(e)}, which no layer holds`);
    else if (to.side !== from.side) out.push(`${show(e)}: ${from.side} code imports ${to.side} code`);
    else if (to.layer > from.layer) out.push(`${show(e)}: ${from.layerName} → ${to.layerName} goes up the layers`);
    else if (from.layerName === 'modules' && to.layerName === 'modules' && from.unit !== to.unit)
      out.push(`${show(e)}: a module imports another module`);
  }
  return out;
}

/** Imports of a private unit (the seed, bench) from anything but its listed importers and tests. */
export function privateViolations(rules: Rules, edges: ImportEdge[]): string[] {
  return edges
    .filter((e) => e.to && !isTest(rules, e.from) && !isAllowed(rules, e.from, e.to))
    .filter((e) =>
      rules.private.some(
        (p) =>
          p.paths.some((b) => under(e.to!, b)) &&
          !p.paths.some((b) => under(e.from, b)) &&
          !p.importers.some((b) => under(e.from, b)),
      ),
    )
    .map((e) => `${show(e)}: only ${rules.private.find((p) => p.paths.some((b) => under(e.to!, b)))!.importers.join(', ')} may`);
}

/** Contract files import zod and each other, nothing else (ARCHITECTURE §1). */
export function contractViolations(rules: Rules, edges: ImportEdge[]): string[] {
  return edges
    .filter((e) => under(e.from, rules.contract) && !isTest(rules, e.from))
    .filter((e) => (e.to ? !under(e.to, rules.contract) : e.spec !== 'zod' && !e.spec.startsWith('zod/')))
    .map((e) => `${show(e)}: the contract imports nothing but zod and itself`);
}

/** Production code never imports tests or their support. */
export function testImports(rules: Rules, edges: ImportEdge[]): string[] {
  return edges
    .filter((e) => e.to && !isTest(rules, e.from) && isTest(rules, e.to) && !isAllowed(rules, e.from, e.to))
    .filter((e) => !rules.tools.some((t) => under(e.from, t)))
    .map((e) => `${show(e)}: production code imports test code`);
}

/**
 * Cycles between units (folders as the tables cut them) in the import graph
 * of production code, one line per strongly connected component, with one
 * import per edge inside it as evidence.
 */
export function unitCycles(rules: Rules, edges: ImportEdge[]): string[] {
  const graph = new Map<string, Map<string, ImportEdge>>();
  for (const e of edges) {
    if (!e.to || isTest(rules, e.from) || isTest(rules, e.to) || isAllowed(rules, e.from, e.to)) continue;
    const a = placeOf(rules, e.from)?.unit;
    const b = placeOf(rules, e.to)?.unit;
    if (!a || !b || a === b) continue;
    if (!graph.has(a)) graph.set(a, new Map());
    if (!graph.get(a)!.has(b)) graph.get(a)!.set(b, e);
  }
  return stronglyConnected(graph).map((scc) => {
    const inside = scc.flatMap((a) =>
      [...(graph.get(a) ?? [])].filter(([b]) => scc.includes(b)).map(([b, e]) => `${a} → ${b} (${show(e)})`),
    );
    return `cycle between ${scc.join(', ')}: ${inside.join('; ')}`;
  });
}

/**
 * Circles between files of production code (type-only and lazy imports too:
 * a circle of types still means neither file can be read, moved or tested
 * without the other), one line per strongly connected component with the
 * imports inside it. A type two files share goes in a file of its own.
 */
export function fileCycles(rules: Rules, edges: ImportEdge[]): string[] {
  const graph = new Map<string, Map<string, ImportEdge>>();
  for (const e of edges) {
    if (!e.to || e.to === e.from || isTest(rules, e.from) || isTest(rules, e.to)) continue;
    if (!graph.has(e.from)) graph.set(e.from, new Map());
    if (!graph.get(e.from)!.has(e.to)) graph.get(e.from)!.set(e.to, e);
  }
  return stronglyConnected(graph).map((scc) => {
    const inside = scc.flatMap((a) => [...(graph.get(a) ?? [])].filter(([b]) => scc.includes(b)).map(([, e]) => show(e)));
    return `circle of ${scc.length} files: ${inside.join('; ')}`;
  });
}

/** Tarjan's algorithm: the components with more than one unit, each sorted, in a stable order. */
function stronglyConnected(graph: Map<string, Map<string, unknown>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const scc: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      scc.push(w);
    } while (w !== v);
    if (scc.length > 1) out.push(scc.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return out.sort((a, b) => a[0].localeCompare(b[0]));
}
