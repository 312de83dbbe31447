import {
  type BbsPostKind,
  CASE_PARTS,
  type CasePart,
  type PostDetail,
  type PostSaveInput,
  postSaveInput,
} from '@contract/bbs/bbs-posts';
import type { z } from 'zod';
import type { AttachmentRef } from '@/shared/attachments/attachment-list';

/** What the ask form holds besides the bodies, which the editors keep until a save reads them. */
export interface PostFormValues {
  kind: BbsPostKind;
  plateId: number | null;
  title: string;
  labelIds: number[];
  /** Chosen topics with their names, so the pills need no lookup. */
  topics: NamedRef[];
  /** Experts invited to answer (questions only), with their names. */
  invited: UserRef[];
  reward: number;
  region: string;
  product: string;
  /** Attachments, uploaded as they are picked; the post carries them once a save names them. */
  files: AttachmentRef[];
}

export interface NamedRef {
  id: number;
  name: string;
}

export interface UserRef {
  id: number;
  nickname: string;
}

/** The form's text at one moment: values plus every editor's HTML (the autosave compares these). */
export interface PostSnapshot extends PostFormValues {
  content: string;
  case: Record<CasePart, string>;
}

/** Which post the form edits and what it last loaded or saved (the server's stale-save guards). */
export interface PostBase {
  id?: number;
  /** The newest version (a draft's own), which every save of an existing post names. */
  baseVersion?: number;
  /** The draft revision, for autosaving a draft. */
  baseRevision?: number;
  state: PostDetail['state'] | 'new';
}

export type PostFormErrors = Partial<Record<keyof PostFormValues | 'content' | CasePart, string>>;

export const EMPTY_CASE: Record<CasePart, string> = {
  background: '',
  problem: '',
  analysis: '',
  solution: '',
  result: '',
};

export function emptyValues(kind: BbsPostKind, plateId: number | null): PostFormValues {
  return { kind, plateId, title: '', labelIds: [], topics: [], invited: [], reward: 0, region: '', product: '', files: [] };
}

export function valuesOf(d: PostDetail): PostFormValues {
  return {
    kind: d.kind,
    plateId: d.plate.id,
    title: d.title,
    labelIds: d.labels.map((l) => l.id),
    topics: d.topics.map(({ id, name }) => ({ id, name })),
    invited: d.invited.map(({ id, nickname }) => ({ id, nickname })),
    reward: d.reward,
    region: d.region,
    product: d.product,
    files: d.files.map(({ id, name, size }) => ({ id, name, size })),
  };
}

export function baseOf(d: PostDetail): PostBase {
  return d.state === 'draft'
    ? { id: d.id, baseVersion: d.version, baseRevision: d.revision, state: 'draft' }
    : { id: d.id, baseVersion: d.version, state: d.state };
}

/** An empty editor gives `<p></p>`: the server and the validation count that as no text. */
function html(s: string): string {
  return /^<p>\s*<\/p>$/.test(s.trim()) ? '' : s;
}

/** The save call's body for this snapshot: a draft (autosave) or the post itself (publish). */
export function toSaveInput(s: PostSnapshot, base: PostBase, draft: boolean): z.input<typeof postSaveInput> {
  const isCase = s.kind === 'case';
  return {
    id: base.id,
    kind: s.kind,
    plateId: s.plateId ?? undefined,
    title: s.title,
    content: html(s.content),
    labelIds: s.labelIds,
    topicIds: s.topics.map((t) => t.id),
    case: isCase ? (Object.fromEntries(CASE_PARTS.map((p) => [p, html(s.case[p])])) as Record<CasePart, string>) : undefined,
    region: isCase ? s.region : '',
    product: isCase ? s.product : '',
    reward: s.kind === 'question' ? s.reward : 0,
    inviteExpertIds: s.kind === 'question' ? s.invited.map((u) => u.id) : [],
    fileIds: s.files.map((f) => f.id),
    draft,
    baseVersion: base.baseVersion,
    baseRevision: base.baseRevision,
  };
}

/** Save-input fields the form holds under another name. */
const FORM_FIELD: Record<string, keyof PostFormValues> = { topicIds: 'topics', inviteExpertIds: 'invited', fileIds: 'files' };

/**
 * Checks a post the way the server will, with the contract's own Chinese
 * messages: the first problem of each field, none when it may be sent.
 * A draft only needs a plate and a title the server can store.
 */
export function validatePost(s: PostSnapshot, base: PostBase): PostFormErrors {
  const errors: PostFormErrors = {};
  if (s.plateId === null) errors.plateId = '请选择版块';
  const r = postSaveInput.safeParse(toSaveInput(s, base, false));
  if (!r.success) {
    for (const issue of r.error.issues) {
      const [first, second] = issue.path;
      const sent = first === 'case' ? second : first;
      const field = (FORM_FIELD[String(sent)] ?? sent) as keyof PostFormErrors;
      if (field === 'plateId') continue;
      errors[field] ??= issue.message;
    }
  }
  return errors;
}

/** Why a draft cannot be autosaved yet (the status line says so), or null. */
export function draftBlocker(s: PostSnapshot): string | null {
  if (s.plateId === null) return '选择版块后自动保存草稿';
  if (!s.title.trim()) return '填写标题后自动保存草稿';
  return null;
}

export type { PostSaveInput };
