import type { KnowledgeDetail, KnowledgeStatus } from '@contract/knowledge/knowledge';
import {
  type KnowledgeMeta,
  knowledgeBaseOf,
  knowledgeMetaOf,
  knowledgeSaveInput,
  knowledgeSaveProblem,
} from '@/shared/knowledge/lib/save-input';
import type { SaveInput } from '../api/editor-mutations';

/** Everything of a draft but its body (the body lives in the rich-text editor). */
export interface DraftMeta extends KnowledgeMeta {
  coverFileId: number | null;
  /** Preview of the cover; signed, so never sent back. */
  coverUrl: string | null;
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
  return { ...knowledgeMetaOf(d), coverFileId: d.coverFileId, coverUrl: d.coverUrl };
}

/** The base of the next save (see {@link knowledgeBaseOf}), with the entry's id. */
export function baseOf(d: KnowledgeDetail): DraftBase {
  return { id: d.id, ...knowledgeBaseOf(d) };
}

/** Why the draft cannot be saved yet (the server would refuse it), or null. */
export const saveBlocker = (s: DraftMeta): string | null => knowledgeSaveProblem(s, '填写标题后自动保存');

/** What `wiki.save` gets for a snapshot on top of a base. */
export function toSaveInput(s: DraftSnapshot, base: DraftBase): SaveInput {
  return knowledgeSaveInput(s, base, { content: s.content, coverFileId: s.coverFileId });
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
