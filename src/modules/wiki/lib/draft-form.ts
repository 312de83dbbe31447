import type { KnowledgeDetail, KnowledgeStatus } from '@contract/knowledge';
import { TITLE_MAX, type VISIBILITY_SCOPES } from '@contract/knowledge';
import type { SaveInput } from '../api/editor-mutations';

/** Everything of a draft but its body (the body lives in the rich-text editor). */
export interface DraftMeta {
  title: string;
  summary: string;
  labelIds: number[];
  groupId: number | null;
  /** Custom field values by field id (as a string key, so the object survives JSON). */
  fields: Record<string, string>;
  coverFileId: number | null;
  /** Preview of the cover; signed, so never sent back. */
  coverUrl: string | null;
  visibility: {
    scope: (typeof VISIBILITY_SCOPES)[number];
    groupIds: number[];
    /** Named users with their nicknames, so the picker can show them without a lookup. */
    users: { id: number; nickname: string }[];
  };
}

/** A whole draft as the editor holds it. */
export interface DraftSnapshot extends DraftMeta {
  content: string;
}

/** Where the draft stands on the server: what the next save must name as its base. */
export interface DraftBase {
  id?: number;
  baseVersion?: number;
  baseRevision?: number;
  status: KnowledgeStatus | null;
}

export const EMPTY_META: DraftMeta = {
  title: '',
  summary: '',
  labelIds: [],
  groupId: null,
  fields: {},
  coverFileId: null,
  coverUrl: null,
  visibility: { scope: 'all', groupIds: [], users: [] },
};

export const NEW_BASE: DraftBase = { status: null };

/** The editable parts of a loaded version. */
export function metaOf(d: KnowledgeDetail): DraftMeta {
  return {
    title: d.title,
    summary: d.summary,
    labelIds: d.labels.map((l) => l.id),
    groupId: d.group?.id ?? null,
    fields: Object.fromEntries(d.fields.map((f) => [String(f.fieldId), f.value])),
    coverFileId: d.coverFileId,
    coverUrl: d.coverUrl,
    visibility: {
      scope: d.visibility.scope,
      groupIds: d.visibility.groups.map((g) => g.id),
      users: d.visibility.users,
    },
  };
}

/**
 * The base of the next save: the newest version number, and the draft
 * revision when the newest version is an editable draft (a published newest
 * version has none: the save starts version N+1).
 */
export function baseOf(d: KnowledgeDetail): DraftBase {
  const editable = d.working && (d.working.status === 'draft' || d.working.status === 'rejected');
  return {
    id: d.id,
    baseVersion: d.latestVersion,
    baseRevision: editable ? d.working?.revision : undefined,
    status: d.working?.status ?? d.status,
  };
}

/** Why the draft cannot be saved yet (the server would refuse it), or null. */
export function saveBlocker(s: DraftMeta): string | null {
  if (s.title.trim() === '') return '填写标题后自动保存';
  if (s.title.trim().length > TITLE_MAX) return `标题最多${TITLE_MAX}个字`;
  if (s.visibility.scope === 'groups' && s.visibility.groupIds.length === 0) return '请至少选择一个可见组织';
  if (s.visibility.scope === 'users' && s.visibility.users.length === 0) return '请至少选择一位可见人员';
  return null;
}

/** What `wiki.save` gets for a snapshot on top of a base. */
export function toSaveInput(s: DraftSnapshot, base: DraftBase): SaveInput {
  return {
    id: base.id,
    baseVersion: base.baseVersion,
    baseRevision: base.baseRevision,
    title: s.title.trim(),
    content: s.content,
    summary: s.summary.trim(),
    labelIds: s.labelIds,
    groupId: s.groupId,
    fields: Object.entries(s.fields)
      .filter(([, value]) => value.trim() !== '')
      .map(([fieldId, value]) => ({ fieldId: Number(fieldId), value: value.trim() })),
    visibility: {
      scope: s.visibility.scope,
      groupIds: s.visibility.scope === 'groups' ? s.visibility.groupIds : [],
      userIds: s.visibility.scope === 'users' ? s.visibility.users.map((u) => u.id) : [],
    },
    coverFileId: s.coverFileId,
  };
}

/** Plain text of editor HTML, paragraphs on their own lines (for the copy buttons of the conflict dialog). */
export function plainTextOf(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('p, h1, h2, h3, h4, li, tr, pre, blockquote, br').forEach((el) => {
    el.append('\n');
  });
  return (doc.body.textContent ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .join('\n');
}
