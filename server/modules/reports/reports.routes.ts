import { DOMAIN_IDS, domainsWith } from '@contract/platform/domains';
import { reportUserOperate } from '@contract/reports/reports-audit';
import { EXPORT_FILE_NAMES, type ExportFormat, reportExport } from '@contract/reports/reports-export';
import { KNOWLEDGE_REPORT_ENDPOINTS } from '@contract/reports/reports-knowledge';
import { reportAll, reportDrill } from '@contract/reports/reports-overview';
import { reportUser, reportUserKeyword, reportUserSummary, reportUserTask } from '@contract/reports/reports-people';
import { reportFeedbackHandle, reportSearchLog, reportUserFeedback } from '@contract/reports/reports-search';
import type { Binder } from '../../http/route';
import { exportResponse } from './export';
import { takeExportSlot } from './export-slots';
import { feedbackTable, handleFeedback } from './feedback.service';
import { keywordTable } from './keyword.service';
import { keywordPage } from './keyword-page';
import { hiddenItems, itemSortCounts, knowledgeTable } from './knowledge.service';
import { drillTable, operateTable } from './operate.service';
import { overview } from './overview.service';
import { reportCtx } from './report-context';
import { type ReportTable, tablePage, tableRows } from './report-table';
import { searchFigures, searchLogTable } from './search-log.service';
import { userSummary } from './summary.service';
import { taskTable } from './task.service';
import { userTable } from './users.service';
import { userPage } from './users-page';

type AnyTable = ReportTable<Record<string, unknown>, Record<string, unknown>>;

/** Statistics reports (issue 16, decisions 020 and 028): every call scoped to the caller's groups. */
export function registerReports(binder: Binder): void {
  binder.route(reportAll, async ({ deps, user, input }) => overview(await reportCtx(deps.db, user, input.groupId), input));
  binder.route(reportUser, async ({ deps, user, input }) => {
    const ctx = await reportCtx(deps.db, user, input.groupId);
    return userPage(ctx, input);
  });
  // A report page of its own for every domain whose row has the 'reports' feature (词条统计, 文档统计).
  for (const { key, id: domainId } of domainsWith('reports')) {
    const ep = KNOWLEDGE_REPORT_ENDPOINTS[key];
    if (!ep) throw new Error(`知识域 ${key} 有统计报表功能，但契约中没有它的报表接口`);
    binder.route(ep, async ({ deps, user, input }) => {
      const ctx = await reportCtx(deps.db, user, input.groupId);
      const counts = await itemSortCounts(ctx, domainId, input);
      const [page, hidden] = await Promise.all([
        tablePage(ctx, knowledgeTable(ctx, domainId, input, counts), input),
        input.view === 'items' ? hiddenItems(ctx, domainId) : 0,
      ]);
      return (input.view === 'items' ? { view: input.view, ...page, hidden } : { view: input.view, ...page }) as never;
    });
  }
  binder.route(reportSearchLog, async ({ deps, user, input }) => {
    const ctx = await reportCtx(deps.db, user, input.groupId);
    const table = searchLogTable(ctx, input);
    // The rollup counts the tabs it can; the no-click tab counts its raw searches.
    const [figures, page] = await Promise.all([
      searchFigures(ctx, input),
      input.view === 'noClick' ? tablePage(ctx, table, input) : tableRows(ctx, table, input).then((list) => ({ list, total: 0 })),
    ]);
    return { total: figures.total ?? page.total, list: page.list, cloud: figures.cloud };
  });
  binder.route(reportUserOperate, async ({ deps, user, input }) => {
    const ctx = await reportCtx(deps.db, user, input.groupId);
    return tablePage(ctx, operateTable(ctx, input), input);
  });
  binder.route(reportUserKeyword, async ({ deps, user, input }) => {
    const ctx = await reportCtx(deps.db, user, input.groupId);
    return keywordPage(ctx, input);
  });
  binder.route(reportUserFeedback, async ({ deps, user, input }) => {
    const ctx = await reportCtx(deps.db, user, input.groupId);
    return tablePage(ctx, feedbackTable(ctx, input), input);
  });
  binder.route(reportFeedbackHandle, async ({ deps, user, input }) => handleFeedback(await reportCtx(deps.db, user), input.id));
  binder.route(reportUserTask, async ({ deps, user, input }) => {
    const ctx = await reportCtx(deps.db, user, input.groupId);
    return { view: input.view, ...(await tablePage(ctx, taskTable(ctx, input), input)) } as never;
  });
  binder.route(reportUserSummary, async ({ deps, user, input }) =>
    userSummary(await reportCtx(deps.db, user, input.groupId), input),
  );
  binder.route(reportDrill, async ({ deps, user, input }) => {
    const ctx = await reportCtx(deps.db, user, input.groupId);
    return tablePage(ctx, drillTable(ctx, input), input);
  });
  binder.route(reportExport, async ({ deps, user, input }) => {
    const f = input.filters;
    const ctx = await reportCtx(deps.db, user, f.groupId);
    let table: AnyTable;
    switch (input.name) {
      case 'user':
        table = userTable(ctx, input.filters) as unknown as AnyTable;
        break;
      case 'wiki':
      case 'library':
        table = knowledgeTable(ctx, DOMAIN_IDS[input.name], input.filters);
        break;
      case 'searchLog':
        table = searchLogTable(ctx, input.filters) as AnyTable;
        break;
      case 'userOperate':
        table = operateTable(ctx, input.filters) as unknown as AnyTable;
        break;
      case 'userKeyword':
        table = keywordTable(ctx, input.filters) as AnyTable;
        break;
      case 'userFeedback':
        table = feedbackTable(ctx, input.filters) as AnyTable;
        break;
      case 'userTask':
        table = taskTable(ctx, input.filters);
        break;
    }
    const title = EXPORT_FILE_NAMES[input.name];
    const release = takeExportSlot(user.id);
    return exportResponse(deps.pool, deps.db, table, input.format as ExportFormat, title, `${title}-${f.from}至${f.to}`, {
      userId: user.id,
      release,
    });
  });
}
