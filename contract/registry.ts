import * as account from './account';
import * as accountCentre from './account-centre';
import * as accountSecurity from './account-security';
import * as accountSettings from './account-settings';
import * as admin from './admin';
import * as adminAudit from './admin-audit';
import * as adminConfig from './admin-config';
import * as adminFields from './admin-fields';
import * as adminLabels from './admin-labels';
import * as adminUsers from './admin-users';
import * as approval from './approval';
import * as auth from './auth';
import * as bbsActivity from './bbs-activity';
import * as bbsAnswers from './bbs-answers';
import * as bbsExperts from './bbs-experts';
import * as bbsHome from './bbs-home';
import * as bbsLibrary from './bbs-library';
import * as bbsModeration from './bbs-moderation';
import * as bbsPlates from './bbs-plates';
import * as bbsPosts from './bbs-posts';
import * as bbsReports from './bbs-reports';
import * as bbsReview from './bbs-review';
import * as bbsTopics from './bbs-topics';
import * as common from './common';
import * as customFields from './custom-fields';
import type { AnyEndpoint } from './endpoint';
import * as files from './files';
import * as graph from './graph';
import * as graphEdit from './graph-edit';
import * as graphImport from './graph-import';
import * as graphPublic from './graph-public';
import * as home from './home';
import * as interaction from './interaction';
import * as library from './library';
import * as libraryVersions from './library-versions';
import * as libraryViews from './library-views';
import * as messages from './messages';
import * as notices from './notices';
import * as recycle from './recycle';
import * as reportsAudit from './reports-audit';
import * as reportsExport from './reports-export';
import * as reportsKnowledge from './reports-knowledge';
import * as reportsOverview from './reports-overview';
import * as reportsPeople from './reports-people';
import * as reportsSearch from './reports-search';
import * as search from './search';
import * as strategy from './strategy';
import * as video from './video';
import * as wiki from './wiki';

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
