import { graphImport } from '@contract/graph/graph-import';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { connectionFrom, freshAddress } from '../client';
import type { TestRuntime } from '../harness';

/** What an import answers (the report the screen shows). */
export interface ImportReport {
  format: string;
  imported: boolean;
  dryRun: boolean;
  rows: { nodes: number; relations: number };
  issues: { sheet: string; row: number; field: string; reason: string }[];
  issueCount: number;
  counts: Record<string, number>;
}

/** Uploads and reads of the graph import, as the import tests use them; `token()` is the default uploader's. */
export function importClient(rt: TestRuntime, token: () => string) {
  async function upload(bytes: Uint8Array | string, opts: { token?: string; dryRun?: boolean; name?: string } = {}) {
    const form = new FormData();
    const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
    form.append('file', new File([new Uint8Array(data)], opts.name ?? 'graph.csv'));
    const who = opts.token === undefined ? token() : opts.token;
    const headers: Record<string, string> = who ? { authorization: `Bearer ${who}` } : {};
    const q = opts.dryRun ? '?dryRun=true' : '';
    const req = new Request(`http://localhost${graphImport.path}${q}`, { method: 'POST', body: form, headers });
    const res = await rt.app.fetch(req, connectionFrom(freshAddress()));
    return { status: res.status, body: (await res.json()) as { message: string; data: ImportReport } };
  }
  const count = async (table: 'graph_nodes' | 'graph_edges' | 'graph_entity_knowledge') =>
    (await rt.deps.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0].n;
  const snapshot = async () => [await count('graph_nodes'), await count('graph_edges'), await count('graph_entity_knowledge')];
  const entity = async (name: string) =>
    (
      await rt.deps.db.execute<{ id: number; aliases: string[]; properties: Record<string, string>; degree: number }>(
        sql`select id, aliases, properties, degree from graph_nodes where name = ${name} and type = 2`,
      )
    ).rows;
  const mentions = async (knowledgeId: number) =>
    Object.fromEntries(
      (
        await rt.deps.db.execute<{ name: string; count: number }>(sql`
          select n.name, m.count from graph_mentions m join graph_nodes n on n.id = m.node_id where m.knowledge_id = ${knowledgeId}`)
      ).rows.map((r) => [r.name, r.count]),
    );
  return { upload, count, snapshot, entity, mentions };
}

/** A workbook with a 节点 and a 关系 sheet of these rows. */
export async function workbook(nodes: string[][], relations: string[][]): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('节点').addRows(nodes);
  wb.addWorksheet('关系').addRows(relations);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** GBK bytes of text made of ASCII and the few Han characters the test uses (a table, not an encoder). */
export function encodeGbk(text: string): Uint8Array {
  const table: Record<string, number[]> = {
    起: [0xc6, 0xf0],
    点: [0xb5, 0xe3],
    关: [0xb9, 0xd8],
    系: [0xcf, 0xb5],
    终: [0xd6, 0xd5],
    张: [0xd5, 0xc5],
    三: [0xc8, 0xfd],
    提: [0xcc, 0xe1],
    及: [0xbc, 0xb0],
    李: [0xc0, 0xee],
    四: [0xcb, 0xc4],
  };
  return new Uint8Array([...text].flatMap((ch) => table[ch] ?? [ch.charCodeAt(0)]));
}
