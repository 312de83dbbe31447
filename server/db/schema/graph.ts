import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { knowledge } from './knowledge';

/**
 * The knowledge graph's nodes (SPEC §3): ontology classes (type 1) form a
 * small tree through `parentId`; entities (type 2) belong to one class
 * through `classId`. One table, because paths, suggestions and expansion
 * treat every node alike and the SPA's node type comes from this column.
 */
export const graphNodes = pgTable(
  'graph_nodes',
  {
    id: serial('id').primaryKey(),
    /** 1 = ontology class, 2 = entity. */
    type: smallint('type').notNull(),
    /** Ontology classes only: the parent class. */
    parentId: integer('parent_id'),
    /** Entities only: their class. */
    classId: integer('class_id'),
    name: text('name').notNull(),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    /** Key/value properties of an entity (string values). */
    properties: jsonb('properties').$type<Record<string, string>>().notNull().default({}),
    /** Classes: a Mantine colour name and an icon name for the drawing. */
    color: text('color'),
    icon: text('icon'),
    /** Classes: names of their entities are works and read in book-title marks (《静夜思》). */
    titleMarks: boolean('title_marks').notNull().default(false),
    /** Classes: their entities may appear on the public graph pages (issue 27: none until an administrator marks one). */
    isPublic: boolean('is_public').notNull().default(false),
    /** Normalised name and aliases (search normalisation): suggestions and the mention dictionary. */
    nameKeys: text('name_keys').array().notNull().default(sql`'{}'::text[]`),
    /** Full pinyin and initials of the name and aliases, for pinyin suggestions. */
    pinyinKeys: text('pinyin_keys').array().notNull().default(sql`'{}'::text[]`),
    /** Edges touching the node, kept by a trigger on graph_edges: the path search's super-node guard reads it. */
    degree: integer('degree').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('graph_nodes_class_idx').on(t.classId, t.degree),
    index('graph_nodes_parent_idx').on(t.parentId),
    uniqueIndex('graph_nodes_class_name_uq').on(t.type, sql`coalesce(${t.classId}, 0)`, t.name),
  ],
);

/** Typed, directed relations: 创作 read forwards, 作者 when an edge is walked backwards. */
export const graphRelationTypes = pgTable('graph_relation_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  inverseName: text('inverse_name').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Directed edges, indexed from both ends: paths walk them both ways. */
export const graphEdges = pgTable(
  'graph_edges',
  {
    id: serial('id').primaryKey(),
    sourceId: integer('source_id')
      .notNull()
      .references(() => graphNodes.id, { onDelete: 'cascade' }),
    targetId: integer('target_id')
      .notNull()
      .references(() => graphNodes.id, { onDelete: 'cascade' }),
    relationTypeId: integer('relation_type_id')
      .notNull()
      .references(() => graphRelationTypes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('graph_edges_uq').on(t.sourceId, t.relationTypeId, t.targetId),
    // Ordered like the unique index from the other end, so a page of a node's neighbours reads in index order.
    index('graph_edges_target_idx').on(t.targetId, t.relationTypeId, t.sourceId),
  ],
);

/** Knowledge items an entity stands for or is documented by, set by hand or by the seed/import. */
export const graphEntityKnowledge = pgTable(
  'graph_entity_knowledge',
  {
    nodeId: integer('node_id')
      .notNull()
      .references(() => graphNodes.id, { onDelete: 'cascade' }),
    knowledgeId: integer('knowledge_id')
      .notNull()
      .references(() => knowledge.id, { onDelete: 'cascade' }),
    domainId: smallint('domain_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.nodeId, t.knowledgeId] }), index('graph_entity_knowledge_k_idx').on(t.knowledgeId)],
);

/** How often an entity's name or aliases occur in a published item's text; kept with the search index. */
export const graphMentions = pgTable(
  'graph_mentions',
  {
    nodeId: integer('node_id')
      .notNull()
      .references(() => graphNodes.id, { onDelete: 'cascade' }),
    knowledgeId: integer('knowledge_id')
      .notNull()
      .references(() => knowledge.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.nodeId, t.knowledgeId] }), index('graph_mentions_k_idx').on(t.knowledgeId)],
);

/**
 * One row counting changes to the graph's nodes and edges (statement triggers, migration 0021):
 * the path engine's in-memory adjacency is reused while the count it was read at holds.
 */
export const graphVersion = pgTable('graph_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
