import type { KnowledgeDetail, VISIBILITY_SCOPES } from '@contract/knowledge/knowledge';
import { TITLE_MAX } from '@contract/knowledge/knowledge';
import type { saveInput } from '@contract/knowledge/knowledge-lifecycle';
import type { z } from 'zod';

/** What every knowledge editor (the wiki editor, the document form) lets a person change, as the form holds it. */
export interface KnowledgeMeta {
  title: string;
  summary: string;
  labelIds: number[];
  groupId: number | null;
  /** Custom field values by field id (as a string key, so the object survives JSON). */
  fields: Record<string, string>;
  visibility: {
    scope: (typeof VISIBILITY_SCOPES)[number];
    groupIds: number[];
    /** Named users with their nicknames, so the picker can show them without a lookup. */
    users: { id: number; nickname: string }[];
  };
}

/** Where an item stands on the server: what the next save must name as its base. */
export interface KnowledgeSaveBase {
  id?: number;
  baseVersion?: number;
  baseRevision?: number;
}

/** The save input every knowledge domain shares (contract `saveInput`). */
export type KnowledgeSaveInput = z.input<ReturnType<typeof saveInput>>;

/** The editable parts of a loaded version. */
export function knowledgeMetaOf(
  d: Pick<KnowledgeDetail, 'title' | 'summary' | 'labels' | 'group' | 'fields' | 'visibility'>,
): KnowledgeMeta {
  return {
    title: d.title,
    summary: d.summary,
    labelIds: d.labels.map((l) => l.id),
    groupId: d.group?.id ?? null,
    fields: Object.fromEntries(d.fields.map((f) => [String(f.fieldId), f.value])),
    visibility: { scope: d.visibility.scope, groupIds: d.visibility.groups.map((g) => g.id), users: d.visibility.users },
  };
}

/**
 * The base of the next save: the newest version number, and the draft
 * revision when the newest version is an editable draft (a published newest
 * version has none: the save starts version N+1).
 */
export function knowledgeBaseOf(d: Pick<KnowledgeDetail, 'latestVersion' | 'working' | 'status'>) {
  const editable = d.working && (d.working.status === 'draft' || d.working.status === 'rejected');
  return {
    baseVersion: d.latestVersion,
    baseRevision: editable ? d.working?.revision : undefined,
    status: d.working?.status ?? d.status,
  };
}

/** Why the meta cannot be saved (the server would refuse it), or null; `untitled` says what an empty title means here. */
export function knowledgeSaveProblem(m: KnowledgeMeta, untitled: string): string | null {
  if (m.title.trim() === '') return untitled;
  if (m.title.trim().length > TITLE_MAX) return `标题最多${TITLE_MAX}个字`;
  if (m.visibility.scope === 'groups' && m.visibility.groupIds.length === 0) return '请至少选择一个可见组织';
  if (m.visibility.scope === 'users' && m.visibility.users.length === 0) return '请至少选择一位可见人员';
  return null;
}

/**
 * The save of `m` on top of `base`, with the body and cover the editor holds:
 * text trimmed, empty custom fields left out, and only the visibility list
 * the chosen scope reads.
 */
export function knowledgeSaveInput(
  m: KnowledgeMeta,
  base: KnowledgeSaveBase,
  body: { content: string; coverFileId: number | null },
): KnowledgeSaveInput {
  return {
    id: base.id,
    baseVersion: base.baseVersion,
    baseRevision: base.baseRevision,
    title: m.title.trim(),
    content: body.content,
    summary: m.summary.trim(),
    labelIds: m.labelIds,
    groupId: m.groupId,
    fields: Object.entries(m.fields)
      .filter(([, value]) => value.trim() !== '')
      .map(([fieldId, value]) => ({ fieldId: Number(fieldId), value: value.trim() })),
    visibility: {
      scope: m.visibility.scope,
      groupIds: m.visibility.scope === 'groups' ? m.visibility.groupIds : [],
      userIds: m.visibility.scope === 'users' ? m.visibility.users.map((u) => u.id) : [],
    },
    coverFileId: body.coverFileId,
  };
}
