import * as account from '../account/account';
import * as accountCentre from '../account/account-centre';
import * as accountSecurity from '../account/account-security';
import * as accountSettings from '../account/account-settings';
import * as admin from '../admin/admin';
import * as adminAudit from '../admin/admin-audit';
import * as adminConfig from '../admin/admin-config';
import * as adminFields from '../admin/admin-fields';
import * as adminLabels from '../admin/admin-labels';
import * as adminUsers from '../admin/admin-users';
import * as approval from '../approval/approval';
import * as auth from '../auth/auth';
import * as bbsActivity from '../bbs/bbs-activity';
import * as bbsAnswers from '../bbs/bbs-answers';
import * as bbsExperts from '../bbs/bbs-experts';
import * as bbsHome from '../bbs/bbs-home';
import * as bbsLibrary from '../bbs/bbs-library';
import * as bbsModeration from '../bbs/bbs-moderation';
import * as bbsPlates from '../bbs/bbs-plates';
import * as bbsPosts from '../bbs/bbs-posts';
import * as bbsReports from '../bbs/bbs-reports';
import * as bbsReview from '../bbs/bbs-review';
import * as bbsTopics from '../bbs/bbs-topics';
import * as common from '../common/common';
import * as customFields from '../common/custom-fields';
import * as graph from '../graph/graph';
import * as graphEdit from '../graph/graph-edit';
import * as graphImport from '../graph/graph-import';
import * as graphPublic from '../graph/graph-public';
import * as home from '../home/home';
import * as interaction from '../knowledge/interaction';
import * as library from '../library/library';
import * as libraryVersions from '../library/library-versions';
import * as libraryViews from '../library/library-views';
import * as messages from '../messages/messages';
import * as notices from '../notices/notices';
import * as recycle from '../recycle/recycle';
import * as reportsAudit from '../reports/reports-audit';
import * as reportsExport from '../reports/reports-export';
import * as reportsKnowledge from '../reports/reports-knowledge';
import * as reportsOverview from '../reports/reports-overview';
import * as reportsPeople from '../reports/reports-people';
import * as reportsSearch from '../reports/reports-search';
import * as search from '../search/search';
import * as strategy from '../strategy/strategy';
import * as video from '../video/video';
import * as wiki from '../wiki/wiki';
import type { AnyEndpoint } from './endpoint';
import * as files from './files';

/** Every module file of the contract; a new module is added here once. */
const modules: Record<string, unknown>[] = [
  auth,
  common,
  customFields,
  messages,
  account,
  accountCentre,
  accountSecurity,
  accountSettings,
  admin,
  adminUsers,
  adminAudit,
  adminConfig,
  adminLabels,
  adminFields,
  wiki,
  approval,
  recycle,
  interaction,
  strategy,
  files,
  home,
  library,
  libraryVersions,
  libraryViews,
  video,
  search,
  notices,
  graph,
  graphEdit,
  graphImport,
  graphPublic,
  reportsOverview,
  reportsPeople,
  reportsKnowledge,
  reportsSearch,
  reportsAudit,
  reportsExport,
  bbsModeration,
  bbsPlates,
  bbsLibrary,
  bbsPosts,
  bbsAnswers,
  bbsHome,
  bbsActivity,
  bbsTopics,
  bbsExperts,
  bbsReports,
  bbsReview,
];

function isEndpoint(v: unknown): v is AnyEndpoint {
  return typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'output' in v && 'access' in v;
}

/** All endpoints of the contract, for the binding test and the OpenAPI document. */
export const allEndpoints: AnyEndpoint[] = modules.flatMap((m) => Object.values(m).filter(isEndpoint));
