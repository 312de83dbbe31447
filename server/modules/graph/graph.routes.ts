import {
  classTree,
  entityByName,
  entityList,
  entitySuggest,
  expandNode,
  nodeDetail,
  overviewAtlas,
  pathFind,
  relatedEntity,
  relatedKnowledge,
  relationIndexZoom,
  relationTypeList,
} from '@contract/graph/graph';
import { classPublicSet, edgeRemove, edgeSave, nodeRemove, nodeSave } from '@contract/graph/graph-edit';
import { graphImport, importTemplate } from '@contract/graph/graph-import';
import { publicOverview, publicSmallChart } from '@contract/graph/graph-public';
import type { Binder } from '../../http/route';
import { removeEdge, removeNode, saveEdge, saveNode, setClassPublic } from './edit.service';
import {
  nodeDetail as detailOf,
  entitiesByName,
  listClasses,
  listEntities,
  listRelationTypes,
  suggestEntities,
} from './entities.service';
import { importGraph } from './import/import.service';
import { importTemplate as templateOf } from './import/template';
import { expandNeighbours, graphPaths } from './paths.service';
import { publicOverview as overviewOf, publicSmallChart as smallChartOf } from './public.service';
import { knowledgeNeighbourhood, overviewKnowledge, relatedEntities, relatedKnowledge as relatedOf } from './related.service';

/**
 * The knowledge graph (issue 15): holders of 知识图谱 read every node and
 * edge; knowledge reached through the graph is filtered by the caller's own
 * reading rights, so the graph never names an item he may not open.
 * Holders of 知识图谱管理 edit nodes and relations one at a time or import them from a file.
 */
export function registerGraph(binder: Binder): void {
  binder.route(entitySuggest, ({ deps, input }) => suggestEntities(deps.db, input.keyword, input.ontologyId));
  binder.route(entityList, ({ deps, input }) => listEntities(deps.db, input));
  binder.route(relatedKnowledge, ({ deps, user, input }) => relatedOf(deps.db, user, input));
  binder.route(relatedEntity, ({ deps, user, input }) => relatedEntities(deps.db, user, input));
  binder.route(pathFind, ({ deps, input }) => graphPaths(deps.db, input));
  binder.route(expandNode, ({ deps, input }) => expandNeighbours(deps.db, input));
  binder.route(nodeDetail, ({ deps, user, params }) => detailOf(deps.db, user, params.id));
  binder.route(classTree, ({ deps }) => listClasses(deps.db));
  binder.route(relationTypeList, ({ deps }) => listRelationTypes(deps.db));
  binder.route(overviewAtlas, ({ deps, user }) => overviewKnowledge(deps.db, user));
  binder.route(relationIndexZoom, ({ deps, user, params }) => knowledgeNeighbourhood(deps.db, user, params.knowledgeId));
  binder.route(entityByName, ({ deps, input }) => entitiesByName(deps.db, input.name));
  // Public pages: no sign-in; the service refuses while the configuration keeps them off.
  binder.route(publicSmallChart, ({ deps, params }) => smallChartOf(deps.db, params.name));
  binder.route(publicOverview, ({ deps }) => overviewOf(deps.db));
  binder.route(nodeSave, ({ deps, user, input }) => saveNode(deps.db, user, input));
  binder.route(nodeRemove, ({ deps, user, params }) => removeNode(deps.db, user, params.id));
  binder.route(edgeSave, ({ deps, user, input }) => saveEdge(deps.db, user, input));
  binder.route(edgeRemove, ({ deps, user, params }) => removeEdge(deps.db, user, params.id));
  binder.route(classPublicSet, ({ deps, user, params, input }) => setClassPublic(deps.db, user, params.id, input.isPublic));
  binder.route(graphImport, ({ deps, user, input, c }) => importGraph(deps, user, c, input.dryRun));
  binder.route(importTemplate, ({ deps, input }) => templateOf(deps.db, input.format, input.table));
}
