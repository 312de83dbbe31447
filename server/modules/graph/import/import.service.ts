import { IMPORT_ISSUES_MAX, IMPORT_MAX_BYTES, SHEET_NODES } from '@contract/graph/graph-import';
import type { Context } from 'hono';
import type { Deps } from '../../../deps';
import { actor } from '../../../events/actor';
import { recordEvent } from '../../../events/record-event';
import { parseInWorker } from '../../../files/spreadsheet/parse-in-worker';
import { receiveImportFile } from '../../../files/spreadsheet/receive-import';
import { badRequest } from '../../../http/errors';
import type { SessionUser } from '../../../http/session';
import { loadLookups } from './lookups';
import { planImport } from './plan';
import type { readImportFile } from './read-file';
import { countPlan, type ImportCounts, writePlan } from './write';

/** The parser, by URL: it runs in a worker process (a variable, so Vite leaves the URL alone in SPA tests). */
const here = import.meta.url;
const READ_FILE_URL = new URL('./read-file.ts', here).href;

const NONE: ImportCounts = { nodesCreated: 0, nodesUpdated: 0, nodesUnchanged: 0, relationsCreated: 0, relationsExisting: 0 };

/**
 * Imports entities and relations from an uploaded file (issue 15). Every row
 * is checked against the graph inside the transaction that then writes it,
 * so what was checked is what is written; one refused row (or a dry run)
 * writes nothing and answers the report.
 */
export async function importGraph(deps: Deps, user: SessionUser, c: Context, dryRun: boolean) {
  const { bytes } = await receiveImportFile(deps, c, IMPORT_MAX_BYTES);
  const { format, file } = await parseInWorker<Awaited<ReturnType<typeof readImportFile>>>(
    READ_FILE_URL,
    'readImportFile',
    [bytes],
    deps.config.extractTimeoutMs,
  );
  if (file.nodes.length === 0 && file.relations.length === 0 && file.issues.length === 0) {
    throw badRequest('文件：没有可导入的行');
  }
  return deps.db.transaction(async (tx) => {
    const plan = planImport(file, await loadLookups(tx, user, file));
    const issues = file.issues.sort((a, b) => (a.sheet === b.sheet ? a.row - b.row : a.sheet === SHEET_NODES ? -1 : 1));
    const base = {
      format,
      dryRun,
      rows: { nodes: file.nodes.length, relations: file.relations.length },
      issues: issues.slice(0, IMPORT_ISSUES_MAX),
      issueCount: issues.length,
    };
    if (issues.length > 0) return { ...base, imported: false, counts: NONE };
    if (dryRun) return { ...base, imported: false, counts: await countPlan(tx, plan) };
    const counts = await writePlan(tx, plan);
    await recordEvent(tx, { action: 'create', ...actor(user), detail: { graph: 'import', format, ...counts } });
    return { ...base, imported: true, counts };
  });
}
